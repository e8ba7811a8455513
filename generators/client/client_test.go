package client_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/out")

// flags are those of the golden run: upstream's client-gen v0.37.2 run
// with them writes exactly testdata/out (see TestGolden).
var flags = []string{
	"--go-header-file=testdata/boilerplate.go.txt",
	"--output-dir=testdata/out",
	"--output-pkg=github.com/gvk-dev/gvkgen/generators/client/testdata/out",
	"--clientset-name=versioned",
	"--apply-configuration-package=github.com/gvk-dev/gvkgen/generators/client/testdata/out/applyconfiguration",
	"--input-base=github.com/gvk-dev/gvkgen/generators/client/testdata/apis",
	"--plural-exceptions=Endpoints:Endpoints",
	"--input=wardle/v1alpha1", "--input=wardle/v1beta1",
}

// TestGolden generates the clientset of testdata/apis (every +genclient
// variant: namespaced with a status, nonNamespaced, readonly, noVerbs,
// skipVerbs with noStatus and +resourceName, onlyVerbs without list, a
// version with +groupGoName; extension methods of every verb a method
// may have, with and without a subresource, with input and result types
// of the same package and of another, namespaced and cluster-scoped) and compares each file with testdata/out,
// which is upstream client-gen v0.37.2's output for the same flags
// (regenerate with -update, then check it against upstream's:
// `client-gen <flags>` run in testdata into a copy, `diff -r`). The
// hand-written flunder_expansion.go is left alone, and
// generated_expansion.go leaves FlunderExpansion out.
func TestGolden(t *testing.T) {
	r := gentest.Run(t, client.Generator, "testdata", []string{"./apis/..."}, flags...)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != 34 {
		t.Errorf("%d files, want upstream's 34", len(r.Files))
	}
	for _, f := range r.Files {
		if strings.HasSuffix(f.Path, "flunder_expansion.go") {
			t.Errorf("writes the hand-written %s", f.Path)
		}
	}
	r.Golden(t, *update, "go test ./generators/client -update")
	exp, err := os.ReadFile(filepath.Join("testdata", "out", "versioned", "typed", "wardle", "v1alpha1", "generated_expansion.go"))
	if err != nil || strings.Contains(string(exp), "FlunderExpansion") || !strings.Contains(string(exp), "FischerExpansion") {
		t.Errorf("generated_expansion.go declares FlunderExpansion, written by hand, or not FischerExpansion (%v):\n%s", err, exp)
	}
}

// TestGoldenFormatCache: the golden files (typed and fake clients,
// rendered in batches as they are spelled) are rendered byte for byte
// through the format cache, empty and full, and the second run formats
// nothing.
func TestGoldenFormatCache(t *testing.T) {
	gentest.CheckFormatCache(t, client.Generator, "testdata", []string{"./apis/..."}, flags...)
}

// TestFlagsGolden runs the golden flags with --included-types-overrides
// and --clientset-only and compares each file with
// testdata/golden/<row>, which is upstream client-gen v0.37.2's output
// for the same flags (with --output-dir=golden/<row>, run in testdata).
// An override names a group by its +groupName (wardle.example.com), as
// upstream keys it; the group versions it names keep only its types.
func TestFlagsGolden(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		files int
	}{
		{name: "overrides", args: []string{"--included-types-overrides=wardle.example.com/v1alpha1/Gadget,wardle.example.com/v1alpha1/Fischer", "--included-types-overrides=wardle.example.com/v1beta1/Flunder"}, files: 22},
		{name: "clientset-only", args: []string{"--clientset-only"}, files: 6},
		{name: "clientset-only-nofake", args: []string{"--clientset-only", "--fake-clientset=false"}, files: 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string{}, flags...), tt.args...)
			for i, a := range args {
				if strings.HasPrefix(a, "--output-dir=") {
					args[i] = "--output-dir=" + filepath.Join("testdata", "golden", tt.name)
				}
			}
			r := gentest.Run(t, client.Generator, "testdata", []string{"./apis/..."}, args...)
			if err := r.Err(); err != nil {
				t.Fatal(err)
			}
			if len(r.Files) != tt.files {
				t.Errorf("%d files, want upstream's %d", len(r.Files), tt.files)
			}
			r.Golden(t, false, "(the golden files are upstream's output)")
		})
	}
}
