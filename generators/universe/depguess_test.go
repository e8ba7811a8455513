package universe

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// depGuess: the module cache's directory of a required module (its path
// and version escaped), a replacement's directory or module, vendor/
// when the main module vendors; no guess for an unknown module.
func TestDepGuess(t *testing.T) {
	root := t.TempDir()
	t.Setenv("GOMODCACHE", "/cache")
	t.Setenv("GOFLAGS", "")
	gomod := []byte(`module example.com/m

go 1.24

require (
	github.com/Foo/Bar v1.2.0-RC1 // indirect
	"example.com/quoted" v0.1.0
	example.com/local v0.0.0
	example.com/moved v1.0.0
	example.com/pinned v1.1.0
)

require example.com/single v2.0.0+incompatible

replace example.com/local => ../local

replace (
	example.com/moved => example.com/elsewhere v1.5.0
	example.com/pinned v1.1.0 => /abs/pinned
	example.com/bad =>
)
`)
	g := newDepGuess(root, gomod)
	for p, want := range map[string]string{
		"github.com/Foo/Bar/pkg/x":    "/cache/github.com/!foo/!bar@v1.2.0-!r!c1/pkg/x",
		"github.com/Foo/Bar":          "/cache/github.com/!foo/!bar@v1.2.0-!r!c1",
		"example.com/quoted/q":        "/cache/example.com/quoted@v0.1.0/q",
		"example.com/local/sub":       filepath.Join(filepath.Dir(root), "local", "sub"),
		"example.com/moved/a":         "/cache/example.com/elsewhere@v1.5.0/a",
		"example.com/pinned":          "/abs/pinned",
		"example.com/single/s":        "/cache/example.com/single@v2.0.0+incompatible/s",
		"example.com/unknown/u":       "",
		"github.com/Foo/Barn/notamod": "",
	} {
		if got := g.dir(p); got != want {
			t.Errorf("dir(%s) = %q; want %q", p, got, want)
		}
	}

	if err := os.MkdirAll(filepath.Join(root, "vendor"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "vendor", "modules.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := newDepGuess(root, gomod).dir("example.com/quoted/q"), filepath.Join(root, "vendor", "example.com", "quoted", "q"); got != want {
		t.Errorf("vendored: %q; want %q", got, want)
	}
	t.Setenv("GOFLAGS", "-mod=mod")
	if got, want := newDepGuess(root, gomod).dir("example.com/quoted/q"), "/cache/example.com/quoted@v0.1.0/q"; got != want {
		t.Errorf("vendored, -mod=mod: %q; want %q", got, want)
	}

	t.Setenv("GOMODCACHE", "")
	t.Setenv("GOPATH", "/gp1"+string(filepath.ListSeparator)+"/gp2")
	if got := moduleCache(); got != filepath.Join("/gp1", "pkg", "mod") {
		t.Errorf("moduleCache with GOPATH = %q", got)
	}
	for p, want := range map[string]bool{"example.com/a": true, "fmt": false, "./a": false, "example.com/a/...": false, "/abs/x": false} {
		if got := isImportPath(p); got != want {
			t.Errorf("isImportPath(%q) = %v", p, got)
		}
	}
}

// A load whose roots are another module's packages (here a replaced
// directory) has them read by prefetch while go list runs, and finds
// what a load without prefetch finds.
func TestPrefetchDependency(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"main/go.mod":       "module example.com/m\n\ngo 1.24\n\nrequire example.com/dep v0.0.0\n\nreplace example.com/dep => ../dep\n",
		"main/m.go":         "package m\n",
		"dep/go.mod":        "module example.com/dep\n\ngo 1.24\n",
		"dep/api/doc.go":    "// +k8s:deepcopy-gen=package\n\npackage api\n",
		"dep/api/types.go":  "package api\n\n// +genclient\ntype T struct{ N int }\n",
		"dep/api/funcs.go":  "package api\n\nfunc f() int { return 1 }\n",
		"dep/api/broken.go": "package api\n\nfunc g( {}\n",
	})
	main := filepath.Join(dir, "main")
	defer func() { prefetchOff, prefetchAll = false, false }()
	patterns := []string{"example.com/dep/api"}
	prefetchOff, prefetchAll = true, false
	want := loadFacts(t, Config{Dir: main, Patterns: patterns})
	if len(want) != 1 || want[0].SyntaxErr == "" {
		t.Fatalf("without prefetch: %+v, want package api with a syntax error", want)
	}
	prefetchOff, prefetchAll = false, true
	if d := cmp.Diff(want, loadFacts(t, Config{Dir: main, Patterns: patterns})); d != "" {
		t.Errorf("prefetch changed the load (-without +with):\n%s", d)
	}
	u, err := Load(Config{Dir: main, Patterns: patterns})
	if err != nil {
		t.Fatal(err)
	}
	if e := u.early[filepath.Join(dir, "dep", "api", "types.go")]; e == nil || !e.worth || e.src != nil {
		t.Errorf("prefetch of dep/api/types.go: %+v, want it read, worth parsing, its bytes taken by the load", e)
	}
}

// Prefetch also reads the packages that the patterns' parsed files
// import (one level: not what those import), and the load that uses them
// finds what it finds without prefetch.
func TestPrefetchImports(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"main/go.mod":        "module example.com/m\n\ngo 1.24\n\nrequire example.com/dep v0.0.0\n\nreplace example.com/dep => ../dep\n",
		"main/m.go":          "package m\n\nimport \"example.com/dep/api\"\n\n// +k8s:deepcopy-gen=true\ntype M struct{ T api.T }\n",
		"dep/go.mod":         "module example.com/dep\n\ngo 1.24\n",
		"dep/api/types.go":   "package api\n\nimport \"example.com/dep/deeper\"\n\ntype T struct{ D deeper.D }\n",
		"dep/deeper/deep.go": "package deeper\n\ntype D int\n",
	})
	main := filepath.Join(dir, "main")
	defer func() { prefetchOff, prefetchAll = false, false }()
	member := func(u *Universe) string {
		m := u.Type("example.com/m", "M")
		if m == nil || len(m.Members) != 1 || m.Members[0].Type == nil || len(m.Members[0].Type.Members) != 1 {
			return fmt.Sprintf("%+v", m)
		}
		return m.Members[0].Type.Members[0].Type.String()
	}
	prefetchOff, prefetchAll = true, false
	u, err := Load(Config{Dir: main, Patterns: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	want := member(u)
	if want != "example.com/dep/deeper.D" {
		t.Fatalf("without prefetch: M.T.D is %s", want)
	}
	prefetchOff, prefetchAll = false, true
	if u, err = Load(Config{Dir: main, Patterns: []string{"./..."}}); err != nil {
		t.Fatal(err)
	}
	if got := member(u); got != want {
		t.Errorf("with prefetch: M.T.D is %s; want %s", got, want)
	}
	if u.early[filepath.Join(dir, "dep", "api", "types.go")] == nil {
		t.Errorf("prefetch did not read dep/api/types.go, which m.go imports")
	}
	if u.early[filepath.Join(dir, "dep", "deeper", "deep.go")] != nil {
		t.Errorf("prefetch read dep/deeper/deep.go, two imports away")
	}
}
