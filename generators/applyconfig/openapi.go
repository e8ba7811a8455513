package applyconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/modelsschema"
	"github.com/gvk-dev/gvkgen/generators/openapi"
)

// oaSchema is the part of an OpenAPI v2 schema that apply configurations
// read: what decides its model (reference, object, map, array, primitive,
// anything), its default and extensions, and the schemas inside it, whose
// references are followed.
type oaSchema struct {
	ref, format string
	types       []string
	props       map[string]*oaSchema
	// addl is additionalProperties when it is a schema; items are the
	// schemas of items (one for an object, each for an array).
	addl   *oaSchema
	items  []*oaSchema
	def    any
	hasDef bool
	ext    map[string]any
	// nested are the other schemas inside it (allOf, anyOf, oneOf, not,
	// patternProperties, dependencies, additionalItems, definitions).
	nested []*oaSchema
}

// UnmarshalJSON reads a schema as kube-openapi's spec.Schema does, for
// the keys that matter here.
func (s *oaSchema) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		if err := s.set(k, raw[k]); err != nil {
			return fmt.Errorf("%s: %v", k, err)
		}
	}
	return nil
}

// set reads one key of a schema.
func (s *oaSchema) set(k string, v json.RawMessage) error {
	object := bytes.HasPrefix(bytes.TrimSpace(v), []byte("{"))
	switch k {
	case "$ref":
		return json.Unmarshal(v, &s.ref)
	case "format":
		return json.Unmarshal(v, &s.format)
	case "type":
		if bytes.HasPrefix(bytes.TrimSpace(v), []byte("[")) {
			return json.Unmarshal(v, &s.types)
		}
		var t string
		err := json.Unmarshal(v, &t)
		if t != "" {
			s.types = []string{t}
		}
		return err
	case "properties":
		return json.Unmarshal(v, &s.props)
	case "additionalProperties":
		if object {
			return json.Unmarshal(v, &s.addl)
		}
	case "items":
		if object {
			var one *oaSchema
			err := json.Unmarshal(v, &one)
			s.items = []*oaSchema{one}
			return err
		}
		return json.Unmarshal(v, &s.items)
	case "default":
		s.hasDef = string(bytes.TrimSpace(v)) != "null"
		return json.Unmarshal(v, &s.def)
	case "allOf", "anyOf", "oneOf", "not", "additionalItems", "patternProperties", "definitions", "dependencies":
		return s.setNested(k, v, object)
	default:
		if strings.HasPrefix(strings.ToLower(k), "x-") {
			if s.ext == nil {
				s.ext = map[string]any{}
			}
			var x any
			err := json.Unmarshal(v, &x)
			s.ext[k] = x
			return err
		}
	}
	return nil
}

// setNested reads a key whose schemas are only searched for references.
func (s *oaSchema) setNested(k string, v json.RawMessage, object bool) error {
	switch k {
	case "allOf", "anyOf", "oneOf":
		var l []*oaSchema
		err := json.Unmarshal(v, &l)
		s.nested = append(s.nested, l...)
		return err
	case "not", "additionalItems":
		if !object {
			return nil
		}
		var one *oaSchema
		err := json.Unmarshal(v, &one)
		s.nested = append(s.nested, one)
		return err
	}
	return s.nestedMap(v)
}

// nestedMap reads a map of schemas (a dependency may be a list of names,
// which is not a schema).
func (s *oaSchema) nestedMap(v json.RawMessage) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(v, &m); err != nil {
		return err
	}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if !bytes.HasPrefix(bytes.TrimSpace(m[k]), []byte("{")) {
			continue
		}
		var one *oaSchema
		if err := json.Unmarshal(m[k], &one); err != nil {
			return err
		}
		s.nested = append(s.nested, one)
	}
	return nil
}

// defsPrefix begins the references to definitions.
const defsPrefix = "#/definitions/"

// schemaSource is the OpenAPI schema's name and JSON: --openapi-schema's
// file (read by readSchema, src nil), or, without it, the document a
// models-schema program prints over the definitions of the openapi
// generator, when that runs in the same run (nothing if it does not).
func schemaSource(pass *gen.Pass, file string) (string, []byte) {
	if file != "" {
		return file, nil
	}
	m, ok := openapi.ResultKey.IfRan(pass)
	if !ok || m == nil {
		return "", nil
	}
	src, errs := modelsschema.Document(pass.Universe, m)
	for _, e := range errs {
		pass.Errorf(e.Pos, "%s (the apply configurations' schema is openapi-gen's of this run: without --openapi-schema)", e.Msg)
	}
	if src == nil {
		// Errors said why; an empty schema keeps readSchema quiet.
		return "", nil
	}
	return "openapi-gen's schema", src
}

