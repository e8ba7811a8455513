package modelsschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"unicode/utf8"

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

// writeString writes s as models-schema's bytes hold it: kube-openapi
// quotes it with go-json-experiment's rules (\b, \f, \n, \r, \t, other
// control characters as \u00xx, invalid UTF-8 as U+FFFD), then
// encoding/json's compaction of the result escapes <, >, &, U+2028 and
// U+2029 (as \u003c ...).
func writeString(b *bytes.Buffer, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(utf8.RuneError)
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == '\u2028' || r == '\u2029':
			b.WriteString(`\u`)
			for shift := 12; shift >= 0; shift -= 4 {
				b.WriteByte(hex[(r>>shift)&0xf])
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
}

// writeValue writes a default's or an extension's value: objects with
// their keys sorted and strings as writeString writes them; numbers as
// encoding/json writes them (the same ES6 form kube-openapi writes).
func writeValue(b *bytes.Buffer, v any) error {
	switch v := v.(type) {
	case string:
		writeString(b, v)
	case map[string]any:
		o := newObject(b)
		for _, k := range slices.Sorted(maps.Keys(v)) {
			o.key(k)
			if err := writeValue(b, v[k]); err != nil {
				return err
			}
		}
		o.close()
	case []any:
		return writeList(b, v)
	case []string:
		var l []any
		for _, s := range v {
			l = append(l, s)
		}
		return writeList(b, l)
	default:
		out, err := json.Marshal(v)
		if err != nil {
			return err
		}
		if bytes.ContainsAny(out, `"{[`) {
			return fmt.Errorf("value %#v: not a JSON value this writer knows", v)
		}
		b.Write(out)
	}
	return nil
}

func writeList(b *bytes.Buffer, l []any) error {
	b.WriteByte('[')
	for i, e := range l {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := writeValue(b, e); err != nil {
			return err
		}
	}
	b.WriteByte(']')
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
