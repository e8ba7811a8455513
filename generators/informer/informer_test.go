package informer_test

import (
	"flag"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/informer"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// testdata is lister-gen's test module: the informers name its listers.
const testdata = "../lister/testdata"

// flagsFor are the flags of upstream's informer-gen run on testdata.
var flagsFor = []string{
	"--output-dir=" + testdata + "/out/informers",
	"--output-pkg=github.com/gvk-dev/gvkgen/generators/lister/testdata/out/informers",
	"--versioned-clientset-package=example.com/clientset/versioned",
	"--listers-package=github.com/gvk-dev/gvkgen/generators/lister/testdata/out/listers",
	"--plural-exceptions=Endpoints:Endpoints",
	"--go-header-file=" + testdata + "/header.txt",
}

// TestGolden writes testdata's informers: the types with list and watch
// (not Policy, which skips watch, Secret, with no verbs, or Order), a
// cluster-scoped one, +groupGoName in the factory and the clients'
// accessors, +resourceName in the generic informer, two versions of one
// group. The golden files are upstream informer-gen v0.37.2's output, byte
// for byte (checked with the upstream tool on this tree).
func TestGolden(t *testing.T) {
	r := gentest.Run(t, informer.Generator, testdata, []string{"./apis/..."}, flagsFor...)
	r.Expect(t)
	if len(r.Files) != 10 {
		t.Errorf("%d files, want 10", len(r.Files))
	}
	r.Golden(t, *update, "go test ./generators/informer -update")
}

// TestSingleDirectory: --single-directory writes the tree directly under
// --output-dir, its factory in a package named after it.
func TestSingleDirectory(t *testing.T) {
	args := append([]string{"--single-directory", "--output-dir=/gen/informers", "--output-pkg=example.com/gen/informers"}, flagsFor[2:]...)
	r := gentest.Run(t, informer.Generator, testdata, []string{"./apis/..."}, args...)
	r.Expect(t)
	got := map[string]string{}
	for _, f := range r.Files {
		got[f.Path] = f.PkgName
	}
	for path, name := range map[string]string{
		"/gen/informers/factory.go":                               "informers",
		"/gen/informers/internalinterfaces/factory_interfaces.go": "internalinterfaces",
		"/gen/informers/shop/interface.go":                        "shop",
		"/gen/informers/shop/v1/gizmo.go":                         "v1",
	} {
		if got[path] != name {
			t.Errorf("%s: package %q, want %q (files: %v)", path, got[path], name, got)
		}
	}
}

// TestErrors: every mistake is reported at its place with the fix, and
// nothing is written.
func TestErrors(t *testing.T) {
	meta := "import metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n"
	req := []string{"--output-dir=o", "--output-pkg=p", "--versioned-clientset-package=c", "--listers-package=l"}
	for _, tc := range []struct {
		name, types string
		args        []string
		want        []string
	}{
		{name: "no flags", types: "// +genclient\ntype W struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n", args: []string{},
			want: []string{"--output-dir must be specified", "--output-pkg must be specified", "--versioned-clientset-package must be specified", "--listers-package must be specified"}},
		{name: "import paths beginning with /", types: "// +genclient\ntype W struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n", args: []string{"--output-dir=o", "--output-pkg=/informers", "--versioned-clientset-package=/clientset/versioned", "--listers-package=l"},
			want: []string{`--output-pkg "/informers" begins with "/"`, `--versioned-clientset-package "/clientset/versioned" begins with "/"`}},
		{name: "internal version without its clientset", types: "// +genclient\ntype W struct {\n\tmetav1.ObjectMeta\n}\n", args: req,
			want: []string{"doc.go:1: example.com/shop/v1 is an internal version (its ObjectMeta has no json tag), whose informers need --internal-clientset-package"}},
		{name: "skip verbs with a bad verb", types: "// +genclient\n// +genclient:skipVerbs=watch,\ntype W struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n", args: req,
			want: []string{"types.go:6: type W: +genclient:skipVerbs=watch,: unknown verb \"\""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := universe.LoadSources([]universe.SourcePackage{{
				Path: "example.com/shop/v1", Name: "v1", Dir: "/shop/v1",
				Files: map[string]string{"doc.go": "package v1\n", "types.go": "package v1\n\n" + meta + tc.types},
			}}, nil)
			r := gentest.RunOn(t, u, informer.Generator, u.Roots, tc.args...)
			r.Expect(t, tc.want...)
			if len(r.Files) != 0 {
				t.Errorf("%d files written despite errors", len(r.Files))
			}
		})
	}
}
