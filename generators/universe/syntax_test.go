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
