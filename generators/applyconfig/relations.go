package applyconfig

import (
	"fmt"
	"maps"
	"slices"
)

// listRelationship reads a list's x-kubernetes-list-type (or its patch
// strategy): its element relationship, and the keys of a map list.
func listRelationship(ext map[string]any) (string, []string, string) {
	if v, ok := ext["x-kubernetes-list-type"]; ok {
		switch v {
		case "atomic":
			return "atomic", nil, ""
		case "set":
			return "associative", nil, ""
		case "map":
			keys, ok := ext["x-kubernetes-list-map-keys"]
			if !ok {
				return "associative", nil, "missing map keys"
			}
			l, ok := keys.([]any)
			if !ok {
				return "associative", nil, fmt.Sprintf("uninterpreted map keys: %#v", keys)
			}
			var names []string
			for _, k := range l {
				if s, ok := k.(string); ok {
					names = append(names, s)
				}
			}
			return "associative", names, ""
		}
		return "atomic", nil, fmt.Sprintf("unknown list type %v", v)
	}
	if v, ok := ext["x-kubernetes-patch-strategy"]; ok {
		switch v {
		case "merge", "merge,retainKeys":
			key, ok := ext["x-kubernetes-patch-merge-key"]
			if !ok {
				return "associative", nil, ""
			}
			name, ok := key.(string)
			if !ok {
				return "associative", nil, fmt.Sprintf("uninterpreted merge key: %#v", key)
			}
			return "associative", []string{name}, ""
		case "retainKeys":
			return "atomic", nil, ""
		}
		return "atomic", nil, fmt.Sprintf("unknown patch strategy %v", v)
	}
	return "atomic", nil, ""
}

// mapRelationship reads x-kubernetes-map-type: "" when it is not given.
func mapRelationship(ext map[string]any) (string, string) {
	v, ok := ext["x-kubernetes-map-type"]
	if !ok {
		return "", ""
	}
	switch v {
	case "atomic":
		return "atomic", ""
	case "granular":
		return "separable", ""
	}
	return "", fmt.Sprintf("unknown map type %v", v)
}

// makeUnions reads x-kubernetes-unions; no field may be in two unions.
func makeUnions(ext map[string]any) ([]smdUnion, string) {
	var out []smdUnion
	if v, ok := ext["x-kubernetes-unions"]; ok {
		l, ok := v.([]any)
		if !ok {
			return nil, fmt.Sprintf(`"x-kubernetes-unions" should be a list, got %#v`, v)
		}
		for _, item := range l {
			m, ok := item.(map[string]any)
			if !ok {
				return nil, fmt.Sprintf(`"x-kubernetes-unions" items should be a map of string to unions, got %#v`, item)
			}
			u, err := makeUnion(m)
			if err != "" {
				return nil, err
			}
			out = append(out, u)
		}
	}
	seen := map[string]bool{}
	for _, u := range out {
		names := []string{}
		if u.discriminator != nil {
			names = append(names, *u.discriminator)
		}
		for _, f := range u.fields {
			names = append(names, f[0])
		}
		for _, n := range names {
			if seen[n] {
				return nil, fmt.Sprintf("%v field appears multiple times in unions", n)
			}
			seen[n] = true
		}
	}
	return out, ""
}

// makeUnion reads one union: its discriminator and its fields with the
// discriminator's value for each, by field name.
func makeUnion(m map[string]any) (smdUnion, string) {
	var u smdUnion
	if v, ok := m["discriminator"]; ok {
		d, ok := v.(string)
		if !ok {
			return u, fmt.Sprintf(`"discriminator" must be a string, got: %#v`, v)
		}
		u.discriminator = &d
	}
	v, ok := m["fields-to-discriminateBy"]
	if !ok {
		return u, ""
	}
	fields, ok := v.(map[string]any)
	if !ok {
		return u, fmt.Sprintf(`"fields-to-discriminateBy" must be a map[string]string, got: %#v`, v)
	}
	values := map[string]bool{}
	for _, f := range slices.Sorted(maps.Keys(fields)) {
		d, ok := fields[f].(string)
		if !ok {
			return u, fmt.Sprintf(`"fields-to-discriminateBy"/%v: value must be a string, got: %#v`, f, fields[f])
		}
		if values[d] {
			return u, fmt.Sprintf("Multiple fields have the same discriminated name: %v", d)
		}
		values[d] = true
		u.fields = append(u.fields, [2]string{f, d})
	}
	return u, ""
}
