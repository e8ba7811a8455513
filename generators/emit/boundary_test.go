package emit_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

const jenPath = "github.com/dave/jennifer/jen"

// jenFileAPI are jennifer's ways of naming imports (a jen.File and its
// import names): only package emit may use them. importMethods are found
// on any value, as nothing else has methods of those names.
var (
	jenFileAPI    = []string{"NewFile", "NewFilePath", "NewFilePathName", "Anon"}
	importMethods = []string{"ImportName", "ImportNames", "ImportAlias"}
)

// spellingCalls take text that is written as it is: a dotted name in it
// (Id("metav1.Time"), Op("."), Dot("v1.X"), Pkg(p).Ident("v1.X")) names a
// package that the file does not know of.
var spellingCalls = []string{"Id", "Op", "Dot", "Ident"}

// qualified matches text that spells a selector: a dot next to a name.
var qualified = regexp.MustCompile(`^\.$|[\w]\.|\.[A-Za-z_]`)

// TestForeignNames keeps the spelling of other packages' names in package
// emit: no hand-written, non-test file under generators/ imports
// text/template or html/template (generated code is built as jennifer
// declarations, which read like the code they emit; a template writes
// other packages' names as text), and no such file of the module outside
// generators/emit calls jen.Qual (or Statement.Qual, Group.Qual), names
// imports through a jen.File, or writes a dotted name into jennifer code
// as text (a string literal or a string constant of its package, in Id,
// Op, Dot, jen.Options or the name of an emit.Ident). Each would print a
// name whose import the output file does not record.
func TestForeignNames(t *testing.T) {
	root := testutil.ModuleRoot(t)
	byDir := map[string][]*ast.File{}
	fset := token.NewFileSet()
	for _, path := range testutil.SourceFiles(t, root) {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		byDir[filepath.Dir(path)] = append(byDir[filepath.Dir(path)], f)
	}
	emitDir := filepath.Join(root, "generators", "emit")
	if len(byDir[emitDir]) == 0 || len(byDir) < 10 {
		t.Fatalf("found %d directories, none of them %s; is %s the module root?", len(byDir), emitDir, root)
	}
	var found, templates []string
	checked := 0
	generators := filepath.Join(root, "generators") + string(filepath.Separator)
	for dir, files := range byDir {
		if strings.HasPrefix(dir+string(filepath.Separator), generators) {
			for _, f := range files {
				for _, p := range templateImports(fset, f) {
					rel, _ := filepath.Rel(root, p.Filename)
					templates = append(templates, fmt.Sprintf("%s:%d:%d: %s", filepath.ToSlash(rel), p.Line, p.Column, p.what))
				}
			}
		}
		if dir == emitDir {
			continue
		}
		consts := stringConsts(files)
		for _, f := range files {
			if _, ok := jenName(f); ok {
				checked++
			}
			for _, p := range foreignNames(fset, f, consts) {
				rel, _ := filepath.Rel(root, p.Filename)
				found = append(found, fmt.Sprintf("%s:%d:%d: %s", filepath.ToSlash(rel), p.Line, p.Column, p.what))
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d files outside generators/emit use jennifer; the generators should", checked)
	}
	slices.Sort(templates)
	if len(templates) > 0 {
		t.Errorf("text templates in the generators, which write other packages' names as text that no emit.File records; build the code as jennifer declarations through an emit.File instead:\n\t%s", strings.Join(templates, "\n\t"))
	}
	slices.Sort(found)
	if len(found) > 0 {
		t.Errorf("names of other packages spelled outside package emit, whose imports no file records; spell them with an emit.File (f.Use(emit.Pkg(path).Ident(name)), f.Type(t), f.Text(id) for comments), which records the import:\n\t%s", strings.Join(found, "\n\t"))
	}
}

// finding is one place that spells a foreign name, and how.
type finding struct {
	token.Position
	what string
}

// templatePkgs are the packages whose import TestForeignNames forbids
// under generators/.
var templatePkgs = []string{"text/template", "html/template"}

// templateImports lists where f imports a template package.
func templateImports(fset *token.FileSet, f *ast.File) []finding {
	var out []finding
	for _, is := range f.Imports {
		if p, _ := strconv.Unquote(is.Path.Value); slices.Contains(templatePkgs, p) {
			out = append(out, finding{fset.Position(is.Pos()), p + " is imported"})
		}
	}
	return out
}

// jenName is the name file f imports jennifer under ("." for a dot
// import); ok is false if it does not import it.
func jenName(f *ast.File) (string, bool) {
	for _, is := range f.Imports {
		if p, _ := strconv.Unquote(is.Path.Value); p == jenPath {
			if is.Name != nil {
				return is.Name.Name, true
			}
			return "jen", true
		}
	}
	return "", false
}

// stringConsts are the string constants declared at the top of a
// package's files, by name.
func stringConsts(files []*ast.File) map[string]string {
	consts := map[string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							consts[n.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
		}
	}
	return consts
}

// foreignNames lists where f, a file of a package with the string
// constants consts, spells a name of another package past package emit.
func foreignNames(fset *token.FileSet, f *ast.File, consts map[string]string) []finding {
	jen, ok := jenName(f)
	if !ok {
		return nil
	}
	var out []finding
	add := func(n ast.Node, format string, args ...any) {
		out = append(out, finding{fset.Position(n.Pos()), fmt.Sprintf(format, args...)})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if n.Sel.Name == "Qual" {
				add(n, "%s spells a name of another package without recording its import", exprText(n))
			} else if isPkg(n.X, jen) && slices.Contains(jenFileAPI, n.Sel.Name) || slices.Contains(importMethods, n.Sel.Name) {
				add(n, "%s names imports behind the output file's back", exprText(n))
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && jen == "." && (id.Name == "Qual" || slices.Contains(jenFileAPI, id.Name)) {
				add(n, "%s (jennifer, dot-imported) names another package without recording its import", id.Name)
			}
			if name := callName(n.Fun); slices.Contains(spellingCalls, name) {
				for _, a := range n.Args {
					out = append(out, dottedText(fset, a, consts, name)...)
				}
			}
		case *ast.CompositeLit:
			switch callName(n.Type) {
			case "Options":
				out = append(out, dottedText(fset, n, consts, "Options")...)
			case "Ident":
				// emit.Ident{Path: p, Name: "v1.X"}: the name only.
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok && callName(kv.Key) == "Name" {
						out = append(out, dottedText(fset, kv.Value, consts, "Ident")...)
					}
				}
			}
		}
		return true
	})
	return out
}

