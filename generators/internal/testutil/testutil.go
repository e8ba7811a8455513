package testutil

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Module writes files into a new temporary module named example.com/m and
// returns its directory. Keys are slash-separated paths.
func Module(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	all := map[string]string{"go.mod": "module example.com/m\n\ngo 1.24\n"}
	for k, v := range files {
		all[k] = v
	}
	for name, content := range all {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Snapshot reads every file below dir, to check later that nothing changed.
func Snapshot(t *testing.T, dir string) map[string]string {
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

// RepoModFiles returns the go.mod of the test module
// generators/internal/testutil/testdata, renamed example.com/m, and its
// go.sum, for Module: a throwaway module with them resolves
// k8s.io/apimachinery, controller-runtime and randfill from the module
// cache, offline. The tools' own module requires none of these; that
// module does. The first call makes sure its dependencies are in the
// module cache, downloading them with the environment the test binary
// started with (once per test binary).
func RepoModFiles(t *testing.T) map[string]string {
	t.Helper()
	// This file is generators/internal/testutil/testutil.go of the
	// repository, whatever the working directory is now.
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the repository")
	}
	dir := filepath.Join(filepath.Dir(self), "testdata")
	mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(dir, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	const module = "module github.com/gvk-dev/gvkgen/generators/internal/testutil/testdata"
	m := strings.Replace(string(mod), module, "module example.com/m", 1)
	if m == string(mod) {
		t.Fatalf("%s does not declare %s", filepath.Join(dir, "go.mod"), module)
	}
	download.Do(func() {
		cmd := exec.Command("go", "mod", "download")
		cmd.Dir, cmd.Env = dir, startEnv
		download.out, download.err = cmd.CombinedOutput()
	})
	if download.err != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, download.err, download.out)
	}
	return map[string]string{"go.mod": m, "go.sum": string(sum)}
}

// startEnv is the environment the test binary started with, before any
// test's t.Setenv (GOPROXY=off, for one).
var startEnv = os.Environ()

// download fetches the test module's dependencies once per test binary.
var download struct {
	sync.Once
	out []byte
	err error
}

// ModuleRoot is the directory of the go.mod above the test's working
// directory: the root of the module the test belongs to.
func ModuleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// SourceFiles returns the paths of the module's non-test .go files below
// root, in lexical order: testdata, vendor and directories named with a
// leading "." or "_" are left out, as the go command leaves them out of
// ./... .
func SourceFiles(t *testing.T, root string) []string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			paths = append(paths, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}
