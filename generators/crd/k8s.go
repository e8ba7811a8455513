package crd

import (
	"encoding/json"
	"go/constant"
	"math"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The +k8s: and gengo tags controller-gen v0.23.0 reads beside its own
// markers (k8s.io/api's PodSpec carries them).

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

// k8sEnum is the schema of a string type marked +k8s:enum: its values are
// the package's constants of that type whose value is a string, sorted.
func (b *builder) k8sEnum(s schema, t *universe.Type, m tags.ParsedMarker) {
	if u := universe.Unalias(t); u.Kind != universe.Builtin || u.Name.Name != "string" {
		b.pass.Errorf(m.Line.Pos, "+k8s:enum is for a string type, and %s is not one: controller-gen reports it; remove it", t.Name.Name)
		return
	}
	var vals []string
	if p := b.pass.Universe.Package(t.Name.Package); p != nil {
		for _, c := range p.Constants() {
			if c.Type == t && c.Value.Kind() == constant.String {
				v, _ := json.Marshal(constant.StringVal(c.Value))
				vals = append(vals, string(v))
			}
		}
	}
	if len(vals) == 0 {
		b.pass.Errorf(m.Line.Pos, "+k8s:enum: type %s has no constants of its own: controller-gen reports it; declare its values (const X %s = \"x\") or remove the marker", t.Name.Name, t.Name.Name)
		return
	}
	slices.Sort(vals) // as controller-gen: by their JSON
	enum := make([]any, len(vals))
	for i, v := range vals {
		var str string
		_ = json.Unmarshal([]byte(v), &str)
		enum[i] = str
	}
	s["type"], s["enum"] = typeString, enum
}
