package cli_test

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// cacheModule is the module the run cache's differential test edits.
var cacheModule = map[string]string{
	"hack/boilerplate.go.txt": "/*\nCopyright YEAR The Authors.\n*/\n",
	"apis/a/doc.go":           "// +k8s:deepcopy-gen=package\n\npackage a\n",
	"apis/a/types.go":         "package a\n\ntype A struct {\n\tName string\n}\n",
	"apis/b/doc.go":           "package b\n",
	"apis/b/types.go":         "package b\n\n// +k8s:deepcopy-gen=true\ntype B struct {\n\tItems []string\n}\n",
	"apis/c/doc.go":           "// +k8s:deepcopy-gen=package\n\npackage c\n",
	"apis/c/types.go":         "package c\n\ntype C struct{ M map[string]int }\n",
	"apis/c/extra.go":         "//go:build extra\n\npackage c\n\ntype Extra struct{ P *int }\n",
	"apis/c/c_windows.go":     "package c\n\ntype Windows struct{ P *int }\n",
	// A workspace: the module, lib (which ./... does not match: a package
	// of the module may import it) and lib2, which an edit adds to go.work.
	"go.work":     "go 1.24\n\nuse (\n\t.\n\t./lib\n)\n",
	"lib/go.mod":  "module example.com/lib\n\ngo 1.24\n",
	"lib/l/l.go":  "// +k8s:deepcopy-gen=package\n\npackage l\n\ntype L struct{ N []int }\n",
	"lib2/go.mod": "module example.com/lib2\n\ngo 1.24\n",
	"lib2/p/p.go": "// +k8s:deepcopy-gen=package\n\npackage p\n\ntype P struct{ S []string }\n",
}

// cacheEdits is the number of kinds of edit (apply).
const cacheEdits = 28

// cacheWorld is two copies of a module that a test edits alike: one run
// with the run cache, one without.
type cacheWorld struct {
	t                        *testing.T
	cached, uncached         string
	cache                    string
	clock                    time.Time
	buildTags, goflags, goos bool
	// steps says what was done, for failures.
	steps []string
}

func newCacheWorld(t *testing.T) *cacheWorld {
	offline(t)
	w := &cacheWorld{t: t, cached: testutil.Module(t, cacheModule), uncached: testutil.Module(t, cacheModule), cache: t.TempDir(), clock: time.Now().Add(-time.Hour)}
	w.backdate()
	return w
}

// backdate sets the times of every path changed since the last call to
// the world's clock, then moves it on: as if the edits and runs were
// apart in time, so that the cache's stat checks (not only its content
// checks) are what decides.
func (w *cacheWorld) backdate() {
	for _, dir := range []string{w.cached, w.uncached} {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if fi, err := os.Lstat(p); err == nil && fi.ModTime().After(w.clock) {
				os.Chtimes(p, w.clock, w.clock)
			}
			return nil
		})
	}
	w.clock = w.clock.Add(2 * time.Second)
}

// edit applies one edit, chosen by r, to both copies.
func (w *cacheWorld) edit(r *rand.Rand) {
	pkgs, _ := filepath.Glob(filepath.Join(w.cached, "apis", "*"))
	sort.Strings(pkgs)
	pkg := filepath.Base(pkgs[r.IntN(len(pkgs))])
	n := r.IntN(1000)
	kind := r.IntN(cacheEdits)
	w.steps = append(w.steps, fmt.Sprintf("edit %d on %s (%d)", kind, pkg, n))
	w.each(kind, pkg, n)
}

// each makes edit kind in both copies (see apply), on package pkg.
func (w *cacheWorld) each(kind int, pkg string, n int) {
	switch kind {
	case 15:
		w.buildTags = !w.buildTags
	case 16:
		w.goflags = !w.goflags
	case 18:
		w.goos = !w.goos
	}
	for _, dir := range []string{w.cached, w.uncached} {
		w.apply(dir, kind, filepath.Join(dir, "apis", pkg), pkg, n)
	}
}

