package applyconfig_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/applyconfig"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/out")

const (
	header  = "--go-header-file=../../testdata/boilerplate.go.txt"
	shopOut = "github.com/gvk-dev/gvkgen/generators/applyconfig/testdata/out/applyconfiguration"
)

// TestUpstreamSampleAPIServer regenerates k8s.io/sample-apiserver
// v0.37.2's pkg/generated/applyconfiguration as its hack/update-codegen.sh
// does (gen_client --with-applyconfig --applyconfig-openapi-schema), from
// the module's types and the schema its models-schema command prints
// (testdata/_upstream/sample-apiserver/openapi.json). The files must be
// the module's committed ones (upstream's output, copied under
// testdata/_upstream), byte for byte.
func TestUpstreamSampleAPIServer(t *testing.T) {
	const up = "testdata/_upstream/sample-apiserver"
	r := gentest.Run(t, applyconfig.Generator, "testdata",
		[]string{"k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1", "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"},
		"--output-dir=out-sample", "--output-pkg=k8s.io/sample-apiserver/pkg/generated/applyconfiguration",
		"--openapi-schema="+up+"/openapi.json", header)
	checkUpstreamSample(t, r)
}

// TestSchemaFromOpenAPI: without --openapi-schema, with openapi-gen in the
// same run (over the packages sample-apiserver's gen_openapi reads), the
// apply configurations take its schema, and are the same bytes as with
// the models-schema JSON (TestUpstreamSampleAPIServer): upstream's.
func TestSchemaFromOpenAPI(t *testing.T) {
	wardle := []string{"k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1", "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"}
	all := append([]string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource"}, wardle...)
	u := gentest.Load(t, "testdata", []*gen.Generator{applyconfig.Generator, openapi.Generator}, all...)
	pkgs := func(paths []string) []*universe.Package {
		var out []*universe.Package
		for _, p := range paths {
			out = append(out, u.Package(p))
		}
		return out
	}
	fs := flag.NewFlagSet("openapi-gen", flag.ContinueOnError)
	oc := openapi.Generator.NewConfig(fs)
	if err := fs.Parse([]string{"--output-dir=out-openapi", "--output-pkg=k8s.io/sample-apiserver/pkg/generated/openapi"}); err != nil {
		t.Fatal(err)
	}
	job := &gen.Job{Generator: openapi.Generator, Config: oc, Packages: pkgs(all), OutputFile: openapi.Generator.OutputFile}
	r := gentest.RunAlong(t, u, applyconfig.Generator, pkgs(wardle), []*gen.Job{job},
		"--output-dir=out-sample", "--output-pkg=k8s.io/sample-apiserver/pkg/generated/applyconfiguration", header)
	checkUpstreamSample(t, r)
}

// checkUpstreamSample compares r's files with sample-apiserver's
// committed apply configurations.
func checkUpstreamSample(t *testing.T, r *gentest.Result) {
	t.Helper()
	const up = "testdata/_upstream/sample-apiserver"
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for path, b := range r.Render(t) {
		rel, err := filepath.Rel("out-sample", path)
		if err != nil {
			t.Fatal(err)
		}
		got[filepath.ToSlash(rel)] = string(b)
	}
	want := map[string]string{}
	root := filepath.Join(up, "applyconfiguration")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		want[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 7 {
		t.Fatalf("%s has %d files, want 7", root, len(want))
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("output differs from upstream's (-upstream +ours):\n%s", d)
	}
}

// runShop runs applyconfiguration-gen on testdata/apis/shop/v1 with its
// schema, into testdata/out.
func runShop(t *testing.T) *gentest.Result {
	t.Helper()
	return gentest.Run(t, applyconfig.Generator, "testdata", []string{"./apis/shop/v1"},
		"--output-dir=testdata/out/applyconfiguration", "--output-pkg="+shopOut,
		"--openapi-schema=testdata/apis/shop/openapi.json", header)
}

// TestGolden checks the files written for testdata/apis/shop/v1, a group
// with what sample-apiserver lacks: +groupGoName, a cluster-scoped type, a
// type that cannot be applied (+genclient:skipVerbs), +genclient:method
// with a subresource and an input type, slices and maps of apply
// configurations, a pointer to a slice, an inlined struct, fields left
// out (json:"-", ZZZ_), RawExtension, a meta/v1 type, a type without json
// tags, and a schema with every conversion (list and map types, unions,
// preserved unknown fields, defaults of every kind, quoted strings).
// The golden files were checked against upstream's
// applyconfiguration-gen v0.37.2 run with the same flags: identical.
func TestGolden(t *testing.T) {
	r := runShop(t)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != 10 {
		t.Errorf("%d files, want 10 (8 types, utils.go, internal.go)", len(r.Files))
	}
	r.Golden(t, *update, "go test ./generators/applyconfig -update")
}

// TestGoldenFormatCache: the golden files are rendered byte for byte
// through the format cache, empty and full (the bodies formatted as the
// generator renders them, the preambles as the driver does), and the
// second run formats nothing.
func TestGoldenFormatCache(t *testing.T) {
	gentest.CheckFormatCache(t, applyconfig.Generator, "testdata", []string{"./apis/shop/v1"},
		"--output-dir=testdata/out/applyconfiguration", "--output-pkg="+shopOut,
		"--openapi-schema=testdata/apis/shop/openapi.json", header)
}

// TestGoldenBuilds builds the golden files with the apply configurations
// of client-go and structured-merge-diff they use.
func TestGoldenBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds client-go's apply configurations")
	}
	cmd := exec.Command("go", "vet", "./out/...")
	cmd.Dir = "testdata"
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go vet ./out/... in testdata: %v\n%s", err, out)
	}
}
