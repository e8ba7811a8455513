package emit

import (
	"bytes"
	"fmt"
	"go/format"
	"testing"

	"github.com/dave/jennifer/jen"
)

// jenFile is a jennifer file of package example.com/p importing imports
// (path, name pairs), as render sets it up.
func jenFile(imports ...string) *jen.File {
	jf := jen.NewFilePathName("example.com/p", "p")
	for i := 0; i < len(imports); i += 2 {
		jf.ImportAlias(imports[i], imports[i+1])
	}
	return jf
}

// TestRenderUnformatted: the body renderUnformatted finds in jennifer's
// rendering of a file is the text Statement.RenderWithFile formats: its
// format.Source is RenderWithFile's output, or its error RenderWithFile's
// error; the head is the package clause and the imports the code names,
// as an empty rendering of the file after RenderWithFile lists them.
func TestRenderUnformatted(t *testing.T) {
	two := []string{"fmt", "fmt", "k8s.io/api/core/v1", "corev1"}
	for _, tt := range []struct {
		name    string
		code    func() *jen.Statement
		imports []string
	}{
		{"null", func() *jen.Statement { return jen.Null() }, nil},
		{"no import", func() *jen.Statement { return jen.Null().Add(jen.Var().Id("x").Int()).Line().Line() }, nil},
		{"one import", func() *jen.Statement {
			return jen.Null().Add(jen.Var().Id("x").Qual("fmt", "Stringer")).Line().Line()
		}, two},
		{"two imports", func() *jen.Statement {
			return jen.Null().Add(jen.Var().Id("x").Qual("fmt", "Stringer")).Line().Line().Add(jen.Var().Id("y").Qual("k8s.io/api/core/v1", "Pod")).Line()
		}, two},
		{"a leading blank line", func() *jen.Statement {
			return jen.Null().Line().Line().Add(jen.Comment("import (\n)\n")).Line().Add(jen.Var().Id("y").Qual("k8s.io/api/core/v1", "Pod"))
		}, two},
		{"an import named like a keyword's placeholder", func() *jen.Statement {
			return jen.Var().Id("y").Qual("example.com/len", "T")
		}, []string{"example.com/len", "gvkgenPredeclared0x"}},
		{"does not format", func() *jen.Statement { return jen.Func().Id("F").Op("+").Qual("fmt", "Sprint") }, two},
	} {
		t.Run(tt.name, func(t *testing.T) {
			jf := jenFile(tt.imports...)
			var want bytes.Buffer
			wantErr := tt.code().RenderWithFile(&want, jf)
			jf.NoFormat = true
			var wantHead bytes.Buffer
			if err := jf.Render(&wantHead); err != nil {
				t.Fatal(err)
			}
			head, body, err := renderUnformatted(jenFile(tt.imports...), "p", tt.code())
			if err != nil {
				t.Fatal(err)
			}
			if string(head) != wantHead.String() {
				t.Errorf("head %q, want %q", head, wantHead.String())
			}
			got, err := format.Source(body)
			if wantErr != nil {
				if gotErr := fmt.Sprintf("Error %s while formatting source:\n%s", err, body); err == nil || gotErr != wantErr.Error() {
					t.Errorf("error %q, want RenderWithFile's %q", gotErr, wantErr)
				}
				return
			}
			if err != nil || string(got) != want.String() {
				t.Errorf("formatted %q (%v), want RenderWithFile's %q", got, err, want.String())
			}
		})
	}
}

// TestHeadLen: only jennifer's layout of the package clause and imports,
// followed by nothing or a newline, is taken.
func TestHeadLen(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want int
		ok   bool
	}{
		{"package p\n\n", 11, true},
		{"package p\n\n\nvar x int", 11, true},
		{"package p\n\nimport \"fmt\"\n\n", 25, true},
		{"package p\n\nimport f \"fmt\"\n\n\nvar x f.T", 27, true},
		{"package p\n\nimport (\nf \"fmt\"\nv1 \"k8s.io/api/core/v1\"\n)\n\n\nvar x f.T", 55, true},
		{"package q\n\n", 0, false},
		{"package p\n", 0, false},
		{"package p\n\nvar x int", 0, false},
		{"package p\n\nimport \"fmt\"", 0, false},
		{"package p\n\nimport (\nf \"fmt\"\n)", 0, false},
		{"package p\n\nimport \"fmt\"\n\nvar x int", 0, false},
	} {
		n, ok := headLen([]byte(tt.src), "p")
		if n != tt.want && ok || ok != tt.ok {
			t.Errorf("headLen(%q) = %d, %v, want %d, %v", tt.src, n, ok, tt.want, tt.ok)
		}
	}
}
