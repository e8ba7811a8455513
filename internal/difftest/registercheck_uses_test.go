package difftest_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The register check builds the API packages and cmd/knowntypes (their
// importers inside pkg/apis, and the scheme the kinds come from). The rest
// of sample-apiserver (its registry, API server and command: all of
// k8s.io/apiserver, etcd's client, gRPC; about seven CPU-minutes on an
// empty build cache) only uses names of the replaced packages, and
// usesCheck makes sure each still exists. REGISTER_CHECK_BUILD=all builds
// the whole module instead.

// buildPatterns are the patterns the build step builds.
func buildPatterns() []string {
	if os.Getenv("REGISTER_CHECK_BUILD") == "all" {
		return []string{"./..."}
	}
	return []string{"./pkg/apis/...", "./cmd/knowntypes"}
}

// missingUses returns, for every non-test Go file of mod outside pkg/apis
// that imports one of dirs' packages (modPath/dir), each selector
// (pkg.Name) whose Name the package's non-test files do not declare at top
// level, as "file:line: pkg.Name".
func missingUses(mod, modPath string, dirs []string) ([]string, int, error) {
	decls := map[string]map[string]bool{}
	for _, d := range dirs {
		names, err := topLevelNames(filepath.Join(mod, d))
		if err != nil {
			return nil, 0, err
		}
		decls[modPath+"/"+d] = names
	}
	var missing []string
	uses := 0
	err := filepath.WalkDir(mod, func(path string, e os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(mod, path)
		if e.IsDir() {
			if rel == filepath.Join("pkg", "apis") || rel == "vendor" || strings.HasPrefix(e.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		m, n, err := fileMisses(path, rel, decls)
		missing, uses = append(missing, m...), uses+n
		return err
	})
	sort.Strings(missing)
	return missing, uses, err
}

// fileMisses is missingUses for one file.
func fileMisses(path, rel string, decls map[string]map[string]bool) ([]string, int, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, 0, err
	}
	local := map[string]map[string]bool{} // import name -> declared names
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		names, ok := decls[p]
		if !ok {
			continue
		}
		name := p[strings.LastIndex(p, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		local[name] = names
	}
	if len(local) == 0 {
		return nil, 0, nil
	}
	var missing []string
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		sel, ok := node.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && local[x.Name] != nil {
			n++
			if !local[x.Name][sel.Sel.Name] {
				missing = append(missing, fmt.Sprintf("%s:%d: %s.%s", rel, fset.Position(sel.Pos()).Line, x.Name, sel.Sel.Name))
			}
		}
		return true
	})
	return missing, n, nil
}

// topLevelNames are the names the non-test Go files of dir declare at top
// level.
func topLevelNames(dir string) (map[string]bool, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			addDeclNames(names, d)
		}
	}
	return names, nil
}

// addDeclNames adds the names d declares at top level (functions, not
// methods; types, variables and constants).
func addDeclNames(names map[string]bool, d ast.Decl) {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			names[d.Name.Name] = true
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				names[s.Name.Name] = true
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names[n.Name] = true
				}
			}
		}
	}
}

// TestMissingUses: a name the module's other packages use that a replaced
// package no longer declares is found; a declared one is not.
func TestMissingUses(t *testing.T) {
	mod := t.TempDir()
	write := func(rel, src string) {
		p := filepath.Join(mod, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pkg/apis/g/register.go", "package g\n\nvar SchemeGroupVersion = 1\n\nfunc Resource(s string) string { return s }\n\ntype T struct{}\n\nfunc (T) Kind() {}\n")
	write("pkg/apis/g/inner.go", "package g\n\nvar _ = g.Gone // inside pkg/apis: built, not checked here\n")
	write("pkg/registry/r.go", "package r\n\nimport (\n\tx \"example.com/m/pkg/apis/g\"\n)\n\nvar _ = x.SchemeGroupVersion\nvar _ = x.Resource(\"a\")\nvar _ x.T\nvar _ = x.AddToScheme\nvar _ = x.Kind\n")
	write("pkg/registry/r_test.go", "package r\n\nimport \"example.com/m/pkg/apis/g\"\n\nvar _ = g.Missing\n")
	got, uses, err := missingUses(mod, "example.com/m", []string{"pkg/apis/g"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"pkg/registry/r.go:10: x.AddToScheme", "pkg/registry/r.go:11: x.Kind"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || uses != 5 {
		t.Errorf("missingUses = %q (%d uses), want %q (5 uses)", got, uses, want)
	}
}
