package kubecodegen

import (
	"debug/buildinfo"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// withoutOpenAPI is gens without an openapi generator, so that upstream's
// openapi-gen is planned whatever the registry holds.
func withoutOpenAPI(gens []*gen.Generator) []*gen.Generator {
	var out []*gen.Generator
	for _, g := range gens {
		if g.Name != openapiName {
			out = append(out, g)
		}
	}
	return out
}

// planOpenAPIFor parses a gen_openapi call and plans it, its temporary
// report being "new.report".
func planOpenAPIFor(t *testing.T, gens []*gen.Generator, e env, args ...string) (*Plan, string, error) {
	t.Helper()
	c, err := parse("gen_openapi", args)
	if err != nil {
		t.Fatal(err)
	}
	c.newReport = "new.report"
	var msgs strings.Builder
	p, err := plan(c, gens, e, &msgs)
	return p, msgs.String(), err
}

// The inputs are the --extra-pkgs, in their order, then the directories
// upstream's grep (+k8s:openapi, a prefix) finds: a type's
// +k8s:openapi-gen=false and +k8s:openapi-model-package count; vendor/,
// _output/, a line without "+" and another case do not.
func TestOpenAPIInputs(t *testing.T) {
	t.Chdir(tree)
	for _, tt := range []struct {
		name, dir string
		extra     []string
		want      []string
	}{
		{"tagged", "./apis", nil, []string{"example.com/m/apis/g/v1", "example.com/m/apis/oa", "example.com/m/apis/oam"}},
		{"extra first", "./apis", []string{"k8s.io/api/core/v1", "example.com/x"},
			[]string{"k8s.io/api/core/v1", "example.com/x", "example.com/m/apis/g/v1", "example.com/m/apis/oa", "example.com/m/apis/oam"}},
		{"extra alone", "./apis/code", []string{"k8s.io/api/core/v1"}, []string{"k8s.io/api/core/v1"}},
		{"none", "./apis/oanot", nil, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := OpenAPIInputs(tt.dir, tt.extra, importPaths)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("inputs (-want +got):\n%s", diff)
			}
		})
	}
}

// Without gvkgen's openapi generator, upstream's openapi-gen runs with
// exactly upstream gen_openapi's arguments: apimachinery's four packages
// first, then the extra packages and the tagged ones; the read-only
// packages upstream marks; the old zz_generated.openapi.go under the
// input directory set aside; the report checked.
func TestPlanOpenAPITool(t *testing.T) {
	t.Chdir(tree)
	t.Setenv("KUBE_VERBOSE", "2")
	installed := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths}
	p, msgs, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), installed, "--output-dir", "gen/openapi", "--output-pkg", "example.com/m/gen/openapi",
		"--extra-pkgs", "k8s.io/api/core/v1", "--boilerplate", "b.txt", "--report-filename", "apis/violations.list", "./apis")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	want := []string{"/bin/openapi-gen", "-v", "2", "--output-file", "zz_generated.openapi.go", "--go-header-file", "b.txt",
		"--output-dir", "gen/openapi", "--output-pkg", "example.com/m/gen/openapi", "--report-filename", "new.report", "--output-model-name-file=",
		"--readonly-pkg", "k8s.io/apimachinery/pkg/apis/meta/v1", "--readonly-pkg", "k8s.io/apimachinery/pkg/api/resource",
		"--readonly-pkg", "k8s.io/apimachinery/pkg/runtime", "--readonly-pkg", "k8s.io/apimachinery/pkg/types",
		"--readonly-pkg", "k8s.io/apimachinery/pkg/util/intstr", "--readonly-pkg", "k8s.io/apimachinery/pkg/version", "--readonly-pkg", "time",
		"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource",
		"k8s.io/api/core/v1", "example.com/m/apis/g/v1", "example.com/m/apis/oa", "example.com/m/apis/oam"}
	if diff := cmp.Diff([][]string{want}, p.Tools); diff != "" {
		t.Errorf("upstream tools (-want +got):\n%s", diff)
	}
	if p.Gvkgen != nil {
		t.Errorf("gvkgen run %q", p.Gvkgen)
	}
	if len(p.Jobs) != 1 || p.Jobs[0].Word != "openapi" || len(p.Jobs[0].Pkgs) != 4 {
		t.Errorf("jobs %+v, want openapi on 4 packages (its Generating line)", p.Jobs)
	}
	if diff := cmp.Diff([]string{"zz_generated.openapi.go"}, p.AsideNames); diff != "" {
		t.Errorf("files set aside (-want +got):\n%s", diff)
	}
	if want := (Report{File: "apis/violations.list", New: "new.report", Written: true}); p.Report == nil || *p.Report != want {
		t.Errorf("report %+v, want %+v", p.Report, want)
	}
}

