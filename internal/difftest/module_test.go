package difftest_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// A module that cannot be downloaded must stop ScratchCopy with an error
// naming it, and nothing may be copied. (The shell version once copied "/."
// -- the whole file system -- into the destination.)
func TestScratchCopyFailedDownload(t *testing.T) {
	t.Setenv("GOPROXY", "off")
	dest := filepath.Join(t.TempDir(), "copy")
	err := difftest.ScratchCopy("example.invalid/nope@v0.0.1", dest)
	if err == nil || !strings.Contains(err.Error(), "cannot copy example.invalid/nope@v0.0.1") {
		t.Fatalf("error %v, want one naming example.invalid/nope@v0.0.1", err)
	}
	if entries, err := os.ReadDir(dest); err == nil && len(entries) > 0 {
		t.Errorf("%d entries were copied into %s", len(entries), dest)
	}
}

// CopyTree makes every copied file writable: module cache files are
// read-only.
func TestCopyTreeWritable(t *testing.T) {
	src := writeTree(t, map[string]string{"a/b.go": "package a\n"})
	if err := os.Chmod(filepath.Join(src, "a", "b.go"), 0o444); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "copy")
	if err := difftest.CopyTree(src, dst); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dst, "a", "b.go"), []byte("package b\n"), 0o644); err != nil {
		t.Errorf("the copy is not writable: %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(src, "a", "b.go")); string(data) != "package a\n" {
		t.Errorf("the source changed: %q", data)
	}
}

func TestReplaceMissing(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"go.mod":      "module example.com/m\n\ngo 1.22\n\nrequire example.com/gone v0.0.0\n\nreplace example.com/gone => ./staging/gone\n\nreplace (\n\texample.com/here => ./here\n\texample.com/versioned v1.0.0 => ./nope\n\texample.com/unused => ./staging/unused\n)\n",
		"here/go.mod": "module example.com/here\n",
	})
	if err := difftest.ReplaceMissing(dir, "v0.1.0"); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "mod", "edit", "-json")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	if !strings.Contains(got, `"Path": "example.com/gone",`+"\n\t\t\t\"Version\": \"v0.1.0\"") {
		t.Errorf("example.com/gone is not required at v0.1.0:\n%s", got)
	}
	for _, kept := range []string{`"Path": "./here"`, `"Path": "./nope"`} {
		if !strings.Contains(got, kept) {
			t.Errorf("the replace by %s was dropped:\n%s", kept, got)
		}
	}
	// A module go.mod does not require: its replace dropped, nothing
	// required (the proxy may not serve it).
	if strings.Contains(got, "example.com/unused") {
		t.Errorf("example.com/unused, not required, is still replaced or now required:\n%s", got)
	}
	if strings.Contains(got, "./staging/gone") {
		t.Errorf("the replace by the missing ./staging/gone is still there:\n%s", got)
	}
	if err := difftest.ReplaceMissing(dir, "v0.1.0"); err == nil {
		t.Error("a second ReplaceMissing found a replace by a missing directory again")
	}
}
