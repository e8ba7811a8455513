package lint_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// What lint knows of namespaces comes from the definitions, not from
// names it hard-codes: an own namespace (OwnNamespace) makes every tag in
// it ours; a marker (Marker) is read with anything after its name, and
// files with a tag of its namespace take +groupName anywhere.
func TestFactsFromDefinitions(t *testing.T) {
	src := "// +ctl:pkg=true\n// +groupName=g.example.com\npackage p\n\n// +acme:thing=x\n// +acme:other=y\n// +ctl:mark:extra=true\n// +ctl:unrelated\ntype T struct{}\n"
	for _, tt := range []struct {
		name string
		defs []tags.Def
		want []string
	}{
		{"plain definitions", []tags.Def{
			{Name: "acme:thing", Values: "<x>", Places: tags.Type, Tool: "acme-gen"},
			{Name: "ctl:mark", Values: "true", Places: tags.Type, Tool: "ctl"},
			{Name: "ctl:pkg", Values: "true", Places: tags.Package, AnyFile: true, Tool: "ctl"},
			{Name: "groupName", Values: "<group>", Places: tags.Package, Tool: "reg-gen"},
		}, []string{
			"2: +groupName is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there",
			"7: unknown tag +ctl:mark:extra; it is ignored; did you mean +ctl:mark=extra?",
		}},
		{"own namespace and markers", []tags.Def{
			{Name: "acme:thing", Values: "<x>", Places: tags.Type, Tool: "acme-gen", OwnNamespace: true},
			{Name: "ctl:mark", Values: "true", Places: tags.Type, Tool: "ctl", Marker: true},
			{Name: "ctl:pkg", Values: "true", Places: tags.Package, AnyFile: true, Tool: "ctl", Marker: true},
			{Name: "groupName", Values: "<group>", Places: tags.Package, Tool: "reg-gen"},
		}, []string{
			"6: unknown tag +acme:other; it is ignored",
			"7: +ctl:mark:extra=true is read by ctl as +ctl:mark=true (it drops what follows the marker's name); write +ctl:mark=true",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "t.go", src, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, fd := range lint.CheckFiles(tt.defs, fset, []*ast.File{f}) {
				got = append(got, strconv.Itoa(fd.Pos.Line)+": "+fd.Message)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
