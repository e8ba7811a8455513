package crd

import (
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// nestedOneOf reports a OneOf marker naming a nested field (a.b), which
// controller-gen rejects: the rules are over the struct's own fields.
func (b *builder) nestedOneOf(m tags.ParsedMarker) bool {
	var nested []string
	for _, f := range m.Args[""].List {
		if strings.Contains(f.Text(), ".") {
			nested = append(nested, f.Text())
		}
	}
	if len(nested) == 0 {
		return false
	}
	b.pass.Errorf(m.Pos(""), "+%s cannot reference nested fields: %s, as controller-gen says; put the marker on the type that has them", m.Name, strings.Join(nested, ","))
	return true
}

// oneOfFields are the json names of the fields that t's OneOf markers
// name, with the line of the marker that names each.
func oneOfFields(t *universe.Type) map[string]tags.Line {
	out := map[string]tags.Line{}
	for _, l := range markerLines(tags.OfType(t)) {
		name, value, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"), "=")
		if !strings.HasPrefix(name, vPrefix) || !strings.HasSuffix(name, "OneOf") {
			continue
		}
		value = strings.Trim(strings.TrimSpace(value), "{}")
		for _, f := range strings.FieldsFunc(value, func(r rune) bool { return r == ';' || r == ',' }) {
			out[strings.Trim(strings.TrimSpace(f), `"`)] = l
		}
	}
	return out
}

// checkOneOf reports a field of a OneOf rule that would be required, as
// controller-gen does: marked required, or without omitempty (or
// omitzero) in a struct whose fields are required by default.
func (b *builder) checkOneOf(t *universe.Type, m universe.Member, jf jsonField, oneOf map[string]tags.Line) {
	l, ok := oneOf[jf.name]
	if !ok || !b.required(t, m, jf) {
		return
	}
	marker := strings.TrimSpace(l.Text)
	if jf.omitEmpty {
		b.pass.Errorf(m.Pos, "field %s is part of the OneOf constraint %s (line %d) and cannot be marked as required: controller-gen reports it; remove the required marker", jf.name, marker, l.Pos.Line)
		return
	}
	b.pass.Errorf(m.Pos, "field %s is part of the OneOf constraint %s (line %d) and must have omitempty or omitzero in its json tag, as controller-gen says; add it: json:\"%s,omitempty\"", jf.name, marker, l.Pos.Line, jf.name)
}