// dottedText lists the string literals and constants in e that spell a
// selector, as text given to jennifer's call.
func dottedText(fset *token.FileSet, e ast.Node, consts map[string]string, call string) []finding {
	var out []finding
	ast.Inspect(e, func(n ast.Node) bool {
		text, what := "", ""
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind == token.STRING {
				text, _ = strconv.Unquote(n.Value)
				what = strconv.Quote(text)
			}
		case *ast.Ident:
			if v, ok := consts[n.Name]; ok {
				text, what = v, fmt.Sprintf("%s (%q)", n.Name, v)
			}
		}
		if qualified.MatchString(text) {
			out = append(out, finding{fset.Position(n.Pos()), fmt.Sprintf("%s in %s spells a dotted name as text, which names no import", what, call)})
		}
		return true
	})
	return out
}

// callName is the name a call or composite literal is made by: Id for
// jen.Id(...), s.Id(...) and Id(...).
func callName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.Ident:
		return e.Name
	}
	return ""
}

func isPkg(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func exprText(s *ast.SelectorExpr) string {
	if id, ok := s.X.(*ast.Ident); ok {
		return id.Name + "." + s.Sel.Name
	}
	return "." + s.Sel.Name
}

// TestForeignNamesFinds runs the check of TestForeignNames on small
// files: each way around an emit.File is found, at its position; code
// that goes through one is not.
func TestForeignNamesFinds(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "through emit",
			src: `f.Use(emit.Pkg("fmt").Ident("Println")).Call(jen.Id("in").Dot("Name"), jen.Op("..."), jen.Lit("a.b"))
				jen.Comment("v1.Pod is copied"); jen.Id(f.Text(id)); jen.Id(v + "[" + index + "]"); jen.Id(local)`,
		},
		{
			name: "jen.Qual and the methods",
			src:  `jen.Qual("fmt", "Println"); jen.Op("*").Qual(p, "T"); q := jen.Qual; _ = q`,
			want: []string{"4:1: jen.Qual", "4:29: .Qual", "4:60: jen.Qual"},
		},
		{
			name: "import names",
			src:  `jf := jen.NewFilePathName("p", "p"); jf.ImportAlias("x", "y"); jen.NewFile("p")`,
			want: []string{"4:7: jen.NewFilePathName", "4:38: jf.ImportAlias", "4:64: jen.NewFile"},
		},
		{
			name: "dotted text",
			src:  `jen.Id("metav1.Time"); jen.Id(pkg + "." + name); jen.Op("."); jen.Id("x").Dot("v1.T"); jen.Custom(jen.Options{Open: "fmt.Sprint("}); jen.Id(qualifiedConst); jen.Id(plainConst)`,
			want: []string{"4:8: \"metav1.Time\"", "4:37: \".\"", "4:57: \".\"", "4:79: \"v1.T\"", "4:117: \"fmt.Sprint(\"", "4:141: qualifiedConst"},
		},
		{
			name: "dotted identifier names",
			src:  `emit.Pkg("k8s.io/api/core/v1").Ident("v1.Pod"); _ = emit.Ident{Path: "k8s.io/x", Name: "x.T"}; _ = emit.Ident{Path: "k8s.io/x", Name: "T"}`,
			want: []string{"4:38: \"v1.Pod\"", "4:88: \"x.T\""},
		},
		{
			name: "a dot import",
			src:  `Qual("fmt", "Println"); Id("fmt.Println"); NewFile("p")`,
			want: []string{"4:1: Qual", "4:28: \"fmt.Println\"", "4:44: NewFile"},
		},
		{
			name: "a renamed import",
			src:  `j.Qual("fmt", "Println"); j.Id("fmt.Println")`,
			want: []string{"4:1: j.Qual", "4:32: \"fmt.Println\""},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp := `"github.com/dave/jennifer/jen"`
			switch {
			case strings.HasPrefix(tt.src, "j."):
				imp = `j "github.com/dave/jennifer/jen"`
			case strings.HasPrefix(tt.src, "Qual"):
				imp = `. "github.com/dave/jennifer/jen"`
			}
			src := "package p\nimport " + imp + "\nfunc _() {\n" + tt.src + "\n}\n"
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "x.go", src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range foreignNames(fset, f, map[string]string{"qualifiedConst": "v1.Pod", "plainConst": "Pod"}) {
				got = append(got, fmt.Sprintf("%d:%d: %s", p.Line, p.Column, strings.Fields(p.what)[0]))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestTemplateImports runs the template check of TestForeignNames on
// small files: an import of text/template or html/template, under any
// name, is found at its position; other imports are not.
func TestTemplateImports(t *testing.T) {
	tests := []struct {
		name, imports string
		want          []string
	}{
		{name: "none", imports: `import ("strings"; "text/scanner"; "github.com/x/template")`},
		{name: "text/template", imports: `import "text/template"`, want: []string{"2:8: text/template"}},
		{name: "html/template renamed", imports: "import (\n\t\"fmt\"\n\tt \"html/template\"\n)", want: []string{"4:2: html/template"}},
		{name: "both, blank and dot", imports: "import _ \"text/template\"\nimport . \"html/template\"", want: []string{"2:8: text/template", "3:8: html/template"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "x.go", "package p\n"+tt.imports+"\n", parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range templateImports(fset, f) {
				got = append(got, fmt.Sprintf("%d:%d: %s", p.Line, p.Column, strings.Fields(p.what)[0]))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
