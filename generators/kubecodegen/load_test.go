package kubecodegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// loadTree writes a module example.com/m with directories of its own, a
// nested module it requires and replaces with that directory, another
// nested module it does not require, a vendor directory and a directory of
// test files only, each package with a +k8s:openapi-gen line, and hack/;
// it changes to its root.
func loadTree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":                    "module example.com/m\n\ngo 1.22\n\nrequire example.com/nested v0.0.0\n\nreplace example.com/nested => ./nested\n",
		"nested/go.mod":             "module example.com/nested\n\ngo 1.22\n",
		"other/go.mod":              "module example.com/other\n\ngo 1.22\n",
		"apis/a/v1/types.go":        "// +k8s:openapi-gen=true\n\npackage v1\n\ntype A struct{}\n",
		"apis/a/v2/types.go":        "// +k8s:openapi-gen=true\n\npackage v2\n\ntype A struct{}\n",
		"apis/t/v1/t_test.go":       "// +k8s:openapi-gen=true\n\npackage v1\n",
		"nested/apis/b/v1/b.go":     "// +k8s:openapi-gen=true\n\npackage v1\n\ntype B struct{}\n",
		"other/apis/c/v1/c.go":      "// +k8s:openapi-gen=true\n\npackage v1\n\ntype C struct{}\n",
		"hack/boilerplate.go.txt":   "",
		"vendor/example.com/d/d.go": "// +k8s:openapi-gen=true\n\npackage d\n",
	}
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(root)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	return root
}

// upstreamFind is upstream's script's `cd dir && go list -find .`.
func upstreamFind(t *testing.T, dir string) (string, bool) {
	t.Helper()
	cmd := exec.Command("go", "list", "-find", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=on")
	out, err := cmd.Output()
	return strings.TrimSpace(string(out)), err == nil
}

// The directories of the main module go to the gvkgen run as they are, and
// the load's go list names each package as upstream's go list -find does;
// a directory of another module (nested and replaced, or not required)
// goes through go list -find, as before. Each ends up the package upstream
// names.
func TestLoadPatterns(t *testing.T) {
	loadTree(t)
	dirs := []string{"apis/a/v1", "nested/apis/b/v1", "./apis/a/v2", "other/apis/c/v1", "apis/t/v1", "hack/../apis/a/v1"}
	got, err := loadPatterns(dirs, importPaths, inMainModule())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"./apis/a/v1", "example.com/nested/apis/b/v1", "./apis/a/v2", "example.com/other/apis/c/v1", "./apis/t/v1", "./hack/../apis/a/v1"}
	if !cmp.Equal(got, want) {
		t.Fatalf("loadPatterns(%q) = %q; want %q", dirs, got, want)
	}
	var local []string
	for _, p := range got {
		if strings.HasPrefix(p, "./") && !slices.Contains(local, p) {
			local = append(local, p)
		}
	}
	u, err := universe.Load(universe.Config{Patterns: local})
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range dirs {
		up, ok := upstreamFind(t, d)
		if !ok {
			t.Fatalf("upstream's go list -find in %s failed", d)
		}
		name := got[i]
		if strings.HasPrefix(name, "./") {
			p := rootNamedDir(u.Roots, d)
			if p == nil {
				t.Errorf("%s: the load has no package in it", d)
				continue
			}
			name = p.Path
		}
		if name != up {
			t.Errorf("%s: the run gets %s; upstream's go list -find names %s", d, name, up)
		}
	}
}

// rootNamedDir is the root package loaded from directory d.
func rootNamedDir(roots []*universe.Package, d string) *universe.Package {
	abs, _ := filepath.Abs(d)
	for _, p := range roots {
		if filepath.Clean(p.Dir) == abs {
			return p
		}
	}
	return nil
}

// A vendored directory, a directory outside any module and a run without
// modules (GO111MODULE=off) or with another go.mod (-modfile) are left to
// go list -find.
func TestInMainModule(t *testing.T) {
	root := loadTree(t)
	in := inMainModule()
	for d, want := range map[string]bool{
		"apis/a/v1": true, "./apis/t/v1": true, filepath.Join(root, "apis/a/v2"): true, "hack/../apis/a/v1": true,
		"vendor/example.com/d": false, "nested/apis/b/v1": false, "other/apis/c/v1": false, os.TempDir(): false,
	} {
		if got := in(d); got != want {
			t.Errorf("inMainModule()(%q) = %v; want %v", d, got, want)
		}
	}
	t.Setenv("GOFLAGS", "-modfile=other.mod")
	if inMainModule()("apis/a/v1") {
		t.Error("with -modfile in GOFLAGS, apis/a/v1 is taken as in the main module")
	}
	t.Setenv("GOFLAGS", "")
	t.Setenv("GO111MODULE", "off")
	if inMainModule()("apis/a/v1") {
		t.Error("with GO111MODULE=off, apis/a/v1 is taken as in the main module")
	}
	t.Chdir(os.TempDir())
	t.Setenv("GO111MODULE", "on")
	if inMainModule()(filepath.Join(root, "apis/a/v1")) {
		t.Error("from outside the module, apis/a/v1 is taken as in the main module")
	}
}

// gen_openapi through gvkgen: the call's directories of the main module
// reach the run as directories (no go list before it), another module's
// as import paths; the upstream tool's run gets import paths only.
func TestPlanOpenAPIDirectories(t *testing.T) {
	loadTree(t)
	// Upstream's script fails on a vendored directory (go list -find).
	if err := os.RemoveAll("vendor"); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll("out", 0o755); err != nil {
		t.Fatal(err)
	}
	e := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths, inLoad: inMainModule}
	p, msgs, err := planFor(t, registry.All, e, "gen_openapi", "--output-dir", "out", "--output-pkg", "example.com/m/out", "--report-filename", "out/r.list", "--update-report", ".")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	want := []string{"./apis/a/v1", "./apis/a/v2", "./apis/t/v1", "example.com/nested/apis/b/v1", "example.com/other/apis/c/v1"}
	if len(p.Jobs) != 1 || !cmp.Equal(p.Jobs[0].Pkgs, want) {
		t.Fatalf("jobs %+v; want the openapi job on %q", p.Jobs, want)
	}
	if !slices.Contains(p.Gvkgen, "--openapi-packages") {
		t.Fatalf("gvkgen arguments %q", p.Gvkgen)
	}
	without := registry.All[:0:0]
	for _, g := range registry.All {
		if g.Name != openapiName {
			without = append(without, g)
		}
	}
	p, _, err = planFor(t, without, e, "gen_openapi", "--output-dir", "out", "--output-pkg", "example.com/m/out", "--report-filename", "out/r.list", "--update-report", ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range p.Jobs[0].Pkgs {
		if strings.HasPrefix(pkg, "./") {
			t.Errorf("upstream's openapi-gen is given directory %s", pkg)
		}
	}
}
