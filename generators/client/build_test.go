package client_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

// TestBuild generates the clientset of testdata/build (a module
// requiring k8s.io/client-go v0.37.2: namespaced and cluster-scoped
// types with extension methods, a readonly type, one without verbs) in
// a copy of it, then runs go vet and the module's own test, which drives
// the typed clients, extension methods included, through the generated
// fake clientset. Offline: the modules come from the module cache.
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
	r := gentest.Run(t, client.Generator, dir, []string{"./apis/..."},
		"--go-header-file="+header, "--output-dir="+filepath.Join(dir, "generated"), "--output-pkg=example.com/build/generated",
		"--clientset-name=versioned", "--input-base=example.com/build/apis", "--input=wardle/v1alpha1")
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
	for _, args := range [][]string{{"vet", "./..."}, {"test", "-count=1", "./..."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %v: %v\n%s", args, err, out)
		}
	}
}
