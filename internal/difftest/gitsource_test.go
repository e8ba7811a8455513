package difftest_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

func TestParseGitSource(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    difftest.GitSource
		git, ok bool
	}{
		{in: "git+https://github.com/kubernetes-sigs/controller-tools@v0.23.0:pkg/crd/testdata", git: true, ok: true,
			want: difftest.GitSource{URL: "https://github.com/kubernetes-sigs/controller-tools", Ref: "v0.23.0", Dir: "pkg/crd/testdata"}},
		{in: "sigs.k8s.io/kueue@v0.17.0"},
		{in: "git+https://example.com/r@v1", git: true},
		{in: "git+https://example.com/r@v1:../up", git: true},
	} {
		g, git, err := difftest.ParseGitSource(tt.in)
		if git != tt.git || (err == nil) != tt.ok && git || tt.ok && g != tt.want {
			t.Errorf("ParseGitSource(%q) = %+v, %v, %v", tt.in, g, git, err)
		}
	}
}

// Copy takes a directory of a repository at a ref, here from a local
// repository named by GIT_MIRRORS (no network).
func TestGitSourceCopy(t *testing.T) {
	repo := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.email=t@example.com", "-c", "user.name=t"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	for name, text := range map[string]string{"sub/dir/a.go": "package a\n", "sub/dir/b/c.txt": "c\n", "other.txt": "o\n"} {
		p := filepath.Join(repo, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git("add", ".")
	git("commit", "-q", "-m", "x")
	git("tag", "v1")
	t.Setenv("GIT_MIRRORS", "https://example.invalid/r="+repo)
	dest := filepath.Join(t.TempDir(), "copy")
	g := difftest.GitSource{URL: "https://example.invalid/r", Ref: "v1", Dir: "sub/dir"}
	if err := g.Copy(t.TempDir(), dest); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"a.go": "package a\n", "b/c.txt": "c\n"} {
		got, err := os.ReadFile(filepath.Join(dest, name))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dest, "other.txt")); err == nil {
		t.Error("other.txt, outside sub/dir, was copied")
	}
	g.Ref = "v2"
	if err := g.Copy(t.TempDir(), dest); err == nil {
		t.Error("a missing ref: no error")
	}
}
