package openapi_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/openapi"
)

// integration are kube-openapi's test/integration input packages, in the
// order its suite passes them.
var integration = []string{"listtype", "maptype", "structtype", "dummytype", "uniontype", "enumtype", "custom", "valuevalidation", "defaults"}

const root = "k8s.io/kube-openapi/test/integration/testdata/"

// TestIntegrationGoldens runs openapi-gen as kube-openapi's integration
// suite does; the goldens are upstream's committed files
// (pkg/generated/openapi_generated.go, testdata/golden.v2.report), copied
// unchanged from kube-openapi at d427ff9ee9ad.
func TestIntegrationGoldens(t *testing.T) {
	var pkgs []string
	for _, p := range integration {
		pkgs = append(pkgs, root+p)
	}
	report := filepath.Join(t.TempDir(), "report")
	r := gentest.Run(t, openapi.Generator, "testdata", pkgs,
		"--output-dir=testdata/pkg/generated", "--output-pkg=k8s.io/kube-openapi/test/integration/pkg/generated",
		"--output-file=openapi_generated.go", "--go-header-file=testdata/boilerplate.go.txt", "--report-filename="+report)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	got := r.Render(t)["testdata/pkg/generated/openapi_generated.go"]
	want, err := os.ReadFile("testdata/pkg/generated/openapi_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("openapi_generated.go differs from upstream's golden (-want +got):\n%s", diff)
	}
	checkReport(t, r.Result().(*openapi.Model), "testdata/reports/golden.v2.report")
	checkReportFile(t, r, report, "testdata/reports/golden.v2.report")
}

// TestNamedModels is the integration suite's second run: a package with
// +k8s:openapi-model-package, --output-model-name-file, the report on
// standard output. Both files are upstream's committed ones.
func TestNamedModels(t *testing.T) {
	r := gentest.Run(t, openapi.Generator, "testdata", []string{root + "namedmodels"},
		"--output-dir=testdata/pkg/generated/namedmodels", "--output-pkg=k8s.io/kube-openapi/test/integration/pkg/generated/namedmodels",
		"--output-file=openapi_generated.go", "--output-model-name-file=zz_generated_model_name.go", "--go-header-file=testdata/boilerplate.go.txt")
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != 2 {
		t.Fatalf("%d files, want the definitions and one model name file", len(r.Files))
	}
	r.Golden(t, false, "upstream's golden: never regenerate")
	checkReport(t, r.Result().(*openapi.Model), "testdata/reports/namedmodels.report")
	want, _ := os.ReadFile("testdata/reports/namedmodels.report")
	if got := r.Passes[0].Printed(); string(got) != string(want) {
		t.Errorf("printed %q, want the report", got)
	}
}

// checkReportFile checks that the run writes the report file at path, as
// the golden says.
func checkReportFile(t *testing.T, r *gentest.Result, path, golden string) {
	t.Helper()
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := r.Render(t)[path]
	if !ok {
		t.Fatalf("no report file %s among the files", path)
	}
	if string(got) != string(want) {
		t.Errorf("report file differs from %s:\n%s", golden, got)
	}
}

func checkReport(t *testing.T, m *openapi.Model, golden string) {
	t.Helper()
	want, err := os.ReadFile(filepath.FromSlash(golden))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(openapi.Report(m))); diff != "" {
		t.Errorf("report differs from %s (-want +got):\n%s", golden, diff)
	}
}

// TestNestedMarkers: the items:, properties:<name>: and
// additionalProperties: +k8s:validation markers (after kube-openapi's
// TestNestedMarkers); the golden and the report are upstream
// openapi-gen's output for testdata/nested, made with its binary at
// d427ff9ee9ad and checked by hand.
func TestNestedMarkers(t *testing.T) {
	report := filepath.Join(t.TempDir(), "report")
	r := gentest.Run(t, openapi.Generator, "testdata", []string{"k8s.io/kube-openapi/test/integration/nested"},
		"--output-dir=testdata/pkg/generated/nested", "--output-pkg=k8s.io/kube-openapi/test/integration/pkg/generated/nested",
		"--output-file=openapi_generated.go", "--go-header-file=testdata/boilerplate.go.txt", "--report-filename="+report)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	got := r.Render(t)["testdata/pkg/generated/nested/openapi_generated.go"]
	want, err := os.ReadFile("testdata/pkg/generated/nested/openapi_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("differs from upstream's output (-want +got):\n%s", diff)
	}
	checkReportFile(t, r, report, "testdata/reports/nested.report")
}
