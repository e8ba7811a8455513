package testutil

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
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

// toolDirective matches go.mod tool directives, single or in a block: a
// throwaway module named example.com/m cannot provide this module's tools.
var toolDirective = regexp.MustCompile(`(?ms)^tool \(.*?^\)\n?|^tool [^\n(]*\n`)

// RepoModFiles returns this repository's go.mod, renamed example.com/m and
// without tool directives, and its go.sum, for Module: a throwaway module
// with them resolves k8s.io/apimachinery offline from the module cache.
func RepoModFiles(t *testing.T) map[string]string {
	t.Helper()
	// This file is generators/internal/testutil/testutil.go of the
	// repository, whatever the working directory is now.
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the repository")
	}
	root := filepath.Join(filepath.Dir(self), "..", "..", "..")
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	m := strings.Replace(string(mod), "module github.com/gvk-dev/gvkgen", "module example.com/m", 1)
	if m == string(mod) {
		t.Fatalf("%s does not declare module github.com/gvk-dev/gvkgen", filepath.Join(root, "go.mod"))
	}
	return map[string]string{"go.mod": toolDirective.ReplaceAllString(m, ""), "go.sum": string(sum)}
}
