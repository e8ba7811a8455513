package openapi

import (
	"strings"
	"testing"

	"github.com/dave/jennifer/jen"
	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// renderBoth renders m's definitions with the text writer and with
// jennifer and go/format, and returns both files (text's error).
func renderBoth(t *testing.T, m *Model) (text, spelled string, err error) {
	t.Helper()
	const pkg = "example.com/m/generated"
	f := emit.NewFile(pkg, "generated")
	f.Reserve("ref")
	body, err := definitionsSource(f, m)
	if err == nil {
		out, rerr := (&output.File{Path: "/m/a.go", PkgPath: pkg, PkgName: "generated", Code: f, Body: body}).Render()
		if rerr != nil {
			t.Fatal(rerr)
		}
		text = string(out)
	}
	e := &emitter{f: emit.NewFile(pkg, "generated")}
	e.f.Reserve("ref")
	decls := []jen.Code{e.getDefinitions(m)}
	for _, d := range m.Definitions {
		if d.Schema != nil {
			decls = append(decls, e.schemaFunc(d))
		}
	}
	out, rerr := (&output.File{Path: "/m/a.go", PkgPath: pkg, PkgName: "generated", Code: e.f, Decls: decls}).Render()
	if rerr != nil {
		t.Fatal(rerr)
	}
	return text, string(out), err
}

func named(pkg, name string) *universe.Type {
	return &universe.Type{Name: universe.Name{Package: pkg, Name: name}, Kind: universe.Struct}
}

// TestTextWriterAsGofmt: the definitions written as text are the bytes
// jennifer and go/format write, where gofmt's layout decides: values of
// short keys aligned, of keys whose sizes differ too much (long model
// names beside short ones) not, multi-line items breaking the alignment,
// empty literals, calls spanning lines, %#v defaults gofmt respaces,
// unions, nested validations and non-ASCII keys.
func TestTextWriterAsGofmt(t *testing.T) {
	one := 1.5
	n := int64(3)
	long := strings.Repeat("VeryLongTypeName", 4)
	m := &Model{}
	for i, name := range []string{"A", long, "B", long + "X", "Cé", "D" + long[:30], "E"} {
		tt := named("example.com/m/apis/v1", name)
		d := &Definition{Type: tt, GoName: tt.String(), UsesModelName: i%2 == 0}
		d.Schema = &Schema{Description: "d " + name, Type: "object", Properties: []Property{
			{Name: "a", Schema: &Schema{Type: "string", Format: "", Default: map[string]any{"x": map[string]any{}, "y": 1.0}}},
			{Name: "ünïcode-" + name, Schema: &Schema{Type: "array", Items: &Schema{Type: "string", Enum: []string{`"p"`, `"q"`}}, Extensions: []Extension{{Name: "x-kubernetes-list-type", Values: []string{"atomic"}}, {Name: "x-kubernetes-list-map-keys", Values: []string{"k"}, Array: true}, {Name: "x-kubernetes-a-very-long-vendor-extension-name-indeed", Value: []any{1.0, "z"}}}}},
			{Name: "m", Schema: &Schema{Type: "object", AdditionalProperties: &Schema{Type: "integer", Format: "int32"}, Validations: Validations{Minimum: &one, MaxLength: &n, Pattern: `^a\d$`, UniqueItems: true,
				AllOf: &Schema{Properties: []Property{{Name: "k", Schema: &Schema{Validations: Validations{MinItems: &n}}}}, Items: &Schema{Validations: Validations{Unwritten: true}}}}}},
			{Name: "r", Schema: &Schema{Ref: &Reference{Type: named("example.com/m/apis/v2", "Other"+name), UsesModelName: i%3 == 0}}},
			{Name: "e", Schema: &Schema{}},
		}, Required: []string{"a", "r"}, Extensions: []Extension{{Name: "x-kubernetes-unions", Unions: []Union{{Discriminator: "k", Fields: map[string]string{"b": "B", "a": "A"}}}}}}
		d.Dependencies = []*Reference{{Type: named("example.com/m/apis/v2", "Other"+name), UsesModelName: true}, {Type: named("example.com/m/apis/v3", "Z")}}
		switch i {
		case 1:
			d.Methods = Methods{TypeAndFormat: true, V3Definition: true}
		case 3:
			d.Methods = Methods{TypeAndFormat: true, V3OneOf: true}
		case 5:
			d.Methods = Methods{Definition: true}
			d.Schema = nil
		}
		m.Definitions = append(m.Definitions, d)
	}
	text, spelled, err := renderBoth(t, m)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(spelled, text); d != "" {
		t.Errorf("text writer (-jennifer and gofmt +text):\n%s", d)
	}
}

// TestTextWriterDeclines: an import named like a predeclared identifier
// is left to jennifer, which renames it where the code uses that
// identifier.
func TestTextWriterDeclines(t *testing.T) {
	m := &Model{Definitions: []*Definition{{Type: named("example.com/m/string", "S"), GoName: "example.com/m/string.S", UsesModelName: true, Schema: &Schema{Type: "object"}}}}
	if _, _, err := renderBoth(t, m); err == nil || !strings.Contains(err.Error(), "predeclared") {
		t.Errorf("text writer: %v, want it to decline the import named string", err)
	}
}
