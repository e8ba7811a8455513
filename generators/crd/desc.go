package crd

import (
	"strings"
	"unicode"
)

// truncatedSchema returns a copy of s with every description of it and of
// the schemas under it cut to maxLen bytes as controller-gen's maxDescLen
// does: at the last sentence end, else at the last space with "...", else
// mid-word with "..."; 0 drops descriptions. Defaults, examples and enums
// are values, kept as they are.
func truncatedSchema(s schema, maxLen int) schema {
	out := make(schema, len(s))
	for k, v := range s {
		switch k {
		case "properties", "patternProperties", "definitions":
			m, _ := v.(schema)
			props := make(schema, len(m))
			for name, p := range m {
				props[name] = truncatedSchema(p.(schema), maxLen)
			}
			out[k] = props
		case "items", "additionalProperties", "not":
			if sub, ok := v.(schema); ok {
				v = truncatedSchema(sub, maxLen)
			}
			out[k] = v
		case "allOf", "anyOf", "oneOf":
			list, _ := v.([]any)
			subs := make([]any, len(list))
			for i, x := range list {
				subs[i] = truncatedSchema(x.(schema), maxLen)
			}
			out[k] = subs
		default:
			out[k] = v
		}
	}
	if d, ok := s["description"].(string); ok {
		if maxLen == 0 {
			delete(out, "description")
		} else {
			out["description"] = truncate(d, maxLen)
		}
	}
	return out
}

// truncate cuts one description.
func truncate(desc string, maxLen int) string {
	if len(desc) <= maxLen {
		return desc
	}
	desc = desc[:maxLen]
	if n := strings.LastIndexFunc(desc, func(r rune) bool { return unicode.Is(unicode.STerm, r) }); n > 0 {
		return desc[:n+1]
	}
	if n := strings.LastIndexFunc(desc, func(r rune) bool { return unicode.Is(unicode.White_Space, r) }); n > 0 {
		return desc[:n] + "..."
	}
	return desc + "..."
}