// Nothing tagged and no --extra-pkgs: nothing runs, nothing is set aside,
// but the report is still checked, as upstream's script checks it.
func TestPlanOpenAPINothing(t *testing.T) {
	t.Chdir(tree)
	p, msgs, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), noTools, "--output-dir", "o", "--output-pkg", "p", "--update-report", "./apis/oanot")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	if len(p.Jobs)+len(p.Tools)+len(p.Gvkgen)+len(p.AsideNames) != 0 {
		t.Errorf("planned %+v", p)
	}
	if want := (Report{File: "/dev/null", New: "new.report", Update: true}); p.Report == nil || *p.Report != want {
		t.Errorf("report %+v, want %+v", p.Report, want)
	}
}

// With model names, an --extra-pkgs package in the module cache is made
// read-only (upstream's openapi-gen would write into the cache), saying
// so; one already read-only is not repeated; without model names, nothing
// is asked.
func TestPlanOpenAPIModCache(t *testing.T) {
	t.Chdir(tree)
	var asked [][]string
	e := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths, inModCache: func(pkgs []string) ([]string, error) {
		asked = append(asked, pkgs)
		return []string{"k8s.io/api/autoscaling/v1", "k8s.io/apimachinery/pkg/runtime"}, nil
	}}
	args := []string{"--output-dir", "o", "--output-pkg", "p", "--extra-pkgs", "k8s.io/api/autoscaling/v1", "--extra-pkgs", "k8s.io/apimachinery/pkg/runtime", "./apis/oam"}
	p, msgs, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), e, append(args, "--output-model-name-file", "zz_generated.model_name.go")...)
	if err != nil {
		t.Fatal(err)
	}
	if want := "gvkgen kube-codegen: k8s.io/api/autoscaling/v1 is in the module cache: read-only, so that no zz_generated.model_name.go is written there (upstream's gen_openapi writes one); its definitions are generated as upstream's\n"; msgs != want {
		t.Errorf("messages:\n%s\nwant\n%s", msgs, want)
	}
	if got := strings.Join(p.Tools[0], " "); !strings.Contains(got, "--readonly-pkg time --readonly-pkg k8s.io/api/autoscaling/v1 k8s.io/apimachinery/pkg/apis/meta/v1 ") ||
		strings.Count(got, "--readonly-pkg k8s.io/apimachinery/pkg/runtime") != 1 {
		t.Errorf("openapi-gen's arguments: %s", got)
	}
	if diff := cmp.Diff([][]string{{"k8s.io/api/autoscaling/v1", "k8s.io/apimachinery/pkg/runtime"}}, asked); diff != "" {
		t.Errorf("asked (-want +got):\n%s", diff)
	}
	asked = nil
	if p, msgs, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), e, args...); err != nil || msgs != "" || asked != nil || strings.Contains(strings.Join(p.Tools[0], " "), "--readonly-pkg k8s.io/api/autoscaling/v1") {
		t.Errorf("without model names: %v %q, asked %q", err, msgs, asked)
	}
}