// apply makes edit kind in package directory p of the module in dir.
func (w *cacheWorld) apply(dir string, kind int, p, pkg string, n int) {
	t := w.t
	file := func(name string) string { return filepath.Join(p, name) }
	switch kind {
	case 0: // nothing
	case 1:
		appendTo(t, file("types.go"), fmt.Sprintf("\n// +k8s:deepcopy-gen=true\ntype T%d struct{ S []int }\n", n))
	case 2:
		writeFile(t, file("doc.go"), "package "+pkg+"\n")
	case 3:
		writeFile(t, file("doc.go"), "// +k8s:deepcopy-gn=package\n\npackage "+pkg+"\n")
	case 4:
		writeFile(t, file("doc.go"), "// +k8s:deepcopy-gen=package\n\npackage "+pkg+"\n")
	case 5:
		replaceIn(t, file("types.go"), "struct {", fmt.Sprintf("struct {\n\tF%d []string", n))
	case 6:
		writeFile(t, file(fmt.Sprintf("new%d.go", n%3)), fmt.Sprintf("package %s\n\ntype N%d struct{ P *string }\n", pkg, n))
	case 7:
		os.Remove(file(fmt.Sprintf("new%d.go", n%3)))
	case 8:
		os.Rename(file(fmt.Sprintf("new%d.go", n%3)), file(fmt.Sprintf("new%d.go", (n+1)%3)))
	case 9:
		q := filepath.Join(dir, "apis", fmt.Sprintf("p%d", n%4))
		writeFile(t, filepath.Join(q, "doc.go"), "// +k8s:deepcopy-gen=package\n\npackage "+filepath.Base(q)+"\n")
		writeFile(t, filepath.Join(q, "types.go"), "package "+filepath.Base(q)+"\n\ntype Q struct{ L []byte }\n")
	case 10:
		appendTo(t, file("zz_generated.deepcopy.go"), "// edited\n")
	case 11:
		os.Remove(file("zz_generated.deepcopy.go"))
	case 12:
		writeFile(t, file("zz_generated.deepcopy.go"), "// Code generated by deepcopy-gen. DO NOT EDIT.\n\npackage "+pkg+"\n")
	case 13:
		appendTo(t, filepath.Join(dir, "go.mod"), fmt.Sprintf("// %d\n", n))
	case 14:
		replaceIn(t, filepath.Join(dir, "go.mod"), "module example.com/m", "module example.com/m2")
	case 15, 16, 18:
		// toggled once for both copies, by each
	case 17:
		appendTo(t, filepath.Join(dir, "hack", "boilerplate.go.txt"), fmt.Sprintf("// %d\n", n))
	default:
		w.applyWork(dir, kind, p, pkg, n)
	}
}

// applyWork makes the workspace's edits (kinds 19 and up) in the module
// in dir: go.work changed, removed, put back, given a module or without
// one; a file
// or go.mod of the second module edited, a package added to it; the
// module importing it.
func (w *cacheWorld) applyWork(dir string, kind int, p, pkg string, n int) {
	t := w.t
	work := filepath.Join(dir, "go.work")
	switch kind {
	case 19:
		appendTo(t, work, fmt.Sprintf("// %d\n", n))
	case 20:
		os.Rename(work, work+".off")
	case 21:
		os.Rename(work+".off", work)
	case 22:
		appendTo(t, work, "\nuse ./lib2\n")
	case 23:
		if n%2 == 0 {
			appendTo(t, filepath.Join(dir, "lib", "l", "l.go"), fmt.Sprintf("\ntype L%d struct{ M map[string]string }\n", n))
		} else {
			replaceIn(t, filepath.Join(dir, "lib", "l", "l.go"), "N []int", "N int")
		}
	case 24:
		replaceIn(t, filepath.Join(dir, "lib", "l", "l.go"), "// +k8s:deepcopy-gen=package", "// +k8s:deepcopy-gen=false")
	case 25:
		if n%2 == 0 {
			appendTo(t, filepath.Join(dir, "lib", "go.mod"), fmt.Sprintf("// %d\n", n))
		} else {
			writeFile(t, filepath.Join(p, "uselib.go"), "package "+pkg+"\n\nimport \"example.com/lib/l\"\n\ntype U struct{ X l.L }\n")
		}
	case 27:
		replaceIn(t, work, "\t./lib\n", "")
	case 26:
		q := fmt.Sprintf("q%d", n%2)
		writeFile(t, filepath.Join(dir, "lib", q, "q.go"), "// +k8s:deepcopy-gen=package\n\npackage "+q+"\n\ntype Q struct{ B []bool }\n")
	}
}

