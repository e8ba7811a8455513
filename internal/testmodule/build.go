package testmodule

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// CachedBuild returns a binary that build writes at the path it is given,
// built once for a key and kept in CacheDir: a later run, or another test,
// asking for the same name and key gets the same file without building.
// The key must cover everything the binary is built from (see SourceKey).
// A failed build leaves nothing behind.
func CachedBuild(t testing.TB, name, key string, build func(bin string) error) string {
	t.Helper()
	dir := filepath.Join(CacheDir(), "bin")
	bin := filepath.Join(dir, name+"-"+key)
	if fi, err := os.Stat(bin); err == nil && fi.Mode().IsRegular() {
		return bin
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	tmp, err := os.MkdirTemp(dir, ".build-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, name)
	if err := build(out); err != nil {
		t.Fatalf("building %s: %v", name, err)
	}
	if err := os.Rename(out, bin); err != nil {
		t.Fatal(err)
	}
	return bin
}

// SourceKey hashes what a Go build reads from the directories given (the
// go.mod, go.sum and non-test .go files below each, testdata, vendor and
// hidden directories left out), the extra strings, and the go command's
// version, into a short key for CachedBuild.
func SourceKey(t testing.TB, dirs []string, extra ...string) string {
	t.Helper()
	h := sha256.New()
	version, err := exec.Command("go", "version").Output()
	if err != nil {
		t.Fatalf("go version: %v", err)
	}
	h.Write(version)
	for _, s := range extra {
		io.WriteString(h, s+"\x00")
	}
	for _, root := range dirs {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if p != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
					return filepath.SkipDir
				}
				return nil
			}
			if name != "go.mod" && name != "go.sum" && (!strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go")) {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			io.WriteString(h, p+"\x00")
			h.Write(b)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// Scratch returns an empty directory in CacheDir named for the checkout at
// root and for name, emptied first: the same path on every run. A test
// that builds a copy of the checkout there (a clone that `go install`s)
// finds the go command's build cache warm, as the cache keys the builds of
// a module's packages by their directory. It is removed when the test ends.
func Scratch(t testing.TB, root, name string) string {
	t.Helper()
	sum := sha256.Sum256([]byte(root))
	dir := filepath.Join(CacheDir(), "scratch", name+"-"+hex.EncodeToString(sum[:6]))
	if err := removeAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { removeAll(dir) })
	return dir
}
