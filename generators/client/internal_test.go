package client_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

// internalFlags are those of the internal-version golden run: upstream's
// client-gen v0.37.2 run in testdata with them (--output-dir=internal/out)
// writes exactly testdata/internal/out.
var internalFlags = []string{
	"--go-header-file=testdata/boilerplate.go.txt",
	"--output-pkg=github.com/gvk-dev/gvkgen/generators/client/testdata/internal/out",
	"--clientset-name=internalclientset",
	"--input-base=github.com/gvk-dev/gvkgen/generators/client/testdata/internal/apis",
	"--input=wardle/,wardle/v1alpha1", "--input=pets/v1",
}

// TestInternalVersion generates a clientset with an internal version
// (--input wardle/, the package testdata/internal/apis/wardle), an
// external version of the same group and a group with an external
// version only, and compares each file with testdata/internal/out,
// upstream client-gen v0.37.2's output: typed/wardle/internalversion
// (its setConfigDefaults takes the group's prioritized version from the
// scheme) and a scheme/register.go that installs every group through
// its install package (wardle/install, pets/install) rather than
// AddToScheme of each version.
func TestInternalVersion(t *testing.T) {
	r := gentest.Run(t, client.Generator, "testdata", []string{"./internal/apis/..."}, append(internalFlags, "--output-dir=testdata/internal/out")...)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != 29 {
		t.Errorf("%d files, want upstream's 29", len(r.Files))
	}
	r.Golden(t, *update, "go test ./generators/client -update")
}

// TestInternalVersionExtraInstall: with a hand-written
// scheme/register_custom.go, the internal scheme's Install also calls
// ExtraInstall, after a blank line, as upstream's does
// (testdata/internal/register_custom.golden is upstream's register.go
// for the same flags with --clientset-only).
func TestInternalVersionExtraInstall(t *testing.T) {
	out := t.TempDir()
	scheme := filepath.Join(out, "internalclientset", "scheme")
	if err := os.MkdirAll(scheme, 0o755); err != nil {
		t.Fatal(err)
	}
	custom := "package scheme\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\nfunc ExtraInstall(scheme *runtime.Scheme) {}\n"
	if err := os.WriteFile(filepath.Join(scheme, "register_custom.go"), []byte(custom), 0o644); err != nil {
		t.Fatal(err)
	}
	r := gentest.Run(t, client.Generator, "testdata", []string{"./internal/apis/..."}, append(internalFlags, "--output-dir="+out, "--clientset-only")...)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "internal", "register_custom.golden"))
	if err != nil {
		t.Fatal(err)
	}
	got := r.Render(t)[filepath.Join(scheme, "register.go")]
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("scheme/register.go (-want +got):\n%s", diff)
	}
}
