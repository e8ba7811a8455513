package crd

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// parsed reads the markers of c through Tags; a misspelled marker, a bad
// value or a marker out of its place is reported at its line. place is
// where c is (tags.Type, tags.Field or tags.Package).
func (b *builder) parsed(c tags.Comments, place tags.Place) []tags.ParsedMarker {
	var out []tags.ParsedMarker
	for _, l := range markerLines(c) {
		m, ok, ds := tags.ParseMarker(Tags, l)
		for _, d := range ds {
			b.pass.Report(*d)
		}
		if !ok || len(ds) > 0 {
			continue
		}
		def := defOf(m.Name)
		if shared(m.Name) && place != tags.Field {
			continue // another tool's there (openapi-gen's +default on a type)
		}
		if def.Places&place == 0 {
			b.pass.Errorf(l.Pos, "+%s is read on a %s, not on a %s: controller-gen ignores it here; move it", m.Name, def.Places, place)
			continue
		}
		out = append(out, m)
	}
	return out
}

// defOf is the definition of a marker name.
func defOf(name string) tags.Def {
	for _, d := range Tags {
		if d.Name == name {
			return d
		}
	}
	return tags.Def{}
}

// applyMarkers applies the validation markers of c to s: a type's when t
// is set, else a field's.
func (b *builder) applyMarkers(s schema, c tags.Comments, t *universe.Type) {
	place := tags.Field
	if t != nil {
		place = tags.Type
	}
	var oneOfs []tags.ParsedMarker
	// As controller-gen orders them: +k8s:required sees the limits the
	// other markers set, and +kubebuilder:default overrides +default.
	ms := b.parsed(c, place)
	slices.SortStableFunc(ms, func(x, y tags.ParsedMarker) int { return applyOrder(x.Name) - applyOrder(y.Name) })
	for _, m := range ms {
		if strings.HasSuffix(m.Name, "OneOf") {
			oneOfs = append(oneOfs, m)
			continue
		}
		if name, ok := strings.CutPrefix(m.Name, vPrefix+"items:"); ok {
			items, isSchema := s["items"].(schema)
			if !isSchema {
				b.pass.Errorf(m.Line.Pos, "+%s applies to a list's items, and this value is no list; remove it", m.Name)
				continue
			}
			items = copySchema(items)
			m.Name = vPrefix + name
			b.apply(items, m)
			s["items"] = items
			continue
		}
		b.apply(s, m)
	}
	applyListTags(s, c)
	// controller-gen applies the OneOf rules after the other CEL rules:
	// AtMostOneOf, then ExactlyOneOf, then AtLeastOneOf.
	for _, kind := range []string{"AtMostOneOf", "ExactlyOneOf", "AtLeastOneOf"} {
		for _, m := range oneOfs {
			if m.Name == vPrefix+kind {
				list, _ := s["x-kubernetes-validations"].([]any)
				s["x-kubernetes-validations"] = append(list, oneOfRule(kind, m.Args[""].List))
			}
		}
	}
}

// applyOrder is the rank of a marker in the order controller-gen applies
// a schema's markers.
func applyOrder(name string) int {
	switch name {
	case "k8s:required":
		return 1
	case "default":
		return 2
	case "kubebuilder:default":
		return 3
	}
	return 0
}

// oneOfRule is the CEL rule of a OneOf marker over fields.
func oneOfRule(kind string, fields []tags.Value) schema {
	names := make([]string, len(fields))
	terms := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Text()
		terms[i] = "(has(self." + names[i] + ")?1:0)"
	}
	list := "[" + strings.Join(names, " ") + "]"
	switch kind {
	case "AtMostOneOf":
		return schema{"rule": strings.Join(terms, "+") + " <= 1", "message": "at most one of the fields in " + list + " may be set"}
	case "ExactlyOneOf":
		return schema{"rule": strings.Join(terms, "+") + " == 1", "message": "exactly one of the fields in " + list + " must be set"}
	}
	for i, n := range names {
		terms[i] = "has(self." + n + ")"
	}
	return schema{"rule": strings.Join(terms, "||"), "message": "at least one of the fields in " + list + " must be set"}
}

// applyListTags applies the structural tags controller-gen shares with
// openapi-gen (+listType, +listMapKey, +mapType, +structType; the first
// two also as validation-gen's +k8s:listType, +k8s:listMapKey), read as
// they are written.
func applyListTags(s schema, c tags.Comments) {
	for _, l := range markerLines(c) {
		name, value, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"), "=")
		value = strings.TrimSpace(value)
		switch name {
		case "listType", "k8s:listType":
			s["x-kubernetes-list-type"] = value
		case "listMapKey", "k8s:listMapKey":
			keys, _ := s["x-kubernetes-list-map-keys"].([]any)
			s["x-kubernetes-list-map-keys"] = append(keys, value)
		case "mapType", "structType":
			s["x-kubernetes-map-type"] = value
		}
	}
}

// limits are the validation markers that apply to some types only, with
// those types.
var limits = map[string][]string{
	"Minimum": {typeInteger, "number"}, "Maximum": {typeInteger, "number"}, "MultipleOf": {typeInteger, "number"},
	"ExclusiveMinimum": {typeInteger, "number"}, "ExclusiveMaximum": {typeInteger, "number"},
	"MinLength": {typeString}, "MaxLength": {typeString}, "Pattern": {typeString},
	"MinItems": {"array"}, "MaxItems": {"array"}, "UniqueItems": {"array"},
	"MinProperties": {typeObject}, "MaxProperties": {typeObject},
}

