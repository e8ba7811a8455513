package register_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

const things = "./things/..."

// load loads patterns of the test module in testdata (its own module, so
// that this one need not require k8s.io/apimachinery).
func load(t *testing.T, patterns ...string) *universe.Universe {
	t.Helper()
	return gentest.Load(t, "testdata", []*gen.Generator{register.Generator}, patterns...)
}

// run runs register-gen on u's roots with args as the drivers do, and
// fails the test on an error.
func run(t *testing.T, u *universe.Universe, args ...string) *gentest.Result {
	t.Helper()
	r := gentest.RunOn(t, u, register.Generator, u.Roots, args...)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestPlan checks the decisions: which packages, which group and version,
// which types, which extra registration functions, and the install order.
func TestPlan(t *testing.T) {
	r := run(t, load(t, things), "--output-file=register.go")
	targets, warnings := r.Result().([]*register.Target), r.Warnings()
	if len(warnings) != 0 {
		t.Errorf("unexpected warnings: %v", warnings)
	}
	type plan struct {
		Group, Version  string
		Internal, Write bool
		Types, Funcs    []string
		Install         bool
		Priority        []string
		Defaults        bool
	}
	got := map[string]plan{}
	for _, tg := range targets {
		got[filepath.Base(tg.Pkg.Path)] = plan{tg.Group, tg.Version, tg.Internal, tg.Write, tg.Types, tg.Funcs, tg.Install, tg.Priority, tg.Defaults}
	}
	want := map[string]plan{
		// Internal: no json tags on TypeMeta; group from +groupName;
		// written because of +k8s:register-gen:install.
		"things": {"things.example.com", "__internal", true, true, []string{"Thing", "ThingList"}, nil, true, []string{"v2", "v1"}, false},
		// addDefaultingFuncs calls RegisterDefaults: registered once.
		// (+k8s:register-gen:scheme-funcs, as in v2.)
		// Both register their defaulters: install.go need not.
		"v1": {"things.example.com", "v1", false, true, []string{"Thing", "ThingList"}, []string{"addDefaultingFuncs"}, false, nil, false},
		// No addDefaultingFuncs: the generated RegisterDefaults is registered.
		"v2": {"things.example.com", "v2", false, true, []string{"Thing", "ThingList"}, []string{"RegisterDefaults", "addConversionFuncs"}, false, nil, false},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("plan (-want +got):\n%s", d)
	}
}

// TestGolden compares register.go of the internal and both external
// versions, and install/install.go, with the committed files. The external
// form is upstream's template (see hack/output-tests.sh for the check
// against upstream's own output test).
func TestGolden(t *testing.T) {
	res := run(t, load(t, things), "--output-file=register.go")
	if len(res.Files) != 4 {
		t.Fatalf("got %d files, want 4 (3 register.go and install.go)", len(res.Files))
	}
	for _, f := range res.Files {
		got, err := f.Render()
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(mustAbs(t, "testdata"), f.Path)
		t.Run(rel, func(t *testing.T) {
			testutil.Golden(t, f.Path, got, *update, "")
		})
	}
}

func mustAbs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestGoldenWorks builds the golden packages and runs a program that
// installs the group in a scheme, to prove the generated code works there.
func TestGoldenWorks(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go")
	}
	dir, err := os.MkdirTemp("testdata", "run-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	prog := `package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/gvk-dev/gvkgen/generators/register/testdata/things/install"
	"github.com/gvk-dev/gvkgen/generators/register/testdata/things/v2"
)

func main() {
	s := runtime.NewScheme()
	install.Install(s)
	for _, gv := range []schema.GroupVersion{{Group: "things.example.com", Version: runtime.APIVersionInternal}, {Group: "things.example.com", Version: "v1"}, {Group: "things.example.com", Version: "v2"}} {
		_, thing := s.KnownTypes(gv)["Thing"]
		_, hidden := s.KnownTypes(gv)["Hidden"]
		fmt.Println(gv.Version, thing, hidden, s.IsVersionRegistered(gv))
	}
	fmt.Println(s.PrioritizedVersionsForGroup("things.example.com")[0].Version)
	obj := &v2.Thing{}
	s.Default(obj)
	fmt.Println(obj.Size)
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "./"+filepath.Base(dir))
	cmd.Dir = "testdata"
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run failed: %v\n%s", err, out)
	}
	// The scheme never counts the internal version as registered
	// (apimachinery's observedVersions leaves it out).
	want := "__internal true false false\nv1 true false true\nv2 true false true\nv2\n1\n"
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}

