package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// goHeaderEnd ends the header where the package clause and the import
// declarations end: for every Go file of GOROOT/src/go and of this
// repository that parses, the end of its last import declaration (or of
// its package name), so that the header holds everything go list reads
// (the build constraints, package clause and imports: all
// parser.ImportsOnly reads) and nothing of the declarations or their
// comments; a file importing "embed" is hashed whole.
func TestGoHeaderEnd(t *testing.T) {
	n := 0
	for _, root := range []string{filepath.Join(runtime.GOROOT(), "src", "go"), "../.."} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.SkipObjectResolution)
			if err != nil {
				return nil
			}
			n++
			want, embed := int(f.Name.End())-1, false // the file's base is 1
			for _, imp := range f.Imports {
				embed = embed || imp.Path.Value == `"embed"`
			}
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
					want = int(g.End()) - 1
				} else {
					break
				}
			}
			got, ok := goHeaderEnd(src)
			switch {
			case embed && ok:
				t.Errorf("%s imports embed: header end %d, want it hashed whole", path, got)
			case !embed && (!ok || got != want):
				t.Errorf("%s: header end %d, %t; want %d", path, got, ok, want)
			}
			return nil
		})
	}
	if n < 500 {
		t.Errorf("only %d files checked", n)
	}
}

// What go list reads of a Go file is in its header hash; what it does not
// read is not.
func TestHeaderHash(t *testing.T) {
	const base = "//go:build linux\n\n// Package p is p.\npackage p\n\nimport (\n\t\"fmt\"\n\tx \"strings\"\n)\n\n// +k8s:deepcopy-gen=true\ntype T struct{ A int }\n\nvar _ = fmt.Sprint\nvar _ = x.Cut\n"
	dir := t.TempDir()
	hash := func(src string) string {
		path := filepath.Join(dir, "f.go")
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		return headerHash(path)
	}
	h := hash(base)
	for _, tt := range []struct {
		name, old, new string
		same           bool
	}{
		{"a field added", "A int }", "A int; B string }", true},
		{"a tag changed", "deepcopy-gen=true", "deepcopy-gen=false", true},
		{"a type added", "var _ = x.Cut\n", "var _ = x.Cut\n\ntype U int\n", true},
		{"a comment after the imports", ")\n\n// +k8s", ")\n\n// more\n\n// +k8s", true},
		{"the build constraint", "linux", "windows", false},
		{"the package name", "package p\n", "package q\n", false},
		{"an import added", "\t\"fmt\"\n", "\t\"fmt\"\n\t\"os\"\n", false},
		{"an import renamed", "x \"strings\"", "y \"strings\"", false},
		{"a second import declaration", ")\n\n// +k8s", ")\n\nimport \"os\"\n\n// +k8s", false},
		{"embed imported", "\t\"fmt\"\n", "\t\"fmt\"\n\t_ \"embed\"\n", false},
		{"a header that does not scan", "\t\"fmt\"\n", "\t\"fmt\n", false},
	} {
		if !strings.Contains(base, tt.old) {
			t.Fatalf("%s: %q not in the file", tt.name, tt.old)
		}
		if got := hash(strings.Replace(base, tt.old, tt.new, 1)) == h; got != tt.same {
			t.Errorf("%s: same hash %t, want %t", tt.name, got, tt.same)
		}
	}
	// A file importing embed is hashed whole: any edit changes it.
	emb := strings.Replace(base, "\t\"fmt\"\n", "\t\"fmt\"\n\t_ \"embed\"\n", 1)
	if hash(emb) == hash(strings.Replace(emb, "A int", "A uint", 1)) {
		t.Error("an edit below the header of a file importing embed left its hash")
	}
	if headerHash(filepath.Join(dir, "missing.go")) != "" {
		t.Error("a missing file has a hash")
	}
}
