package controllergen_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/controllergen"
	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// fakeConfig holds a fake generator's flags, all strings.
type fakeConfig struct {
	gen.DefaultConfig
	values map[string]*string
}

// loads records the universe of every fake pass, to check that the
// generators of a command line share one load.
var loads sync.Map

// fake is a generator named name with string flags (name=default), that
// writes one YAML file per package under its --output-dir (an owned tree)
// listing its flags, or, with a per-package file, a Go file.
func fake(name, outputFile string, flags ...string) *gen.Generator {
	g := &gen.Generator{Name: name, Tool: name + "-fake", Doc: "a fake " + name, OutputFile: outputFile}
	g.Flags = func(fs *flag.FlagSet) gen.Config {
		c := &fakeConfig{values: map[string]*string{}}
		for _, f := range flags {
			n, def, _ := strings.Cut(f, "=")
			c.values[n] = fs.String(n, def, "the fake's "+n)
		}
		return c
	}
	g.Run = func(pass *gen.Pass) any {
		loads.Store(pass.Universe, true)
		c := pass.Config.(*fakeConfig)
		for _, pkg := range pass.Packages {
			if outputFile != "" {
				fakeGo(pass, pkg, *c.values["year"])
				continue
			}
			dir := *c.values["output-dir"]
			pass.OwnTree(dir)
			pass.NewDataFile(filepath.Join(dir, pkg.Name+".yaml"), []byte(c.text(name, pkg)))
		}
		return nil
	}
	return g
}

// text lists the generator's flags for pkg, one per line, sorted.
func (c *fakeConfig) text(name string, pkg *universe.Package) string {
	var lines []string
	for n, v := range c.values {
		lines = append(lines, fmt.Sprintf("%s: %q\n", n, *v))
	}
	sort.Strings(lines)
	return "generator: " + name + "\npackage: " + pkg.Path + "\n" + strings.Join(lines, "")
}

// fakeGo writes a Go file in pkg's directory.
func fakeGo(pass *gen.Pass, pkg *universe.Package, year string) {
	f := emit.NewFile(pkg.Path, pkg.Name)
	out := pass.NewFile(filepath.Join(pkg.Dir, pass.OutputFile), f)
	out.Decls = append(out.Decls, jen.Var().Id("Year").Op("=").Lit(year))
}

// fakes are the four generators as the other branches' contract names
// their flags.
func fakes() []*gen.Generator {
	return []*gen.Generator{
		fake("object", "zz_generated.deepcopy.go", "year="),
		fake("crd", "", "output-dir=config/crd", "max-desc-len=", "crd-versions=", "allow-dangerous-types=false", "generate-embedded-object-meta=false", "header-file=", "year="),
		fake("rbac", "", "output-dir=config/rbac", "role-name=", "file-name=role.yaml"),
		fake("webhook", "", "output-dir=config/webhook"),
	}
}

// cgModule is a module with two API packages and a header file.
func cgModule(t *testing.T) string {
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	return testutil.Module(t, map[string]string{
		"hack/boilerplate.go.txt": "/*\nCopyright YEAR The M Authors.\n*/\n",
		"api/v1/types.go":         "package v1\n\ntype Widget struct{ A int }\n",
		"api/v2/types.go":         "package v2\n\ntype Gizmo struct{ B int }\n",
	})
}

// run runs controller-gen's command line args in dir with gens.
func run(t *testing.T, dir string, gens []*gen.Generator, verify bool, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Chdir(dir)
	var o, e bytes.Buffer
	code = controllergen.Run(gens, verify, args, &o, &e)
	return code, o.String(), e.String()
}

// read returns the file rel of dir, "" when missing.
func read(t *testing.T, dir, rel string) string {
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}

