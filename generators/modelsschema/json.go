package modelsschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/gvk-dev/gvkgen/generators/openapi"
)

// object writes one JSON object, its members in the order they are added:
// spec.Schema's fields in declaration order, then its extensions sorted
// by name, as kube-openapi's deterministic marshaling writes them.
type object struct {
	b     *bytes.Buffer
	first bool
}

func newObject(b *bytes.Buffer) *object {
	b.WriteByte('{')
	return &object{b: b, first: true}
}

// key starts the member name.
func (o *object) key(name string) {
	if !o.first {
		o.b.WriteByte(',')
	}
	o.first = false
	writeString(o.b, name)
	o.b.WriteByte(':')
}

func (o *object) str(name, v string) {
	o.key(name)
	writeString(o.b, v)
}

func (o *object) raw(name, v string) {
	o.key(name)
	o.b.WriteString(v)
}

func (o *object) close() { o.b.WriteByte('}') }

// writeString writes s as encoding/json does (HTML characters escaped):
// models-schema's json.Marshal compacts kube-openapi's output so.
func writeString(b *bytes.Buffer, s string) {
	out, _ := json.Marshal(s)
	b.Write(out)
}

// writeValue writes a default's or an extension's value as encoding/json
// does: maps with their keys sorted.
func writeValue(b *bytes.Buffer, v any) error {
	out, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b.Write(out)
	return nil
}

func float(p *float64) string {
	out, _ := json.Marshal(*p)
	return string(out)
}

func integer(p *int64) string { return strconv.FormatInt(*p, 10) }

// validations writes the value validations in SchemaProps' order; they
// come after the default and before enum.
func validations(o *object, v *openapi.Validations) {
	if v.Maximum != nil {
		o.raw("maximum", float(v.Maximum))
	}
	if v.ExclusiveMaximum {
		o.raw("exclusiveMaximum", "true")
	}
	if v.Minimum != nil {
		o.raw("minimum", float(v.Minimum))
	}
	if v.ExclusiveMinimum {
		o.raw("exclusiveMinimum", "true")
	}
	ints := []struct {
		name string
		p    *int64
	}{{"maxLength", v.MaxLength}, {"minLength", v.MinLength}}
	for _, x := range ints {
		if x.p != nil {
			o.raw(x.name, integer(x.p))
		}
	}
	if v.Pattern != "" {
		o.str("pattern", v.Pattern)
	}
	if v.MaxItems != nil {
		o.raw("maxItems", integer(v.MaxItems))
	}
	if v.MinItems != nil {
		o.raw("minItems", integer(v.MinItems))
	}
	if v.UniqueItems {
		o.raw("uniqueItems", "true")
	}
	if v.MultipleOf != nil {
		o.raw("multipleOf", float(v.MultipleOf))
	}
}

// propertyBounds writes maxProperties and minProperties, which come after
// enum.
func propertyBounds(o *object, v *openapi.Validations) {
	if v.MaxProperties != nil {
		o.raw("maxProperties", integer(v.MaxProperties))
	}
	if v.MinProperties != nil {
		o.raw("minProperties", integer(v.MinProperties))
	}
}

// extensionValue is an extension's value as the generated code builds it.
func extensionValue(x openapi.Extension) any {
	switch {
	case x.Unions != nil:
		var us []any
		for _, u := range x.Unions {
			m := map[string]any{}
			if u.Discriminator != "" {
				m["discriminator"] = u.Discriminator
			}
			fs := map[string]any{}
			for k, v := range u.Fields {
				fs[k] = v
			}
			m["fields-to-discriminateBy"] = fs
			us = append(us, m)
		}
		return us
	case x.Value != nil:
		return x.Value
	case len(x.Values) > 1 || x.Array:
		vs := []any{}
		for _, v := range x.Values {
			vs = append(vs, v)
		}
		return vs
	case len(x.Values) == 1:
		return x.Values[0]
	}
	return nil
}

// extensions writes the extensions sorted by name, after every other
// member; the last of two with one name wins, as in a Go map literal.
func extensions(o *object, xs []openapi.Extension) error {
	byName := map[string]any{}
	for _, x := range xs {
		byName[x.Name] = extensionValue(x)
	}
	names := make([]string, 0, len(byName))
	for n := range byName {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		o.key(n)
		if err := writeValue(o.b, byName[n]); err != nil {
			return fmt.Errorf("extension %s: %v", n, err)
		}
	}
	return nil
}