func TestErrors(t *testing.T) {
	const typeMeta = "package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n"
	tests := []struct {
		name   string
		files  map[string]string
		strict bool
		// args are register-gen's; --output-file register.go (gvkgen's
		// name) and ./g/... if nil.
		args []string
		want []string
	}{
		{
			name: "list without items",
			files: map[string]string{
				"g/v1/doc.go": "// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":   typeMeta + "type FooList struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
			},
			want: []string{"g/v1/t.go:5:6: type FooList is registered as a list (its name ends in List and it embeds TypeMeta) but has no Items field"},
		},
		{
			name: "hand-written register.go",
			files: map[string]string{
				"g/v1/doc.go":      "// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":        typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
				"g/v1/register.go": "package v1\n\n// mine\n",
			},
			want: []string{"g/v1/register.go: refusing to overwrite a file without a \"// Code generated ... DO NOT EDIT.\" line"},
		},
		{
			// k8s.io/code-generator's register-gen output test: run with
			// the default output file beside kube_codegen.sh's, register-gen
			// would declare everything twice (found by the differential
			// harness: the package stopped building).
			name: "register-gen's output under another name",
			files: map[string]string{
				"g/v1/doc.go":                   "// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":                     typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
				"g/v1/zz_generated.register.go": "// Code generated by register-gen. DO NOT EDIT.\n\npackage v1\n\nconst GroupName = \"g.example.com\"\n",
			},
			want: []string{"g/v1/zz_generated.register.go:1:1: this package's registration is already generated into zz_generated.register.go; writing register.go too would declare GroupName, SchemeGroupVersion and AddToScheme twice. Generate into zz_generated.register.go (register-gen --output-file zz_generated.register.go, gvkgen --register-output-file zz_generated.register.go), or delete zz_generated.register.go"},
		},
		{
			// Without --output-file, register-gen writes upstream's
			// default name, and finds kube_codegen.sh's file the same way.
			name: "register-gen's output under another name, default output file",
			files: map[string]string{
				"g/v1/doc.go":                   "// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":                     typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
				"g/v1/zz_generated.register.go": "// Code generated by register-gen. DO NOT EDIT.\n\npackage v1\n\nconst GroupName = \"g.example.com\"\n",
			},
			args: []string{"./g/..."},
			want: []string{"g/v1/zz_generated.register.go:1:1: this package's registration is already generated into zz_generated.register.go; writing generated.register.go too would declare"},
		},
		{
			name: "misspelled tag",
			files: map[string]string{
				"g/v1/doc.go": "// +k8s:register-gen:instal\n// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":   typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
			},
			strict: true,
			want:   []string{"g/v1/doc.go:1:1: unknown tag +k8s:register-gen:instal; it is ignored; did you mean +k8s:register-gen:install?"},
		},
		{
			name: "install on an external version",
			files: map[string]string{
				"g/v1/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:install\n\npackage v1\n",
				"g/v1/t.go":   typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
			},
			want: []string{"g/v1/doc.go:2:1: +k8s:register-gen:install belongs in the doc.go of the group's internal version (its TypeMeta has no json tags); example.com/m/g/v1 is an external version"},
		},
		{
			name: "opt-in tag with a value",
			files: map[string]string{
				"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:internal=yes\n\npackage g\n",
				"g/t.go":   "package g\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Foo struct {\n\tmetav1.TypeMeta\n}\n",
			},
			want: []string{"g/doc.go:2:1: +k8s:register-gen:internal=yes: unsupported value; write +k8s:register-gen:internal (or =true), or =false"},
		},
		{
			name: "version priority that does not match the versions",
			files: map[string]string{
				"g/doc.go":    "// +groupName=g.example.com\n// +k8s:register-gen:install\n// +k8s:register-gen:version-priority=v2,v1\n\npackage g\n",
				"g/t.go":      "package g\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Foo struct {\n\tmetav1.TypeMeta\n}\n",
				"g/v1/doc.go": "// +groupName=g.example.com\n\npackage v1\n",
				"g/v1/t.go":   typeMeta + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n",
			},
			want: []string{"g/doc.go:3:1: +k8s:register-gen:version-priority=v2,v1 must list each version of the group once; the versions found under example.com/m/g are v1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := testutil.RepoModFiles(t)
			for k, v := range tt.files {
				files[k] = v
			}
			dir := testutil.Module(t, files)
			before := testutil.Snapshot(t, dir)
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			args := tt.args
			if args == nil {
				args = []string{"--output-file", "register.go", "./g/..."}
			}
			if tt.strict {
				args = append(args, "--strict")
			}
			code := cli.Tool(registry.Lookup("register"), args, &stdout, &stderr)
			if code != cli.ExitError {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q; got:\n%s", w, stderr.String())
				}
			}
			if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
				t.Errorf("files changed on error:\n%s", d)
			}
		})
	}
}