// flagKeys are the markers that set a flag of the schema, with its key.
var flagKeys = map[string]string{
	"Nullable": "nullable", "nullable": "nullable",
	"kubebuilder:pruning:PreserveUnknownFields": "x-kubernetes-preserve-unknown-fields", "XPreserveUnknownFields": "x-kubernetes-preserve-unknown-fields",
	"EmbeddedResource": "x-kubernetes-embedded-resource", "XEmbeddedResource": "x-kubernetes-embedded-resource",
	"XIntOrString": "x-kubernetes-int-or-string",
}

// limitValue is the value of a limit marker as JSON.
func limitValue(m tags.ParsedMarker) any {
	v, ok := m.Args[""]
	switch {
	case !ok:
		return true
	case v.Type == tags.NumberArg:
		return v.Number
	case v.Type == tags.IntArg && (strings.HasSuffix(m.Name, "imum") || strings.HasSuffix(m.Name, "MultipleOf")):
		return v.Number
	}
	return anyValue(v)
}

// apply sets what one marker says in s.
func (b *builder) apply(s schema, m tags.ParsedMarker) {
	v := m.Args[""]
	name := strings.TrimPrefix(m.Name, vPrefix)
	if alias, ok := k8sLimits[name]; ok {
		name = alias
	}
	typ, _ := s["type"].(string)
	need := func(want ...string) bool {
		for _, w := range want {
			if typ == w {
				return true
			}
		}
		b.pass.Errorf(m.Line.Pos, "+%s applies to %s values, and this one is %s: controller-gen reports it and writes the CRD anyway; remove it", m.Name, strings.Join(want, " or "), orNone(typ))
		return false
	}
	if want, ok := limits[name]; ok {
		if need(want...) {
			s[strings.ToLower(name[:1])+name[1:]] = limitValue(m)
		}
		return
	}
	if key, ok := flagKeys[name]; ok {
		s[key] = flagValue(m)
		return
	}
	switch name {
	case "Enum":
		var vals []any
		for _, it := range v.List {
			vals = append(vals, anyValue(it))
		}
		s["enum"] = vals
	case "Format":
		s["format"] = v.String
	case "Type":
		s["type"] = v.String
	case "XValidation":
		list, _ := s["x-kubernetes-validations"].([]any)
		s["x-kubernetes-validations"] = append(list, celRule(m))
	case "k8s:immutable":
		list, _ := s["x-kubernetes-validations"].([]any)
		s["x-kubernetes-validations"] = append(list, schema{"rule": "self == oldSelf", "message": "field is immutable"})
	case "kubebuilder:externalDocs":
		b.externalDocs(s, m)
	case "kubebuilder:default":
		b.setValue(s, "default", m)
	case "default":
		b.setJSONDefault(s, m)
	case "k8s:required":
		k8sRequired(s)
	case "kubebuilder:example":
		b.setValue(s, "example", m)
	case "kubebuilder:title":
		s["title"] = anyValue(v)
	}
}

// setValue sets a default or an example, which must fit the schema's
// type.
func (b *builder) setValue(s schema, key string, m tags.ParsedMarker) {
	v := m.Args[""]
	typ, _ := s["type"].(string)
	ok := true
	switch typ {
	case typeInteger:
		ok = v.Type == tags.IntArg
	case "number":
		ok = v.Type == tags.IntArg || v.Type == tags.NumberArg
	case "boolean":
		ok = v.Type == tags.BoolArg
	case typeString:
		ok = v.Type == tags.StringArg
	}
	if !ok {
		b.pass.Errorf(m.Pos(""), "+%s=%s is not a valid %s value: controller-gen writes it as it is, and the API server rejects the CRD; write a value of type %s", m.Name, strings.TrimSpace(v.Raw), typ, typ)
		return
	}
	s[key] = anyValue(v)
}

// flagValue is the value of a marker that takes no value (true unless
// =false is written).
func flagValue(m tags.ParsedMarker) bool {
	v, ok := m.Args[""]
	return !ok || v.Bool
}

// anyValue is a parsed value as JSON.
func anyValue(v tags.Value) any {
	switch v.Type {
	case tags.IntArg:
		return v.Int
	case tags.NumberArg:
		return v.Number
	case tags.BoolArg:
		return v.Bool
	case tags.ListArg:
		out := make([]any, len(v.List))
		for i, it := range v.List {
			out[i] = anyValue(it)
		}
		return out
	case tags.AnyArg:
		if v.Map != nil {
			out := map[string]any{}
			for k, it := range v.Map {
				out[k] = anyValue(it)
			}
			return out
		}
	}
	return v.String
}

func orNone(typ string) string {
	if typ == "" {
		return "untyped"
	}
	return typ
}

// celRule is one +kubebuilder:validation:XValidation rule.
func celRule(m tags.ParsedMarker) schema {
	rule := schema{}
	for _, k := range []string{"rule", "message", "messageExpression", "reason", "fieldPath"} {
		if a, ok := m.Args[k]; ok {
			rule[k] = a.String
		}
	}
	if a, ok := m.Args["optionalOldSelf"]; ok {
		rule["optionalOldSelf"] = a.Bool
	}
	return rule
}
