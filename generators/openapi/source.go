package openapi

import (
	"fmt"
	"go/format"
	"go/token"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The definitions are written as text, formatted as gofmt formats them,
// without building the file's syntax: k8s.io/kubernetes' definitions are
// 4 MB of Go, whose jennifer tree, source and go/format syntax tree were
// most of the run's memory and a third of its CPU. emit.go's jennifer
// spelling is kept for the files this writer leaves to it (text's error).

// expr is one expression of the definitions: text on one line, or, with
// multi, text (a type) followed by a composite literal written one item a
// line ("{}" without items), or, with deps, text followed by
// "{\n<deps, one line>}" (Dependencies, as upstream writes it).
type expr struct {
	text  string
	multi bool
	items []item
	deps  []string
	// args make text(args...), a call, its arguments on its line.
	args []*expr
}

// item is an element of a composite literal: key: val, or val alone
// (key "").
type item struct {
	key string
	val *expr
}

func one(text string) *expr { return &expr{text: text} }

func composite(typ string, items ...item) *expr {
	return &expr{text: typ, multi: true, items: items}
}

func kv(key string, v *expr) item { return item{key: key, val: v} }

// singleLine reports whether x is written on one line.
func (x *expr) singleLine() bool {
	for _, a := range x.args {
		if !a.singleLine() {
			return false
		}
	}
	return x.deps == nil && (!x.multi || len(x.items) == 0)
}

// width is the length of x written on one line (singleLine).
func (x *expr) width() int {
	n := len(x.text)
	if x.multi {
		n += 2
	}
	if x.args != nil {
		n += 2
		for i, a := range x.args {
			n += a.width()
			if i > 0 {
				n += 2
			}
		}
	}
	return n
}

// size is go/printer's size of an element on one line: its key's for a
// key: value pair, 0 for an element that spans lines (or is too long to
// count), as exprList measures them.
func (it item) size() int {
	const infinity = 1e6
	if !it.val.singleLine() {
		return 0
	}
	n := it.val.width()
	if it.key != "" {
		n += len(it.key) + 2
	}
	if n > infinity {
		return 0
	}
	if it.key != "" {
		return len(it.key)
	}
	return n
}

// write appends x, starting on a line indented depth tabs, to b.
func (x *expr) write(b *strings.Builder, depth int) {
	b.WriteString(x.text)
	if x.args != nil {
		b.WriteString("(")
		for i, a := range x.args {
			if i > 0 {
				b.WriteString(", ")
			}
			a.write(b, depth)
		}
		b.WriteString(")")
		return
	}
	switch {
	case x.deps != nil:
		b.WriteString("{\n")
		indent(b, depth+1)
		b.WriteString(strings.Join(x.deps, ", "))
		b.WriteString("}")
	case x.multi && len(x.items) == 0:
		b.WriteString("{}")
	case x.multi:
		b.WriteString("{\n")
		writeItems(b, x.items, depth+1)
		indent(b, depth)
		b.WriteString("}")
	}
}

// writeItems writes a composite literal's items, one a line, as
// go/printer's exprList lays them out: consecutive key: value pairs that
// each fit on a line align their values, unless their keys' sizes differ
// too much (the ratio of a key's size to the geometric mean of the sizes
// before it in its section); an item spanning lines breaks the alignment
// and starts a section.
func writeItems(b *strings.Builder, items []item, depth int) {
	sizes := make([]int, len(items))
	ff := make([]bool, len(items)) // a section break before the item
	lnsum, count := 0.0, 0
	for i, it := range items {
		sizes[i] = it.size()
		ff[i] = true
		if i > 0 && sizes[i-1] > 0 && sizes[i] > 0 {
			prev, size := sizes[i-1], sizes[i]
			if count == 0 || prev <= 40 && size <= 40 {
				ff[i] = false
			} else {
				ratio := float64(size) / geomean(lnsum, count)
				ff[i] = 2.5*ratio <= 1 || 2.5 <= ratio
			}
		}
		if i > 0 && ff[i] {
			// A section starts: the sizes before it no longer count.
			lnsum, count = 0, 0
		}
		if sizes[i] > 0 {
			lnsum += logf(sizes[i])
			count++
		}
	}
	for start := 0; start < len(items); {
		end := start + 1
		aligned := items[start].key != "" && sizes[start] > 0
		for aligned && end < len(items) && !ff[end] && items[end].key != "" && sizes[end] > 0 {
			end++
		}
		width := 0
		for _, it := range items[start:end] {
			width = max(width, runeCount(it.key)+1)
		}
		for _, it := range items[start:end] {
			indent(b, depth)
			if it.key != "" {
				b.WriteString(it.key)
				b.WriteString(":")
				if aligned {
					b.WriteString(strings.Repeat(" ", width-runeCount(it.key)))
				} else {
					b.WriteString(" ")
				}
			}
			it.val.write(b, depth)
			b.WriteString(",\n")
		}
		start = end
	}
}

func indent(b *strings.Builder, depth int) {
	for range depth {
		b.WriteByte('\t')
	}
}

// srcWriter spells the definitions as text, naming imports through the
// emit.File as emit.go does, in the same order.
type srcWriter struct {
	f *emit.File
	// gofmt caches the formatted spelling of %#v values.
	gofmt map[string]string
	err   error
}

// definitionsSource is the body of zz_generated.openapi.go (its
// declarations, formatted), or an error when the text writer cannot
// write it as gofmt would: an import named like a predeclared
// identifier, which emit.File renames only if the code uses that
// identifier.
func definitionsSource(f *emit.File, m *Model) ([]byte, error) {
	w := &srcWriter{f: f, gofmt: map[string]string{}}
	var b strings.Builder
	b.WriteString("func GetOpenAPIDefinitions(ref " + w.common("ReferenceCallback") + ") map[string]" + w.common("OpenAPIDefinition") + " {\n\treturn ")
	w.getDefinitions(m).write(&b, 1)
	b.WriteString("\n}\n")
	for _, d := range m.Definitions {
		if d.Schema != nil {
			b.WriteString("\nfunc " + schemaFuncName(d.Type) + "(ref " + w.common("ReferenceCallback") + ") " + w.common("OpenAPIDefinition") + " {\n\treturn ")
			w.schemaFunc(d).write(&b, 1)
			b.WriteString("\n}\n")
		}
	}
	if w.err != nil {
		return nil, w.err
	}
	for _, im := range f.Imports() {
		if jen.IsReservedWord(im.Name) && !token.IsKeyword(im.Name) {
			return nil, fmt.Errorf("import %s is named %s, a predeclared identifier", im.Path, im.Name)
		}
	}
	return []byte(b.String()), nil
}

func (w *srcWriter) common(name string) string { return w.f.Text(emit.Pkg(commonPkg).Ident(name)) }
func (w *srcWriter) spec(name string) string   { return w.f.Text(emit.Pkg(specPkg).Ident(name)) }

func (w *srcWriter) value(t *universe.Type) string { return w.f.Text(emit.IdentOf(t.Name)) + "{}" }

func (w *srcWriter) name(t *universe.Type, models bool) string {
	if models {
		return w.value(t) + ".OpenAPIModelName()"
	}
	return quote(t.String())
}

// quote is a string literal as jennifer's Lit writes it.
func quote(s string) string { return fmt.Sprintf("%#v", s) }

func (w *srcWriter) getDefinitions(m *Model) *expr {
	typ := "map[string]" + w.common("OpenAPIDefinition")
	var entries []item
	for _, d := range m.Definitions {
		if !exported(d.Type.Name.Name) {
			continue
		}
		key := w.name(d.Type, d.UsesModelName)
		entries = append(entries, kv(key, one(w.entry(d))))
	}
	return composite(typ, entries...)
}

func (w *srcWriter) entry(d *Definition) string {
	ms := d.Methods
	switch {
	case ms.TypeAndFormat:
	case ms.Definition && ms.V3Definition:
		return w.common("EmbedOpenAPIDefinitionIntoV2Extension") + "(" + w.value(d.Type) + ".OpenAPIV3Definition(), " + w.value(d.Type) + ".OpenAPIDefinition())"
	case ms.Definition:
		return w.value(d.Type) + ".OpenAPIDefinition()"
	case ms.V3Definition:
		return w.value(d.Type) + ".OpenAPIV3Definition()"
	}
	return schemaFuncName(d.Type) + "(ref)"
}

func (w *srcWriter) schemaFunc(d *Definition) *expr {
	ms, t := d.Methods, d.Type
	embed := func(a, b *expr) *expr {
		return &expr{text: w.common("EmbedOpenAPIDefinitionIntoV2Extension"), args: []*expr{a, b}}
	}
	switch {
	case ms.TypeAndFormat && ms.V3Definition:
		return embed(one(w.value(t)+".OpenAPIV3Definition()"), w.customDef(d, false))
	case ms.TypeAndFormat && ms.V3OneOf:
		return embed(w.customDef(d, true), w.customDef(d, false))
	case ms.TypeAndFormat:
		return w.customDef(d, false)
	}
	return w.structDef(d)
}

func (w *srcWriter) customDef(d *Definition, oneOf bool) *expr {
	s := d.Schema
	var props []item
	if s.Description != "" {
		props = append(props, kv("Description", one(quote(s.Description))))
	}
	if oneOf {
		props = append(props, kv("OneOf", one(w.common("GenerateOpenAPIV3OneOfSchema")+"("+w.value(d.Type)+".OpenAPIV3OneOfTypes())")))
	} else {
		props = append(props, kv("Type", one(w.value(d.Type)+".OpenAPISchemaType()")))
	}
	props = append(props, kv("Format", one(w.value(d.Type)+".OpenAPISchemaFormat()")))
	props = append(props, w.validations(&s.Validations)...)
	schema := []item{kv("SchemaProps", composite(w.spec("SchemaProps"), props...))}
	schema = append(schema, w.extensions(s.Extensions)...)
	return composite(w.common("OpenAPIDefinition"), kv("Schema", composite(w.spec("Schema"), schema...)))
}

func (w *srcWriter) structDef(d *Definition) *expr {
	def := w.common("OpenAPIDefinition")
	s := d.Schema
	var props []item
	if s.Description != "" {
		props = append(props, kv("Description", one(quote(s.Description))))
	}
	props = append(props, kv("Type", one(`[]string{"object"}`)))
	props = append(props, w.validations(&s.Validations)...)
	if len(s.Properties) > 0 {
		var ps []item
		for _, p := range s.Properties {
			ps = append(ps, kv(quote(p.Name), composite("", w.property(p.Schema)...)))
		}
		props = append(props, kv("Properties", composite("map[string]"+w.spec("Schema"), ps...)))
	}
	if len(s.Required) > 0 {
		rs := make([]string, len(s.Required))
		for i, r := range s.Required {
			rs[i] = quote(r)
		}
		props = append(props, kv("Required", one("[]string{"+strings.Join(rs, ", ")+"}")))
	}
	schema := []item{kv("SchemaProps", composite(w.spec("SchemaProps"), props...))}
	schema = append(schema, w.extensions(s.Extensions)...)
	items := []item{kv("Schema", composite(w.spec("Schema"), schema...))}
	if len(d.Dependencies) > 0 {
		deps := make([]string, len(d.Dependencies))
		for i, t := range d.Dependencies {
			deps[i] = w.name(t.Type, t.UsesModelName)
		}
		items = append(items, kv("Dependencies", &expr{text: "[]string", deps: deps}))
	}
	return composite(def, items...)
}

func (w *srcWriter) property(s *Schema) []item {
	items := w.extensions(s.Extensions)
	var props []item
	if s.Description != "" {
		props = append(props, kv("Description", one(quote(s.Description))))
	}
	switch {
	case s.Default != nil:
		props = append(props, kv("Default", one(w.goValue(s.Default))))
	case s.DefaultRef != nil:
		props = append(props, kv("Default", one(w.f.Text(emit.IdentOf(*s.DefaultRef)))))
	}
	props = append(props, w.validations(&s.Validations)...)
	props = append(props, w.shape(s)...)
	return append(items, kv("SchemaProps", composite(w.spec("SchemaProps"), props...)))
}

func (w *srcWriter) shape(s *Schema) []item {
	if s.Ref != nil {
		return []item{kv("Ref", one("ref("+w.name(s.Ref.Type, s.Ref.UsesModelName)+")"))}
	}
	if s.Type == "" {
		return nil
	}
	out := []item{kv("Type", one("[]string{"+quote(s.Type)+"}"))}
	switch {
	case s.AdditionalProperties != nil:
		inner := composite("", kv("SchemaProps", composite(w.spec("SchemaProps"), w.shape(s.AdditionalProperties)...)))
		inner.text = "&" + w.spec("Schema")
		return append(out, kv("AdditionalProperties", composite("&"+w.spec("SchemaOrBool"), kv("Allows", one("true")), kv("Schema", inner))))
	case s.Items != nil:
		inner := composite("", kv("SchemaProps", composite(w.spec("SchemaProps"), w.shape(s.Items)...)))
		inner.text = "&" + w.spec("Schema")
		return append(out, kv("Items", composite("&"+w.spec("SchemaOrArray"), kv("Schema", inner))))
	}
	out = append(out, kv("Format", one(quote(s.Format))))
	if len(s.Enum) > 0 {
		out = append(out, kv("Enum", one("[]interface{}{"+strings.Join(s.Enum, ", ")+"}")))
	}
	return out
}

func (w *srcWriter) extensions(xs []Extension) []item {
	if len(xs) == 0 {
		return nil
	}
	var items []item
	for _, x := range xs {
		items = append(items, kv(quote(x.Name), w.extensionValue(x)))
	}
	ext := composite(w.spec("VendorExtensible"), kv("Extensions", composite(w.spec("Extensions"), items...)))
	return []item{kv("VendorExtensible", ext)}
}

func (w *srcWriter) extensionValue(x Extension) *expr {
	switch {
	case x.Unions != nil:
		var us []item
		for _, u := range x.Unions {
			us = append(us, item{val: unionSource(u)})
		}
		return composite("[]interface{}", us...)
	case x.Value != nil:
		return one(w.goValue(x.Value))
	case len(x.Values) > 1 || x.Array:
		var vs []item
		for _, v := range x.Values {
			vs = append(vs, item{val: one(quote(v))})
		}
		return composite("[]interface{}", vs...)
	case len(x.Values) == 1:
		return one(quote(x.Values[0]))
	}
	if w.err == nil {
		w.err = fmt.Errorf("extension %s has no value", x.Name)
	}
	return one("")
}

func unionSource(u Union) *expr {
	var items []item
	if u.Discriminator != "" {
		items = append(items, kv(quote("discriminator"), one(quote(u.Discriminator))))
	}
	var fs []item
	for _, k := range slices.Sorted(maps.Keys(u.Fields)) {
		fs = append(fs, kv(quote(k), one(quote(u.Fields[k]))))
	}
	items = append(items, kv(quote("fields-to-discriminateBy"), composite("map[string]interface{}", fs...)))
	return composite("map[string]interface{}", items...)
}

func (w *srcWriter) validations(v *Validations) []item {
	var out []item
	num := func(name, typ, s string) {
		out = append(out, kv(name, one(w.f.Text(emit.Pkg(ptrPkg).Ident("To"))+"["+typ+"]("+s+")")))
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
		out = append(out, kv("ExclusiveMinimum", one("true")))
	}
	if v.ExclusiveMaximum {
		out = append(out, kv("ExclusiveMaximum", one("true")))
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
		out = append(out, kv("Pattern", one(jsonString(v.Pattern))))
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
		out = append(out, kv("UniqueItems", one("true")))
	}
	if v.AllOf != nil {
		out = append(out, kv("AllOf", composite("[]"+w.spec("Schema"), item{val: composite("", w.nested(v.AllOf)...)})))
	}
	return out
}

func (w *srcWriter) nested(s *Schema) []item {
	props := w.validations(&s.Validations)
	if len(s.Properties) > 0 {
		var ps []item
		for _, p := range s.Properties {
			ps = append(ps, kv(quote(p.Name), composite("", w.nested(p.Schema)...)))
		}
		props = append(props, kv("Properties", composite("map[string]"+w.spec("Schema"), ps...)))
	}
	if s.AdditionalProperties != nil {
		inner := composite("&"+w.spec("Schema"), w.nested(s.AdditionalProperties)...)
		props = append(props, kv("AdditionalProperties", composite("&"+w.spec("SchemaOrBool"), kv("Allows", one("true")), kv("Schema", inner))))
	}
	if s.Items != nil {
		inner := composite("&"+w.spec("Schema"), w.nested(s.Items)...)
		props = append(props, kv("Items", composite("&"+w.spec("SchemaOrArray"), kv("Schema", inner))))
	}
	var out []item
	if len(props) > 0 || s.Validations.Unwritten {
		out = append(out, kv("SchemaProps", composite(w.spec("SchemaProps"), props...)))
	}
	if len(s.Extensions) > 0 {
		var xs []item
		for _, x := range s.Extensions {
			xs = append(xs, kv(quote(x.Name), w.extensionValue(x)))
		}
		out = append(out, kv("VendorExtensible", composite(w.spec("VendorExtensible"), kv("Extensions", composite(w.spec("Extensions"), xs...)))))
	}
	return out
}

// goValue is a JSON value as emit.go writes it (%#v), formatted as gofmt
// formats it: map[string]interface {}{"a":1} is
// map[string]interface{}{"a": 1}.
func (w *srcWriter) goValue(v any) string {
	s := fmt.Sprintf("%#v", v)
	if !strings.ContainsAny(s, "{ ") {
		return s
	}
	if out, ok := w.gofmt[s]; ok {
		return out
	}
	src, err := format.Source([]byte("package p\n\nvar _ = " + s + "\n"))
	out, ok := strings.CutPrefix(string(src), "package p\n\nvar _ = ")
	out, _ = strings.CutSuffix(out, "\n")
	if err != nil || !ok || strings.Contains(out, "\n") {
		if w.err == nil {
			w.err = fmt.Errorf("value %s does not format on one line", s)
		}
	}
	w.gofmt[s] = out
	return out
}

func geomean(lnsum float64, count int) float64 { return math.Exp(lnsum / float64(count)) }

func logf(n int) float64 { return math.Log(float64(n)) }

func runeCount(s string) int { return utf8.RuneCountInString(s) }
