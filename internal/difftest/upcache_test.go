package difftest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestCachedTree: upstream's tree is generated once per input; a changed
// input tree, key or argument file reruns it; a failed run is not kept;
// GVK_UPSTREAM_CACHE=off always runs.
func TestCachedTree(t *testing.T) {
	t.Setenv("GVKGEN_CACHE", t.TempDir())
	t.Setenv("GVK_UPSTREAM_CACHE", "")
	dir := t.TempDir()
	tree, log := filepath.Join(dir, "tree"), filepath.Join(dir, "gen.log")
	runs := 0
	gen := func() error {
		runs++
		write(t, filepath.Join(tree, "out", "zz_generated.go"), "generated from "+read(t, filepath.Join(tree, "in.go")))
		write(t, log, "ran")
		return nil
	}
	reset := func(in string) {
		os.RemoveAll(tree)
		os.Remove(log)
		write(t, filepath.Join(tree, "in.go"), in)
	}
	step := func(in string, key []string, wantCached bool, wantRuns int) {
		t.Helper()
		reset(in)
		cached, err := CachedTree(tree, key, []string{log}, gen)
		if err != nil || cached != wantCached || runs != wantRuns {
			t.Fatalf("CachedTree(%q, %q) = %v, %v after %d runs; want %v, nil after %d", in, key, cached, err, runs, wantCached, wantRuns)
		}
		if got := read(t, filepath.Join(tree, "out", "zz_generated.go")); got != "generated from "+in {
			t.Fatalf("output %q, want it generated from %q", got, in)
		}
		if got := read(t, log); got != "ran" {
			t.Fatalf("log %q, want the run's", got)
		}
	}
	step("a", []string{"cmd"}, false, 1)
	step("a", []string{"cmd"}, true, 1)
	step("b", []string{"cmd"}, false, 2)
	step("a", []string{"cmd", "--flag"}, false, 3)
	step("a", []string{"cmd"}, true, 3)

	reset("fails")
	boom := errors.New("upstream failed")
	for i := 0; i < 2; i++ {
		if cached, err := CachedTree(tree, []string{"cmd"}, nil, func() error { runs++; return boom }); cached || !errors.Is(err, boom) {
			t.Fatalf("a failing run: %v, %v; want it run every time and its error returned", cached, err)
		}
	}
	if runs != 5 {
		t.Fatalf("a failing run ran %d times in 2 calls", runs-3)
	}

	t.Setenv("GVK_UPSTREAM_CACHE", "off")
	step("a", []string{"cmd"}, false, 6)
}

// TestArgFiles: a header's content is part of the key; programs and
// relative or missing paths are not read.
func TestArgFiles(t *testing.T) {
	dir := t.TempDir()
	header, tool := filepath.Join(dir, "boilerplate.go.txt"), filepath.Join(dir, "tool")
	write(t, header, "// one")
	write(t, tool, "#!/bin/sh")
	if err := os.Chmod(tool, 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{tool, "--go-header-file", header, "./rel", filepath.Join(dir, "missing")}
	one := ArgFiles(args)
	write(t, tool, "#!/bin/sh\n# changed")
	if ArgFiles(args) != one {
		t.Errorf("a program's content changed the key")
	}
	write(t, header, "// two")
	if ArgFiles(args) == one {
		t.Errorf("the header's content did not change the key")
	}
}

func write(t *testing.T, file, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
