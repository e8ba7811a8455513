package hack_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLocalStepCache: hack/test.sh's local steps' cache runs a step once
// per tree key; a changed or new file, a failed step, FORCE-style empty
// key and another step name all run it again.
func TestLocalStepCache(t *testing.T) {
	lib, err := filepath.Abs("lib.sh")
	if err != nil {
		t.Fatal(err)
	}
	repo, cache := t.TempDir(), t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = repo
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	git("init", "-q")
	writeFile(t, filepath.Join(repo, "a.go"), "package a")
	counter := filepath.Join(t.TempDir(), "runs")
	// step NAME: runs the step, which appends a line to the counter file;
	// FAIL=1 makes it fail.
	step := func(name string, env ...string) (runs int, out string) {
		t.Helper()
		script := `source "` + lib + `"
key=$(gvk::treekey)
[[ "${FORCE:-0}" == 1 ]] && key=""
run() { shift; echo "ran $*"; echo x >>"` + counter + `"; [[ "${FAIL:-0}" != 1 ]]; }
GVK_TREEKEY="${key}" gvk::localstep run "$1" "$1"`
		cmd := exec.Command("bash", "-c", script, "bash", name)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), append([]string{"GVKGEN_CACHE=" + cache, "FORCE=0", "FAIL=0"}, env...)...) // not the suite's FORCE=1
		b, _ := cmd.CombinedOutput()
		data, _ := os.ReadFile(counter)
		return strings.Count(string(data), "x"), string(b)
	}
	want := func(n int, name string, env ...string) {
		t.Helper()
		if runs, out := step(name, env...); runs != n {
			t.Fatalf("step %s %v: %d runs in all, want %d; output:\n%s", name, env, runs, n, out)
		}
	}
	want(1, "vet")
	want(1, "vet") // same tree: not run again
	if _, out := step("vet"); !strings.Contains(out, "passed on this tree before") {
		t.Errorf("a skipped step does not say why: %q", out)
	}
	want(2, "test")                                                  // another step
	writeFile(t, filepath.Join(repo, "a.go"), "package a // edited") // a tracked-to-be file changed
	want(3, "vet")
	writeFile(t, filepath.Join(repo, "b_test.go"), "package a") // a new file
	want(4, "vet")
	want(4, "vet")
	want(5, "vet", "FORCE=1")
	want(5, "vet")
	writeFile(t, filepath.Join(repo, "c.go"), "package a")
	want(6, "vet", "FAIL=1")
	want(7, "vet", "FAIL=1") // a failed step is never marked passed
	want(8, "vet")
	want(8, "vet")
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
