package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// readModFile finds every use and directory replace of a go.work or
// go.mod as the go command splits its lines (blocks, quotes, comments),
// and refuses a file it cannot split, so that no module the go command
// reads is left unstamped.
func TestReadModFile(t *testing.T) {
	dir := t.TempDir()
	abs := func(ps ...string) []string {
		var out []string
		for _, p := range ps {
			if !filepath.IsAbs(p) {
				p = filepath.Join(dir, p)
			}
			out = append(out, p)
		}
		return out
	}
	for _, tc := range []struct {
		name, src      string
		uses, replaced []string
		ok             bool
	}{
		{"blocks", "go 1.24\n\nuse (\n\t. // the root\n\t./staging/src/k8s.io/api\n\t\"./quoted dir\"\n)\nuse ./single\n\nreplace (\n\tk8s.io/a => ../a\n\tk8s.io/b v1.0.0 => k8s.io/b v1.1.0\n)\nreplace k8s.io/c v0.1.0 => /abs/c // comment\n",
			abs(".", "staging/src/k8s.io/api", "quoted dir", "single"), abs("../a", "/abs/c"), true},
		{"go.mod", "module example.com/m\n\ngo 1.24\n\nrequire (\n\tk8s.io/api v0.37.2\n)\n\nreplace k8s.io/api => `./staging/api`\n", nil, abs("staging/api"), true},
		{"unclosed block", "use (\n\t./a\n", nil, nil, false},
		{"unclosed quote", "use \"./a\n", nil, nil, false},
		{"quoted parenthesis", "use \"(\"\n", nil, nil, false},
		{"use of two", "use ./a ./b\n", nil, nil, false},
		{"replace without arrow", "replace k8s.io/a ../a\n", nil, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "go.work")
			if err := os.WriteFile(path, []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			uses, replaced, ok := readModFile(path)
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			if diff := cmp.Diff(tc.uses, uses); diff != "" {
				t.Errorf("uses (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.replaced, replaced); diff != "" {
				t.Errorf("replaced (-want +got):\n%s", diff)
			}
		})
	}
	if _, _, ok := readModFile(filepath.Join(dir, "missing", "go.work")); ok {
		t.Error("a missing file was read")
	}
}
