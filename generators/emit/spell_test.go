package emit_test

import (
	"bytes"
	"path"
	"strings"
	"testing"

	"github.com/dave/jennifer/jen"
	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestImportNames names imports as k8s.io/code-generator does: the last
// path element, else more of the path joined, never the output package's
// own name, a reserved name or a keyword, in the order packages are first
// used.
func TestImportNames(t *testing.T) {
	tests := []struct {
		name    string
		local   string
		reserve []string
		adds    [][2]string // path, want
		list    []emit.Import
	}{
		{
			name:  "leaf clashes",
			local: "example.com/apis/v1",
			adds: [][2]string{
				{"example.com/apis/v1", ""},
				{"", ""},
				{"k8s.io/apimachinery/pkg/apis/meta/v1", "metav1"},
				{"k8s.io/api/core/v1", "corev1"},
				{"k8s.io/other/core/v1", "othercorev1"},
				{"fmt", "fmt"},
				{"k8s.io/api/core/v1", "corev1"},
				{"example.com/go-lib/my_pkg.v2", "mypkgv2"},
				{"example.com/type", "_type"},
			},
			list: []emit.Import{
				{Name: "mypkgv2", Path: "example.com/go-lib/my_pkg.v2"},
				{Name: "_type", Path: "example.com/type"},
				{Name: "fmt", Path: "fmt"},
				{Name: "corev1", Path: "k8s.io/api/core/v1"},
				{Name: "metav1", Path: "k8s.io/apimachinery/pkg/apis/meta/v1"},
				{Name: "othercorev1", Path: "k8s.io/other/core/v1"},
			},
		},
		{
			name:  "every suffix taken",
			local: "example.com/p",
			adds:  [][2]string{{"a", "a"}, {"ba", "ba"}, {"b/a", "axx"}, {"c/b/a", "cba"}},
		},
		{
			name:  "order decides",
			local: "example.com/p",
			adds:  [][2]string{{"k8s.io/api/core/v1", "v1"}, {"k8s.io/apimachinery/pkg/apis/meta/v1", "metav1"}},
		},
		{
			name:    "reserved names",
			local:   "example.com/p",
			reserve: []string{"scope", "s"},
			adds:    [][2]string{{"example.com/conversion/scope", "conversionscope"}, {"example.com/s", "examplecoms"}, {"example.com/t", "t"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := emit.NewFile(tt.local, path.Base(tt.local))
			f.Reserve(tt.reserve...)
			for _, a := range tt.adds {
				want := a[1] + ".X"
				if a[1] == "" {
					want = "X"
				}
				if got := f.Text(emit.Pkg(a[0]).Ident("X")); got != want {
					t.Errorf("Text(%q.X) = %q, want %q", a[0], got, want)
				}
			}
			if tt.list == nil {
				return
			}
			if diff := cmp.Diff(tt.list, f.Imports()); diff != "" {
				t.Errorf("Imports() (-want +got)\n%s", diff)
			}
		})
	}
}

func kinds(t *testing.T) *universe.Type {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{
		{Path: "ex.com/my-pkg.v1", Name: "mypkg", Dir: "/src/d", Files: map[string]string{"d.go": "package mypkg\n\ntype Thing struct{}\n"}},
		{Path: "ex.com/meta/v1", Name: "v1", Dir: "/src/m", Files: map[string]string{"m.go": "package v1\n\ntype Time struct{}\n"}},
		{Path: "ex.com/p", Name: "p", Dir: "/src/p", Files: map[string]string{"p.go": `package p

import (
	mypkg "ex.com/my-pkg.v1"
	"ex.com/meta/v1"
)

type Pod struct{}

type T struct {
	B   bool
	P   *int32
	S   []string
	M   map[string]*Pod
	A   [3]int
	C   chan int
	St  struct{ A int32; B string ` + "`json:\"b\"`" + ` }
	Q   struct{ A string "x` + "`" + `y" }
	Em  struct{ v1.Time }
	I   interface{}
	Any any
	E   error
	IM  interface{ Foo(); Bar() }
	N   Pod
	O   v1.Time
	D   mypkg.Thing
	MM  map[v1.Time][]*v1.Time
}
`}},
	}, nil)
	T := u.Type("ex.com/p", "T")
	if T == nil {
		t.Fatal("no type T")
	}
	return T
}

// TestSpellings spells field types three ways: as jennifer code (Type), as
// source text (TypeText) and as conversion function names (PublicName). Imports
// are named by the import path, not the package clause (my-pkg.v1 is
// mypkgv1, as upstream names it); v1 is free in package p.
func TestSpellings(t *testing.T) {
	want := map[string]struct{ code, raw, public string }{
		"B":   {"bool", "bool", "bool"},
		"P":   {"*int32", "*int32", "Pointer_int32"},
		"S":   {"[]string", "[]string", "Slice_string"},
		"M":   {"map[string]*Pod", "map[string]*Pod", "Map_string_To_Pointer_p_Pod"},
		"A":   {"[3]int", "[3]int", "Array_3_int"},
		"C":   {"chan int", "chan int", "Chan_int"},
		"St":  {"struct {\n\tA int32\n\tB string `json:\"b\"`\n}", "struct{A int32; B string `json:\"b\"`}", "Struct_int32_string"},
		"Q":   {"struct {\n\tA string \"x`y\"\n}", "struct{A string \"x`y\"}", "Struct_string"},
		"Em":  {"struct{ v1.Time }", "struct{v1.Time}", "Struct_v1_Time"},
		"I":   {"interface{}", "interface{}", "Interface"},
		"Any": {"any", "any", "Interface"},
		"E":   {"error", "error", "error"},
		"IM":  {"", "", "Interface_Bar_Foo"},
		"N":   {"Pod", "Pod", "p_Pod"},
		"O":   {"v1.Time", "v1.Time", "v1_Time"},
		"D":   {"mypkgv1.Thing", "mypkgv1.Thing", "my_pkgv1_Thing"},
		"MM":  {"map[v1.Time][]*v1.Time", "map[v1.Time][]*v1.Time", "Map_v1_Time_To_Slice_Pointer_v1_Time"},
	}
	T := kinds(t)
	if len(T.Members) != len(want) {
		t.Fatalf("T has %d fields, the table %d", len(T.Members), len(want))
	}
	for _, m := range T.Members {
		w := want[m.Name]
		if got := emit.PublicName(m.Type); got != w.public {
			t.Errorf("%s: PublicName %q, want %q", m.Name, got, w.public)
		}
		if w.code == "" {
			continue
		}
		if got := emit.NewFile("ex.com/p", "p").TypeText(m.Type); got != w.raw {
			t.Errorf("%s: TypeText %q, want %q", m.Name, got, w.raw)
		}
		f := emit.NewFile("ex.com/p", "p")
		var b bytes.Buffer
		if err := f.Render(&b, jen.Var().Id("x").Add(f.Type(m.Type))); err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		if got := strings.TrimPrefix(strings.TrimSpace(b.String()), "var x "); got != w.code {
			t.Errorf("%s: Type renders %q, want %q", m.Name, got, w.code)
		}
	}
}
