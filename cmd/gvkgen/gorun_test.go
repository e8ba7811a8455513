package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestGoRunAtVersion does what a user's `go run
// github.com/gvk-dev/gvkgen/cmd/gvkgen@<version> generate ./...` does, with
// this checkout published as a version (see publish), in a user's module
// that does not depend on gvkgen.
func TestGoRunAtVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gvkgen from a module zip")
	}
	t.Parallel()
	p := publish(t)
	user := userModule(t, t.TempDir())
	run := func(verb string) string {
		cmd := exec.Command("go", "run", p.module+"/cmd/gvkgen@"+p.version, verb, "./...")
		cmd.Dir = user
		cmd.Env = p.env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go run ...@%s %s: %v\n%s", p.version, verb, err, out)
		}
		return string(out)
	}
	if out := run("generate"); !strings.Contains(out, "1 files written") {
		t.Errorf("generate: want one file written, got:\n%s", out)
	}
	checkGenerated(t, user, p.env, false)
	if out := run("verify"); !strings.Contains(out, "0 stale") {
		t.Errorf("verify right after generate: want nothing stale, got:\n%s", out)
	}
}
