//go:build unix

package output_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/output"
)

// TestNewFileMode: a new file gets 0666 less the umask, as any tool's
// files do (the temporary file it is renamed from is made that way).
func TestNewFileMode(t *testing.T) {
	for _, tt := range []struct {
		umask int
		want  os.FileMode
	}{{0o022, 0o644}, {0o027, 0o640}, {0o077, 0o600}, {0, 0o666}} {
		old := syscall.Umask(tt.umask)
		path := filepath.Join(t.TempDir(), "zz.go")
		st, err := output.Disk{}.WriteTarget(&output.Target{Path: path}, []byte(generated))
		syscall.Umask(old)
		if err != nil || st != output.Written {
			t.Fatalf("umask %o: %v %v", tt.umask, st, err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != tt.want {
			t.Errorf("umask %o: mode %v %v, want %o", tt.umask, fi.Mode(), err, tt.want)
		}
	}
}
