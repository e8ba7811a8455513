package testmodule

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPublish publishes a small module twice under one cache, as two
// runs of a test binary do: the second run's go command must see the
// module as it is now, not the copy the first run left in the module
// cache, and the environment must be safe to append to from tests running
// side by side (it was not, and two recipes' PATHs got mixed up).
func TestPublish(t *testing.T) {
	t.Setenv("GVKGEN_CACHE", t.TempDir())
	root := t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(root, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/pub\n\ngo 1.24\n")
	user := t.TempDir()
	if err := os.WriteFile(filepath.Join(user, "go.mod"), []byte("module example.com/user\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, value := range []string{"first", "second"} {
		write("pub.go", "package pub\n\n// Value is the published value.\nconst Value = \""+value+"\"\n")
		p, err := publish(root, "example.com/pub")
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Env) != cap(p.Env) {
			t.Errorf("Env has room to grow (len %d, cap %d): tests appending to it side by side share its array", len(p.Env), cap(p.Env))
		}
		cmd := exec.Command("go", "mod", "download", "-json", "example.com/pub@"+p.Version)
		cmd.Dir, cmd.Env = user, p.Env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go mod download: %v\n%s", err, out)
		}
		dir := filepath.Join(strings.TrimSpace(goEnvIn(t, p.Env, "GOMODCACHE")), "example.com", "pub@"+p.Version)
		got, err := os.ReadFile(filepath.Join(dir, "pub.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(got), `"`+value+`"`) {
			t.Errorf("publication %s: the module cache holds\n%s", value, got)
		}
	}
}

// goEnvIn returns the go command's value of name in env.
func goEnvIn(t *testing.T, env []string, name string) string {
	cmd := exec.Command("go", "env", name)
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestScratch: the same empty directory, made, on every call for a name;
// what an earlier test left there is gone.
func TestScratch(t *testing.T) {
	t.Setenv("GVKGEN_CACHE", t.TempDir())
	var first string
	t.Run("first", func(t *testing.T) {
		first = Scratch(t, "/some/checkout", "clone")
		if err := os.WriteFile(filepath.Join(first, "left"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	})
	second := Scratch(t, "/some/checkout", "clone")
	if second != first {
		t.Errorf("Scratch gave %s, then %s: want one path", first, second)
	}
	entries, err := os.ReadDir(second)
	if err != nil || len(entries) != 0 {
		t.Errorf("the second Scratch directory: %v, %v; want it empty", entries, err)
	}
	if other := Scratch(t, "/other/checkout", "clone"); other == second {
		t.Errorf("two checkouts share %s", other)
	}
}