// run runs verify or generate in both copies, cached and not, and
// requires the same exit code, output and tree.
func (w *cacheWorld) run(verify bool) {
	t := w.t
	verb := "generate"
	if verify {
		verb = "verify"
	}
	w.steps = append(w.steps, verb)
	args := []string{verb, "--go-header-file=hack/boilerplate.go.txt"}
	if w.buildTags {
		args = append(args, "--build-tags=extra")
	}
	goflags := strings.TrimSpace(startGOFLAGS + " -mod=readonly")
	if w.goflags {
		goflags += " -tags=extra"
	}
	t.Setenv("GOFLAGS", goflags)
	goos := "linux"
	if w.goos {
		goos = "windows"
	}
	t.Setenv("GOOS", goos)
	t.Setenv("GOWORK", "") // go.work in the module's directory, or none
	t.Setenv(cli.RunCacheEnv, w.cache)
	code, out, errs := gvkgen(t, w.cached, args...)
	t.Setenv(cli.RunCacheEnv, "off")
	// --cache=off: neither the run cache nor the list cache.
	wantCode, wantOut, wantErrs := gvkgen(t, w.uncached, append([]string{verb, "--cache=off"}, args[1:]...)...)
	norm := func(s, dir string) string {
		return timing.ReplaceAllString(strings.ReplaceAll(s, dir, "$DIR"), "in Ns")
	}
	got := fmt.Sprintf("exit %d\n%s\n--\n%s", code, norm(out, w.cached), norm(errs, w.cached))
	want := fmt.Sprintf("exit %d\n%s\n--\n%s", wantCode, norm(wantOut, w.uncached), norm(wantErrs, w.uncached))
	if got != want {
		t.Fatalf("after %s: the cached run (-) differs from the uncached one (+):\n%s", strings.Join(w.steps, ", "), cmp.Diff(got, want))
	}
	if diff := cmp.Diff(relSnapshot(t, w.cached), relSnapshot(t, w.uncached)); diff != "" {
		t.Fatalf("after %s: the cached run's tree (-) differs from the uncached one's (+):\n%s", strings.Join(w.steps, ", "), diff)
	}
}

var timing = regexp.MustCompile(`in [0-9.]+m?s`)

// relSnapshot is testutil.Snapshot keyed by paths relative to dir.
func relSnapshot(t *testing.T, dir string) map[string]string {
	out := map[string]string{}
	for p, content := range testutil.Snapshot(t, dir) {
		rel, _ := filepath.Rel(dir, p)
		out[rel] = content
	}
	return out
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func appendTo(t *testing.T, path, content string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		return // nothing to append to: the edit does nothing
	}
	writeFile(t, path, string(b)+content)
}

func replaceIn(t *testing.T, path, old, new string) {
	t.Helper()
	if b, err := os.ReadFile(path); err == nil {
		writeFile(t, path, strings.Replace(string(b), old, new, 1))
	}
}

// cacheSequence drives steps random edits, each followed by a cached and
// an uncached run; most edits are backdated (see backdate), some are not,
// so that entries made while files are as new as the run are refused. It
// returns how many runs the cache replayed.
func cacheSequence(t *testing.T, seed uint64, steps int) int64 {
	w := newCacheWorld(t)
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	before := cli.ReplaysForTest()
	for range steps {
		if r.IntN(3) > 0 {
			w.edit(r)
		} else {
			w.steps = append(w.steps, "no edit")
		}
		if r.IntN(5) > 0 {
			w.backdate()
		}
		w.run(r.IntN(2) == 0)
		if r.IntN(5) > 0 {
			w.backdate()
		}
	}
	return cli.ReplaysForTest() - before
}

// The run cache and the list cache never change a result: random
// sequences of edits (tags
// added, removed, misspelled; fields, types, files and packages added,
// removed, renamed; generated files edited, deleted, stale ones added;
// go.mod, build tags, GOFLAGS, GOOS and the header changed; go.work
// changed, removed, put back and given a module, a file and the go.mod of
// a second workspace module edited, a package importing it), each followed by a
// run with the cache and one without, give the same exit code, output and
// tree; and the caches do replay runs and give listings (#30 C.3).
func TestRunCacheDifferential(t *testing.T) {
	var replayed int64
	listed := cli.ListHitsForTest()
	for seed := range uint64(2) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			replayed += cacheSequence(t, seed, 12)
		})
	}
	if replayed == 0 && !t.Failed() {
		t.Error("no run was replayed from the cache")
	}
	if cli.ListHitsForTest() == listed && !t.Failed() {
		t.Error("no load was given a listing from the list cache")
	}
}

