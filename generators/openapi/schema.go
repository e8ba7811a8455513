package openapi

import (
	"go/token"
	"reflect"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// typeSchema is the schema of struct type t: its own, or, with
// OpenAPISchemaType and OpenAPISchemaFormat, the one those methods give.
// refs collects the types its properties refer to.
func (p *planner) typeSchema(t *universe.Type, refs map[string]*Reference) *Schema {
	s := &Schema{Description: description(t.CommentLines)}
	v, ok := p.validations(t.CommentLines, t, tagAt(t.CommentAt, "k8s:validation", t.Pos), "type "+t.Name.Name)
	if !ok {
		return s
	}
	if methodsOf(t).TypeAndFormat {
		s.TypeFromMethods = true
	} else {
		s.Type = "object"
		p.cycle = false
		s.Properties, s.Required = p.members(t, t, nil, nil, refs)
		if !p.cycle {
			p.checkDuplicates(t, s.Properties)
		}
	}
	s.Extensions = append(p.typeExtensions(t), v.apply(s)...)
	return s
}

// checkDuplicates reports two properties of one name (a field and one of
// an inlined struct's): upstream writes both keys into one map literal,
// which does not compile.
func (p *planner) checkDuplicates(t *universe.Type, props []Property) {
	seen := map[string]*universe.Member{}
	for _, pr := range props {
		if first, dup := seen[pr.Name]; dup {
			p.pass.Errorf(pr.Member.Pos, "type %s: field %s has the JSON name %q of field %s (%s); upstream writes the key twice, which does not compile: rename one, or leave one out with json:\"-\"", t.Name.Name, pr.Member.Name, pr.Name, first.Name, p.u.Rel(first.Pos.String()))
			continue
		}
		seen[pr.Name] = pr.Member
	}
}

// validations reads the +k8s:validation markers of lines, on a thing of
// type t; ok is false after an error (upstream fails on it).
func (p *planner) validations(lines []string, t *universe.Type, pos token.Position, what string) (*validationTags, bool) {
	v, err := parseValidations(lines)
	if err != nil {
		p.pass.Errorf(pos, "%s: +k8s:validation markers: %v", what, err)
		return nil, false
	}
	ok := true
	for _, msg := range v.problems(t) {
		p.pass.Errorf(pos, "%s: +k8s:validation markers: %s", what, msg)
		ok = false
	}
	return v, ok
}

// maxNesting is how deep slices and maps may nest in one field's type.
const maxNesting = 64

// members appends the properties of t's fields (inlined embedded
// structs' too) and the required ones' names.
func (p *planner) members(t, parent *universe.Type, props []Property, required []string, refs map[string]*Reference) ([]Property, []string) {
	for t.Kind == universe.Pointer {
		t = t.Elem
	}
	for i := range t.Members {
		m := &t.Members[i]
		if hasTagValue(m.CommentLines, "false") {
			continue
		}
		if inlined(m.Embedded, m.Tags) {
			if p.inlining[m.Type] {
				p.cycle = true
				p.pass.Errorf(m.Pos, "field %s: %s inlines itself (through json:\",inline\" fields), which upstream cannot stop expanding: give the field a JSON name", m.Name, m.Type)
				continue
			}
			p.inlining[m.Type] = true
			props, required = p.members(m.Type, parent, props, required, refs)
			delete(p.inlining, m.Type)
			continue
		}
		name := referableName(m.Name, m.Tags)
		if name == "" {
			continue
		}
		if !p.optional(m) {
			required = append(required, name)
		}
		if s := p.property(m, parent, refs); s != nil {
			props = append(props, Property{Name: name, Schema: s, Member: m})
		}
	}
	return props, required
}

// optional reports whether a field is optional: +optional, not +required,
// else omitempty. Both tags are an error, as upstream's.
func (p *planner) optional(m *universe.Member) bool {
	tags := commentTags(m.CommentLines)
	_, opt := tags["optional"]
	_, req := tags["required"]
	if opt && req {
		p.pass.Errorf(fieldTag(m, "required"), "field %s is both +optional and +required: remove one", m.Name)
	}
	switch {
	case req:
		return false
	case opt:
		return true
	}
	return omitEmpty(m.Tags)
}

// property is the schema of field m of parent; nil after an error.
func (p *planner) property(m *universe.Member, parent *universe.Type, refs map[string]*Reference) *Schema {
	v, ok := p.validations(m.CommentLines, m.Type, fieldTag(m, "k8s:validation"), "field "+m.Name)
	if !ok {
		return nil
	}
	p.checkPatchTags(m)
	s := &Schema{}
	s.Extensions = append(p.memberExtensions(m), v.apply(s)...)
	lines := m.CommentLines
	if e := p.enums.of(m.Type); e != nil {
		lines = append(append([]string{}, lines...), e.descriptionLines()...)
	}
	s.Description = description(lines)
	if j := jsonTag(m.Tags); len(j) > 1 && j[1] == "string" {
		// Upstream writes neither the default nor the validations.
		s.Type, s.Validations = "string", Validations{}
		return s
	}
	p.setDefault(s, m, parent)
	t := resolve(m.Type)
	if typ, format := typeFormat(t.String()); typ != "" {
		s.Type, s.Format = typ, format
		if e := p.enums.of(m.Type); e != nil {
			s.Enum = e.values()
		}
		return s
	}
	if !p.shape(s, t, m, refs) {
		return nil
	}
	return s
}

// shape fills in the schema of a field of type t (resolved) that is not
// simple: a map, an array, a reference.
func (p *planner) shape(s *Schema, t *universe.Type, m *universe.Member, refs map[string]*Reference) bool {
	switch t.Kind {
	case universe.Map:
		return p.mapSchema(s, t, m, refs)
	case universe.Slice, universe.Array:
		return p.sliceSchema(s, t, m, refs)
	case universe.Struct:
		s.Ref = &Reference{Type: t, UsesModelName: p.usesModelName(t)}
		refs[t.String()] = s.Ref
		return true
	case universe.Interface:
		return true
	case universe.Builtin:
		p.pass.Errorf(m.Pos, "field %s: OpenAPI has no type for %s: use a type it knows or give the field's type an OpenAPIDefinition method", m.Name, t)
	default:
		p.pass.Errorf(m.Pos, "field %s: cannot generate a schema for %s (a %s): leave it out with +k8s:openapi-gen=false or json:\"-\"", m.Name, t, t.Kind)
	}
	return false
}

// element is the schema of a map's values or an array's items.
func (p *planner) element(elem *universe.Type, m *universe.Member, refs map[string]*Reference) *Schema {
	// A named slice or map of itself (type L []L) nests without end;
	// upstream overflows its stack on it.
	if p.depth++; p.depth > maxNesting {
		p.pass.Errorf(m.Pos, "field %s: its type %s nests slices or maps of itself without a struct in between, which no schema can describe: put a struct in between, or leave the field out with +k8s:openapi-gen=false", m.Name, m.Type)
		return nil
	}
	defer func() { p.depth-- }()
	t := resolve(elem)
	s := &Schema{}
	if typ, format := typeFormat(t.String()); typ != "" {
		s.Type, s.Format = typ, format
		if e := p.enums.of(elem); e != nil {
			s.Enum = e.values()
		}
		return s
	}
	switch t.Kind {
	case universe.Struct, universe.Slice, universe.Array, universe.Map:
		if p.shape(s, t, m, refs) {
			return s
		}
		return nil
	case universe.Builtin:
		p.pass.Errorf(m.Pos, "field %s: OpenAPI has no type for %s: use a type it knows", m.Name, t)
	default:
		p.pass.Errorf(m.Pos, "field %s: cannot generate a schema for elements of type %s (a %s): leave the field out with +k8s:openapi-gen=false", m.Name, t, t.Kind)
	}
	return nil
}

func (p *planner) mapSchema(s *Schema, t *universe.Type, m *universe.Member, refs map[string]*Reference) bool {
	if resolve(t.Key).Name.Name != "string" {
		p.pass.Errorf(m.Pos, "field %s: a map with %s keys has no OpenAPI schema: use string keys", m.Name, t.Key)
		return false
	}
	s.Type = "object"
	s.AdditionalProperties = p.element(t.Elem, m, refs)
	return s.AdditionalProperties != nil
}

func (p *planner) sliceSchema(s *Schema, t *universe.Type, m *universe.Member, refs map[string]*Reference) bool {
	s.Type = "array"
	s.Items = p.element(t.Elem, m, refs)
	return s.Items != nil
}

// checkPatchTags reports a patchStrategy or patchMergeKey whose struct tag
// and comment tag differ, an error of upstream's.
func (p *planner) checkPatchTags(m *universe.Member) {
	tags := commentTags(m.CommentLines)
	for _, k := range []string{"patchMergeKey", "patchStrategy"} {
		st := reflect.StructTag(m.Tags).Get(k)
		vs := tags[k]
		c := ""
		if len(vs) > 1 {
			p.pass.Errorf(fieldTag(m, k), "field %s: +%s is given %d times: keep one", m.Name, k, len(vs))
			continue
		}
		if len(vs) == 1 {
			c = vs[0]
		}
		if st != c {
			p.pass.Errorf(fieldTag(m, k), "field %s: the struct tag %s:%q and the comment tag +%s=%s differ: make them the same", m.Name, k, st, k, c)
		}
	}
}

// description is upstream's description of a doc comment: paragraphs
// kept, lines of a paragraph joined, indented lines on their own lines,
// tags and one-line TODOs left out, nothing after a "---" line.
func description(lines []string) string {
	var b strings.Builder
	drop := func() {
		s := b.String()
		if len(s) > 0 {
			b.Reset()
			b.WriteString(s[:len(s)-1])
		}
	}
	for _, line := range lines {
		if line == "---" {
			break
		}
		line = strings.TrimRight(line, " ")
		lead := strings.TrimLeft(line, " ")
		switch {
		case line == "":
			drop()
			b.WriteString("\n\n")
		case strings.HasPrefix(lead, "TODO"), strings.HasPrefix(lead, "+"):
		case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
			drop()
			b.WriteString("\n" + line + "\n")
		default:
			b.WriteString(line + " ")
		}
	}
	return strings.TrimSpace(b.String())
}
