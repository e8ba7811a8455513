package openapi

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// setDefault sets the default of field m's schema: +default on the field
// (else on its type, through pointers and named types), and the zero
// value upstream enforces for a field that is neither a pointer nor
// omitempty.
func (p *planner) setDefault(s *Schema, m *universe.Member, parent *universe.Type) {
	def, ref, ok := p.defaultTag(m, parent)
	if !ok {
		return
	}
	enforced, err := enforcedDefault(m.Type, omitEmpty(m.Tags))
	if err != "" {
		p.pass.Errorf(m.Pos, "field %s: %s", m.Name, err)
		return
	}
	if enforced != nil {
		if def == nil {
			def = enforced
		} else if !reflect.DeepEqual(def, enforced) {
			want, _ := json.Marshal(enforced)
			p.pass.Errorf(fieldTag(m, "default"), "field %s of %s: invalid default value (%#v) for non-pointer/non-omitempty. If specified, must be: %s", m.Name, parent.Name.Name, def, want)
			return
		}
	}
	if def != nil {
		s.Default = def
	} else if ref != nil && p.declared(m, ref) {
		s.DefaultRef = ref
	}
}

// declared reports whether the value +default=ref(...) names exists; one
// that does not is an error (upstream writes code that does not compile).
func (p *planner) declared(m *universe.Member, ref *universe.Name) bool {
	pkg := p.u.Package(ref.Package)
	if pkg != nil && pkg.DeclaresValue(ref.Name) {
		return true
	}
	p.pass.Errorf(fieldTag(m, "default"), "field %s: +default=ref(...) names %s.%s, which is not a constant or variable of a loaded package; upstream writes code that does not compile: name an existing one (ref(<import path>.<name>), or ref(<name>) in the field's package)", m.Name, ref.Package, ref.Name)
	return false
}

var refRE = regexp.MustCompile(`^ref\(([^"]+)\)$`)

// defaultTag reads +default as upstream: the field's, else its type's;
// JSON, or ref(<[package.]name>). ok is false after an error.
func (p *planner) defaultTag(m *universe.Member, parent *universe.Type) (any, *universe.Name, bool) {
	lines, pkg, t := m.CommentLines, parent.Name.Package, m.Type
	at := m.CommentAt
	var tag string
	for {
		vs := commentTags(lines)["default"]
		if len(vs) > 1 {
			p.pass.Errorf(fieldTag(m, "default"), "field %s: multiple values are not allowed for tag default: keep one", m.Name)
			return nil, nil, false
		}
		if len(vs) == 1 {
			tag = vs[0]
		}
		if t == nil || tag != "" {
			break
		}
		lines, at = p.typeComments(t)
		pkg = t.Name.Package
		switch t.Kind {
		case universe.Pointer:
			t = t.Elem
		case universe.Alias:
			t = t.Underlying
		default:
			t = nil
		}
	}
	if tag == "" {
		return nil, nil, true
	}
	if sm := refRE.FindStringSubmatch(tag); sm != nil {
		n := universe.Name{Name: sm[1]}
		if i := strings.LastIndex(sm[1], "."); i >= 0 {
			n = universe.Name{Package: sm[1][:i], Name: sm[1][i+1:]}
		}
		if n.Package == "" {
			n.Package = pkg
		}
		return nil, &n, true
	}
	var v any
	if err := json.Unmarshal([]byte(tag), &v); err != nil {
		p.pass.Errorf(tagAt(at, "default", m.Pos), "field %s: +default=%s is not JSON (%v): write a JSON value, or ref(<package>.<name>)", m.Name, tag, err)
		return nil, nil, false
	}
	return v, nil, true
}

// enforcedDefault is the default a field of type t gets whatever its tags
// say, nil if none; a message for a type upstream cannot default.
func enforcedDefault(t *universe.Type, omitEmpty bool) (any, string) {
	if customUnmarshal(t) {
		return nil, ""
	}
	switch t.Kind {
	case universe.Alias:
		return enforcedDefault(t.Underlying, omitEmpty)
	case universe.Pointer, universe.Map, universe.Slice, universe.Array, universe.Interface:
		return nil, ""
	case universe.Struct:
		if len(t.Members) == 1 && t.Members[0].Embedded {
			return enforcedDefault(t.Members[0].Type, omitEmpty)
		}
		return map[string]any{}, ""
	case universe.Builtin:
		if omitEmpty {
			return nil, ""
		}
		if i, ok := simpleTypes[t.String()]; ok {
			return i.zero, ""
		}
		return nil, "OpenAPI has no zero value for " + t.String() + ": use a type it knows"
	}
	return nil, "cannot decide the default of a " + t.Kind.String() + ": leave the field out with +k8s:openapi-gen=false"
}

// customUnmarshal reports whether t unmarshals itself (its zero value is
// then null).
func customUnmarshal(t *universe.Type) bool {
	switch t.Kind {
	case universe.Pointer:
		m := t.Elem.Methods["UnmarshalJSON"]
		return m != nil && m.PointerReceiver
	case universe.Struct:
		return t.Methods["UnmarshalJSON"] != nil
	}
	return false
}
