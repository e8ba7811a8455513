//go:build differential

package difftest_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// small runs upstream's gen_helpers and ours on copies of
// testdata/kube-codegen: the trees must be identical.
func (k *kubeCodegenCheck) small(t *testing.T) {
	base := filepath.Join(k.work, "small")
	src, up, ours := filepath.Join(base, "src"), filepath.Join(base, "upstream"), filepath.Join(base, "ours")
	if err := difftest.CopyTree(filepath.Join(k.root, "testdata", "kube-codegen"), src); err != nil {
		t.Fatal(err)
	}
	if out, err := difftest.Scratch(src, "go", "mod", "tidy").CombinedOutput(); err != nil {
		t.Fatalf("go mod tidy in testdata/kube-codegen failed: %v\n%s", err, out)
	}
	for _, d := range []string{up, ours} {
		if err := difftest.CopyTree(src, d); err != nil {
			t.Fatal(err)
		}
	}
	call := `kube::codegen::gen_helpers --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" --extra-peer-dir example.com/kcg/apis/peer ./apis`
	upEnv := []string{"GOBIN=" + filepath.Join(k.work, "upstream-bin")}
	upLog := filepath.Join(base, "upstream.log")
	cached, err := difftest.CachedTree(up, []string{"kube-codegen small", k.upstream, call}, []string{upLog}, func() error {
		return runHelpers(k.upstream, upEnv, up, call, upLog)
	})
	if cached {
		logf(t, "upstream's gen_helpers: the tree of an earlier run with the same inputs (GVK_UPSTREAM_CACHE=off reruns)")
	}
	if err != nil {
		t.Fatalf("upstream's gen_helpers failed on testdata/kube-codegen: %v\n%s", err, tail(filepath.Join(base, "upstream.log"), 1000))
	}
	if err := runHelpers(filepath.Join(k.root, "kube_codegen.sh"), k.oursEnv, ours, call, filepath.Join(base, "ours.log")); err != nil {
		t.Logf("%s", tail(filepath.Join(base, "ours.log"), 1000))
		k.line(t, "testdata/kube-codegen", "FAILED", "our gen_helpers failed"+k.with+"; log above")
		return
	}
	if diffs := treeDiff(t, up, ours); len(diffs) > 0 {
		t.Logf("%s", indent(strings.Join(diffs, "\n")))
		k.logFileDiffs(t, up, ours)
		k.line(t, "testdata/kube-codegen", "DIFFERS", "from upstream's gen_helpers"+k.with)
		return
	}
	k.line(t, "testdata/kube-codegen", "ok", fmt.Sprintf("same tree as upstream's gen_helpers (%d files changed by both)%s", len(treeDiff(t, src, ours)), k.with))
}

