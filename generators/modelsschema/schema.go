package modelsschema

import (
	"bytes"
	"fmt"
	"go/constant"
	"sort"
	"strconv"

	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// writer writes the definitions of one Model.
type writer struct {
	u *universe.Universe
	b bytes.Buffer
}

// refName is how a reference names a definition: its OpenAPIModelName, or
// its Go name, as the map key GetOpenAPIDefinitions gives it.
func refName(t *universe.Type, models bool, modelNames map[*universe.Type]string) string {
	if models {
		if n, ok := modelNames[t]; ok {
			return n
		}
	}
	return t.String()
}

// shape is what spec.Schema holds besides the description: the type (a
// method's, typeFromMethods), format, default, validations, enum, required,
// items, properties and additional properties, ref and extensions.
type shape struct {
	s       *openapi.Schema
	typ     []string
	format  string
	dflt    any
	hasDflt bool
}

// schema writes one spec.Schema.
func (w *writer) schema(sh shape, names map[*universe.Type]string) error {
	s := sh.s
	o := newObject(&w.b)
	if s.Description != "" {
		o.str("description", s.Description)
	}
	typ := sh.typ
	if typ == nil && s.Type != "" {
		typ = []string{s.Type}
	}
	writeType(o, typ)
	format := sh.format
	if !s.TypeFromMethods {
		format = s.Format
	}
	if format != "" {
		o.str("format", format)
	}
	if sh.hasDflt {
		o.key("default")
		if err := writeValue(o.b, sh.dflt); err != nil {
			return fmt.Errorf("default: %v", err)
		}
	}
	validations(o, &s.Validations)
	if err := enum(o, s.Enum); err != nil {
		return err
	}
	propertyBounds(o, &s.Validations)
	if len(s.Required) > 0 {
		o.key("required")
		_ = writeValue(o.b, s.Required)
	}
	if err := w.nested(o, s, names); err != nil {
		return err
	}
	if s.Ref != nil {
		o.str("$ref", "#/definitions/"+refName(s.Ref.Type, s.Ref.UsesModelName, names))
	}
	if err := extensions(o, s.Extensions); err != nil {
		return err
	}
	o.close()
	return nil
}

// writeType writes StringOrArray: one type as a string, more as a list.
func writeType(o *object, typ []string) {
	switch len(typ) {
	case 0:
	case 1:
		o.str("type", typ[0])
	default:
		o.key("type")
		_ = writeValue(o.b, typ)
	}
}

// enum writes a +enum type's values, which the Model holds as Go string
// literals.
func enum(o *object, vs []string) error {
	if len(vs) == 0 {
		return nil
	}
	var out []any
	for _, v := range vs {
		s, err := strconv.Unquote(v)
		if err != nil {
			return fmt.Errorf("enum value %s is not a string literal", v)
		}
		out = append(out, s)
	}
	o.key("enum")
	return writeValue(o.b, out)
}

// nested writes items, properties (sorted by name) and
// additionalProperties.
func (w *writer) nested(o *object, s *openapi.Schema, names map[*universe.Type]string) error {
	if s.Items != nil {
		o.key("items")
		if err := w.schema(shape{s: bare(s.Items)}, names); err != nil {
			return err
		}
	}
	if len(s.Properties) > 0 {
		o.key("properties")
		po := newObject(&w.b)
		for _, p := range sortedProperties(s.Properties) {
			po.key(p.Name)
			sh, err := w.propertyShape(p.Schema)
			if err != nil {
				return fmt.Errorf("property %s: %v", p.Name, err)
			}
			if err := w.schema(sh, names); err != nil {
				return fmt.Errorf("property %s: %v", p.Name, err)
			}
		}
		po.close()
	}
	if s.AdditionalProperties != nil {
		o.key("additionalProperties")
		return w.schema(shape{s: bare(s.AdditionalProperties)}, names)
	}
	return nil
}

// propertyShape resolves a property's default: a value, or the constant
// +default=ref(...) names.
func (w *writer) propertyShape(s *openapi.Schema) (shape, error) {
	b := bare(s)
	b.Description, b.Validations, b.Extensions = s.Description, s.Validations, s.Extensions
	sh := shape{s: b}
	switch {
	case s.Default != nil:
		sh.dflt, sh.hasDflt = s.Default, true
	case s.DefaultRef != nil:
		v, err := w.constant(*s.DefaultRef)
		if err != nil {
			return sh, err
		}
		sh.dflt, sh.hasDflt = v, true
	}
	return sh, nil
}

// constant is the value of the constant n, as JSON writes it.
func (w *writer) constant(n universe.Name) (any, error) {
	p := w.u.Package(n.Package)
	if p == nil {
		return nil, fmt.Errorf("default constant %s.%s: package not loaded", n.Package, n.Name)
	}
	for _, c := range p.Constants() {
		if c.Name != n.Name || c.Value == nil {
			continue
		}
		switch c.Value.Kind() {
		case constant.String:
			return constant.StringVal(c.Value), nil
		case constant.Bool:
			return constant.BoolVal(c.Value), nil
		case constant.Int:
			if i, ok := constant.Int64Val(c.Value); ok {
				return i, nil
			}
		case constant.Float:
			f, _ := constant.Float64Val(c.Value)
			return f, nil
		}
	}
	return nil, fmt.Errorf("default constant %s.%s: its value is not known without compiling", n.Package, n.Name)
}

// sortedProperties are ps sorted by name, as a Go map marshals; of two
// with one name, the later wins, as in the generated map literal.
func sortedProperties(ps []openapi.Property) []openapi.Property {
	byName := map[string]openapi.Property{}
	for _, p := range ps {
		byName[p.Name] = p
	}
	out := make([]openapi.Property, 0, len(byName))
	for _, p := range byName {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// bare is the part of an array's items or a map's values the generated
// code writes: a reference, or items, or values, or type, format and enum.
func bare(s *openapi.Schema) *openapi.Schema {
	switch {
	case s.Ref != nil:
		return &openapi.Schema{Ref: s.Ref}
	case s.Type == "":
		return &openapi.Schema{}
	case s.AdditionalProperties != nil:
		return &openapi.Schema{Type: s.Type, AdditionalProperties: bare(s.AdditionalProperties)}
	case s.Items != nil:
		return &openapi.Schema{Type: s.Type, Items: bare(s.Items)}
	}
	return &openapi.Schema{Type: s.Type, Format: s.Format, Enum: s.Enum}
}
