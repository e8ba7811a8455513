package difftest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestKubeOpenAPIDirs: codegen::openapi's selection, as update-codegen.sh
// greps: a file with a "// +k8s:" line that mentions +k8s:openapi
// (openapi-model-package too), wherever in it; not a mention without a
// +k8s: line, not in testdata, vendor, a directory with a go.work, or the
// three excluded staging modules.
func TestKubeOpenAPIDirs(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"go.work":                                      "go 1.26\n",
		"pkg/apis/a/v1/doc.go":                         "// +k8s:openapi-gen=true\npackage v1\n",
		"pkg/apis/b/v1/doc.go":                         "// +k8s:deepcopy-gen=package\n// +k8s:openapi-model-package=io.b\npackage v1\n",
		"pkg/apis/c/v1/types.go":                       "// +k8s:deepcopy-gen=package\npackage v1\n\n// x is not +k8s:openapi-gen=true\n",
		"pkg/apis/d/v1/types.go":                       "package v1\n\n// see +k8s:openapi-gen=true, not at the start\n",
		"pkg/apis/e/v1/doc.go":                         "//+k8s:openapi-gen=true\npackage v1\n",
		"pkg/apis/e/v1/more.go":                        "// +k8s:openapi-gen=true\npackage v1\n",
		"pkg/apis/f/testdata/doc.go":                   "// +k8s:openapi-gen=true\npackage testdata\n",
		"vendor/x/doc.go":                              "// +k8s:openapi-gen=true\npackage x\n",
		"hack/tools/go.work":                           "go 1.26\n",
		"hack/tools/t/doc.go":                          "// +k8s:openapi-gen=true\npackage t\n",
		"staging/src/k8s.io/api/core/v1/doc.go":        "// +k8s:openapi-gen=true\npackage v1\n",
		"staging/src/k8s.io/sample-apiserver/p/doc.go": "// +k8s:openapi-gen=true\npackage p\n",
	}
	for name, content := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := kubeOpenAPIDirs(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"pkg/apis/a/v1", "pkg/apis/b/v1", "pkg/apis/c/v1", "pkg/apis/e/v1", "staging/src/k8s.io/api/core/v1"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
