package crd

import (
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// marshaled is the schema of a named type that serializes itself, as
// controller-gen decides it: a type with MarshalJSON and a type marker
// (+kubebuilder:validation:Type) is what its markers say, its structure
// and doc comment left out (the marshaler may write anything); a type
// with MarshalText (and no MarshalJSON) is a string. ok is false for
// any other type, whose structure is walked, MarshalJSON or not.
func (b *builder) marshaled(t *universe.Type) (schema, bool) {
	switch {
	case hasMethod(t, "MarshalJSON", nil):
		if !hasMarker(tags.OfType(t), vPrefix+"Type") {
			return nil, false
		}
		s := schema{}
		b.applyMarkers(s, tags.OfType(t), t)
		return s, true
	case hasMethod(t, "MarshalText", nil):
		s := schema{"type": typeString}
		b.applyMarkers(s, tags.OfType(t), t)
		if s["type"] != typeString {
			pos := t.Pos
			for _, l := range markerLines(tags.OfType(t)) {
				if strings.HasPrefix(strings.TrimSpace(l.Text), "+"+vPrefix+"Type=") {
					pos = l.Pos
				}
			}
			b.pass.Errorf(pos, "type %s implements encoding.TextMarshaler, so it is a string, and its +kubebuilder:validation:Type says %v: controller-gen reports it; remove the marker", t.Name.Name, s["type"])
		}
		return s, true
	}
	return nil, false
}

// hasMethod reports whether t or *t has the method name with the
// signature func() ([]byte, error): declared on t, or promoted from an
// embedded field. seen guards against embedding cycles.
func hasMethod(t *universe.Type, name string, seen map[*universe.Type]bool) bool {
	if m := t.Methods[name]; m != nil {
		res := m.Results()
		return len(m.Params()) == 0 && len(res) == 2 && isBytes(res[0]) && res[1].Name.Name == "error" && res[1].Name.Package == ""
	}
	if t.Kind != universe.Struct || seen[t] {
		return false
	}
	if seen == nil {
		seen = map[*universe.Type]bool{}
	}
	seen[t] = true
	for _, m := range t.Members {
		if !m.Embedded || m.Type == nil {
			continue
		}
		e := universe.Unalias(m.Type)
		if e.Kind == universe.Pointer && e.Elem != nil {
			e = universe.Unalias(e.Elem)
		}
		if hasMethod(e, name, seen) {
			return true
		}
	}
	return false
}

// isBytes reports whether t is []byte.
func isBytes(t *universe.Type) bool {
	t = universe.Unalias(t)
	if t.Kind != universe.Slice || t.Elem == nil {
		return false
	}
	e := universe.Unalias(t.Elem)
	return e.Kind == universe.Builtin && (e.Name.Name == "byte" || e.Name.Name == "uint8")
}
