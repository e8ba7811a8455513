package emit_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dave/jennifer/jen"
	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// TestFileSpelling spells identifiers through a File: whatever spells a
// name of another package (Use, Text, Type) records its import at that
// moment, names of the file's own package and predeclared ones are bare,
// Import names a package ahead of its use, and the rendered code uses
// exactly the recorded names: code-generator's (metav1 when v1 is taken)
// or controller-gen's (leading digits dropped, other characters _, a
// one-element path with an x, vendor/ stripped, Bare when the package
// imports it under that name). Code spelled by another File is an error.
func TestFileSpelling(t *testing.T) {
	const (
		local emit.Pkg = "example.com/p"
		meta  emit.Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
		core  emit.Pkg = "k8s.io/api/core/v1"
		fmt   emit.Pkg = "fmt"
	)
	k8s := func() *emit.File { return emit.NewFile(string(local), "p") }
	cg := func() *emit.File {
		return emit.NewControllerGenFile(string(local), "p", func(path string) (string, bool) {
			name, ok := map[string]string{string(core): "v1", string(meta): "v1", "fmt": "fmt"}[path]
			return name, ok
		})
	}
	tests := []struct {
		name    string
		file    func() *emit.File
		code    func(f *emit.File) *jen.Statement
		want    string
		imports []emit.Import
		wantErr string
	}{
		{
			name:    "use records the import",
			file:    k8s,
			code:    func(f *emit.File) *jen.Statement { return jen.Var().Id("x").Add(f.Use(meta.Ident("Time"))) },
			want:    "var x v1.Time",
			imports: []emit.Import{{Name: "v1", Path: string(meta)}},
		},
		{
			name: "own package and predeclared names are bare",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				return jen.Var().Id("x").Map(f.Use(emit.Ident{Name: "string"})).Add(f.Use(local.Ident("T")))
			},
			want: "var x map[string]T",
		},
		{
			// Upstream names the package copy, and its code compiles: the
			// code spells the recorded name (#29 item 7: before, jennifer
			// spelled it copy1 under an import named copy).
			name: "a package named like a predeclared identifier",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				return jen.Var().Id("x").Add(f.Use(emit.Ident{Path: "example.com/x/copy", Name: "Thing"}))
			},
			want:    "var x copy.Thing",
			imports: []emit.Import{{Name: "copy", Path: "example.com/x/copy"}},
		},
		{
			// The code also calls the builtin len: the import is renamed,
			// so that the code compiles (upstream's does not).
			name: "a package named like a predeclared identifier the code uses",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				return jen.Var().Id("x").Add(f.Use(emit.Ident{Path: "example.com/x/len", Name: "Thing"})).Line().
					Var().Id("n").Op("=").Len(jen.Id("s"))
			},
			want:    "var x len1.Thing\nvar n = len(s)",
			imports: []emit.Import{{Name: "len1", Path: "example.com/x/len"}},
		},
		{
			name: "text records the import as use does",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				return jen.Comment("copies a " + f.Text(core.Ident("Pod")) + " into a " + f.Text(local.Ident("T"))).Line().Var().Id("x").Add(f.Use(meta.Ident("Time")))
			},
			want:    "// copies a v1.Pod into a T\nvar x metav1.Time",
			imports: []emit.Import{{Name: "v1", Path: string(core)}, {Name: "metav1", Path: string(meta)}},
		},
		{
			name: "import as a name of its own",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				f.ImportAs(string(core), "corev1")
				return jen.Var().Id("x").Add(f.Use(core.Ident("Pod"))).Op("=").Add(f.Use(meta.Ident("Time")))
			},
			want:    "var x corev1.Pod = v1.Time",
			imports: []emit.Import{{Name: "corev1", Path: string(core)}, {Name: "v1", Path: string(meta)}},
		},
		{
			name: "import bare",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				f.ImportBare(string(meta))
				return jen.Var().Id("x").Add(f.Use(meta.Ident("Time"))).Op("=").Add(f.Use(core.Ident("Pod")))
			},
			want:    "var x v1.Time = corev1.Pod",
			imports: []emit.Import{{Name: "corev1", Path: string(core)}, {Name: "v1", Path: string(meta), Bare: true}},
		},
		{
			name: "import names a package before its use",
			file: k8s,
			code: func(f *emit.File) *jen.Statement {
				f.Import(string(meta))
				f.Import(string(local))
				f.Import("")
				return jen.Var().Id("x").Add(f.Use(core.Ident("Pod"))).Op("=").Add(f.Use(core.Ident("Pod"))).Values(jen.Id("Meta").Op(":").Add(f.Use(meta.Ident("ObjectMeta"))).Values())
			},
			want:    "var x corev1.Pod = corev1.Pod{Meta: v1.ObjectMeta{}}",
			imports: []emit.Import{{Name: "corev1", Path: string(core)}, {Name: "v1", Path: string(meta)}},
		},
		{
			name: "controller-gen's names",
			file: cg,
			code: func(f *emit.File) *jen.Statement {
				return jen.Var().Id("x").Add(f.Use(core.Ident("Pod"))).Line().Var().Id("y").Add(f.Use(meta.Ident("Time"))).Line().
					Var().Id("z").Op("=").Add(f.Use(fmt.Ident("Sprint"))).Line().Var().Id("v").Add(f.Use(emit.Pkg("example.com/m/vendor/example.com/3x.y").Ident("T")))
			},
			want: "var x v1.Pod\nvar y metav1.Time\nvar z = fmtx.Sprint\nvar v x_y.T",
			imports: []emit.Import{
				{Name: "x_y", Path: "example.com/3x.y"}, {Name: "fmtx", Path: "fmt"},
				{Name: "v1", Path: string(core), Bare: true}, {Name: "metav1", Path: string(meta)},
			},
		},
		{
			name:    "a name spelled with another file",
			file:    k8s,
			code:    func(f *emit.File) *jen.Statement { return jen.Var().Id("x").Add(k8s().Use(core.Ident("Pod"))) },
			wantErr: "the code names package k8s.io/api/core/v1, which the file of package example.com/p does not import (it was spelled with another emit.File)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.file()
			var b bytes.Buffer
			err := f.Render(&b, tt.code(f))
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("got error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, strings.TrimSpace(b.String())); diff != "" {
				t.Errorf("code (-want +got)\n%s", diff)
			}
			if diff := cmp.Diff(tt.imports, f.Imports()); diff != "" {
				t.Errorf("imports (-want +got)\n%s", diff)
			}
		})
	}
}