// kubebuilder's manifests and generate targets are one run, one load:
// every option reaches its generator's flag (fooBar as --<gen>-foo-bar,
// the output rule's directory as --<gen>-output-dir, controller-gen's
// default config/<generator> otherwise, headerFile of object as
// --go-header-file), and verify with the same arguments checks every file.
func TestManifestsAndGenerateInOneRun(t *testing.T) {
	dir := cgModule(t)
	loads.Clear()
	args := []string{"rbac:roleName=manager-role", "crd:maxDescLen=0,crdVersions={v1,v1beta1},allowDangerousTypes=true,headerFile=hack/boilerplate.go.txt,year=2025",
		"webhook", `object:headerFile="hack/boilerplate.go.txt",year=2024`, `paths="./..."`, "output:crd:artifacts:config=config/crd/bases"}
	if code, _, stderr := run(t, dir, fakes(), false, args...); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	n := 0
	loads.Range(func(any, any) bool { n++; return true })
	if n != 1 {
		t.Errorf("the generators ran over %d loads, want 1", n)
	}
	for rel, want := range map[string][]string{
		"config/crd/bases/v1.yaml": {"package: example.com/m/api/v1", `max-desc-len: "0"`, `crd-versions: "v1,v1beta1"`, `allow-dangerous-types: "true"`,
			`header-file: "hack/boilerplate.go.txt"`, `year: "2025"`, `output-dir: "config/crd/bases"`, `generate-embedded-object-meta: "false"`},
		"config/crd/bases/v2.yaml":        {"package: example.com/m/api/v2"},
		"config/rbac/v1.yaml":             {`role-name: "manager-role"`, `file-name: "role.yaml"`, `output-dir: "config/rbac"`},
		"config/webhook/v2.yaml":          {`output-dir: "config/webhook"`},
		"api/v1/zz_generated.deepcopy.go": {"The M Authors.\n*/", `var Year = "2024"`},
	} {
		got := read(t, dir, rel)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s lacks %q:\n%s", rel, w, got)
			}
		}
	}
	if read(t, dir, "config/crd/v1.yaml") != "" {
		t.Errorf("crd wrote in its default directory despite its output rule")
	}
	if code, _, stderr := run(t, dir, fakes(), true, args...); code != cli.ExitOK {
		t.Errorf("verify after generate: exit %d; stderr:\n%s", code, stderr)
	}
	stale := filepath.Join(dir, "config", "rbac", "v1.yaml")
	if err := os.WriteFile(stale, []byte(strings.Replace(read(t, dir, "config/rbac/v1.yaml"), "manager-role", "old-role", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := run(t, dir, fakes(), true, args...)
	if out := stdout + stderr; code != cli.ExitStale || !strings.Contains(out, "config/rbac/v1.yaml") || !strings.Contains(out, `+role-name: "manager-role"`) {
		t.Errorf("verify with a stale role: exit %d, want 1 with a diff of config/rbac/v1.yaml; output:\n%s", code, out)
	}
}

// output:<gen>:stdout prints that generator's files as they are, in the
// order of the command line, and writes none; output:<gen>:none drops
// them; neither makes the files of the generator's directory stale.
func TestOutputStdoutAndNone(t *testing.T) {
	dir := cgModule(t)
	if code, _, stderr := run(t, dir, fakes(), false, "crd", "rbac:roleName=r", "paths=./..."); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	before := testutil.Snapshot(t, dir)
	code, stdout, stderr := run(t, dir, fakes(), false, "rbac:roleName=r2", "crd:maxDescLen=3", "paths=./...", "output:crd:stdout", "output:rbac:none")
	if code != cli.ExitOK {
		t.Fatalf("stdout and none: exit %d; stderr:\n%s", code, stderr)
	}
	crd := fakes()[1]
	want := ""
	for _, p := range []string{"v1", "v2"} {
		want += "generator: crd\npackage: example.com/m/api/" + p + "\n" + `allow-dangerous-types: "false"` + "\n" + `crd-versions: ""` + "\n" +
			`generate-embedded-object-meta: "false"` + "\n" + `header-file: ""` + "\n" + `max-desc-len: "3"` + "\n" + `output-dir: "config/crd"` + "\n" + `year: ""` + "\n"
	}
	if stdout != want {
		t.Errorf("stdout of %s:\n%s\nwant:\n%s", crd.Name, stdout, want)
	}
	if after := testutil.Snapshot(t, dir); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("stdout and none changed the tree")
	}
	code, stdout, stderr = run(t, dir, fakes(), false, "object", "output:stdout", "paths=./api/v1")
	if code != cli.ExitOK || !strings.HasPrefix(stdout, "//go:build !ignore_autogenerated") || !strings.Contains(stdout, "package v1") {
		t.Errorf("object to stdout: exit %d; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if code, stdout, _ = run(t, dir, fakes(), true, "crd", "output:crd:stdout", "paths=./..."); code != cli.ExitOK || stdout != "" {
		t.Errorf("verify with stdout: exit %d, stdout %q; want 0 and nothing printed", code, stdout)
	}
}

// A generator the registry does not have yet is an error at its
// argument, and nothing runs; so is an option whose flag the generator
// lacks, and an option given with its flag too.
func TestMissingGeneratorsAndFlags(t *testing.T) {
	dir := cgModule(t)
	before := testutil.Snapshot(t, dir)
	noWebhook := fakes()[:3]
	for _, tt := range []struct {
		gens []*gen.Generator
		args []string
		want string
	}{
		{noWebhook, []string{"crd", "webhook", "paths=./..."}, `gvkgen: argument "webhook", column 1: this gvkgen has no webhook generator (controller-gen's webhook is not supported yet); run controller-gen for webhook`},
		{fakes()[:1], []string{"crd:maxDescLen=0", "rbac:roleName=x", "paths=./..."}, `argument "rbac:roleName=x", column 1: this gvkgen has no rbac generator`},
		{fakes()[:1], []string{"crd:maxDescLen=0", "paths=./..."}, `argument "crd:maxDescLen=0", column 1: this gvkgen has no crd generator`},
		{fakes(), []string{"crd:omitToolVersion=true", "paths=./..."}, `argument "crd:omitToolVersion=true", column 5: crd's omitToolVersion= is not supported by this gvkgen's crd generator (it has no --crd-omit-tool-version flag)`},
		{fakes(), []string{"--crd-max-desc-len=1", "crd:maxDescLen=0"}, "--crd-max-desc-len and crd's maxDescLen= both given; give one"},
		{fakes(), []string{"--crd-output-dir=x", "crd", "output:crd:dir=y"}, "--crd-output-dir and the output rule output:crd:dir=y both given"},
		{fakes(), []string{"crd:maxDescLength=0"}, "(did you mean maxDescLen?)"},
	} {
		code, _, stderr := run(t, dir, tt.gens, false, tt.args...)
		if code != cli.ExitError || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, want 2 with %q; stderr:\n%s", tt.args, code, tt.want, stderr)
		}
	}
	if after := testutil.Snapshot(t, dir); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("a failed command changed the tree")
	}
}

