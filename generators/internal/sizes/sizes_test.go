// Package sizes_test keeps the repository's hand-written code in pieces a
// reader can hold: no function over 60 lines, no file over 600.
package sizes_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

const (
	maxFuncLines = 60
	maxFileLines = 600
)

// Every non-generated, non-test .go file of the repository (testdata and
// hidden directories aside) is within the limits.
func TestSizes(t *testing.T) {
	root := testutil.ModuleRoot(t)
	var over []string
	files := 0
	for _, path := range testutil.SourceFiles(t, root) {
		found, ok := oversized(t, root, path)
		if ok {
			files++
		}
		over = append(over, found...)
	}
	if files < 20 {
		t.Fatalf("only %d hand-written files found under %s; is it the module root?", files, root)
	}
	if len(over) > 0 {
		t.Errorf("split these (functions at most %d lines, files at most %d):\n\t%s", maxFuncLines, maxFileLines, strings.Join(over, "\n\t"))
	}
}

// oversized lists the file at path if it is too long and its functions that
// are; ok is false for a generated file.
func oversized(t *testing.T, root, path string) (over []string, ok bool) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if ast.IsGenerated(f) {
		return nil, false
	}
	rel, _ := filepath.Rel(root, path)
	rel = filepath.ToSlash(rel)
	if n := fset.File(f.Pos()).LineCount(); n > maxFileLines {
		over = append(over, fmt.Sprintf("%s: %d lines", rel, n))
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
		if n := end.Line - start.Line + 1; n > maxFuncLines {
			over = append(over, fmt.Sprintf("%s:%d: func %s: %d lines", rel, start.Line, fd.Name.Name, n))
		}
	}
	return over, true
}

// Every library package under generators/ says what it owns in a doc.go,
// and only there: one package comment per package.
func TestPackageComments(t *testing.T) {
	root := filepath.Join(testutil.ModuleRoot(t), "generators")
	byDir := map[string][]string{} // directory -> files with a package comment
	libs := map[string]bool{}      // directories of library (non-main) packages
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		dir := filepath.Dir(path)
		if f.Name.Name != "main" {
			libs[dir] = true
		}
		if f.Doc != nil {
			byDir[dir] = append(byDir[dir], filepath.Base(path))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(libs) < 10 {
		t.Fatalf("found %d library packages under %s; the walk is broken", len(libs), root)
	}
	for dir := range libs {
		rel, _ := filepath.Rel(root, dir)
		if got := byDir[dir]; len(got) != 1 || got[0] != "doc.go" {
			t.Errorf("generators/%s: package comments in %v; want exactly one, in doc.go", rel, got)
		}
	}
}