// nameSchemaTypes names the schema types of the apply configurations
// that get Extract functions, when there is a schema (file, as
// schemaSource names it).
func nameSchemaTypes(file string, p *Plan) {
	if file == "" {
		return
	}
	for _, pkg := range p.Packages {
		for _, ac := range pkg.Types {
			if canApply(ac.Client) {
				ac.OpenAPIName = restFriendlyName(pkg.Src.Path + "." + ac.Type.Name.Name)
			}
		}
	}
}

// readSchema reads the OpenAPI schema named name (none if empty): src, or
// the file name when src is nil, and returns the schema of internal.go as
// YAML: the definitions of the applied types and those they refer to. It
// runs while the apply configurations are spelled: it reads nothing they
// write (nameSchemaTypes named their schema types before).
func readSchema(pass *gen.Pass, file string, src []byte, p *Plan) string {
	if file == "" {
		return schemaYAML(nil)
	}
	pos := gen.FlagPos("openapi-schema")
	if src == nil {
		var err error
		if src, err = pass.ReadFile(file); err != nil {
			pass.Errorf(pos, "reading the OpenAPI schema: %v", err)
			return ""
		}
	}
	var doc struct {
		Definitions map[string]json.RawMessage `json:"definitions"`
	}
	if err := json.Unmarshal(src, &doc); err != nil {
		pass.Errorf(pos, "%s is not an OpenAPI schema (JSON with \"definitions\"): %v", file, err)
		return ""
	}
	defs := map[string]*oaSchema{}
	for _, name := range p.roots() {
		if err := addDef(name, doc.Definitions, defs); err != nil {
			pass.Errorf(pos, "%s: %v", file, err)
			return ""
		}
	}
	out, errs := convertSchema(defs)
	for _, e := range errs {
		pass.Errorf(pos, "%s: %s", file, e)
	}
	return out
}

// roots are the schema names of the types that can be applied: every
// +genclient type with apply or applyStatus of the input packages, with
// apply configurations or not, as upstream keeps them.
func (p *Plan) roots() []string {
	var out []string
	for _, pkg := range p.all {
		for _, t := range pkg.Src.Types() {
			if canApply(pkg.client[t]) {
				out = append(out, restFriendlyName(pkg.Src.Path+"."+t.Name.Name))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// addDef adds definition name, and those it refers to, to defs. A root
// the schema does not define is an empty schema, as upstream's.
func addDef(name string, all map[string]json.RawMessage, defs map[string]*oaSchema) error {
	if _, ok := defs[name]; ok {
		return nil
	}
	s := &oaSchema{}
	if raw, ok := all[name]; ok {
		if err := json.Unmarshal(raw, s); err != nil {
			return fmt.Errorf("definition %s: %v", name, err)
		}
	}
	defs[name] = s
	return addRefs(s, all, defs)
}

// addRefs adds the definitions s refers to.
func addRefs(s *oaSchema, all map[string]json.RawMessage, defs map[string]*oaSchema) error {
	if s == nil {
		return nil
	}
	if name, ok := strings.CutPrefix(s.ref, defsPrefix); ok {
		if _, ok := all[name]; !ok {
			return fmt.Errorf("the schema refers to %s, which it does not define; give the whole schema (openapi-gen's models-schema output)", name)
		}
		if err := addDef(name, all, defs); err != nil {
			return err
		}
	}
	subs := append(append(slices.Clone(s.items), s.addl), s.nested...)
	for _, k := range slices.Sorted(maps.Keys(s.props)) {
		subs = append(subs, s.props[k])
	}
	for _, sub := range subs {
		if err := addRefs(sub, all, defs); err != nil {
			return err
		}
	}
	return nil
}

// restFriendlyName is a type's OpenAPI name: its package path with the
// first element's domain reversed, and "/" made ".":
// k8s.io/api/core/v1.Pod is io.k8s.api.core.v1.Pod.
func restFriendlyName(name string) string {
	parts := strings.Split(name, "/")
	if strings.Contains(parts[0], ".") {
		d := strings.Split(parts[0], ".")
		slices.Reverse(d)
		parts[0] = strings.Join(d, ".")
	}
	return strings.Join(parts, ".")
}
