//go:build differential

package difftest_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// An openapiModule is a module that runs gen_openapi in its
// hack/update-codegen.sh, with its arguments.
type openapiModule struct {
	name, modver, subdir, outDir, outPkg string
	// extra are --extra-pkgs. gen_openapi would write a model name file
	// into them (in the module cache); both sides get them read-only.
	extra []string
	// header is the --go-header-file, in the module (default
	// hack/boilerplate.go.txt), or the repository's Kubernetes header.
	header string
}

// openapiModules are the rows of TestDiffOpenAPI but kubernetes (see
// runKubeOpenAPI).
var openapiModules = []openapiModule{
	{name: "sample-apiserver", modver: "k8s.io/sample-apiserver@" + difftest.CodegenVersion, subdir: "pkg/apis", outDir: "pkg/generated/openapi", outPkg: "k8s.io/sample-apiserver/pkg/generated/openapi"},
	{name: "kube-aggregator", modver: "k8s.io/kube-aggregator@" + difftest.CodegenVersion, subdir: "pkg/apis", outDir: "pkg/generated/openapi", outPkg: "k8s.io/kube-aggregator/pkg/generated/openapi"},
	{name: "apiextensions-apiserver", modver: "k8s.io/apiextensions-apiserver@" + difftest.CodegenVersion, subdir: "pkg", outDir: "pkg/generated/openapi", outPkg: "k8s.io/apiextensions-apiserver/pkg/generated/openapi", extra: []string{"k8s.io/api/autoscaling/v1"}},
	// Every API group of k8s.io/api, as in k8s.io/kubernetes'
	// pkg/generated/openapi (without its other modules): the model name
	// files of each group version are written in the scratch copy.
	{name: "api", modver: "k8s.io/api@" + difftest.CodegenVersion, subdir: ".", outDir: "generated/openapi", outPkg: "k8s.io/api/generated/openapi", header: "testdata/diff-boilerplate.go.txt"},
}

// gen_openapi's read-only packages and the packages it always adds.
var (
	openapiReadOnly = []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/api/resource", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/types", "k8s.io/apimachinery/pkg/util/intstr", "k8s.io/apimachinery/pkg/version", "time"}
	openapiAlways   = []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource"}
)

// TestDiffOpenAPI runs kube-openapi's openapi-gen (at the version
// code-generator's kube_codegen.sh installs) and ours side by side, as
// gen_openapi runs it, on each module of openapiModules, and as
// k8s.io/kubernetes' update-codegen.sh runs it (the row kubernetes, only
// when named): the file of GetOpenAPIDefinitions, every
// zz_generated.model_name.go and the report must be byte-identical. Its
// rows models-schema* compare `gvkgen models-schema` with a module's own
// models-schema program (runModelsSchema).
func TestDiffOpenAPI(t *testing.T) {
	root := repoRoot(t)
	args, err := difftest.ParseArgs(*ciFlag, *listFlag, flag.Args())
	if err != nil {
		t.Fatal(err)
	}
	rows := openapiRows()
	for _, n := range args.Names {
		if !slices.ContainsFunc(rows, func(r openapiRow) bool { return r.name == n }) {
			t.Fatalf("no row named %s (the rows: hack/diff-openapi.sh --list)", n)
		}
	}
	var run []openapiRow
	for _, r := range rows {
		if (len(args.Names) > 0 && slices.Contains(args.Names, r.name)) || (len(args.Names) == 0 && ((args.CI && r.ci) || (!args.CI && r.all))) {
			run = append(run, r)
		}
	}
	if args.List {
		for _, r := range run {
			fmt.Println(r.name, r.modver)
		}
		return
	}
	up, err := difftest.InstallTool("k8s.io/kube-openapi/cmd/openapi-gen@" + difftest.KubeOpenAPIVersion)
	if err != nil {
		t.Fatal(err)
	}
	ours := &difftest.Ours{Root: root, Dir: t.TempDir()}
	work, err := difftest.WorkDir("WORKDIR", "openapi")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range run {
		t.Run(r.name, func(t *testing.T) { r.run(t, root, work, up, ours) })
	}
}

// An openapiRow is a row of TestDiffOpenAPI: run in --ci (ci), without
// arguments (all), or only when named.
type openapiRow struct {
	name, modver string
	ci, all      bool
	run          func(t *testing.T, root, work, up string, ours *difftest.Ours)
}

