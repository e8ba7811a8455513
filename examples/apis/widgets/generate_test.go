package widgets_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGoGenerate runs the go:generate lines of the example group (go tool
// deepcopy-gen, conversion-gen and register-gen, through the tool
// directives of the examples module's go.mod) and checks that they leave
// the committed tree as it is. If they do not, the tree is put back and
// the difference shown.
func TestGoGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go generate")
	}
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, dir)
	cmd := exec.Command("go", "generate", "./...")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go generate failed: %v\n%s", err, out)
	}
	after := snapshot(t, dir)
	if d := cmp.Diff(before, after); d != "" {
		for name, content := range before {
			if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
				t.Error(err)
			}
		}
		t.Errorf("go generate changed the committed tree (-before +after); it has been restored:\n%s", d)
	}
}

func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		out[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
