package difftest_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

func TestCompareGenerated(t *testing.T) {
	stash := writeTree(t, map[string]string{
		"same/zz.go":    "same\n",
		"differs/zz.go": "line\nold\n",
		"missing/zz.go": "gone\n",
	})
	root := writeTree(t, map[string]string{
		"same/zz.go":       "same\n",
		"differs/zz.go":    "line\nnew\n",
		"unexpected/zz.go": "new\n",
	})
	dirs := []string{"./differs", "./missing", "./neither", "./same", "./unexpected"}
	var out strings.Builder
	got := difftest.CompareGenerated(&out, root, stash, "zz.go", dirs, 0)
	if diff := cmp.Diff(difftest.Tally{Same: 1, Total: 4, Bad: 3}, got); diff != "" {
		t.Errorf("tally (-want +got):\n%s", diff)
	}
	for _, want := range []string{
		"DIFFERS: ./differs/zz.go (-committed +regenerated)\n--- committed/differs/zz.go\n+++ regenerated/differs/zz.go\n",
		"-old\n+new\n",
		"MISSING: ./missing/zz.go is committed but was not regenerated\n",
		"UNEXPECTED: ./unexpected/zz.go was generated but is not committed\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestUnifiedMaxLines(t *testing.T) {
	dir := writeTree(t, map[string]string{"a": "1\n2\n3\n4\n", "b": "x\ny\nz\nw\n"})
	var out strings.Builder
	difftest.Unified(&out, filepath.Join(dir, "a"), filepath.Join(dir, "b"), "a", "b", 3)
	if diff := cmp.Diff("--- a\n+++ b\n@@ -1,4 +1,4 @@\n", out.String()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestStash(t *testing.T) {
	root := writeTree(t, map[string]string{"a/zz.go": "a", "b/other.go": "b"})
	stash := filepath.Join(t.TempDir(), "stash")
	if err := difftest.Stash(root, stash, "zz.go", []string{"./a", "./b"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "a", "zz.go")); !os.IsNotExist(err) {
		t.Errorf("a/zz.go is still in the tree: %v", err)
	}
	if data, err := os.ReadFile(filepath.Join(stash, "a", "zz.go")); err != nil || string(data) != "a" {
		t.Errorf("stash/a/zz.go = %q, %v; want \"a\"", data, err)
	}
	if _, err := os.Stat(filepath.Join(stash, "b")); !os.IsNotExist(err) {
		t.Errorf("stash/b exists although b has no zz.go: %v", err)
	}
}

func TestTreeDiff(t *testing.T) {
	a := writeTree(t, map[string]string{
		"same.go": "x", "differs.go": "a", "onlya/deep/f.go": "f", "go.sum": "a",
		"p/zz_generated.deepcopy.go": "a", "p/onlya.go": "",
	})
	b := writeTree(t, map[string]string{
		"same.go": "x", "differs.go": "b", "go.sum": "b", "onlyb.go": "",
		"p/zz_generated.deepcopy.go": "b",
	})
	got, err := difftest.TreeDiff(a, b, difftest.Skip("go.sum", "zz_generated.*.go"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Files " + a + "/differs.go and " + b + "/differs.go differ",
		"Only in " + a + ": onlya",
		"Only in " + b + ": onlyb.go",
		"Only in " + a + "/p: onlya.go",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// Changes: new, gone and changed paths, sorted; nothing for equal trees.
func TestChanges(t *testing.T) {
	before := map[string]string{"a": "1", "b": "2", "d": "4"}
	got := difftest.Changes(before, map[string]string{"a": "9", "c": "3", "d": "4"})
	if want := []string{"+c", "-b", "~a"}; !slices.Equal(got, want) {
		t.Errorf("Changes = %q, want %q", got, want)
	}
	if got := difftest.Changes(before, before); len(got) != 0 {
		t.Errorf("Changes of a tree and itself = %q", got)
	}
}
