package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

// The list cache gives a load go list's output from an earlier load only
// once its entry is confirmed: a package directory changed just before a
// run (as a script that deletes generated files and then regenerates
// does) leaves the entry unconfirmed, the next load whose inputs are
// unchanged confirms it (running go list), and the one after is given
// the listing. An edit of a package's file makes the next load run go
// list again only when it changes what go list reads. Each run is
// compared with a run without the caches.
func TestListCacheConfirms(t *testing.T) {
	w := newCacheWorld(t)
	w.cache = "off" // the run cache would replay the unchanged runs
	w.run(false)    // the generated files written
	w.backdate()
	a := filepath.Join(w.cached, "apis", "a")
	hits := func() int64 { return cli.ListHitsForTest() }
	for i, want := range []int64{
		0, // no entry: kept unconfirmed (apis/a changed as the run started)
		0, // unchanged, stamped alike before and after go list: confirmed
		1, // given the listing
		1,
	} {
		now := time.Now()
		if err := os.Chtimes(a, now, now); err != nil {
			t.Fatal(err)
		}
		before := hits()
		w.run(false)
		if got := hits() - before; got != want {
			t.Fatalf("run %d: %d loads given a listing, want %d (steps: %v)", i+1, got, want, w.steps)
		}
	}
	// An edit below the imports of a package's file leaves what go list
	// reads of it (its stamp is its header's hash): the listing is used.
	edit := func(what, old, new string) {
		w.steps = append(w.steps, what)
		for _, dir := range []string{w.cached, w.uncached} {
			replaceIn(t, filepath.Join(dir, "apis", "b", "types.go"), old, new)
		}
		w.backdate()
	}
	edit("a type added to b", "Items []string\n}\n", "Items []string\n}\n\ntype Other struct{ N int }\n")
	before := hits()
	w.run(false)
	if got := hits() - before; got != 1 {
		t.Errorf("after a type was added: %d loads given a listing, want 1", got)
	}
	// An import added changes it: go list runs again, and its output is
	// used from the next run on.
	edit("an import added to b", "package b\n", "package b\n\nimport \"strings\"\n\nvar _ = strings.Cut\n")
	before = hits()
	w.run(false)
	w.run(false)
	if got := hits() - before; got != 1 {
		t.Errorf("after an import was added: %d loads given a listing in two runs, want 1 (the second)", got)
	}
}

// --cache=off neither uses nor fills the list cache.
func TestListCacheOff(t *testing.T) {
	w := newCacheWorld(t)
	t.Setenv(cli.RunCacheEnv, "off")
	syntax := t.TempDir()
	t.Setenv(cli.SyntaxCacheEnv, syntax)
	for range 3 {
		gvkgen(t, w.cached, "verify", "--cache=off", "--go-header-file=hack/boilerplate.go.txt")
	}
	if ents, err := os.ReadDir(filepath.Join(syntax, "list")); err == nil {
		t.Errorf("--cache=off kept %d list cache entries", len(ents))
	}
	before := cli.ListHitsForTest()
	for range 2 {
		gvkgen(t, w.cached, "verify", "--go-header-file=hack/boilerplate.go.txt")
	}
	if ents, _ := os.ReadDir(filepath.Join(syntax, "list")); len(ents) == 0 {
		t.Error("no list cache entry kept with the cache on")
	}
	if cli.ListHitsForTest() == before {
		t.Error("the second verify with the cache on was not given the listing")
	}
}

// A go.mod added between a package and its module's root moves the
// package to another module: the list cache, which does not walk the
// module's tree, stamps the directories between them, and the load after
// runs go list and fails as one without the cache does.
func TestListCacheModuleBoundary(t *testing.T) {
	w := newCacheWorld(t)
	t.Setenv(cli.RunCacheEnv, "off")
	args := []string{"verify", "--go-header-file=hack/boilerplate.go.txt", "./apis/a"}
	both := func() (string, string) {
		code, out, errs := gvkgen(t, w.cached, args...)
		got := fmt.Sprintf("exit %d\n%s\n%s", code, out, strings.ReplaceAll(errs, w.cached, "$DIR"))
		code, out, errs = gvkgen(t, w.uncached, append([]string{"verify", "--cache=off"}, args[1:]...)...)
		want := fmt.Sprintf("exit %d\n%s\n%s", code, out, strings.ReplaceAll(errs, w.uncached, "$DIR"))
		return timing.ReplaceAllString(got, "in Ns"), timing.ReplaceAllString(want, "in Ns")
	}
	before := cli.ListHitsForTest()
	for range 3 { // kept, perhaps confirmed by the second, used by the third
		if got, want := both(); got != want {
			t.Fatalf("cached run:\n%s\nuncached:\n%s", got, want)
		}
	}
	if cli.ListHitsForTest() == before {
		t.Fatal("no verify was given the listing")
	}
	for _, dir := range []string{w.cached, w.uncached} {
		writeFile(t, filepath.Join(dir, "apis", "go.mod"), "module example.com/apis\n\ngo 1.24\n")
	}
	w.backdate()
	before = cli.ListHitsForTest()
	got, want := both()
	if got != want {
		t.Errorf("after apis/go.mod was added, the cached run:\n%s\nuncached:\n%s", got, want)
	}
	if cli.ListHitsForTest() != before {
		t.Error("the load after apis/go.mod was added was given the old listing")
	}
	if !strings.HasPrefix(want, "exit 2") {
		t.Errorf("the uncached run after apis/go.mod was added:\n%s\nwant exit 2 (the package is in another module)", want)
	}
}

// GOFLAGS with -overlay (files replaced by others the stamps do not
// cover) or -modfile (another go.mod) keeps neither a run cache nor a
// list cache entry.
func TestCachesOffWithOverlay(t *testing.T) {
	w := newCacheWorld(t)
	overlay := filepath.Join(t.TempDir(), "overlay.json")
	writeFile(t, overlay, `{"Replace":{}}`)
	writeFile(t, filepath.Join(w.cached, "alt.mod"), "module example.com/m\n\ngo 1.24\n")
	for _, flags := range []string{"-overlay=" + overlay, "-modfile=alt.mod"} {
		t.Run(flags[:8], func(t *testing.T) {
			syntax, runs := t.TempDir(), t.TempDir()
			t.Setenv(cli.SyntaxCacheEnv, syntax)
			t.Setenv(cli.RunCacheEnv, runs)
			t.Setenv("GOWORK", "off")
			t.Setenv("GOFLAGS", flags)
			for range 2 {
				if code, _, errs := gvkgen(t, w.cached, "generate", "--go-header-file=hack/boilerplate.go.txt"); code != 0 {
					t.Fatalf("generate: exit %d\n%s", code, errs)
				}
			}
			for _, dir := range []string{filepath.Join(syntax, "list"), runs} {
				if ents, _ := os.ReadDir(dir); len(ents) != 0 {
					t.Errorf("GOFLAGS=%s: %d entries kept in %s", flags, len(ents), dir)
				}
			}
		})
	}
}
