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
	r := gentest.Run(t, openapi.Generator, "testdata", pkgs,
		"--output-dir=testdata/pkg/generated", "--output-pkg=k8s.io/kube-openapi/test/integration/pkg/generated",
		"--output-file=openapi_generated.go", "--go-header-file=testdata/boilerplate.go.txt")
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
