package universe

import (
	"bytes"
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

// skimBodies keeps what the load reads of a file: parsed, a skimmed file
// has the same declarations at the same positions, the same comments
// outside function bodies, and function bodies with the same braces and
// no statements; every byte outside the bodies is the same. Checked on
// the standard library's go/... sources and this repository's.
func TestSkimBodies(t *testing.T) {
	var files []string
	for _, root := range []string{filepath.Join(runtime.GOROOT(), "src", "go"), filepath.Join("..", "..")} {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && filepath.Ext(p) == ".go" {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) < 500 {
		t.Fatalf("only %d files to check", len(files))
	}
	skimmedFiles := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := parser.ParseFile(token.NewFileSet(), name, src, parseMode)
		if err != nil {
			continue // testdata that is meant not to parse
		}
		out := skimBodies(src)
		if len(out) != len(src) {
			t.Fatalf("%s: skimmed to %d bytes from %d", name, len(out), len(src))
		}
		got, err := parser.ParseFile(token.NewFileSet(), name, out, parseMode)
		if err != nil {
			t.Errorf("%s: skimmed, it does not parse: %v", name, err)
			continue
		}
		if !bytes.Equal(out, src) {
			skimmedFiles++
		}
		compareSkimmed(t, name, src, out, want, got)
	}
	if skimmedFiles < len(files)/4 {
		t.Errorf("only %d of %d files had a body skimmed", skimmedFiles, len(files))
	}
}

// compareSkimmed compares the parse of a file (want) and of its skimmed
// bytes (got).
func compareSkimmed(t *testing.T, name string, src, out []byte, want, got *ast.File) {
	t.Helper()
	if len(want.Decls) != len(got.Decls) {
		t.Errorf("%s: %d declarations, skimmed %d", name, len(want.Decls), len(got.Decls))
		return
	}
	inBody := make([]bool, len(src)+1)
	for i, d := range want.Decls {
		g := got.Decls[i]
		if d.Pos() != g.Pos() || d.End() != g.End() {
			t.Errorf("%s: declaration %d at %d-%d, skimmed %d-%d", name, i, d.Pos(), d.End(), g.Pos(), g.End())
		}
		wf, ok := d.(*ast.FuncDecl)
		if !ok || wf.Body == nil {
			continue
		}
		gf := g.(*ast.FuncDecl)
		if gf.Body == nil || wf.Body.Lbrace != gf.Body.Lbrace || wf.Body.Rbrace != gf.Body.Rbrace {
			t.Errorf("%s: %s's body moved", name, wf.Name.Name)
			continue
		}
		for p := int(wf.Body.Lbrace); p < int(wf.Body.Rbrace)-1; p++ {
			inBody[p] = true // offsets: positions are 1-based in a fresh file set
		}
		if len(gf.Body.List) > 0 && !bytes.Equal(out, src) {
			// Left whole: its statements must be the original's.
			if len(gf.Body.List) != len(wf.Body.List) {
				t.Errorf("%s: %s's body changed", name, wf.Name.Name)
			}
		}
	}
	for i := range src {
		if !inBody[i] && out[i] != src[i] {
			t.Fatalf("%s: byte %d outside the bodies changed", name, i)
		}
		if out[i] != src[i] && (out[i] != ' ' || src[i] == '\n') {
			t.Fatalf("%s: byte %d is %q, not a blank", name, i, out[i])
		}
	}
	var wc, gc []string
	for _, c := range want.Comments {
		if !inBody[int(c.Pos())-1] {
			wc = append(wc, c.Text())
		}
	}
	for _, c := range got.Comments {
		gc = append(gc, c.Text())
	}
	if len(wc) != len(gc) {
		t.Errorf("%s: %d comments outside bodies, skimmed %d", name, len(wc), len(gc))
		return
	}
	for i := range wc {
		if wc[i] != gc[i] {
			t.Errorf("%s: comment %d is %q, skimmed %q", name, i, wc[i], gc[i])
		}
	}
}

// Odd shapes: a body after a struct or interface result, a function
// without a body, braces in strings, runes and comments of a body, a
// generic function, a method; and what is left alone.
func TestSkimBodiesShapes(t *testing.T) {
	src := "package p\n\n" +
		"func a() struct{ X int `json:\"{\"`} { return struct{ X int `json:\"{\"`}{} }\n" +
		"func b() interface{ M() }\n" +
		"func c() { s := \"}\"; r := '}'; _ = `}`; /* } */ _, _ = s, r // }\n}\n" +
		"func d[T interface{ ~int }](x T) map[string]struct{} { return nil }\n" +
		"func (r *R) e() func() { return func() {} }\n" +
		"var f = func() { _ = 1 }\n" +
		"type R struct{}\n"
	want := src
	for _, body := range []string{" return struct{ X int `json:\"{\"`}{} ", " s := \"}\"; r := '}'; _ = `}`; /* } */ _, _ = s, r // }\n", " return nil ", " return func() {} "} {
		want = strings.Replace(want, "{"+body+"}", "{"+strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, body)+"}", 1)
	}
	if want == src {
		t.Fatal("no body to blank")
	}
	if got := string(skimBodies([]byte(src))); got != want {
		t.Errorf("skimBodies:\n%s\nwant:\n%s", got, want)
	}
	for _, bad := range []string{"package p\n\nfunc f() { \"\n}\n", "package p\n\nfunc f() { /* }\n", "package p\n\n}\nfunc f() { x }\n"} {
		if got := string(skimBodies([]byte(bad))); got != bad {
			t.Errorf("skimBodies(%q) = %q; want it unchanged", bad, got)
		}
	}
}