// modCachePkgs tells a package of a required module (in the module
// cache) from one of the main module.
func TestModCachePkgs(t *testing.T) {
	files := testutil.RepoModFiles(t)
	files["apis/a/doc.go"] = "package a\n"
	t.Chdir(testutil.Module(t, files))
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	got, err := modCachePkgs([]string{"example.com/m/apis/a", "k8s.io/apimachinery/pkg/types"})
	if err != nil || !cmp.Equal(got, []string{"k8s.io/apimachinery/pkg/types"}) {
		t.Errorf("modCachePkgs: %q, %v", got, err)
	}
	if _, err := modCachePkgs([]string{"example.com/none/pkg"}); err == nil || !strings.HasPrefix(err.Error(), "go list -find example.com/none/pkg: ") {
		t.Errorf("a package of no module: %v", err)
	}
}

// A report in a directory that does not exist is a usage error before
// anything runs (upstream fails on it once its code is written).
func TestPlanOpenAPIReportDir(t *testing.T) {
	t.Chdir(tree)
	_, _, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), noTools, "--output-dir", "o", "--output-pkg", "p", "--report-filename", "api/rules/v.list", "./apis/oam")
	var u errUsage
	if !errors.As(err, &u) || err.Error() != "--report-filename api/rules/v.list: directory api/rules does not exist; create it (mkdir -p api/rules) or name a file elsewhere" {
		t.Errorf("plan: %v", err)
	}
}

// Without either openapi generator, the call stops naming the packages
// and how to install kube-openapi's tool at code-generator v0.37.2's
// version.
func TestPlanOpenAPINoTool(t *testing.T) {
	t.Chdir(tree)
	p, msgs, err := planOpenAPIFor(t, withoutOpenAPI(registry.All), noTools, "--output-dir", "o", "--output-pkg", "p", "./apis/oam")
	want := "gvkgen kube-codegen: 1 package(s) need openapi code (tagged +k8s:openapi under ./apis/oam, or --extra-pkgs), and gvkgen has no openapi-gen:\n" +
		"    example.com/m/apis/oam\n" +
		"gvkgen kube-codegen: install upstream's openapi-gen into $GOBIN or your $PATH (go install k8s.io/kube-openapi/cmd/openapi-gen@v0.0.0-20260721132016-d427ff9ee9ad) and it is run for them, or source k8s.io/code-generator's kube_codegen.sh for this call\n"
	if !errors.Is(err, errNothing) || p != nil || msgs != want {
		t.Errorf("plan: %v, %v\n%s", p, err, msgs)
	}
}

// An openapi-gen built from another kube-openapi (or a replaced one) is
// run with a warning; one built from code-generator v0.37.2's, or a
// binary without kube-openapi, without.
func TestOpenAPIVersionWarning(t *testing.T) {
	mod := func(v string) *debug.Module { return &debug.Module{Path: "k8s.io/kube-openapi", Version: v} }
	replaced := mod(openapiVersion)
	replaced.Replace = &debug.Module{Path: "../kube-openapi"}
	for _, tt := range []struct {
		name string
		info debug.BuildInfo
		want string
	}{
		{"installed at its version", debug.BuildInfo{Main: *mod(openapiVersion)}, ""},
		{"built in code-generator's module", debug.BuildInfo{Main: debug.Module{Path: "k8s.io/code-generator"}, Deps: []*debug.Module{mod(openapiVersion)}}, ""},
		{"no kube-openapi", debug.BuildInfo{Main: debug.Module{Path: "example.com/tool"}}, ""},
		{"another version", debug.BuildInfo{Main: *mod("v0.0.0-20250101000000-000000000000")},
			"gvkgen kube-codegen: warning: /bin/openapi-gen is built from k8s.io/kube-openapi v0.0.0-20250101000000-000000000000, not v0.0.0-20260721132016-d427ff9ee9ad, which k8s.io/code-generator v0.37.2's gen_openapi runs: its output may differ (go install k8s.io/kube-openapi/cmd/openapi-gen@v0.0.0-20260721132016-d427ff9ee9ad)\n"},
		{"replaced", debug.BuildInfo{Main: debug.Module{Path: "example.com/x"}, Deps: []*debug.Module{replaced}}, "built from k8s.io/kube-openapi v0.0.0-20260721132016-d427ff9ee9ad => ../kube-openapi, not"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := openapiVersionWarning("/bin/openapi-gen", &tt.info)
			if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
				t.Errorf("warning %q, want %q", got, tt.want)
			}
		})
	}
	// The test binary is a Go binary without kube-openapi: read, and no
	// warning.
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	info, err := buildinfo.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	if w := openapiVersionWarning(exe, info); w != "" {
		t.Errorf("the test binary: %q", w)
	}
}

