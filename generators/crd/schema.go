package crd

import (
	"go/token"
	"reflect"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// schema is one JSON schema, as apiextensions v1's JSONSchemaProps
// marshals it: only the keys set.
type schema = map[string]any

// builder turns Go types into controller-gen's flattened schemas.
type builder struct {
	pass *gen.Pass
	cfg  *config
	// stack holds the named types being built: a type that holds itself
	// has no structural schema.
	stack []*universe.Type
	// cache holds the schemas of the named types built.
	cache map[*universe.Type]schema
	// embeddings holds the parts of the structs built that have inline
	// fields, flattened anew at a CRD's root.
	embeddings map[*universe.Type]embedding
	// refs holds the refs of the structs built.
	refs map[*universe.Type]refs
}

const (
	metav1      = "k8s.io/apimachinery/pkg/apis/meta/v1"
	typeObject  = "object"
	typeString  = "string"
	typeInteger = "integer"
)

// known are the types controller-gen gives a fixed schema.
func (b *builder) known(t *universe.Type) (schema, bool) {
	intOrString := func() schema {
		return schema{"anyOf": []any{schema{"type": typeInteger}, schema{"type": typeString}}, "x-kubernetes-int-or-string": true}
	}
	switch t.Name.Package + "." + t.Name.Name {
	case metav1 + ".ObjectMeta":
		if b.cfg.embeddedMeta {
			str := schema{"type": typeString}
			strMap := schema{"type": typeObject, "additionalProperties": schema{"type": typeString}}
			return schema{"type": typeObject, "properties": schema{"name": str, "namespace": str,
				"annotations": strMap, "labels": strMap, "finalizers": schema{"type": "array", "items": schema{"type": typeString}}}}, true
		}
		return schema{"type": typeObject}, true
	case metav1 + ".Time", metav1 + ".MicroTime":
		return schema{"type": typeString, "format": "date-time"}, true
	case metav1 + ".Duration":
		return schema{"type": typeString}, true
	case metav1 + ".Fields":
		return schema{"type": typeObject, "additionalProperties": true}, true
	case "k8s.io/apimachinery/pkg/api/resource.Quantity":
		s := intOrString()
		s["pattern"] = `^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$`
		return s, true
	case "k8s.io/apimachinery/pkg/util/intstr.IntOrString":
		return intOrString(), true
	case "k8s.io/apimachinery/pkg/runtime.RawExtension":
		return schema{"type": typeObject, "x-kubernetes-preserve-unknown-fields": true}, true
	case "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured":
		return schema{"type": typeObject}, true
	case "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1.JSON",
		"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON":
		return schema{"x-kubernetes-preserve-unknown-fields": true}, true
	}
	return nil, false
}

// typeSchema returns the schema of t, with the description and markers of
// a named type; pos is where t is used, for errors. The result is the
// caller's to change at its top level.
func (b *builder) typeSchema(t *universe.Type, pos token.Position) schema {
	if !t.IsNamed() {
		if t.Kind == universe.Struct {
			b.pass.Errorf(pos, "inline struct types are not supported, use a named type instead, as controller-gen says; declare the struct as a type of its own")
			return schema{}
		}
		return b.shape(t, pos)
	}
	if s, ok := b.known(t); ok {
		return s
	}
	if s, ok := b.cache[t]; ok {
		return copySchema(s)
	}
	if slices.Contains(b.stack, t) {
		b.pass.Errorf(pos, "type %s holds itself, which a CRD's structural schema cannot describe; break the cycle (a field of type runtime.RawExtension, say)", t.Name.Name)
		return schema{}
	}
	if s, ok := b.marshaled(t); ok {
		b.remember(t, s)
		return copySchema(s)
	}
	b.stack = append(b.stack, t)
	var s schema
	var e embedding
	if t.Kind == universe.Struct {
		e = b.structParts(t)
		s = e.own
	} else {
		s = b.shape(t, pos)
	}
	b.stack = b.stack[:len(b.stack)-1]
	if d := description(t.CommentLines); d != "" {
		s["description"] = d
	}
	b.applyMarkers(s, tags.OfType(t), t)
	if t.Kind == universe.Struct {
		if b.refs == nil {
			b.refs = map[*universe.Type]refs{}
		}
		b.refs[t] = e.flatRefs(false)
	}
	if len(e.inlines) > 0 {
		if b.embeddings == nil {
			b.embeddings = map[*universe.Type]embedding{}
		}
		b.embeddings[t] = e
		s = b.flatten(e, false, false)
	}
	b.remember(t, s)
	return copySchema(s)
}

// rootSchema is the schema of a CRD's root type t: its inline fields
// flattened into its own schema.
func (b *builder) rootSchema(t *universe.Type) schema {
	s := b.typeSchema(t, t.Pos)
	if e, ok := b.embeddings[t]; ok {
		return b.flatten(e, true, true)
	}
	return s
}

// remember caches the schema of the named type t.
func (b *builder) remember(t *universe.Type, s schema) {
	if b.cache == nil {
		b.cache = map[*universe.Type]schema{}
	}
	b.cache[t] = s
}

// shape is the schema of t's structure.
func (b *builder) shape(t *universe.Type, pos token.Position) schema {
	switch t.Kind {
	case universe.Builtin:
		return b.builtin(t, pos)
	case universe.Pointer:
		return b.typeSchema(t.Elem, pos)
	case universe.Alias:
		if t.Underlying != nil {
			return b.shape(t.Underlying, pos)
		}
	case universe.Slice, universe.Array:
		if e := universe.Unalias(t.Elem); e.Kind == universe.Builtin && (e.Name.Name == "byte" || e.Name.Name == "uint8") {
			return schema{"type": typeString, "format": "byte"}
		}
		return schema{"type": "array", "items": b.typeSchema(t.Elem, pos)}
	case universe.Map:
		return schema{"type": typeObject, "additionalProperties": b.typeSchema(t.Elem, pos)}
	case universe.Struct:
		return b.flatten(b.structParts(t), false, false)
	case universe.Interface:
		b.pass.Errorf(pos, "cannot generate schema for %s: an interface type is not supported in CRD schemas, as controller-gen says; use an explicit type, or apiextensionsv1.JSON for any JSON value", t.ShortIn(""))
		return schema{}
	}
	b.pass.Errorf(pos, "a %s cannot be described by a CRD schema; use a struct, a map, a slice or a basic type", t.Kind)
	return schema{}
}

// builtin is the schema of a basic type.
func (b *builder) builtin(t *universe.Type, pos token.Position) schema {
	switch n := t.Name.Name; n {
	case "string":
		return schema{"type": typeString}
	case "bool":
		return schema{"type": "boolean"}
	case "int32", "uint32":
		return schema{"type": typeInteger, "format": "int32"}
	case "int64", "uint64":
		return schema{"type": typeInteger, "format": "int64"}
	case "int", "int8", "int16", "uint", "uint8", "uint16", "byte", "uintptr":
		return schema{"type": typeInteger}
	case "float32", "float64":
		if !b.cfg.dangerous {
			b.pass.Errorf(pos, "found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true")
			return schema{}
		}
		return schema{"type": "number"}
	}
	b.pass.Errorf(pos, "type %s cannot be described by a CRD schema", t.Name.Name)
	return schema{}
}

// jsonField is how a field is serialized.
type jsonField struct {
	name      string
	inline    bool
	omitEmpty bool
	skip      bool
}

// parseJSON reads a field's json tag; ok is false without one.
func parseJSON(m universe.Member) (f jsonField, ok bool) {
	tag, ok := reflect.StructTag(m.Tags).Lookup("json")
	if !ok {
		return f, false
	}
	opts := strings.Split(tag, ",")
	if len(opts) == 1 && opts[0] == "-" {
		return jsonField{skip: true}, true
	}
	f.name = opts[0]
	for _, o := range opts[1:] {
		switch o {
		case "inline":
			f.inline = true
		case "omitempty", "omitzero":
			f.omitEmpty = true
		}
	}
	f.inline = f.inline || f.name == ""
	return f, true
}

// structParts is the object schema of a struct's own fields, and the
// schemas of its inline fields, whose properties controller-gen merges in
// (flatten.go).
func (b *builder) structParts(t *universe.Type) embedding {
	props, required, rules := schema{}, []string{}, []any{}
	var inlines []inline
	own := refs{}
	oneOf := oneOfFields(t)
	for _, m := range t.Members {
		jf, ok := parseJSON(m)
		if !ok {
			if b.cfg.ignoreUnexport && !token.IsExported(m.Name) {
				continue
			}
			b.pass.Errorf(m.Pos, "encountered struct field %q without JSON tag in type %q", m.Name, t.Name.Name)
			continue
		}
		if jf.skip {
			continue
		}
		fs := b.fieldSchema(t, m)
		if jf.inline {
			inlines = append(inlines, inline{fs, m.Pos, b.refs[deref(m.Type)]})
			continue
		}
		props[jf.name] = fs
		own[jf.name] = deref(m.Type).IsNamed() && !hasMarker(tags.OfField(t, m), vPrefix+"Schemaless")
		b.checkOneOf(t, m, jf, oneOf)
		if b.required(t, m, jf) {
			required = append(required, jf.name)
		} else if hasMarker(tags.OfField(t, m), "k8s:immutable") {
			// An optional immutable field may be set once: a rule on its
			// struct.
			rules = append(rules, schema{"rule": "!has(oldSelf." + jf.name + ") || has(self." + jf.name + ")",
				"message": "field " + jf.name + " is immutable once set"})
		}
	}
	s := schema{"type": typeObject}
	if len(props) > 0 {
		s["properties"] = props
	}
	if len(required) > 0 {
		slices.Sort(required)
		s["required"] = required
	}
	if len(rules) > 0 {
		s["x-kubernetes-validations"] = rules
	}
	return embedding{own: s, inlines: inlines, refs: own}
}

// deref is the type a pointer type points to, or t.
func deref(t *universe.Type) *universe.Type {
	if t.Kind == universe.Pointer {
		return t.Elem
	}
	return t
}

// aliasSchema applies to a field's type schema s the doc comment and
// markers of the Go alias its type is written with, directly or through
// a pointer (type Short = string with +kubebuilder:validation:MaxLength),
// as controller-gen reads an alias's declaration as a type of its own.
func (b *builder) aliasSchema(s schema, m universe.Member) schema {
	x := m.Expr
	if m.Type.Kind == universe.Pointer {
		x = x.Elem()
	}
	a := x.AliasDecl()
	if a == nil {
		return s
	}
	if d := description(a.CommentLines); d != "" {
		s["description"] = d
	}
	b.applyMarkers(s, tags.OfType(a), a)
	return s
}

// fieldSchema is the schema of one field: its type's, with the field's
// description and markers merged over it as controller-gen flattens them.
func (b *builder) fieldSchema(t *universe.Type, m universe.Member) schema {
	var s schema
	if hasMarker(tags.OfField(t, m), vPrefix+"Schemaless") {
		s = schema{}
	} else {
		s = b.typeSchema(m.Type, m.Pos)
		s = b.aliasSchema(s, m)
	}
	own := schema{}
	// Markers check the type's type; +kubebuilder:validation:items:
	// markers change a copy of its items.
	for _, k := range []string{"type", "items"} {
		if v, ok := s[k]; ok {
			own[k] = v
		}
	}
	b.applyMarkers(own, tags.OfField(t, m), nil)
	if d := description(m.CommentLines); d != "" {
		own["description"] = d
	}
	return merge(s, own)
}

// merge flattens a field's own schema over its type's, as controller-gen's
// allOf flattening does: the field's description, example and enum win,
// flags add up, and a limit both set goes to allOf, the type's first.
func merge(s, own schema) schema {
	typeRest, ownRest := schema{}, schema{}
	for k, v := range own {
		old, has := s[k]
		switch {
		case k == "enum" || k == "example":
			if !has {
				s[k] = v
			}
		case k == "x-kubernetes-validations" && has:
			s[k] = append(append([]any{}, v.([]any)...), old.([]any)...)
		case !has, k == "description", k == "title", k == "externalDocs", strings.HasPrefix(k, "x-kubernetes-"):
			s[k] = v
		case k == "items":
			s[k] = v // the type's items, or a copy the field's markers changed
		case k == "type", k == "nullable", k == "exclusiveMinimum", k == "exclusiveMaximum", k == "uniqueItems":
			// the same type; flags are only ever true
		case (k == "pattern" || k == "format") && old == v:
		case (k == "minProperties" || k == "maxProperties") && old == v:
		default:
			typeRest[k], ownRest[k] = old, v
			delete(s, k)
		}
	}
	if len(ownRest) > 0 {
		all, _ := s["allOf"].([]any)
		s["allOf"] = append(all, typeRest, ownRest)
	}
	return s
}

// hasMarker reports whether c has the marker name.
func hasMarker(c tags.Comments, name string) bool {
	for _, l := range markerLines(c) {
		n, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"), "=")
		if n == name {
			return true
		}
	}
	return false
}

// copySchema copies the top level of s.
func copySchema(s schema) schema {
	out := make(schema, len(s))
	for k, v := range s {
		out[k] = v
	}
	return out
}

// required reports whether a field is required, as controller-gen
// decides: its markers first, in controller-gen's order whatever their
// order in the comment (kubebuilder:validation:Optional, then
// kubebuilder:validation:Required, then optional or k8s:optional, then
// required or k8s:required: k8s.io/api's PortStatus.Error is +optional
// and +kubebuilder:validation:Required, so required), then omitempty.
func (b *builder) required(t *universe.Type, m universe.Member, jf jsonField) bool {
	seen := map[string]bool{}
	for _, l := range markerLines(tags.OfField(t, m)) {
		name, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"), "=")
		seen[name] = true
	}
	switch {
	case seen[vPrefix+"Optional"]:
		return false
	case seen[vPrefix+"Required"]:
		return true
	case seen["optional"] || seen["k8s:optional"]:
		return false
	case seen["required"] || seen["k8s:required"]:
		return true
	}
	return !jf.omitEmpty
}

// description is controller-gen's description of a doc comment: marker
// lines left out, blank lines kept as paragraph breaks, TODO lines
// dropped and nothing after a "---" line.
func description(lines []string) string {
	var kept []string
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "+") {
			continue
		}
		if l == "" && (len(kept) == 0 || kept[len(kept)-1] == "") {
			continue
		}
		kept = append(kept, l)
	}
	for len(kept) > 0 && kept[len(kept)-1] == "" {
		kept = kept[:len(kept)-1]
	}
	var out []string
	fence := false
	for _, l := range kept {
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			fence = !fence
		}
		if !fence && strings.HasPrefix(l, "TODO") {
			continue
		}
		if !fence && strings.HasPrefix(l, "---") {
			break
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}
