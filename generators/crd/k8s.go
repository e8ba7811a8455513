package crd

import (
	"encoding/json"
	"math"
	"net/url"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// setJSONDefault applies gengo's +default=<JSON> to s, as controller-gen
// reads it: ref(...) (a Go constant, which controller-gen does not
// evaluate) and null set nothing; any other value must be JSON of the
// schema's type.
func (b *builder) setJSONDefault(s schema, m tags.ParsedMarker) {
	raw := strings.TrimSpace(m.Args[""].Raw)
	if strings.HasPrefix(raw, "ref(") {
		return
	}
	var v any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		b.pass.Errorf(m.Pos(""), "+default=%s is not JSON (%v): controller-gen reports it; write a JSON value (a string in double quotes: +default=\"text\")", raw, err)
		return
	}
	if v == nil {
		return
	}
	typ, _ := s["type"].(string)
	if !jsonFits(typ, v) {
		b.pass.Errorf(m.Pos(""), "+default=%s is not a valid %s value: controller-gen writes it as it is, and the API server rejects the CRD; write a value of type %s", raw, typ, typ)
		return
	}
	s["default"] = jsonValue(v)
}

// jsonFits reports whether a decoded JSON value is of schema type typ (any
// value fits a schema without one).
func jsonFits(typ string, v any) bool {
	switch typ {
	case typeInteger:
		f, ok := v.(float64)
		return ok && f == math.Trunc(f)
	case "number":
		_, ok := v.(float64)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case typeString:
		_, ok := v.(string)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case typeObject:
		_, ok := v.(map[string]any)
		return ok
	}
	return true
}

// jsonValue is a decoded JSON value as the schema holds values: a whole
// number as an integer, as controller-gen writes it.
func jsonValue(v any) any {
	switch v := v.(type) {
	case float64:
		if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			return int64(v)
		}
	case []any:
		out := make([]any, len(v))
		for i, it := range v {
			out[i] = jsonValue(it)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, it := range v {
			out[k] = jsonValue(it)
		}
		return out
	}
	return v
}

// k8sRequired applies +k8s:required's lower bound to a field's schema
// unless one is set: minLength 1 on a string, minItems 1 on a list,
// minProperties 1 on a map or a struct.
func k8sRequired(s schema) {
	key := ""
	switch s["type"] {
	case typeString:
		key = "minLength"
	case "array":
		key = "minItems"
	case typeObject:
		key = "minProperties"
	default:
		return
	}
	if _, set := s[key]; !set {
		s[key] = int64(1)
	}
}

// externalDocs applies +kubebuilder:externalDocs, whose url controller-gen
// requires to be absolute (url.ParseRequestURI).
func (b *builder) externalDocs(s schema, m tags.ParsedMarker) {
	u := m.Args["url"].String
	if _, err := url.ParseRequestURI(u); err != nil {
		b.pass.Errorf(m.Pos("url"), "+%s: url %q is not an absolute URL (%v): controller-gen reports it; write the documentation's full URL", m.Name, u, err)
		return
	}
	docs := schema{"url": u}
	if d := m.Args["description"].String; d != "" {
		docs["description"] = d
	}
	s["externalDocs"] = docs
}
