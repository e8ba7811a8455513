package openapi

import (
	"fmt"
	"regexp"
	"sort"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// problems are upstream's checks of the markers' values and of the type
// they are on: each is a mistake upstream fails on.
func (v *validationTags) problems(t *universe.Type) []string {
	if v == nil {
		return nil
	}
	var out []string
	neg := func(name string, p *int64) {
		if p != nil && *p < 0 {
			out = append(out, name+" cannot be negative")
		}
	}
	neg("minLength", v.MinLength)
	neg("maxLength", v.MaxLength)
	neg("minItems", v.MinItems)
	neg("maxItems", v.MaxItems)
	neg("minProperties", v.MinProperties)
	neg("maxProperties", v.MaxProperties)
	if v.Minimum != nil && v.Maximum != nil && *v.Minimum > *v.Maximum {
		out = append(out, fmt.Sprintf("minimum %f is greater than maximum %f", *v.Minimum, *v.Maximum))
	}
	if v.Pattern != nil {
		if _, err := regexp.Compile(*v.Pattern); err != nil {
			out = append(out, fmt.Sprintf("invalid pattern %q: %v", *v.Pattern, err))
		}
	}
	if v.MultipleOf != nil && *v.MultipleOf == 0 {
		out = append(out, "multipleOf cannot be 0")
	}
	for i, c := range v.CEL {
		switch {
		case c.Rule == "":
			out = append(out, fmt.Sprintf("invalid CEL tag at index %d: rule cannot be empty", i))
		case c.Message == "" && c.MessageExpression == "":
			out = append(out, fmt.Sprintf("invalid CEL tag at index %d: message or messageExpression must be set", i))
		case c.Message != "" && c.MessageExpression != "":
			out = append(out, fmt.Sprintf("invalid CEL tag at index %d: message and messageExpression cannot be set at the same time", i))
		}
	}
	return append(out, v.typeProblems(t)...)
}

// typeProblems are the markers that do not fit the type they are on.
func (v *validationTags) typeProblems(t *universe.Type) []string {
	r := resolve(t)
	if r.Kind == universe.Interface || r.Kind == universe.Struct {
		e := t
		for e.Kind == universe.Pointer {
			e = e.Elem
		}
		if ms := methodsOf(e); ms.Definition || ms.TypeAndFormat || ms.V3Definition || ms.V3OneOf {
			return nil
		}
	}
	typ, _ := typeFormat(r.String())
	array := r.Kind == universe.Slice || r.Kind == universe.Array
	object := r.Kind == universe.Map || r.Kind == universe.Struct
	number := typ == "integer" || typ == "number"
	var out []string
	for _, c := range []struct {
		set, fits  bool
		name, kind string
	}{
		{v.MaxItems != nil, array, "maxItems", "array"}, {v.MinItems != nil, array, "minItems", "array"},
		{v.UniqueItems != nil, array, "uniqueItems", "array"},
		{v.MaxProperties != nil, object, "maxProperties", "map"}, {v.MinProperties != nil, object, "minProperties", "map"},
		{v.MinLength != nil, typ == "string", "minLength", "string"}, {v.MaxLength != nil, typ == "string", "maxLength", "string"},
		{v.Pattern != nil, typ == "string", "pattern", "string"},
		{v.Minimum != nil, number, "minimum", "numeric"}, {v.Maximum != nil, number, "maximum", "numeric"},
		{v.MultipleOf != nil, number, "multipleOf", "numeric"},
		{v.ExclusiveMinimum != nil, number, "exclusiveMinimum", "numeric"}, {v.ExclusiveMaximum != nil, number, "exclusiveMaximum", "numeric"},
		{v.AdditionalProperties != nil, r.Kind == universe.Map, "additionalProperties", "map"},
		{v.Items != nil, array, "items", "array"},
		{v.Properties != nil, object, "properties", "struct"},
	} {
		if c.set && !c.fits {
			out = append(out, fmt.Sprintf("%s can only be used on %s types", c.name, c.kind))
		}
	}
	if len(out) == 0 && v.Properties != nil && r.Kind == universe.Struct {
		for _, key := range sortedKeys(v.Properties) {
			m := memberNamed(r, key)
			if m == nil {
				out = append(out, fmt.Sprintf("property used in comment tag %q not found in struct %s", key, r))
				continue
			}
			for _, msg := range v.Properties[key].typeProblems(m.Type) {
				out = append(out, fmt.Sprintf("failed to validate property %q: %s", key, msg))
			}
		}
	}
	return out
}

// memberNamed is the field of t (or of its embedded structs) whose JSON
// name is name.
func memberNamed(t *universe.Type, name string) *universe.Member {
	for i := range t.Members {
		m := &t.Members[i]
		if j := jsonTag(m.Tags); len(j) > 0 && j[0] == name {
			return m
		}
		if m.Embedded {
			if e := memberNamed(resolve(m.Type), name); e != nil {
				return e
			}
		}
	}
	return nil
}

func sortedKeys(m map[string]*validationTags) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
