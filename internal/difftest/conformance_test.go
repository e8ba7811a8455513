//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// conformanceGens are the generators conformance can check.
var conformanceGens = []string{"deepcopy", "defaulter", "conversion", "prerelease-lifecycle"}

// TestConformance regenerates the committed generated files of the real
// modules of testdata/corpus.txt (rows: name module@version subdir
// generators test-packages) with our generators: for each generator G of
// a row, the packages under subdir tagged +k8s:G-gen= lose their
// zz_generated file, our G-gen writes it again, and it must be
// byte-identical; then the module must build and its listed tests pass.
// A module whose regenerated tree is byte for byte the published one (the
// usual case) is not built: that build is the published module's, and it
// proves nothing about our generators (CONFORMANCE_BUILD=1 builds it
// anyway).
//
// Environment: CORPUS, BOILERPLATE, GENERATORS (default
// deepcopy,defaulter,conversion,prerelease-lifecycle), WORKDIR (default
// $GVKGEN_CACHE/work/conformance), OURS_<G>, GVK_DIFF_LINES,
// CONFORMANCE_BUILD.
func TestConformance(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	corpus := difftest.Getpath("CORPUS", filepath.Join(root, "testdata", "corpus.txt"))
	boilerplate, err := filepath.Abs(difftest.Getpath("BOILERPLATE", filepath.Join(filepath.Dir(corpus), "boilerplate.go.txt")))
	if err != nil || !isFile(boilerplate) {
		t.Fatalf("boilerplate %s not found (set BOILERPLATE)", boilerplate)
	}
	rows := selectRows(t, corpus)
	work := workDir(t, "WORKDIR", "conformance")
	ours := &difftest.Ours{Root: root, Dir: filepath.Join(work, "bin")}
	bins := map[string]string{}
	for _, g := range splitList(difftest.Getenv("GENERATORS", strings.Join(conformanceGens, ","))) {
		if !slices.Contains(conformanceGens, g) {
			logf(t, "generator %s is not supported yet (supported: %v); skipping it", g, conformanceGens)
			continue
		}
		if bins[g], err = ours.Bin(g + "-gen"); err != nil {
			t.Fatal(err)
		}
	}
	var summaries []string
	var all difftest.Tally
	checked := 0
	for _, row := range rows {
		if len(row.Fields) < 5 {
			t.Fatalf("corpus row has fewer than 5 columns: %s", row.Line)
		}
		c := conformance{root: root, work: work, header: boilerplate, bins: bins, row: row}
		t.Run(row.Name(), c.run)
		if c.summary == "" {
			continue
		}
		if c.checked {
			checked++
		}
		all.Same += c.tally.Same
		all.Total += c.tally.Total
		summaries = append(summaries, c.summary)
	}
	fmt.Printf("\n== conformance summary\n%s\n", strings.Join(summaries, "\n"))
	verdict := "PASS"
	if t.Failed() || checked == 0 {
		verdict = "FAIL"
	}
	fmt.Printf("conformance: %s (%d modules, %d/%d files identical, %.0fs)\n", verdict, checked, all.Same, all.Total, time.Since(start).Seconds())
	if checked == 0 {
		t.Error("no module checked")
	}
}

// conformance is one corpus row's check.
type conformance struct {
	root, work, header string
	bins               map[string]string
	row                difftest.Row

	checked bool
	tally   difftest.Tally
	summary string
}

func (c *conformance) run(t *testing.T) {
	start := time.Now()
	name, modver, subdir := c.row.Name(), c.row.Field(1), c.row.Field(2)
	var gens []string
	for _, g := range strings.Split(c.row.Field(3), ",") {
		if c.bins[g] == "" {
			logf(t, "%s: skipping generator %s (not selected or not supported)", name, g)
			continue
		}
		gens = append(gens, g)
	}
	if len(gens) == 0 {
		c.summary = name + ": skipped, no selected generator"
		return
	}
	c.checked = true
	mod := filepath.Join(c.work, name, "module")
	logf(t, "== %s: %s, subdir %s, generators %v", name, modver, subdir, gens)
	if err := os.RemoveAll(filepath.Join(c.work, name)); err != nil {
		t.Fatal(err)
	}
	if err := difftest.ScratchCopy(modver, mod); err != nil {
		t.Fatalf("cannot prepare %s: %v", modver, err)
	}
	if st, err := os.Stat(filepath.Join(mod, subdir)); err != nil || !st.IsDir() {
		t.Fatalf("%s: %s has no directory %s", name, modver, subdir)
	}
	summary := name
	for _, g := range gens {
		t.Run(g, func(t *testing.T) { summary += c.generator(t, mod, g) })
	}
	if same, why := c.unchanged(t, modver, mod); same && os.Getenv("CONFORMANCE_BUILD") != "1" {
		summary += " build and tests skipped (" + why + ")"
	} else {
		summary += c.buildAndTest(t, mod)
	}
	c.summary = fmt.Sprintf("%s (%.0fs)", summary, time.Since(start).Seconds())
	logf(t, "%s", c.summary)
}

