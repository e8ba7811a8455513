package crd

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"slices"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The +k8s: markers controller-gen v0.23.0 reads beside its own.

// k8sRequired applies +k8s:required's minimum to a field's own schema, by
// its type, as controller-gen does: a string must have a character, a
// list an item, an object or a map a property; unless the field sets that
// limit itself.
func k8sRequired(own schema) {
	key := map[string]string{typeString: "minLength", "array": "minItems", typeObject: "minProperties"}[fmt.Sprint(own["type"])]
	if _, has := own[key]; key != "" && !has {
		own[key] = int64(1)
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
