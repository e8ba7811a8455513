package cachefile

import (
	"os"
	"path/filepath"
	"testing"
)

// Put makes the directory, writes the whole entry, leaves no temporary
// file, and reports false (leaving nothing) where it cannot write.
func TestPut(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ab", "abcdef")
	if !Put(p, "abcd", []byte("entry\n")) {
		t.Fatal("Put failed")
	}
	if got, _ := os.ReadFile(p); string(got) != "entry\n" {
		t.Errorf("entry %q", got)
	}
	if !Put(p, "abcd", []byte("again\n")) {
		t.Fatal("Put over an entry failed")
	}
	if ents, _ := os.ReadDir(filepath.Dir(p)); len(ents) != 1 {
		t.Errorf("left %v", ents)
	}
	// A file where the directory should be.
	if err := os.WriteFile(filepath.Join(dir, "file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if Put(filepath.Join(dir, "file", "x"), "x", []byte("x")) {
		t.Error("Put under a file succeeded")
	}
	// A directory where the entry should be: the rename fails.
	if err := os.MkdirAll(filepath.Join(dir, "cd", "entry", "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if Put(filepath.Join(dir, "cd", "entry"), "e", []byte("x")) {
		t.Error("Put over a directory succeeded")
	}
	if ents, _ := os.ReadDir(filepath.Join(dir, "cd")); len(ents) != 1 {
		t.Errorf("left %v", ents)
	}
}