// logFileDiffs logs the unified diffs of the files that differ between
// the trees a and b, at most GVK_DIFF_LINES lines each.
func (k *kubeCodegenCheck) logFileDiffs(t *testing.T, a, b string) {
	lines, err := difftest.TreeDiff(a, b, difftest.Skip("go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for _, l := range lines {
		var x, y string
		if n, _ := fmt.Sscanf(l, "Files %s and %s differ", &x, &y); n == 2 {
			difftest.Unified(&out, x, y, x, y, k.maxLines)
		}
	}
	t.Logf("%s", indent(out.String()))
}

// module runs the gen_helpers call of a module's own hack/update-codegen.sh
// with our kube_codegen.sh: every committed zz_generated.* file must be
// left as it is, and no other file changed.
func (k *kubeCodegenCheck) module(t *testing.T, name string) {
	mod := filepath.Join(k.work, name)
	committed := mod + ".committed"
	if err := difftest.ScratchCopy("k8s.io/"+name+"@"+difftest.CodegenVersion, mod); err != nil {
		t.Fatalf("cannot copy k8s.io/%s: %v", name, err)
	}
	if err := difftest.CopyTree(mod, committed); err != nil {
		t.Fatal(err)
	}
	generated := zzFiles(t, committed)
	// Dated 2000, so that the files gen_helpers writes anew show.
	old := time.Date(2000, 1, 1, 0, 0, 0, 0, time.Local)
	for _, f := range generated {
		if err := os.Chtimes(filepath.Join(mod, f), old, old); err != nil {
			t.Fatal(err)
		}
	}
	call := genHelpersCall(t, filepath.Join(mod, "hack", "update-codegen.sh"))
	k.report = append(k.report, fmt.Sprintf("%s: %s\n", name, strings.Join(strings.Fields(strings.ReplaceAll(call, "\\", " ")), " ")+" "))
	var bad []string
	log := filepath.Join(k.work, name+".log")
	if err := runHelpers(filepath.Join(k.root, "kube_codegen.sh"), k.oursEnv, mod, call, log); err != nil {
		t.Logf("%s", tail(log, 1000))
		bad = append(bad, "FAILED gen_helpers (log above)")
	}
	same, bad := k.compareCommitted(t, committed, mod, generated, bad)
	if len(bad) > 0 {
		t.Logf("%s", indent(strings.Join(bad, "\n")))
		k.line(t, name, "FAILED", fmt.Sprintf("%d/%d committed zz_generated.* files identical, %d problem(s) above%s", same, len(generated), len(bad), k.with))
		return
	}
	anew := 0
	for _, f := range generated {
		if st, err := os.Stat(filepath.Join(mod, f)); err == nil && st.ModTime().After(old.AddDate(1, 0, 0)) {
			anew++
		}
	}
	k.line(t, name, "ok", fmt.Sprintf("%d/%d committed zz_generated.* files identical after gen_helpers, %d of them written anew%s", same, len(generated), anew, k.with))
}

// compareCommitted compares each of files (relative paths) in the
// regenerated tree mod with the committed tree: it returns how many are
// identical, and bad with MISSING and DIFFERS (its diff logged) for the
// others, then CHANGED for every other file that differs.
func (k *kubeCodegenCheck) compareCommitted(t *testing.T, committed, mod string, files, bad []string) (int, []string) {
	same := 0
	for _, f := range files {
		switch {
		case !isFile(filepath.Join(mod, f)):
			bad = append(bad, "MISSING "+f)
		case !difftest.SameFile(filepath.Join(committed, f), filepath.Join(mod, f)):
			bad = append(bad, "DIFFERS "+f)
			var d strings.Builder
			difftest.Unified(&d, filepath.Join(committed, f), filepath.Join(mod, f), f, f, k.maxLines)
			t.Logf("%s", indent(d.String()))
		default:
			same++
		}
	}
	return same, append(bad, changedFiles(t, committed, mod, bad)...)
}

// changedFiles lists, as CHANGED, every other file that differs between
// the committed tree and the regenerated one and is not already in bad.
func changedFiles(t *testing.T, committed, mod string, bad []string) []string {
	var changed []string
	for _, l := range treeDiff(t, committed, mod) {
		var f string
		if a, ok := strings.CutPrefix(l, "Files "); ok {
			f, _, _ = strings.Cut(a, " and ")
		} else if a, ok := strings.CutPrefix(l, "Only in "); ok {
			dir, name, _ := strings.Cut(a, ": ")
			f = dir + "/" + name
			if dir == committed || dir == mod {
				f = name
			}
		}
		if !slices.ContainsFunc(bad, func(b string) bool { return strings.HasSuffix(b, " "+f) }) {
			changed = append(changed, "CHANGED "+f)
		}
	}
	return changed
}

// zzFiles lists the zz_generated.* files of a tree, relative to it, sorted.
func zzFiles(t *testing.T, root string) []string {
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() || !strings.HasPrefix(d.Name(), "zz_generated.") {
			return err
		}
		rel, err := filepath.Rel(root, p)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	return files
}

// genHelpersCall is the kube::codegen::gen_helpers call of an
// update-codegen.sh, with its continuation lines.
func genHelpersCall(t *testing.T, script string) string {
	return scriptCall(t, script, "kube::codegen::gen_helpers")
}

// scriptCall is the call of function fn in an update-codegen.sh, with its
// continuation lines.
func scriptCall(t *testing.T, script, fn string) string {
	data, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	var call []string
	in := false
	for _, l := range strings.Split(string(data), "\n") {
		switch {
		case !in && strings.HasPrefix(l, fn+" ") || l == fn:
			in = true
			call = append(call, l)
		case in:
			call = append(call, l)
			in = strings.HasSuffix(l, "\\") || l == ""
		}
	}
	if len(call) == 0 {
		t.Fatalf("no %s call in %s", fn, script)
	}
	return strings.Join(call, "\n")
}
