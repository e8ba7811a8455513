//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// upstreamOrder is the order gen_helpers (then gen_register) runs the
// generators in; prerelease-lifecycle-gen, which Kubernetes'
// hack/update-codegen.sh runs (not kube_codegen.sh), last.
var upstreamOrder = []string{"deepcopy", "defaulter", "conversion", "register", "prerelease-lifecycle"}

// TestDiffUpstream runs upstream k8s.io/code-generator and gvkgen side by
// side on the public modules of testdata/diff-modules.txt (all rows but
// the large ones, the rows named after -args, or with -args --ci those
// marked ci), one subtest per module and generator. For each module: a
// base copy of the module (kept in $WORKDIR/NAME/base); one copy per side
// ("upstream", "ours": our single tools, "gvkgen": one gvkgen generate)
// with the generated files of the tagged packages deleted; the generators
// run as gen_helpers runs them; every file compared with upstream's byte
// for byte; the generated packages built and vetted in each tree.
//
// Environment: MODULES, GENERATORS (default deepcopy,defaulter,conversion;
// add register for gen_register, prerelease-lifecycle for the rows that
// list it), SIDES (default ours,gvkgen), VET=0,
// SKIP_DIRS (a regexp of package directories left out), WORKDIR (default
// $GVKGEN_CACHE/work/diff), OURS_DEEPCOPY and the like, OURS_GVKGEN,
// GVK_DIFF_LINES (default 60).
func TestDiffUpstream(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	rows := selectRows(t, difftest.Getpath("MODULES", filepath.Join(root, "testdata", "diff-modules.txt")))
	d := newDiffUpstream(t, root)
	failed, checked := false, 0
	for _, row := range rows {
		m := &upstreamModule{diffUpstream: d, row: row}
		ran := false
		mstart := time.Now()
		if !t.Run(row.Name(), func(t *testing.T) {
			ran = true
			logf(t, "== %s: %s", row.Name(), row.Line)
			m.run(t)
		}) {
			failed = true
		}
		if !ran {
			continue // not selected by -run
		}
		checked++
		if len(m.results) == 0 {
			m.result("-", "-", "-", "-", "-", "aborted: see the log above")
		}
		d.results = append(d.results, m.results...)
		logf(t, "== %s: done in %.0fs", row.Name(), time.Since(mstart).Seconds())
	}
	fmt.Printf("\n== diff-upstream summary (sides: upstream vs %s; identical = byte-identical to upstream's file)\n", strings.Join(d.sides, " "))
	printTable(append([]string{fmt.Sprintf("module\tgenerator\tfiles\tidentical(%s)\tidentical(%s)\tupstream=committed\tnotes", d.sides[0], at(d.sides, 1))}, d.results...))
	fmt.Printf("\n== generate/build+vet per side (generate status / build: ok, vet = builds but go vet fails, FAIL) and generator time\n")
	printTable(d.builds)
	fmt.Println()
	if failed {
		fmt.Printf("diff-upstream: DIFFERENCES (%d modules, %.0fs); details in %s/<module>/*.diff and *.log\n", checked, time.Since(start).Seconds(), d.work)
		return
	}
	fmt.Printf("diff-upstream: IDENTICAL (%d modules, %.0fs)\n", checked, time.Since(start).Seconds())
}

// at is s[i], or "" past its end.
func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}

// diffUpstream is the harness's configuration and its summary tables.
type diffUpstream struct {
	root, work string
	gens       []string          // GENERATORS, in upstream's order
	sides      []string          // SIDES: ours, gvkgen
	up, ours   map[string]string // binaries by generator
	gvkgen     string
	skip       *regexp.Regexp
	vet        bool
	maxLines   int

	results, builds []string // table rows
}

