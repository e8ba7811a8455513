package openapi

import (
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"unicode"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// emitter spells the definitions in one file, naming its imports in the
// order upstream first names them.
type emitter struct {
	f *emit.File
}

// writeDefinitions creates zz_generated.openapi.go, written as text
// (source.go), or spelled with jennifer where the text writer cannot write
// it.
func writeDefinitions(pass *gen.Pass, c *config, m *Model) {
	f := emit.NewFile(c.outputPkg, path.Base(c.outputPkg))
	f.Reserve("ref")
	if body, err := definitionsSource(f, m); err == nil {
		pass.NewFile(outputPath(c, pass.OutputFile), f).Body = body
		return
	}
	e := &emitter{f: emit.NewFile(c.outputPkg, path.Base(c.outputPkg))}
	e.f.Reserve("ref")
	decls := []jen.Code{e.getDefinitions(m)}
	for _, d := range m.Definitions {
		if d.Schema != nil {
			decls = append(decls, e.schemaFunc(d))
		}
	}
	pass.NewFile(outputPath(c, pass.OutputFile), e.f).Decls = decls
}

func (e *emitter) common(name string) *jen.Statement { return e.f.Use(emit.Pkg(commonPkg).Ident(name)) }
func (e *emitter) spec(name string) *jen.Statement   { return e.f.Use(emit.Pkg(specPkg).Ident(name)) }

// lines is a composite literal's body, one item a line.
func lines(items ...jen.Code) *jen.Statement {
	return jen.Custom(jen.Options{Open: "{", Close: "}", Separator: ",", Multi: true}, items...)
}

func field(name string, v jen.Code) jen.Code { return jen.Id(name).Op(":").Add(v) }

// value is T{}, the zero value of a named struct type.
func (e *emitter) value(t *universe.Type) *jen.Statement {
	return e.f.Use(emit.IdentOf(t.Name)).Values()
}

// name is how a definition is named: T{}.OpenAPIModelName(), or its Go
// name.
func (e *emitter) name(t *universe.Type, models bool) *jen.Statement {
	if models {
		return e.value(t).Dot("OpenAPIModelName").Call()
	}
	return jen.Lit(t.String())
}

// getDefinitions is
//
//	func GetOpenAPIDefinitions(ref common.ReferenceCallback) map[string]common.OpenAPIDefinition {
//		return map[string]common.OpenAPIDefinition{ "<name>": schema_<...>(ref), ... }
//	}
func (e *emitter) getDefinitions(m *Model) jen.Code {
	sig := jen.Func().Id("GetOpenAPIDefinitions").Params(jen.Id("ref").Add(e.common("ReferenceCallback"))).Map(jen.String()).Add(e.common("OpenAPIDefinition"))
	var entries []jen.Code
	for _, d := range m.Definitions {
		if !exported(d.Type.Name.Name) {
			continue
		}
		key := e.name(d.Type, d.UsesModelName)
		entries = append(entries, key.Op(":").Add(e.entry(d)))
	}
	return sig.Block(jen.Return(jen.Map(jen.String()).Add(e.common("OpenAPIDefinition")).Add(lines(entries...))))
}

// entry is a definition's value in GetOpenAPIDefinitions.
func (e *emitter) entry(d *Definition) jen.Code {
	ms := d.Methods
	switch {
	case ms.TypeAndFormat:
	case ms.Definition && ms.V3Definition:
		return e.common("EmbedOpenAPIDefinitionIntoV2Extension").Call(e.value(d.Type).Dot("OpenAPIV3Definition").Call(), e.value(d.Type).Dot("OpenAPIDefinition").Call())
	case ms.Definition:
		return e.value(d.Type).Dot("OpenAPIDefinition").Call()
	case ms.V3Definition:
		return e.value(d.Type).Dot("OpenAPIV3Definition").Call()
	}
	return jen.Id(schemaFuncName(d.Type)).Call(jen.Id("ref"))
}

// schemaFunc is func schema_<...>(ref common.ReferenceCallback) common.OpenAPIDefinition.
func (e *emitter) schemaFunc(d *Definition) jen.Code {
	sig := jen.Func().Id(schemaFuncName(d.Type)).Params(jen.Id("ref").Add(e.common("ReferenceCallback"))).Add(e.common("OpenAPIDefinition"))
	ms, t := d.Methods, d.Type
	var body jen.Code
	switch {
	case ms.TypeAndFormat && ms.V3Definition:
		body = e.common("EmbedOpenAPIDefinitionIntoV2Extension").Call(e.value(t).Dot("OpenAPIV3Definition").Call(), e.customDef(d, false))
	case ms.TypeAndFormat && ms.V3OneOf:
		body = e.common("EmbedOpenAPIDefinitionIntoV2Extension").Call(e.customDef(d, true), e.customDef(d, false))
	case ms.TypeAndFormat:
		body = e.customDef(d, false)
	default:
		body = e.structDef(d)
	}
	return sig.Block(jen.Return(body))
}

// customDef is the definition of a type whose methods give its type and
// format (oneOf: its v3 oneOf types instead of its type).
func (e *emitter) customDef(d *Definition, oneOf bool) jen.Code {
	def := e.common("OpenAPIDefinition")
	s := d.Schema
	var props []jen.Code
	if s.Description != "" {
		props = append(props, field("Description", jen.Lit(s.Description)))
	}
	if oneOf {
		props = append(props, field("OneOf", e.common("GenerateOpenAPIV3OneOfSchema").Call(e.value(d.Type).Dot("OpenAPIV3OneOfTypes").Call())))
	} else {
		props = append(props, field("Type", e.value(d.Type).Dot("OpenAPISchemaType").Call()))
	}
	props = append(props, field("Format", e.value(d.Type).Dot("OpenAPISchemaFormat").Call()))
	props = append(props, e.validations(&s.Validations)...)
	schema := []jen.Code{field("SchemaProps", e.spec("SchemaProps").Add(lines(props...)))}
	schema = append(schema, e.extensions(s.Extensions)...)
	return def.Add(lines(field("Schema", e.spec("Schema").Add(lines(schema...)))))
}

// structDef is the definition of a struct from its fields.
func (e *emitter) structDef(d *Definition) jen.Code {
	def := e.common("OpenAPIDefinition")
	s := d.Schema
	var props []jen.Code
	if s.Description != "" {
		props = append(props, field("Description", jen.Lit(s.Description)))
	}
	props = append(props, field("Type", jen.Index().String().Values(jen.Lit("object"))))
	props = append(props, e.validations(&s.Validations)...)
	if len(s.Properties) > 0 {
		var ps []jen.Code
		for _, p := range s.Properties {
			ps = append(ps, jen.Lit(p.Name).Op(":").Add(lines(e.property(p.Schema)...)))
		}
		props = append(props, field("Properties", jen.Map(jen.String()).Add(e.spec("Schema")).Add(lines(ps...))))
	}
	if len(s.Required) > 0 {
		var rs []jen.Code
		for _, r := range s.Required {
			rs = append(rs, jen.Lit(r))
		}
		props = append(props, field("Required", jen.Index().String().Values(rs...)))
	}
	schema := []jen.Code{field("SchemaProps", e.spec("SchemaProps").Add(lines(props...)))}
	schema = append(schema, e.extensions(s.Extensions)...)
	items := []jen.Code{field("Schema", e.spec("Schema").Add(lines(schema...)))}
	if len(d.Dependencies) > 0 {
		var deps []jen.Code
		for _, t := range d.Dependencies {
			deps = append(deps, e.name(t.Type, t.UsesModelName))
		}
		items = append(items, field("Dependencies", jen.Index().String().Custom(jen.Options{Open: "{\n", Close: "}", Separator: ","}, deps...)))
	}
	return def.Add(lines(items...))
}

// property is the body of a property's schema: its extensions, then its
// SchemaProps.
func (e *emitter) property(s *Schema) []jen.Code {
	items := e.extensions(s.Extensions)
	var props []jen.Code
	if s.Description != "" {
		props = append(props, field("Description", jen.Lit(s.Description)))
	}
	switch {
	case s.Default != nil:
		props = append(props, field("Default", jen.Op(fmt.Sprintf("%#v", s.Default))))
	case s.DefaultRef != nil:
		props = append(props, field("Default", e.f.Use(emit.IdentOf(*s.DefaultRef))))
	}
	props = append(props, e.validations(&s.Validations)...)
	props = append(props, e.shape(s)...)
	return append(items, field("SchemaProps", e.spec("SchemaProps").Add(lines(props...))))
}

// shape is a schema's type, format and enum, or its reference, or its
// items or values.
func (e *emitter) shape(s *Schema) []jen.Code {
	var out []jen.Code
	if s.Ref != nil {
		return append(out, field("Ref", jen.Id("ref").Call(e.name(s.Ref.Type, s.Ref.UsesModelName))))
	}
	if s.Type == "" {
		return nil
	}
	out = append(out, field("Type", jen.Index().String().Values(jen.Lit(s.Type))))
	switch {
	case s.AdditionalProperties != nil:
		inner := lines(field("SchemaProps", e.spec("SchemaProps").Add(lines(e.shape(s.AdditionalProperties)...))))
		return append(out, field("AdditionalProperties", jen.Op("&").Add(e.spec("SchemaOrBool")).Add(lines(field("Allows", jen.True()), field("Schema", jen.Op("&").Add(e.spec("Schema")).Add(inner))))))
	case s.Items != nil:
		inner := lines(field("SchemaProps", e.spec("SchemaProps").Add(lines(e.shape(s.Items)...))))
		return append(out, field("Items", jen.Op("&").Add(e.spec("SchemaOrArray")).Add(lines(field("Schema", jen.Op("&").Add(e.spec("Schema")).Add(inner))))))
	}
	out = append(out, field("Format", jen.Lit(s.Format)))
	if len(s.Enum) > 0 {
		var vs []jen.Code
		for _, v := range s.Enum {
			vs = append(vs, jen.Op(v))
		}
		out = append(out, field("Enum", jen.Index().Interface().Values(vs...)))
	}
	return out
}

// extensions is VendorExtensible: spec.VendorExtensible{Extensions: ...},
// nothing without extensions.
func (e *emitter) extensions(xs []Extension) []jen.Code {
	if len(xs) == 0 {
		return nil
	}
	var items []jen.Code
	for _, x := range xs {
		items = append(items, jen.Lit(x.Name).Op(":").Add(e.extensionValue(x)))
	}
	ext := e.spec("VendorExtensible").Add(lines(field("Extensions", e.spec("Extensions").Add(lines(items...)))))
	return []jen.Code{field("VendorExtensible", ext)}
}

func (e *emitter) extensionValue(x Extension) jen.Code {
	switch {
	case x.Unions != nil:
		var us []jen.Code
		for _, u := range x.Unions {
			us = append(us, unionValue(u))
		}
		return jen.Index().Interface().Add(lines(us...))
	case x.Value != nil:
		return jen.Op(fmt.Sprintf("%#v", x.Value))
	case len(x.Values) > 1 || x.Array:
		var vs []jen.Code
		for _, v := range x.Values {
			vs = append(vs, jen.Lit(v))
		}
		return jen.Index().Interface().Add(lines(vs...))
	case len(x.Values) == 1:
		return jen.Lit(x.Values[0])
	}
	return jen.Null()
}

// unionValue is map[string]interface{}{"discriminator": ..., "fields-to-discriminateBy": {...}}.
func unionValue(u Union) jen.Code {
	var items []jen.Code
	if u.Discriminator != "" {
		items = append(items, jen.Lit("discriminator").Op(":").Lit(u.Discriminator))
	}
	keys := make([]string, 0, len(u.Fields))
	for k := range u.Fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var fs []jen.Code
	for _, k := range keys {
		fs = append(fs, jen.Lit(k).Op(":").Lit(u.Fields[k]))
	}
	items = append(items, jen.Lit("fields-to-discriminateBy").Op(":").Map(jen.String()).Interface().Add(lines(fs...)))
	return jen.Map(jen.String()).Interface().Add(lines(items...))
}

// validations are a schema's value validations.
func (e *emitter) validations(v *Validations) []jen.Code {
	var out []jen.Code
	num := func(name, typ string, s string) {
		out = append(out, field(name, e.f.Use(emit.Pkg(ptrPkg).Ident("To")).Index(jen.Id(typ)).Call(jen.Op(s))))
	}
	f := func(p *float64) string { return fmt.Sprint(*p) }
	i := func(p *int64) string { return fmt.Sprint(*p) }
	if v.Minimum != nil {
		num("Minimum", "float64", f(v.Minimum))
	}
	if v.Maximum != nil {
		num("Maximum", "float64", f(v.Maximum))
	}
	if v.ExclusiveMinimum {
		out = append(out, field("ExclusiveMinimum", jen.True()))
	}
	if v.ExclusiveMaximum {
		out = append(out, field("ExclusiveMaximum", jen.True()))
	}
	for _, x := range []struct {
		name string
		p    *int64
	}{{"MinLength", v.MinLength}, {"MaxLength", v.MaxLength}, {"MinProperties", v.MinProperties}, {"MaxProperties", v.MaxProperties}} {
		if x.p != nil {
			num(x.name, "int64", i(x.p))
		}
	}
	if v.Pattern != "" {
		out = append(out, field("Pattern", jen.Op(jsonString(v.Pattern))))
	}
	if v.MultipleOf != nil {
		num("MultipleOf", "float64", f(v.MultipleOf))
	}
	if v.MinItems != nil {
		num("MinItems", "int64", i(v.MinItems))
	}
	if v.MaxItems != nil {
		num("MaxItems", "int64", i(v.MaxItems))
	}
	if v.UniqueItems {
		out = append(out, field("UniqueItems", jen.True()))
	}
	if v.AllOf != nil {
		out = append(out, field("AllOf", jen.Index().Add(e.spec("Schema")).Add(lines(lines(e.nested(v.AllOf)...)))))
	}
	return out
}

// nested is a schema of the nested +k8s:validation markers, as upstream
// writes a spec.Schema value: its SchemaProps when set (validations,
// properties by name, values, items), then its extensions.
func (e *emitter) nested(s *Schema) []jen.Code {
	var props []jen.Code
	props = append(props, e.validations(&s.Validations)...)
	if len(s.Properties) > 0 {
		var ps []jen.Code
		for _, p := range s.Properties {
			ps = append(ps, jen.Lit(p.Name).Op(":").Add(lines(e.nested(p.Schema)...)))
		}
		props = append(props, field("Properties", jen.Map(jen.String()).Add(e.spec("Schema")).Add(lines(ps...))))
	}
	if s.AdditionalProperties != nil {
		inner := jen.Op("&").Add(e.spec("Schema")).Add(lines(e.nested(s.AdditionalProperties)...))
		props = append(props, field("AdditionalProperties", jen.Op("&").Add(e.spec("SchemaOrBool")).Add(lines(field("Allows", jen.True()), field("Schema", inner)))))
	}
	if s.Items != nil {
		inner := jen.Op("&").Add(e.spec("Schema")).Add(lines(e.nested(s.Items)...))
		props = append(props, field("Items", jen.Op("&").Add(e.spec("SchemaOrArray")).Add(lines(field("Schema", inner)))))
	}
	var out []jen.Code
	if len(props) > 0 || s.Validations.Unwritten {
		out = append(out, field("SchemaProps", e.spec("SchemaProps").Add(lines(props...))))
	}
	if len(s.Extensions) > 0 {
		var xs []jen.Code
		for _, x := range s.Extensions {
			xs = append(xs, jen.Lit(x.Name).Op(":").Add(e.extensionValue(x)))
		}
		out = append(out, field("VendorExtensible", e.spec("VendorExtensible").Add(lines(field("Extensions", e.spec("Extensions").Add(lines(xs...)))))))
	}
	return out
}

// exported reports whether a Go name is public, as gengo's namer decides
// (its first letter upper case).
func exported(name string) bool {
	return name != "" && unicode.IsUpper([]rune(name)[0])
}

// jsonString is s as a JSON string, which upstream writes for a pattern.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