// Every kind of edit to a generated tree, made after a verify whose entry
// the cache kept,
// makes the next verify give what an uncached one gives: each is keyed
// (the edits are TestRunCacheDifferential's, each on package c).
func TestRunCacheEveryEdit(t *testing.T) {
	w := newCacheWorld(t)
	w.run(false)
	w.backdate()
	n := cli.ReplaysForTest()
	for kind := range cacheEdits {
		w.run(true) // kept, or replayed
		w.steps = append(w.steps, fmt.Sprintf("edit %d", kind))
		w.each(kind, "c", kind)
		w.backdate()
		w.run(true)
		w.backdate()
		w.buildTags, w.goflags, w.goos = false, false, false // each alone
	}
	if cli.ReplaysForTest() == n {
		t.Error("no run was replayed from the cache")
	}
}

// The workspace's edits, in an order where each changes the result of a
// package of the module that imports the second module's: its field's
// type changed there, go.work removed (the import breaks) and put back,
// the second module's go.mod edited, a module added to go.work, the
// second module taken out of go.work (go.work's listing unchanged: its
// content decides).
func TestRunCacheWorkspace(t *testing.T) {
	w := newCacheWorld(t)
	w.each(25, "c", 1) // c imports example.com/lib/l
	w.backdate()
	w.run(false)
	w.backdate()
	n := cli.ReplaysForTest()
	for _, e := range [][2]int{{23, 1}, {20, 0}, {21, 0}, {25, 0}, {22, 0}, {19, 0}, {24, 0}, {27, 0}} {
		w.run(true)
		w.steps = append(w.steps, fmt.Sprintf("edit %d (%d)", e[0], e[1]))
		w.each(e[0], "c", e[1])
		w.backdate()
		w.run(true)
		w.backdate()
		w.run(false)
		w.backdate()
	}
	if cli.ReplaysForTest() == n {
		t.Error("no run was replayed from the cache")
	}
}

// FuzzRunCacheDifferential is TestRunCacheDifferential's sequences, longer,
// from the fuzzer's seeds. An input is 20 steps (each runs go list twice,
// in a workspace): the fuzzer stops a worker whose input takes more than
// 10 s as hung, which 40 steps did on 2 busy cores.
func FuzzRunCacheDifferential(f *testing.F) {
	f.Add(uint64(7))
	f.Fuzz(func(t *testing.T, seed uint64) {
		cacheSequence(t, seed, 20)
	})
}

// A run whose inputs are unchanged is replayed, with its warnings; an
// entry torn or corrupted anywhere is a miss, never another result; with
// --cache=off nothing is read or kept (#30 C.4).
func TestRunCacheTornEntry(t *testing.T) {
	w := newCacheWorld(t)
	w.each(3, "a", 0)
	w.backdate()
	w.run(false)
	w.backdate()
	w.run(false)
	n := cli.ReplaysForTest()
	w.run(false)
	if cli.ReplaysForTest() != n+1 {
		t.Fatal("an unchanged run was not replayed")
	}
	ents, _ := os.ReadDir(w.cache)
	if len(ents) != 1 {
		t.Fatalf("the cache holds %d entries, want 1", len(ents))
	}
	entry := filepath.Join(w.cache, ents[0].Name())
	whole, _ := os.ReadFile(entry)
	for _, cut := range []int{0, 10, len(whole) / 2, len(whole) - 1} {
		writeFile(t, entry, string(whole[:cut]))
		n := cli.ReplaysForTest()
		w.run(false)
		if cli.ReplaysForTest() != n {
			t.Errorf("an entry cut at %d of %d bytes was replayed", cut, len(whole))
		}
	}
	flipped := []byte(string(whole))
	flipped[len(flipped)/3] ^= 1
	writeFile(t, entry, string(flipped))
	n = cli.ReplaysForTest()
	w.run(false)
	if cli.ReplaysForTest() != n {
		t.Error("a corrupted entry was replayed")
	}
	empty := t.TempDir()
	t.Setenv(cli.RunCacheEnv, empty)
	gvkgen(t, w.cached, "verify", "--cache=off", "--go-header-file=hack/boilerplate.go.txt")
	if ents, _ := os.ReadDir(empty); len(ents) != 0 {
		t.Errorf("--cache=off kept %d entries", len(ents))
	}
}

