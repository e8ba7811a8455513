package crd

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/diag"
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
			b.pass.Report(*caseOnly(d))
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

// caseOnly makes a warning of an unknown marker that differs from a known
// one only in case (+kubebuilder:validation:optional): controller-gen
// v0.23.0 ignores it, names being case-sensitive, and its CRDs are
// written without it (controller-tools' own testdata has such markers);
// so does crd, saying so. Any other diagnostic is returned as it is.
func caseOnly(d *diag.Diagnostic) *diag.Diagnostic {
	known, ok := strings.CutPrefix(d.Fix.Message, "write +")
	if d.Tag == "" || !ok || d.Tag == known || !strings.EqualFold(d.Tag, known) {
		return d
	}
	w := *d
	w.Severity = diag.Warning
	w.Message = fmt.Sprintf("+%s is not +%s (marker names are case-sensitive): controller-gen ignores it, and so does gvkgen; write +%s, or remove it", d.Tag, known, known)
	return &w
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
	// As controller-gen orders them: the type markers first, so that the
	// others check the type they set; +kubebuilder:default overrides
	// +default; +k8s:required sees the limits the others set.
	ms := b.parsed(c, place)
	slices.SortStableFunc(ms, func(x, y tags.ParsedMarker) int { return applyOrder(x.Name) - applyOrder(y.Name) })
	for _, m := range ms {
		if strings.HasSuffix(m.Name, "OneOf") {
			if b.nestedOneOf(m) {
				continue
			}
			oneOfs = append(oneOfs, m)
			continue
		}
		if m.Name == "k8s:enum" {
			if t == nil {
				b.pass.Errorf(m.Line.Pos, "+k8s:enum must be set on a type, not a field: controller-gen reports it; move it to the field's type")
				continue
			}
			b.k8sEnum(s, t, m)
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
// a schema's markers (by their ApplyPriority): +kubebuilder:validation:Type
// and XIntOrString (their items: forms too), then gengo's +default, then
// the others, +kubebuilder:default among them; +k8s:required last, which
// gives the same schema as controller-gen's order among equals.
func applyOrder(name string) int {
	switch strings.TrimPrefix(strings.TrimPrefix(name, vPrefix), "items:") {
	case "Type", "XIntOrString":
		return 0
	case "default":
		return 1
	case "k8s:required":
		return 3
	}
	return 2
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
	if want, ok := limits[name]; ok {
		b.applyLimit(s, m, name, want)
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
		if v.Type != tags.StringArg {
			b.pass.Errorf(m.Pos(""), "+kubebuilder:title=%s is not a string: controller-gen reports it (expected string); quote it: +kubebuilder:title=%q", strings.TrimSpace(v.Raw), strings.TrimSpace(v.Raw))
			return
		}
		s["title"] = v.String
	}
}

// applyLimit sets the limit marker m (name, without its prefix) in s if
// the schema's type is one of want; an int-or-string takes the string
// limits.
func (b *builder) applyLimit(s schema, m tags.ParsedMarker, name string, want []string) {
	typ, _ := s["type"].(string)
	for _, w := range want {
		if typ == w || w == typeString && typ == "" && s["x-kubernetes-int-or-string"] == true {
			s[strings.ToLower(name[:1])+name[1:]] = limitValue(m)
			return
		}
	}
	b.pass.Errorf(m.Line.Pos, "+%s applies to %s values, and this one is %s: controller-gen reports it and writes the CRD anyway; remove it", m.Name, strings.Join(want, " or "), orNone(typ))
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
	if typ == "array" && v.Map != nil && len(v.Map) == 0 {
		// {} is an empty list for a list, as controller-gen writes it.
		s[key] = []any{}
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

// externalDocs applies +kubebuilder:externalDocs, whose url must be an
// absolute URL (or an absolute path), as controller-gen checks it.
func (b *builder) externalDocs(s schema, m tags.ParsedMarker) {
	u := m.Args["url"].String
	if _, err := url.ParseRequestURI(u); err != nil {
		b.pass.Errorf(m.Pos("url"), "+kubebuilder:externalDocs: url %q is not an absolute URL (%v): controller-gen reports it; write url=https://...", u, err)
		return
	}
	docs := schema{"url": u}
	if d := m.Args["description"].String; d != "" {
		docs["description"] = d // controller-gen omits an empty one
	}
	s["externalDocs"] = docs
}
