package emit_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestTypeSpelling renders field types the way generated code spells them:
// anonymous structs on one line as upstream writes them (gofmt then prints
// one field as struct{ A int32 } and more one a line), instances of generic
// types with their arguments.
func TestTypeSpelling(t *testing.T) {
	u := universe.LoadSources([]universe.SourcePackage{
		{Path: "ex.com/sets", Name: "sets", Dir: "/src/sets", Files: map[string]string{"s.go": "package sets\n\ntype Empty struct{}\n\ntype Set[T comparable] map[T]Empty\n\ntype Pair[K comparable, V any] struct {\n\tK K\n\tV V\n}\n"}},
		{Path: "ex.com/meta", Name: "meta", Dir: "/src/meta", Files: map[string]string{"m.go": "package meta\n\ntype Time struct{ N int64 }\n"}},
		{Path: "ex.com/p", Name: "p", Dir: "/src/p", Files: map[string]string{"p.go": "package p\n\nimport (\n\t\"ex.com/meta\"\n\t\"ex.com/sets\"\n)\n\ntype Local struct{}\n\ntype T struct {\n" +
			"\tOne *struct{ A int32 }\n" +
			"\tTwo []struct{ A, B int32 }\n" +
			"\tNested map[string]struct{ In struct{ Z bool } }\n" +
			"\tTagged []struct {\n\t\tA int32 `json:\"a\"`\n\t}\n" +
			"\tEmbedded []struct{ meta.Time }\n" +
			"\tEmpty []struct{}\n" +
			"\tSet *sets.Set[string]\n" +
			"\tPair []sets.Pair[meta.Time, Local]\n" +
			"}\n"}},
	}, nil)
	T := u.Type("ex.com/p", "T")
	want := map[string]string{
		"One":      "var x *struct{ A int32 }",
		"Two":      "var x []struct {\n\tA int32\n\tB int32\n}",
		"Nested":   "var x map[string]struct{ In struct{ Z bool } }",
		"Tagged":   "var x []struct {\n\tA int32 `json:\"a\"`\n}",
		"Embedded": "var x []struct{ meta.Time }",
		"Empty":    "var x []struct{}",
		"Set":      "var x *sets.Set[string]",
		"Pair":     "var x []sets.Pair[meta.Time, Local]",
	}
	for _, m := range T.Members {
		f := emit.NewFile("ex.com/p", "p")
		var b bytes.Buffer
		if err := f.Render(&b, jen.Var().Id("x").Add(f.Type(m.Type))); err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		if got := strings.TrimSpace(b.String()); got != want[m.Name] {
			t.Errorf("%s: got\n%s\nwant\n%s", m.Name, got, want[m.Name])
		}
	}
}
