package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/controllergen"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// controllerGen runs controllergen.Run in dir with g standing for the
// object generator (a copy of it named so).
func controllerGen(t *testing.T, dir string, g *gen.Generator, verify bool, args ...string) (code int, stderr string) {
	t.Helper()
	t.Chdir(dir)
	var o, e bytes.Buffer
	if g.Name != controllergen.Generator {
		c := *g
		c.Name = controllergen.Generator
		g = &c
	}
	code = controllergen.Run([]*gen.Generator{g}, verify, args, &o, &e)
	return code, e.String()
}

// cgTree is sources with a header file where kubebuilder keeps it.
func cgTree(t *testing.T) map[string]string {
	files := sources(t)
	files["hack/boilerplate.go.txt"] = "/*\nCopyright YEAR The M Authors.\n*/\n"
	return files
}

// controller-gen's syntax reaches gvkgen's driver: mistakes are errors at
// their column (exit 2, nothing written), the generators gvkgen does not
// have are named, and without an object generator the command says so.
func TestControllerGenSyntaxErrors(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, cgTree(t))
	before := testutil.Snapshot(t, dir)
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{[]string{"schemapatch:manifests=.", "object", "paths=./..."}, []string{`gvkgen: argument "schemapatch:manifests=.", column 1: schemapatch is a controller-gen generator`, "run controller-gen for schemapatch"}},
		{[]string{"object:headerFile=hack/boilerplate.go.txt,yeer=1", "paths=./..."},
			[]string{`column 43: unknown field "yeer" of object`, "(did you mean year?)", "\n    object:headerFile=hack/boilerplate.go.txt,yeer=1\n" + strings.Repeat(" ", 4+42) + "^\n"}},
		{[]string{"generate", "object", "paths=./a,./b"}, []string{"paths are separated by ; or listed in braces"}},
		{[]string{"verify", "objekt", "paths=./..."}, []string{`unknown option "objekt"`, "did you mean object?"}},
		{[]string{"-v", "paths=./..."}, []string{"no generator given; add one of controller-gen's generators"}},
		{[]string{"object", "output:object:dir=out"}, []string{"gvkgen writes object's files in each package's directory"}},
	} {
		code, _, stderr := gvkgen(t, dir, tt.args...)
		if code != cli.ExitError {
			t.Errorf("%q: exit %d, want 2; stderr:\n%s", tt.args, code, stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%q: stderr lacks %q:\n%s", tt.args, w, stderr)
			}
		}
	}
	var e bytes.Buffer
	t.Chdir(dir)
	noObject := []*gen.Generator{registry.Lookup("deepcopy")}
	if code := cli.Gvkgen(noObject, []string{"verify", "object", "paths=./..."}, new(bytes.Buffer), &e, controllergen.Frontend); code != cli.ExitError || !strings.Contains(e.String(), `argument "object", column 1: this gvkgen has no object generator (controller-gen's object is not supported yet)`) {
		t.Errorf("without an object generator: exit %d; stderr:\n%s", code, e.String())
	}
	if diff := testutil.Snapshot(t, dir); len(diff) != len(before) {
		t.Errorf("a failed command changed the tree")
	}
}

// headerFile= is --go-header-file, paths= the patterns, verify checks
// instead of writing: the plumbing, with deepcopy standing for the object
// generator.
func TestControllerGenPlumbing(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, cgTree(t))
	dc := registry.Lookup("deepcopy")
	for _, f := range []string{"apis/g/zz_generated.deepcopy.go", "apis/g/v1/zz_generated.deepcopy.go"} {
		if err := os.Remove(filepath.Join(dir, f)); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	args := []string{`object:headerFile="hack/boilerplate.go.txt"`, "paths={./apis/g, ./apis/g/v1}"}
	if code, stderr := controllerGen(t, dir, dc, true, args...); code != cli.ExitStale {
		t.Errorf("verify with files missing: exit %d, want 1; stderr:\n%s", code, stderr)
	}
	if code, stderr := controllerGen(t, dir, dc, false, args...); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	for _, f := range []string{"apis/g/zz_generated.deepcopy.go", "apis/g/v1/zz_generated.deepcopy.go"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || !bytes.Contains(b, []byte("Authors.\n*/")) {
			t.Errorf("%s: not written with the header (%v):\n%.300s", f, err, b)
		}
	}
	if code, stderr := controllerGen(t, dir, dc, true, "paths=./apis/g;./apis/g/v1", "object:headerFile=hack/boilerplate.go.txt"); code != cli.ExitOK {
		t.Errorf("verify after generate: exit %d; stderr:\n%s", code, stderr)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"object:year=2024", "paths=./apis/..."}, "object's year= is not supported by this gvkgen's object generator (it has no --object-year flag)"},
		{[]string{"--go-header-file=hack/boilerplate.go.txt", "object:headerFile=hack/boilerplate.go.txt", "paths=./apis/..."}, "--go-header-file and object's headerFile= both given"},
		{[]string{"object:headerFile=hack/missing.txt", "paths=./apis/..."}, "missing.txt"},
	} {
		if code, stderr := controllerGen(t, dir, dc, false, tt.args...); code != cli.ExitError || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, want 2 with %q; stderr:\n%s", tt.args, code, tt.want, stderr)
		}
	}
}

// paths=./... crosses into nested modules in controller-gen, not in
// gvkgen: one with object markers is an error naming it; one without
// (tools, tests) changes nothing and is no error.
func TestControllerGenNestedModules(t *testing.T) {
	offline(t)
	files := cgTree(t)
	files["hack/tools/go.mod"] = "module example.com/tools\n\ngo 1.24\n"
	files["hack/tools/tools.go"] = "package tools\n"
	// Modules with markers where ./... does not look (testdata, vendor,
	// _ and . directories) are no error either.
	for _, d := range []string{"testdata/m", "vendor/m", "_out/m", ".cache/m"} {
		files[d+"/go.mod"] = "module example.com/m\n\ngo 1.24\n"
		files[d+"/api/types.go"] = "package api\n\n// +kubebuilder:object:root=true\ntype T struct{ S []string }\n"
	}
	dir := testutil.Module(t, files)
	// The markers are the object generator's own (its detection tag and
	// its tags).
	dc := registry.Lookup(controllergen.Generator)
	if code, stderr := controllerGen(t, dir, dc, false, "object", "paths=./..."); code != cli.ExitOK {
		t.Fatalf("a nested module without markers: exit %d; stderr:\n%s", code, stderr)
	}
	sub := filepath.Join(dir, "sub", "api", "v1")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{
		"sub/go.mod":           "module example.com/sub\n\ngo 1.24\n",
		"sub/api/v1/types.go":  "package v1\n\n// +kubebuilder:object:root=true\ntype T struct{ S []string }\n",
		"sub/api/v1/t_test.go": "package v1\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, stderr := controllerGen(t, dir, dc, false, "object", "paths=./...")
	if code != cli.ExitError || !strings.Contains(stderr, "nested modules with object markers: sub (under paths=./...)") {
		t.Errorf("a nested module with markers: exit %d, want 2 naming sub; stderr:\n%s", code, stderr)
	}
	if code, stderr := controllerGen(t, dir, dc, false, "object", "paths=./apis/..."); code != cli.ExitOK {
		t.Errorf("paths outside the nested module: exit %d; stderr:\n%s", code, stderr)
	}
}