// openapiRows are TestDiffOpenAPI's rows: openapiModules (in --ci but
// api), kubernetes, and modelsSchemaModules (in --ci but the large ones).
func openapiRows() []openapiRow {
	var rows []openapiRow
	for _, m := range openapiModules {
		rows = append(rows, openapiRow{m.name, m.modver, m.name != "api", true, func(t *testing.T, root, work, up string, ours *difftest.Ours) {
			diffOpenAPIModule(t, root, work, up, oursBin(t, ours, "openapi-gen"), m)
		}})
	}
	rows = append(rows, openapiRow{"kubernetes", difftest.KubeOpenAPIModver, false, false, func(t *testing.T, _, work, up string, ours *difftest.Ours) {
		runKubeOpenAPI(t, work, up, oursBin(t, ours, "openapi-gen"))
	}})
	for _, m := range modelsSchemaModules {
		rows = append(rows, openapiRow{m.name, m.modver, !m.large, !m.large, func(t *testing.T, _, _, _ string, ours *difftest.Ours) {
			runModelsSchema(t, oursBin(t, ours, "gvkgen"), m)
		}})
	}
	return rows
}

// oursBin is our command name, built once.
func oursBin(t *testing.T, ours *difftest.Ours, name string) string {
	t.Helper()
	bin, err := ours.Bin(name)
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// diffOpenAPIModule runs upstream's openapi-gen (up; its tree cached by
// difftest.CachedTree) and ours (bin) as gen_openapi does on the module of
// m, and compares what they wrote.
func diffOpenAPIModule(t *testing.T, root, work, up, bin string, m openapiModule) {
	trees := map[string]string{}
	for side, tool := range map[string]string{"upstream": up, "ours": bin} {
		dir := filepath.Join(work, m.name, side)
		if err := difftest.ScratchCopy(m.modver, dir); err != nil {
			t.Fatal(err)
		}
		header := "hack/boilerplate.go.txt"
		if m.header != "" {
			header = filepath.Join(root, m.header)
		}
		run := func() error { return runOpenAPI(dir, tool, header, m.subdir, m.outDir, m.outPkg, m.extra) }
		var err error
		if side == "upstream" {
			var cached bool
			cached, err = difftest.CachedTree(dir, []string{"openapi", m.name, tool, header, difftest.ArgFiles([]string{header})}, nil, run)
			if cached {
				logf(t, "%s: upstream's tree of an earlier run with the same inputs (GVK_UPSTREAM_CACHE=off reruns)", m.name)
			}
		} else {
			err = run()
		}
		if err != nil {
			t.Fatal(err)
		}
		trees[side] = dir
	}
	same, total := compareOpenAPI(t, trees["upstream"], trees["ours"], m.outDir, "report")
	logf(t, "== openapi %s: identical %d/%d", m.name, same, total)
}

// runOpenAPI runs tool in the module at dir as gen_openapi does (its
// packages: those with a +k8s:openapi-gen= line, which in these modules
// are those of gen_openapi's grep for +k8s:openapi).
func runOpenAPI(dir, tool, header, subdir, outDir, outPkg string, extra []string) error {
	pkgs := append(append([]string{}, extra...), openapiAlways...)
	found, err := difftest.TaggedDirs(dir, subdir, "openapi")
	if err != nil {
		return err
	}
	for _, d := range found {
		out, err := difftest.Scratch(filepath.Join(dir, d), "go", "list", "-find", ".").Output()
		if err != nil {
			return fmt.Errorf("go list -find in %s: %v", d, err)
		}
		pkgs = append(pkgs, strings.TrimSpace(string(out)))
	}
	os.Remove(filepath.Join(dir, outDir, "zz_generated.openapi.go"))
	args := []string{"--output-file", "zz_generated.openapi.go", "--go-header-file", header,
		"--output-dir", outDir, "--output-pkg", outPkg, "--report-filename", "report", "--output-model-name-file=zz_generated.model_name.go"}
	for _, p := range append(append([]string{}, extra...), openapiReadOnly...) {
		args = append(args, "--readonly-pkg", p)
	}
	if err := os.WriteFile(filepath.Join(dir, "report"), nil, 0o644); err != nil {
		return err
	}
	cmd := difftest.Scratch(dir, tool, append(args, pkgs...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v\n%s", tool, err, out)
	}
	return nil
}

// compareOpenAPI compares the definitions, the model name files and the
// report of the two trees.
func compareOpenAPI(t *testing.T, up, ours, outDir, report string) (same, total int) {
	t.Helper()
	files := []string{filepath.Join(outDir, "zz_generated.openapi.go"), report}
	names, err := difftest.FindFiles(up, ".", "zz_generated.model_name.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, names...)
	for _, f := range files {
		total++
		if difftest.SameFile(filepath.Join(up, f), filepath.Join(ours, f)) {
			same++
			continue
		}
		t.Errorf("%s differs from upstream's", f)
	}
	theirs, _ := difftest.FindFiles(ours, ".", "zz_generated.model_name.go")
	if fmt.Sprint(theirs) != fmt.Sprint(names) {
		t.Errorf("model name files: upstream wrote %v, ours %v", names, theirs)
	}
	return same, total
}