// generator regenerates one generator's files of the row and compares
// them; it returns its part of the summary line.
func (c *conformance) generator(t *testing.T, mod, g string) string {
	name, subdir, file := c.row.Name(), c.row.Field(2), outfile(g)
	dirs, err := difftest.TaggedDirs(mod, subdir, g)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := difftest.FindFiles(mod, subdir, file)
	if err != nil {
		t.Fatal(err)
	}
	logf(t, "%s %s: %d tagged packages, %d committed %s under %s", name, g, len(dirs), len(committed), file, subdir)
	if len(dirs) == 0 {
		t.Errorf("FAIL: %s %s: no package under %s carries +k8s:%s-gen=", name, g, subdir, g)
		return fmt.Sprintf(" %s: no tagged packages,", g)
	}
	pkgs, err := importPaths(t, mod, dirs)
	if err != nil {
		t.Fatalf("%s %s: %v", name, g, err)
	}
	stash := filepath.Join(c.work, name, "committed", g)
	if err := difftest.Stash(mod, stash, file, dirs); err != nil {
		t.Fatal(err)
	}
	logf(t, "%s %s: running %s on %d packages", name, g, c.bins[g], len(pkgs))
	args := append([]string{"--output-file", file, "--go-header-file", c.header}, pkgs...)
	if err := run(t, difftest.Scratch(mod, c.bins[g], args...)); err != nil {
		t.Errorf("FAIL: %s %s: %s-gen exited non-zero: %v", name, g, g, err)
	}
	var diffs strings.Builder
	tally := difftest.CompareGenerated(&diffs, mod, stash, file, dirs, difftest.GetenvInt("GVK_DIFF_LINES", 200))
	if tally.Bad > 0 {
		t.Errorf("%s %s: %d of %d files differ:\n%s", name, g, tally.Bad, tally.Total, diffs.String())
	}
	c.tally.Same += tally.Same
	c.tally.Total += tally.Total
	return fmt.Sprintf(" %s: %d/%d identical,", g, tally.Same, tally.Total)
}

// unchanged reports whether the regenerated module mod is byte for byte
// the published modver (no file differs, none added or missing), and
// says so; otherwise it names the first difference.
func (c *conformance) unchanged(t *testing.T, modver, mod string) (bool, string) {
	if t.Failed() {
		return false, "a generator failed"
	}
	src, err := difftest.ModuleDir(modver)
	if err != nil {
		return false, err.Error()
	}
	diffs, err := difftest.TreeDiff(src, mod, nil)
	switch {
	case err != nil:
		return false, err.Error()
	case len(diffs) > 0:
		logf(t, "%s: the regenerated module differs from the published one (%d entries; first: %s): building it", c.row.Name(), len(diffs), diffs[0])
		return false, diffs[0]
	}
	return true, "every file byte for byte the published module's: its build is upstream's; CONFORMANCE_BUILD=1 builds it"
}

// buildAndTest builds the module and runs the row's tests.
func (c *conformance) buildAndTest(t *testing.T, mod string) string {
	s := ""
	logf(t, "%s: go build ./...", c.row.Name())
	if err := run(t, difftest.Scratch(mod, "go", "build", "./...")); err != nil {
		t.Errorf("%s: go build ./... failed: %v", c.row.Name(), err)
		s += " build FAILED,"
	} else {
		s += " build ok,"
	}
	tests := strings.Split(c.row.Field(4), ",")
	logf(t, "%s: go test %v", c.row.Name(), tests)
	if err := run(t, difftest.Scratch(mod, "go", append([]string{"test"}, tests...)...)); err != nil {
		t.Errorf("%s: go test %v failed: %v", c.row.Name(), tests, err)
		return s + " tests FAILED"
	}
	return s + " tests ok"
}

// isFile reports whether path is a regular file.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}