// fakeOpenAPI is a stand-in for gvkgen's openapi generator with the
// flags given (openapi-gen's names): the front end must map upstream's
// arguments to the gvkgen flags that set them for it alone.
func fakeOpenAPI(flags ...string) *gen.Generator {
	return &gen.Generator{Name: openapiName, Tool: openapiTool, OutputFile: openapiFile, DetectTag: "+k8s:openapi-gen=",
		Flags: func(fs *flag.FlagSet) gen.Config {
			for _, f := range flags {
				fs.String(f, "", "")
			}
			return gen.DefaultConfig{}
		}}
}

// With gvkgen's openapi generator in the registry, it runs in gvkgen, not
// upstream's tool, on the same packages with the same values, by its
// gvkgen flags; a gvkgen whose generator lacks one of the flags is
// refused before anything runs.
func TestPlanOpenAPIGvkgen(t *testing.T) {
	t.Chdir(tree)
	installed := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths}
	own := []string{"output-dir", "output-pkg", "report-filename", "output-model-name-file", "readonly-pkg"}
	gens := append(withoutOpenAPI(registry.All), fakeOpenAPI(own...))
	p, msgs, err := planOpenAPIFor(t, gens, installed, "--output-dir", "gen/openapi", "--output-pkg", "example.com/m/gen/openapi",
		"--output-model-name-file", "zz_generated.model_name.go", "--boilerplate", "b.txt", "./apis/oam")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	want := "generate -v 0 --go-header-file b.txt --openapi-packages k8s.io/apimachinery/pkg/apis/meta/v1,k8s.io/apimachinery/pkg/runtime," +
		"k8s.io/apimachinery/pkg/version,k8s.io/apimachinery/pkg/api/resource,example.com/m/apis/oam" +
		" --openapi-output-file=zz_generated.openapi.go --openapi-output-dir=gen/openapi --openapi-output-pkg=example.com/m/gen/openapi" +
		" --openapi-report-filename=new.report --openapi-output-model-name-file=zz_generated.model_name.go" +
		" --openapi-readonly-pkg=k8s.io/apimachinery/pkg/apis/meta/v1 --openapi-readonly-pkg=k8s.io/apimachinery/pkg/api/resource" +
		" --openapi-readonly-pkg=k8s.io/apimachinery/pkg/runtime --openapi-readonly-pkg=k8s.io/apimachinery/pkg/types" +
		" --openapi-readonly-pkg=k8s.io/apimachinery/pkg/util/intstr --openapi-readonly-pkg=k8s.io/apimachinery/pkg/version --openapi-readonly-pkg=time"
	if got := strings.Join(p.Gvkgen, " "); got != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", got, want)
	}
	if len(p.Tools) != 0 || len(p.Jobs) != 1 || p.Jobs[0].Runner != "" {
		t.Errorf("upstream tools %q, jobs %+v", p.Tools, p.Jobs)
	}

	gens = append(withoutOpenAPI(registry.All), fakeOpenAPI(own[:4]...))
	if _, _, err := planOpenAPIFor(t, gens, installed, "--output-dir", "o", "--output-pkg", "p", "./apis/oam"); err == nil ||
		err.Error() != "this gvkgen has no flag for openapi-gen's --readonly-pkg; update gvkgen" {
		t.Errorf("a generator without --readonly-pkg: %v", err)
	}
}

