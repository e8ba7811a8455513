//go:build unix

package cli_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// TestUmask checks that new files get 0666 less the umask, as any tool's
// files do, and that a rewritten file keeps its mode.
func TestUmask(t *testing.T) {
	offline(t)
	old := syscall.Umask(0o027)
	t.Cleanup(func() { syscall.Umask(old) })
	dir := testutil.Module(t, sources(t))
	if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	for _, g := range generatedFiles {
		fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(g)))
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != 0o640 {
			t.Errorf("%s: mode %o, want 640 (0666 less the umask 027)", g, got)
		}
	}
	kept := filepath.Join(dir, "apis", "g", "v1", "zz_generated.deepcopy.go")
	if err := os.Chmod(kept, 0o600); err != nil {
		t.Fatal(err)
	}
	edit(t, dir, "apis/g/v1/types.go", "\tReady      bool ", "\tNotes      []string\n\tReady      bool ")
	if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK || !summaryRE(2, 2, 3, 0).MatchString(stderr) {
		t.Fatalf("generate after a change: exit %d; stderr:\n%s", code, stderr)
	}
	if fi, err := os.Stat(kept); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("a rewritten file lost its mode 600: %v %v", fi.Mode(), err)
	}
}