// quietPath sets PATH to the go command's directory alone: the run cache
// stamps every $PATH directory, and one that other programs write into
// (a GOBIN) would make a run that must be replayed a miss.
func quietPath(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Dir(goBin))
}

// GVKGEN_RUNCACHE is off, an absolute directory, or an error (exit 2)
// that says what to set it to.
func TestRunCacheEnv(t *testing.T) {
	w := newCacheWorld(t)
	t.Setenv(cli.RunCacheEnv, "relative/dir")
	code, _, stderr := gvkgen(t, w.cached, "verify", "--go-header-file=hack/boilerplate.go.txt")
	if code != cli.ExitError || !strings.Contains(stderr, "GVKGEN_RUNCACHE=relative/dir is not an absolute directory; set it to one, or to off") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	t.Setenv(cli.RunCacheEnv, "off")
	if code, _, stderr := gvkgen(t, w.cached, "verify", "--go-header-file=hack/boilerplate.go.txt"); code != cli.ExitStale {
		t.Errorf("GVKGEN_RUNCACHE=off: exit %d, stderr %q; want 1 (nothing generated yet)", code, stderr)
	}
}

// A module a replace names by a directory outside the main module is
// keyed by its go.mod: an edit there that breaks the load (a go line
// newer than the go command) is seen (the
// cache once stamped only the go.mod of modules holding a package
// generated for).
func TestRunCacheReplacedModule(t *testing.T) {
	offline(t)
	dir := t.TempDir()
	files := map[string]string{
		"m/go.mod":                  "module example.com/m\n\ngo 1.24\n\nrequire example.com/dep v0.0.0\n\nreplace example.com/dep => ../dep\n",
		"m/hack/boilerplate.go.txt": "/*\nCopyright YEAR The Authors.\n*/\n",
		"m/apis/a/doc.go":           "// +k8s:deepcopy-gen=package\n\npackage a\n",
		"m/apis/a/types.go":         "package a\n\nimport \"example.com/dep/d\"\n\ntype A struct{ D d.D }\n",
		"dep/go.mod":                "module example.com/dep\n\ngo 1.24\n",
		"dep/d/d.go":                "package d\n\ntype D struct{ N int }\n",
	}
	for name, content := range files {
		writeFile(t, filepath.Join(dir, name), content)
	}
	m := filepath.Join(dir, "m")
	t.Setenv(cli.RunCacheEnv, t.TempDir())
	quietPath(t)
	args := []string{"verify", "--go-header-file=hack/boilerplate.go.txt"}
	if code, _, errs := gvkgen(t, m, "generate", "--go-header-file=hack/boilerplate.go.txt"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d\n%s", code, errs)
	}
	past := time.Now().Add(-time.Hour)
	filepath.WalkDir(dir, func(p string, _ fs.DirEntry, _ error) error { return os.Chtimes(p, past, past) })
	// Kept, then replayed; an entry is refused while a path it stamps
	// (the test binary, just linked) is as new as the run's second.
	replayed := false
	for try := 0; try < 4 && !replayed; try++ {
		n := cli.ReplaysForTest()
		if code, _, errs := gvkgen(t, m, args...); code != cli.ExitOK {
			t.Fatalf("verify: exit %d\n%s", code, errs)
		}
		replayed = cli.ReplaysForTest() > n
		if !replayed && try > 0 {
			time.Sleep(time.Second)
		}
	}
	if !replayed {
		t.Fatal("an unchanged verify was not replayed")
	}
	writeFile(t, filepath.Join(dir, "dep", "go.mod"), "module example.com/dep\n\ngo 1.99\n")
	code, _, errs := gvkgen(t, m, args...)
	t.Setenv(cli.RunCacheEnv, "off")
	wantCode, _, wantErrs := gvkgen(t, m, args...)
	if wantCode == cli.ExitOK {
		t.Fatalf("the uncached verify passed after dep/go.mod required Go 1.99: the test edits nothing the load reads")
	}
	if code != wantCode || errs != wantErrs {
		t.Errorf("after dep/go.mod changed, the cached verify exits %d (%s), the uncached one %d (%s)", code, errs, wantCode, wantErrs)
	}
}
