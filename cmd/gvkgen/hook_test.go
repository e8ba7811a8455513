package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreCommitHook does what pre-commit does for a language: golang hook:
// install the repository's commands with go install, then run the hook's
// entry (with the arguments a user gives it) from the user's repository.
// Here the user's repository is this one and its examples.
func TestPreCommitHook(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the hook")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	hooks := readHooks(t, filepath.Join(root, ".pre-commit-hooks.yaml"))
	verify, ok := hooks["gvkgen-verify"]
	if !ok {
		t.Fatalf(".pre-commit-hooks.yaml has no gvkgen-verify hook: %v", hooks)
	}
	if verify["language"] != "golang" || verify["pass_filenames"] != "false" {
		t.Errorf("gvkgen-verify must be a golang hook that takes no file names: %v", verify)
	}

	bin := t.TempDir()
	install := exec.Command("go", "install", "./cmd/...")
	install.Dir = root
	install.Env = append(os.Environ(), "GOBIN="+bin)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	entry := strings.Fields(verify["entry"])
	args := append(entry[1:], "--go-header-file", "hack/boilerplate.go.txt", "./examples/...")
	cmd := exec.Command(filepath.Join(bin, entry[0]), args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("hook entry %q failed on a current tree: %v\n%s", verify["entry"], err, out)
	}
	if !strings.Contains(string(out), "0 stale") {
		t.Errorf("unexpected output:\n%s", out)
	}
}

// readHooks parses the flat list of mappings of .pre-commit-hooks.yaml.
func readHooks(t *testing.T, path string) map[string]map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	hooks := map[string]map[string]string{}
	var cur map[string]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(line), "#") || strings.TrimSpace(line) == "" {
			continue
		}
		if strings.HasPrefix(line, "- ") {
			cur = map[string]string{}
			line = "  " + line[2:]
		}
		k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || cur == nil {
			t.Fatalf("cannot read line %q", line)
		}
		cur[k] = strings.TrimSpace(v)
		if k == "id" {
			hooks[cur["id"]] = cur
		}
	}
	return hooks
}
