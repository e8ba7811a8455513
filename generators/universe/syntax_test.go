package universe

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSyntaxErr: the files parsing passes over (no type, no tag, no
// keyword) are checked for syntax on demand; ReadErrors checks them in the
// Local packages a generator read (the main module's, a module replaced by
// a directory), never in the standard library's.
func TestSyntaxErr(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod":     "module example.com/m\n\ngo 1.24\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n",
		"a/a.go":     "package a\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/lib\"\n\t\"example.com/m/b\"\n)\n\nvar _ = fmt.Sprint(b.B(0), lib.L(0))\n\ntype A struct{}\n",
		"a/x.go":     "package a\n\nfunc fine() {}\n",
		"b/b.go":     "package b\n\ntype B int\n",
		"b/x.go":     "package b\n\nfunc broken( {\n",
		"lib/go.mod": "module example.com/lib\n\ngo 1.24\n",
		"lib/l.go":   "package lib\n\ntype L int\n",
		"lib/x.go":   "package lib\n\nvar = 1\n",
	})
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a"}})
	if err != nil {
		t.Fatal(err)
	}
	local := map[string]bool{}
	for _, path := range []string{"example.com/m/a", "example.com/m/b", "example.com/lib", "fmt"} {
		local[path] = u.pkg(path).Local
	}
	if d := cmp.Diff(map[string]bool{"example.com/m/a": true, "example.com/m/b": true, "example.com/lib": true, "fmt": false}, local); d != "" {
		t.Errorf("Local (-want +got):\n%s", d)
	}
	if err := u.Roots[0].SyntaxErr(); err != nil {
		t.Errorf("SyntaxErr of a package that parses: %v", err)
	}
	if errs := u.ReadErrors(); len(errs) != 0 {
		t.Errorf("errors of packages nobody read: %v", errs)
	}
	u.Package("example.com/m/b")
	u.Package("example.com/lib")
	var got []string
	for _, e := range u.ReadErrors() {
		got = append(got, strings.SplitN(e.Error(), ": ", 2)[0])
	}
	if d := cmp.Diff([]string{"lib/x.go:3:5", "b/x.go:3:14"}, got); d != "" {
		t.Errorf("ReadErrors positions (-want +got):\n%s", d)
	}
}

// TestCheckSyntaxOrder: CheckSyntax checks files on every processor, the
// largest first, and keeps each package's errors in the order of its
// files, as SyntaxErr alone gives them; it checks a package once.
func TestCheckSyntaxOrder(t *testing.T) {
	pkgs := func() []SourcePackage {
		var out []SourcePackage
		for i, dir := range []string{"a", "b", "c"} {
			files := map[string]string{"t.go": "package " + dir + "\n\ntype T int\n"}
			for j, name := range []string{"x1.go", "x2.go", "x3.go"} {
				// The files grow in name order: the last is checked first.
				pad := strings.Repeat("// pad\n", 100*(j+1)*(i+1))
				files[name] = "package " + dir + "\n\n" + pad + "func f" + name[1:2] + "( {\n"
			}
			out = append(out, SourcePackage{Path: "example.com/" + dir, Name: dir, Dir: "/src/" + dir, Files: files})
		}
		return out
	}
	errorsOf := func(u *Universe) []string {
		var out []string
		for _, p := range u.Roots {
			if l, ok := p.SyntaxErr().(ErrorList); ok {
				for _, e := range l {
					out = append(out, e.Error())
				}
			}
		}
		return out
	}
	want := errorsOf(LoadSources(pkgs(), nil))
	if len(want) != 9 {
		t.Fatalf("SyntaxErr one package at a time: %d errors, want 9:\n%s", len(want), strings.Join(want, "\n"))
	}
	for i := 0; i < 20; i++ {
		u := LoadSources(pkgs(), nil)
		CheckSyntax(append(u.Roots, u.Roots[1]))
		CheckSyntax(u.Roots)
		if d := cmp.Diff(want, errorsOf(u)); d != "" {
			t.Fatalf("CheckSyntax (-one at a time +in parallel):\n%s", d)
		}
	}
}