// A flag's value named like a generator runs no generator.
func TestFlagValueIsNoGenerator(t *testing.T) {
	dir := cgModule(t)
	code, _, stderr := run(t, dir, fakes(), false, "--build-tags", "crd", "rbac:roleName=r", "paths=./api/v1")
	if code != cli.ExitOK || read(t, dir, "config/rbac/v1.yaml") == "" {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "config", "crd")); !os.IsNotExist(err) {
		t.Errorf("--build-tags crd ran the crd generator (%v)", err)
	}
}

// --crd-output-dir given instead of an output rule is the directory.
func TestOutputDirFlag(t *testing.T) {
	dir := cgModule(t)
	if code, _, stderr := run(t, dir, fakes(), false, "--crd-output-dir=manifests", "crd", "paths=./api/v1"); code != cli.ExitOK || read(t, dir, "manifests/v1.yaml") == "" {
		t.Errorf("exit %d, manifests/v1.yaml %q; stderr:\n%s", code, read(t, dir, "manifests/v1.yaml"), stderr)
	}
}

func TestFlagName(t *testing.T) {
	for field, want := range map[string]string{
		"maxDescLen": "crd-max-desc-len", "crdVersions": "crd-crd-versions", "roleName": "crd-role-name", "outputDir": "crd-output-dir",
		"deprecatedV1beta1CompatibilityPreserveUnknownFields": "crd-deprecated-v1beta1-compatibility-preserve-unknown-fields", "year": "crd-year",
	} {
		if got := controllergen.FlagName("crd", field); got != want {
			t.Errorf("FlagName(crd, %s) = %s, want %s", field, got, want)
		}
	}
}
