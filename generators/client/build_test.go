package client_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/applyconfig"
	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

// TestBuild generates the apply configurations (applyconfiguration-gen)
// and the clientset with its Apply methods (--apply-configuration-package)
// of testdata/build (a module requiring k8s.io/client-go v0.37.2:
// namespaced and cluster-scoped types with extension methods, a readonly
// type, one without verbs) in a copy of it, then runs go vet and the
// module's own test, which drives the typed clients, extension and Apply
// methods included, through the generated fake clientset. Its modules come from the module cache, or the module
// proxy on a fresh machine.
func TestBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet and go test")
	}
	dir := filepath.Join(t.TempDir(), "build")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "build"))); err != nil {
		t.Fatal(err)
	}
	header, err := filepath.Abs(filepath.Join("testdata", "boilerplate.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	apply := gentest.Run(t, applyconfig.Generator, dir, []string{"./apis/..."},
		"--go-header-file="+header, "--output-dir="+filepath.Join(dir, "generated", "applyconfiguration"), "--output-pkg=example.com/build/generated/applyconfiguration")
	r := gentest.Run(t, client.Generator, dir, []string{"./apis/..."},
		"--go-header-file="+header, "--output-dir="+filepath.Join(dir, "generated"), "--output-pkg=example.com/build/generated",
		"--clientset-name=versioned", "--input-base=example.com/build/apis", "--input=wardle/v1alpha1",
		"--apply-configuration-package=example.com/build/generated/applyconfiguration")
	for _, r := range []*gentest.Result{apply, r} {
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
		for path, b := range r.Render(t) {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, args := range [][]string{{"vet", "./..."}, {"test", "-count=1", "./..."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %v: %v\n%s", args, err, out)
		}
	}
}
