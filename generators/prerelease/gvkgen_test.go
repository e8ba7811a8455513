package prerelease_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// TestGvkgen runs gvkgen (every generator of the registry) over a copy of
// testdata: it finds the three packages by their
// +k8s:prerelease-lifecycle-gen=true line and writes
// zz_generated.prerelease-lifecycle.go by default, so verify passes on
// the golden files; without one of them verify fails, and generate writes
// it again, the same bytes.
func TestGvkgen(t *testing.T) {
	header, err := filepath.Abs(filepath.Join("..", "..", "hack", "boilerplate.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	run := func(verb string, want int) string {
		t.Helper()
		var out bytes.Buffer
		if code := cli.Gvkgen(registry.All, []string{verb, "--go-header-file", header, "./apis/..."}, &out, &out); code != want {
			t.Fatalf("gvkgen %s: exit %d, want %d:\n%s", verb, code, want, out.String())
		}
		return out.String()
	}
	if out := run("verify", cli.ExitOK); !strings.Contains(out, "3 unchanged") {
		t.Errorf("gvkgen verify: want 3 files unchanged:\n%s", out)
	}
	file := filepath.Join("apis", "widgets", "v1", "zz_generated.prerelease-lifecycle.go")
	golden, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	if out := run("verify", cli.ExitStale); !strings.Contains(out, file) {
		t.Errorf("gvkgen verify does not name the missing %s:\n%s", file, out)
	}
	run("generate", cli.ExitOK)
	if got, err := os.ReadFile(file); err != nil || !bytes.Equal(got, golden) {
		t.Errorf("gvkgen generate wrote %s anew with other bytes (%v):\n%s", file, err, got)
	}
}
