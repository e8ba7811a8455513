package openapi

import (
	"reflect"
	"strings"
)

// commentTags reads lines as gengo's ExtractCommentTags("+", lines) does,
// which is how openapi-gen reads every tag but +k8s:openapi-model-package:
// a line that begins with "+" (after blanks) is key=value or key; the values
// of a key are kept in order.
func commentTags(lines []string) map[string][]string {
	out := map[string][]string{}
	for _, l := range lines {
		l = strings.Trim(l, " ")
		if !strings.HasPrefix(l, "+") {
			continue
		}
		k, v, _ := strings.Cut(l[1:], "=")
		out[k] = append(out[k], v)
	}
	return out
}

// hasTagValue reports whether +k8s:openapi-gen=value is among lines.
func hasTagValue(lines []string, value string) bool {
	for _, v := range commentTags(lines)[tagName] {
		if v == value {
			return true
		}
	}
	return false
}

// modelPackage reads +k8s:openapi-model-package as gengo's
// ExtractFunctionStyleCommentTags does: the first value of the tag
// written without arguments.
func modelPackage(lines []string) string {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		rest, ok := strings.CutPrefix(l, "+"+tagModelPackage)
		if !ok {
			continue
		}
		if v, ok := strings.CutPrefix(rest, "="); ok {
			return v
		}
	}
	return ""
}

// jsonTag is a field's json struct tag split at its commas; nil without one.
func jsonTag(tags string) []string {
	v := reflect.StructTag(tags).Get("json")
	if v == "" {
		return nil
	}
	return strings.Split(v, ",")
}

// referableName is the property name of a field: its JSON name, the Go
// name without a json tag, "" for json:"-".
func referableName(name, tags string) string {
	j := jsonTag(tags)
	switch {
	case len(j) == 0:
		return name
	case j[0] == "-":
		return ""
	}
	return j[0]
}

// omitEmpty reports whether the json tag has the omitempty option.
func omitEmpty(tags string) bool {
	v, _ := reflect.StructTag(tags).Lookup("json")
	return strings.HasSuffix(v, ",omitempty") || strings.Contains(v, ",omitempty,")
}

// inlined reports whether an embedded field's members are the struct's
// own: a json tag with an empty name.
func inlined(embedded bool, tags string) bool {
	v, ok := reflect.StructTag(tags).Lookup("json")
	return embedded && ok && (v == "" || strings.HasPrefix(v, ","))
}
