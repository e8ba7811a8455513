package output_test

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/output"
)

// Prepare writes a temporary file and nothing else; Commit puts it in
// place; a write that fails, or a Discard, leaves no temporary file and
// no directory Prepare made.
func TestPrepareCommitDiscard(t *testing.T) {
	root := t.TempDir()
	path := filepath.Join(root, "new", "deeper", "zz.go")
	empty := func(what string) {
		t.Helper()
		if ents, err := os.ReadDir(root); err != nil || len(ents) != 0 {
			t.Errorf("%s left %v (%v), want nothing", what, ents, err)
		}
	}
	full := output.Disk{Fault: func(string) error { return syscall.ENOSPC }}
	if p, err := full.Prepare(&output.Target{Path: path}, []byte(generated)); p != nil || !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("Prepare on a full disk = %v, %v; want ENOSPC", p, err)
	}
	empty("a failed Prepare")
	p, err := output.Disk{}.Prepare(&output.Target{Path: path}, []byte(generated))
	if err != nil || p == nil {
		t.Fatalf("Prepare = %v, %v", p, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Prepare wrote %s itself: %v", path, err)
	}
	p.Discard()
	empty("Discard")
	p, _ = output.Disk{}.Prepare(&output.Target{Path: path}, []byte(generated))
	if err := p.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != generated {
		t.Errorf("after Commit %s holds %q, %v", path, b, err)
	}
	if ents, _ := os.ReadDir(filepath.Dir(path)); len(ents) != 1 {
		t.Errorf("after Commit %s holds %v, want the file alone", filepath.Dir(path), ents)
	}
}