// The report check: the same bytes pass; others fail with upstream's diff
// and message on stdout, and, for /dev/null, what to do on stderr;
// --update-report copies the new report, or, when the tool did not run,
// leaves the old one; a missing report is created empty, as upstream's
// touch.
func TestReportCheck(t *testing.T) {
	const apimachinery = "API rule violation: list_type_missing,k8s.io/apimachinery/pkg/apis/meta/v1,APIGroup,ServerAddressByClientCIDRs\n"
	const ours = "API rule violation: names_match,example.com/m/apis/oam,T,URL\n"
	for _, tt := range []struct {
		name             string
		old              *string // nil: no report file
		devNull          bool    // the report is /dev/null
		newReport        string
		update, written  bool
		code             int
		stdout, stderr   string
		wantOld          string
		wantOldUntouched bool
	}{
		{name: "same", old: ptr(ours), newReport: ours, wantOld: ours},
		{name: "new violation", old: ptr(""), newReport: ours, code: 1,
			stdout: "--- REPORT\n+++ NEW\n@@ -0,0 +1 @@\n+" + ours +
				"ERROR:\n\tAPI rule check failed for REPORT: new reported violations\n\tPlease read api/api-rules/README.md\n",
			wantOld: ""},
		{name: "missing report touched", newReport: "", wantOld: ""},
		{name: "missing report, violations", newReport: ours, code: 1, stdout: "ERROR:", wantOld: ""},
		{name: "update", old: ptr(apimachinery), newReport: apimachinery + ours, update: true, written: true, wantOld: apimachinery + ours},
		{name: "update, tool not run", old: ptr(ours), newReport: "", update: true, wantOld: ours},
		{name: "update creates", newReport: ours, update: true, written: true, wantOld: ours},
		{name: "dev null trap", devNull: true, newReport: apimachinery + apimachinery + ours, code: 1, stdout: "\tAPI rule check failed for /dev/null: new reported violations\n",
			stderr: "gvkgen kube-codegen: the report is /dev/null (gen_openapi's default), so every API rule violation fails the call, and openapi-gen reported 3 (2 in k8s.io/apimachinery's packages, which gen_openapi always gives it): " +
				"pass --report-filename with a file in your repository (Kubernetes' modules use api/api-rules/violation_exceptions.list) and run once with --update-report to record the current violations there; later calls then fail only on new ones\n"},
		{name: "dev null clean", devNull: true, newReport: ""},
		{name: "dev null update", devNull: true, newReport: ours, update: true, written: true,
			stderr: "gvkgen kube-codegen: warning: --update-report with the report /dev/null records nothing; give --report-filename a file in your repository\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			r := &Report{File: filepath.Join(dir, "api", "violations.list"), New: filepath.Join(dir, "new.report"), Update: tt.update, Written: tt.written}
			write(t, dir, "new.report", tt.newReport)
			os.Mkdir(filepath.Join(dir, "api"), 0o755)
			if tt.old != nil {
				write(t, dir, "api/violations.list", *tt.old)
				os.Chmod(r.File, 0o600)
			}
			if tt.devNull {
				r.File = os.DevNull
			}
			var stdout, stderr strings.Builder
			code := r.check(&stdout, &stderr)
			gotOut := strings.NewReplacer(filepath.Join(dir, "api", "violations.list"), "REPORT", r.New, "NEW").Replace(stdout.String())
			if code != tt.code || !strings.Contains(gotOut, tt.stdout) || (tt.stdout == "" && gotOut != "") || stderr.String() != tt.stderr {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nwant it to hold:\n%s\nstderr:\n%s\nwant:\n%s", code, tt.code, gotOut, tt.stdout, stderr.String(), tt.stderr)
			}
			if tt.devNull {
				return
			}
			b, err := os.ReadFile(r.File)
			if err != nil || string(b) != tt.wantOld {
				t.Errorf("report %q, %v; want %q", b, err, tt.wantOld)
			}
			if fi, err := os.Stat(r.File); tt.old != nil && (err != nil || fi.Mode().Perm() != 0o600) {
				t.Errorf("report's mode changed: %v %v", fi.Mode(), err)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// openapiTree is a module with one tagged package, the old output of a
// package no longer tagged and the report.
var openapiTree = map[string]string{
	"apis/a/doc.go":                    "// +k8s:openapi-gen=true\n\npackage a\n",
	"apis/old/doc.go":                  "package old\n",
	"apis/old/zz_generated.openapi.go": "// Code generated by openapi-gen. DO NOT EDIT.\n\npackage old\n",
	"api/violations.list":              "",
}

// gen_openapi through Run, with upstream's tool from $GOBIN: upstream's
// line, the old file under the input directory deleted, the output
// written, the report updated; a failing tool puts the old file back and
// leaves the report; a new violation fails the call.
func TestRunGenOpenAPI(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake openapi-gen is a shell script")
	}
	// The repository's stand-in for upstream's openapi-gen, shared with
	// hack's tests of kube_codegen.sh.
	fake, err := os.ReadFile(filepath.Join("..", "..", "testdata", "fake-openapi-gen.sh"))
	if err != nil {
		t.Fatal(err)
	}
	dir := testutil.Module(t, openapiTree)
	t.Chdir(dir)
	gobin := t.TempDir()
	write(t, gobin, "openapi-gen", string(fake))
	if err := os.Chmod(filepath.Join(gobin, "openapi-gen"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOBIN", gobin)
	t.Setenv("FAKE_ARGS", filepath.Join(gobin, "args"))
	t.Setenv("FAKE_REPORT", "API rule violation: names_match,example.com/m/apis/a,T,URL\n")
	args := []string{"gen_openapi", "--output-dir", "gen/openapi", "--output-pkg", "example.com/m/gen/openapi", "--report-filename", "api/violations.list", "./apis"}
	run := func(extra ...string) (int, string, string) {
		var stdout, stderr strings.Builder
		code := Run(withoutOpenAPI(registry.All), append(append([]string{}, args...), extra...), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}

	t.Setenv("FAKE_EXIT", "3")
	before := testutil.Snapshot(t, dir)
	if code, _, stderr := run("--update-report"); code != 3 || !strings.Contains(stderr, "put back the 1 old generated file(s)") {
		t.Errorf("failing tool: exit %d\n%s", code, stderr)
	}
	if diff := cmp.Diff(before, testutil.Snapshot(t, dir)); diff != "" {
		t.Errorf("a failing tool changed the tree (-before +after):\n%s", diff)
	}

	t.Setenv("FAKE_EXIT", "")
	code, stdout, stderr := run()
	if code != 1 || !strings.HasPrefix(stdout, "Generating openapi code for 1 targets\n--- api/violations.list\n") ||
		!strings.HasSuffix(stdout, "\tAPI rule check failed for api/violations.list: new reported violations\n\tPlease read api/api-rules/README.md\n") {
		t.Errorf("a new violation: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if code, stdout, stderr := run("--update-report"); code != 0 || stdout != "Generating openapi code for 1 targets\n" {
		t.Errorf("--update-report: exit %d\n%s%s", code, stdout, stderr)
	}
	if b, _ := os.ReadFile("api/violations.list"); string(b) != os.Getenv("FAKE_REPORT") {
		t.Errorf("report not updated: %q", b)
	}
	if code, _, stderr := run(); code != 0 {
		t.Errorf("once updated: exit %d\n%s", code, stderr)
	}
	if _, err := os.Stat("apis/old/zz_generated.openapi.go"); !os.IsNotExist(err) {
		t.Errorf("the old file is still there: %v", err)
	}
	if _, err := os.Stat("gen/openapi/zz_generated.openapi.go"); err != nil {
		t.Errorf("not written: %v", err)
	}
	if b, _ := os.ReadFile(os.Getenv("FAKE_ARGS")); !strings.HasSuffix(string(b), "\nk8s.io/apimachinery/pkg/api/resource\nexample.com/m/apis/a\n") {
		t.Errorf("tool's arguments:\n%s", b)
	}
}
