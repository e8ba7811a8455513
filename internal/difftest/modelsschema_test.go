//go:build differential

package difftest_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// modelsSchemaModules are the rows models-schema* of TestDiffOpenAPI: the
// modules whose own models-schema program (run with go run)
// `gvkgen models-schema` must match byte for byte: the program's
// directory, and the packages their openapi-gen reads (kube_codegen.sh's
// gen_openapi adds apimachinery's to the module's).
//
// A module whose pkgs are nil reads those the committed file imports
// (generated, the packages with definitions); replace is the version of
// the nested modules its zip lacks (Kubernetes' staging).
type modelsSchemaModule struct {
	name, modver, program string
	pkgs                  []string
	generated             string
	replace               string
	// large: run only when named (Kubernetes' program builds every API
	// module, eight of which are not in a fresh module cache).
	large bool
}

// modelsSchemaModules are the models-schema rows.
var modelsSchemaModules = []modelsSchemaModule{
	{"models-schema", "k8s.io/sample-apiserver@" + difftest.CodegenVersion, "./pkg/generated/openapi/cmd/models-schema", []string{
		"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version",
		"k8s.io/apimachinery/pkg/api/resource", "./pkg/apis/wardle/v1alpha1", "./pkg/apis/wardle/v1beta1",
	}, "", "", false},
	{"models-schema-kubernetes", "k8s.io/kubernetes@v1.37.2", "./pkg/generated/openapi/cmd/models-schema", nil,
		"pkg/generated/openapi/zz_generated.openapi.go", difftest.CodegenVersion, true},
}

// runModelsSchema compares `gvkgen models-schema PACKAGES` (bin is gvkgen)
// with the output of the module's models-schema program over its
// committed zz_generated.openapi.go, in a fresh copy of the module under
// MODELS_SCHEMA_WORKDIR. The program's output is cached by
// difftest.CachedTree (the key: the copy's content), so that a second run
// compiles nothing.
func runModelsSchema(t *testing.T, bin string, m modelsSchemaModule) {
	work := workDir(t, "MODELS_SCHEMA_WORKDIR", "models-schema")
	mod := filepath.Join(work, strings.ReplaceAll(m.modver, "/", "_"))
	if err := difftest.ScratchCopy(m.modver, mod); err != nil {
		t.Fatal(err)
	}
	if m.replace != "" {
		if err := difftest.ReplaceMissing(mod, m.replace); err != nil {
			t.Fatal(err)
		}
	}
	pkgs := m.pkgs
	if pkgs == nil {
		pkgs = importsOf(t, filepath.Join(mod, m.generated))
	}
	wantFile := mod + ".want.json"
	cached, err := difftest.CachedTree(mod, []string{"models-schema", m.program}, []string{wantFile}, func() error {
		logf(t, "go run %s in %s", m.program, mod)
		out, err := difftest.Scratch(mod, "go", "run", m.program).Output()
		if err != nil {
			return fmt.Errorf("go run %s in %s: %v%s", m.program, mod, err, stderrOf(err))
		}
		return os.WriteFile(wantFile, out, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if cached {
		logf(t, "%s: the program's output of an earlier run with the same inputs (GVK_UPSTREAM_CACHE=off reruns)", m.name)
	}
	want, err := os.ReadFile(wantFile)
	if err != nil {
		t.Fatal(err)
	}
	logf(t, "gvkgen models-schema")
	got := runIn(t, mod, bin, append([]string{"models-schema"}, pkgs...)...)
	if !bytes.Equal(got, want) {
		os.WriteFile(mod+".got.json", got, 0o644)
		t.Fatalf("gvkgen models-schema differs from %s: %s (files %s.{got,want}.json)", m.program, firstDifference(got, want), mod)
	}
	if len(want) < 1000 {
		t.Fatalf("%s printed %d bytes: not a schema", m.program, len(want))
	}
	if m.pkgs != nil {
		verifyApplyFromOpenAPI(t, bin, mod, m.pkgs)
	}
}

// stderrOf is the standard error an exec.ExitError kept, on a line of its
// own, or "".
func stderrOf(err error) string {
	if ee, ok := err.(*exec.ExitError); ok && len(ee.Stderr) > 0 {
		return "\n" + string(ee.Stderr)
	}
	return ""
}

// verifyApplyFromOpenAPI runs gvkgen verify on sample-apiserver's apply
// configurations as its gen_client does, but without --openapi-schema and
// with openapi-gen (its gen_openapi's packages) in the same run: the
// committed files, made with models-schema's JSON, must be current. Without
// openapi-gen, internal.go and the Extract functions lack the schema:
// verify must fail.
func verifyApplyFromOpenAPI(t *testing.T, bin, mod string, openapiPkgs []string) {
	t.Helper()
	apply := []string{"verify", "--go-header-file", "hack/boilerplate.go.txt",
		"--applyconfiguration-packages", "./pkg/apis/wardle/v1alpha1,./pkg/apis/wardle/v1beta1",
		"--applyconfiguration-output-dir", "pkg/generated/applyconfiguration",
		"--applyconfiguration-output-pkg", "k8s.io/sample-apiserver/pkg/generated/applyconfiguration"}
	logf(t, "gvkgen verify: apply configurations with openapi-gen's schema")
	runIn(t, mod, bin, append(apply, "--openapi-packages", strings.Join(openapiPkgs, ","),
		"--openapi-output-dir", "pkg/generated/openapi", "--openapi-output-pkg", "k8s.io/sample-apiserver/pkg/generated/openapi",
		"--openapi-report-filename", os.DevNull)...)
	if err := difftest.Scratch(mod, bin, apply...).Run(); err == nil {
		t.Error("gvkgen verify without openapi-gen nor --openapi-schema passed: the check above proves nothing")
	}
}

// importsOf are the packages the Go file imports, but kube-openapi's.
func importsOf(t *testing.T, file string) []string {
	t.Helper()
	pkgs, err := difftest.Imports(file)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// runIn runs name args in the scratch module dir and returns its stdout.
func runIn(t *testing.T, dir, name string, args ...string) []byte {
	t.Helper()
	cmd := difftest.Scratch(dir, name, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s in %s: %v\n%s", name, strings.Join(args, " "), dir, err, stderr.String())
	}
	return stdout.Bytes()
}

// firstDifference shows where got and want first differ.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-80)
	return fmt.Sprintf("at byte %d of %d/%d:\n  got  ...%s\n  want ...%s", i, len(got), len(want), got[from:min(len(got), i+80)], want[from:min(len(want), i+80)])
}