func newDiffUpstream(t *testing.T, root string) *diffUpstream {
	d := &diffUpstream{
		root: root, work: workDir(t, "WORKDIR", "diff"),
		sides: splitList(difftest.Getenv("SIDES", "ours,gvkgen")),
		up:    map[string]string{}, ours: map[string]string{},
		vet: os.Getenv("VET") != "0", maxLines: difftest.GetenvInt("GVK_DIFF_LINES", 60),
	}
	if s := os.Getenv("SKIP_DIRS"); s != "" {
		var err error
		if d.skip, err = regexp.Compile(s); err != nil {
			t.Fatalf("SKIP_DIRS=%s: %v", s, err)
		}
	}
	ours := &difftest.Ours{Root: root, Dir: filepath.Join(d.work, "bin")}
	gens := splitList(difftest.Getenv("GENERATORS", "deepcopy,defaulter,conversion"))
	for _, g := range gens {
		if !slices.Contains(upstreamOrder, g) {
			t.Fatalf("unknown generator %s in GENERATORS", g)
		}
		var err error
		if d.up[g], err = difftest.UpstreamGen(g); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(d.sides, "ours") {
			if d.ours[g], err = ours.Bin(g + "-gen"); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, g := range upstreamOrder {
		if slices.Contains(gens, g) {
			d.gens = append(d.gens, g)
		}
	}
	if slices.Contains(d.sides, "gvkgen") {
		var err error
		if d.gvkgen, err = ours.Bin("gvkgen"); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

// upstreamModule is one row of the module list.
type upstreamModule struct {
	*diffUpstream
	row     difftest.Row
	w, base string
	header  string
	gens    []string            // the generators run, in upstream's order
	dirs    map[string][]string // tagged package directories by generator
	pkgs    map[string][]string // their import paths
	genOK   map[string]string   // ok or FAIL, by side
	build   map[string]string   // ok, vet or FAIL, by side
	times   map[string]string

	results []string
}

// opt is the value of the row's option key.
func (m *upstreamModule) opt(key string) string { return m.row.Opt(4, key) }

// result adds a line to the summary table: generator, files, identical
// on either side, upstream=committed, notes.
func (m *upstreamModule) result(cells ...string) {
	m.results = append(m.results, m.row.Name()+"\t"+strings.Join(cells, "\t"))
}

func (m *upstreamModule) run(t *testing.T) {
	m.w = filepath.Join(m.work, m.row.Name())
	m.base = filepath.Join(m.w, "base")
	m.dirs, m.pkgs = map[string][]string{}, map[string][]string{}
	m.genOK, m.build, m.times = map[string]string{}, map[string]string{}, map[string]string{}
	if err := difftest.ResetWorkDir(m.w); err != nil {
		t.Fatal(err)
	}
	if err := m.prepareBase(t); err != nil {
		m.result("-", "-", "-", "-", "-", "module download or go.mod preparation failed")
		t.Fatalf("%s: %v", m.row.Name(), err)
	}
	subdir := m.row.Field(2)
	if st, err := os.Stat(filepath.Join(m.base, subdir)); err != nil || !st.IsDir() {
		m.result("-", "-", "-", "-", "-", "no directory "+subdir)
		t.Fatalf("%s: no directory %s", m.row.Name(), subdir)
	}
	m.chooseHeader()
	m.findPackages(t)
	if len(m.gens) == 0 {
		return
	}
	m.generate(t)
	t.Run("build", m.checkBuilds)
	for _, g := range m.gens {
		t.Run(g, func(t *testing.T) { m.compare(t, g) })
	}
	t.Run("other-files", m.compareOthers)
	m.buildsLine(t)
	m.printDiffs(t)
}

// prepareBase makes the base tree: a writable copy of the module whose
// go.mod loads and builds, reused if it was prepared for the same row.
func (m *upstreamModule) prepareBase(t *testing.T) error {
	modver, missing := m.row.Field(1), m.opt("replace-missing")
	stamp := modver + " replace-missing=" + missing + "\n"
	stampFile := filepath.Join(m.base, ".diff-prepared")
	if got, err := os.ReadFile(stampFile); err == nil && string(got) == stamp {
		return nil
	}
	logf(t, "preparing %s from %s", m.base, modver)
	if err := difftest.ScratchCopy(modver, m.base); err != nil {
		return err
	}
	for _, f := range []string{"vendor", "go.work", "go.work.sum"} {
		if err := os.RemoveAll(filepath.Join(m.base, f)); err != nil {
			return err
		}
	}
	// replace X => ./dir where dir is a nested module, which the module
	// zip does not carry: the published X@VERSION instead.
	if missing != "" {
		if err := difftest.ReplaceMissing(m.base, missing); err != nil {
			return err
		}
	}
	// Fill go.sum once, so that loading in the copies changes nothing.
	cmd := difftest.Scratch(m.base, "go", "list", "-e", "-deps", "./...")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go list -e -deps ./... in %s: %v\n%s", m.base, err, out)
	}
	return os.WriteFile(stampFile, []byte(stamp), 0o644)
}

// chooseHeader picks the module's own header file when it has one (the
// row's boilerplate=, then Kubernetes' usual places), else the
// repository's testdata/diff-boilerplate.go.txt.
func (m *upstreamModule) chooseHeader() {
	m.header = filepath.Join(m.root, "testdata", "diff-boilerplate.go.txt")
	for _, b := range []string{m.opt("boilerplate"), "hack/boilerplate.go.txt", "hack/boilerplate/boilerplate.generatego.txt"} {
		if b != "" && isFile(filepath.Join(m.base, b)) {
			m.header = filepath.Join(m.base, b)
			return
		}
	}
}

// findPackages finds, for each generator asked for, the packages that ask
// for it (every +groupName package for register, as gen_register does).
func (m *upstreamModule) findPackages(t *testing.T) {
	subdir := m.row.Field(2)
	rowGens := strings.Split(m.row.Field(3), ",")
	for _, g := range m.diffUpstream.gens {
		if g != "register" && !slices.Contains(rowGens, g) {
			continue
		}
		var dirs []string
		var err error
		if g == "register" {
			dirs, err = difftest.RegisterDirs(m.base, subdir)
		} else {
			dirs, err = difftest.TaggedDirs(m.base, subdir, g)
		}
		if err != nil {
			t.Fatal(err)
		}
		if m.skip != nil {
			dirs = slices.DeleteFunc(dirs, m.skip.MatchString)
		}
		if len(dirs) == 0 {
			m.result(g, "0", "-", "-", "-", "no package under "+subdir+" is tagged")
			continue
		}
		pkgs, err := importPaths(t, m.base, dirs)
		if err != nil {
			m.result(g, "-", "-", "-", "-", fmt.Sprintf("go list -find did not resolve the %d tagged directories", len(dirs)))
			logf(t, "%s %s: %v", m.row.Name(), g, err)
			continue
		}
		m.dirs[g], m.pkgs[g] = dirs, pkgs
		m.gens = append(m.gens, g)
	}
}
