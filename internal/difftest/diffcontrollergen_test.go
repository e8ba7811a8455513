//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// cgFile is the file controller-gen's object generator writes.
const cgFile = "zz_generated.deepcopy.go"

// TestDiffControllerGen runs controller-gen (`controller-gen object`) and
// gvkgen (the same arguments, `gvkgen object:...`) side by side on the
// kubebuilder modules of testdata/controller-gen-modules.txt (every row
// not marked large, the rows named after -args, or with -args --ci those
// marked ci), one subtest per module: a base copy with the row's nested
// modules; per side a copy without the files controller-gen wrote; each
// run with its time and peak RSS; every zz_generated.deepcopy.go under the
// paths compared byte for byte, and every other file; both trees built;
// `gvkgen verify` on controller-gen's tree.
//
// Environment: MODULES, WORKDIR (default
// $GVKGEN_CACHE/work/diff-controller-gen), OURS_GVKGEN, CONTROLLER_GEN,
// BUILD=0, GVK_DIFF_LINES (default 60).
func TestDiffControllerGen(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	rows := selectRows(t, difftest.Getpath("MODULES", filepath.Join(root, "testdata", "controller-gen-modules.txt")))
	work := workDir(t, "WORKDIR", "diff-controller-gen")
	cg, err := difftest.ControllerGen()
	if err != nil {
		t.Fatal(err)
	}
	gvkgen, err := (&difftest.Ours{Root: root, Dir: filepath.Join(work, "bin")}).Bin("gvkgen")
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"module\tfiles\tidentical\tfresh=committed\tgenerate(cg/gvkgen)\tbuild(cg/gvkgen)\tverify\ttime/RSS cg\ttime/RSS gvkgen\tnotes"}
	failed, checked := false, 0
	for _, row := range rows {
		m := &cgModule{work: work, cg: cg, gvkgen: gvkgen, row: row, build: os.Getenv("BUILD") != "0", maxLines: difftest.GetenvInt("GVK_DIFF_LINES", 60)}
		ran := false
		mstart := time.Now()
		if !t.Run(row.Name(), func(t *testing.T) {
			logf(t, "== %s: %s", row.Name(), row.Line)
			t.Run("object", func(t *testing.T) { ran = true; m.run(t) })
		}) {
			failed = true
		}
		if !ran {
			continue // not selected by -run
		}
		checked++
		if m.result == "" {
			m.result = row.Name() + "\t-\t-\t-\t-\t-\t-\t-\t-\taborted: see the log above"
		}
		results = append(results, m.result)
		logf(t, "== %s: done in %.0fs", row.Name(), time.Since(mstart).Seconds())
	}
	fmt.Printf("\n== diff-controller-gen summary (identical = gvkgen's file byte-identical to controller-gen %s's, fresh in the same tree)\n", difftest.ControllerToolsVersion)
	printTable(results)
	fmt.Println()
	if failed {
		fmt.Printf("diff-controller-gen: DIFFERENCES (%d modules, %.0fs); details in %s/<module>/files.diff and *.log\n", checked, time.Since(start).Seconds(), work)
		return
	}
	fmt.Printf("diff-controller-gen: IDENTICAL (%d modules, %.0fs)\n", checked, time.Since(start).Seconds())
}

// cgModule is one row of the controller-gen module list.
type cgModule struct {
	work, cg, gvkgen string
	row              difftest.Row
	build            bool
	maxLines         int

	w, base  string
	patterns []string
	status   map[string]string // ok, exitN or no-object-generator, by side
	built    map[string]string // ok, FAIL or - (BUILD=0)
	usage    map[string]string

	total, same, other int
	committed          string
	result             string
}

// fail records the row's line for a module that could not be checked.
func (m *cgModule) fail(t *testing.T, note string) {
	m.result = m.row.Name() + "\t-\t-\t-\t-\t-\t-\t-\t-\t" + note
	t.Fatalf("%s: %s", m.row.Name(), note)
}

func (m *cgModule) run(t *testing.T) {
	m.w = filepath.Join(m.work, m.row.Name())
	m.base = filepath.Join(m.w, "base")
	m.patterns = strings.Split(m.row.Field(2), ";")
	m.status, m.built, m.usage = map[string]string{}, map[string]string{}, map[string]string{}
	if err := difftest.ResetWorkDir(m.w); err != nil {
		t.Fatal(err)
	}
	if err := m.prepareBase(t); err != nil {
		t.Log(err)
		m.fail(t, "module download or preparation failed")
	}
	header := filepath.Join(m.w, "header.txt")
	if err := m.writeHeader(t, header); err != nil {
		m.fail(t, err.Error())
	}
	args := []string{"object:headerFile=" + header, "paths=" + m.row.Field(2)}
	if y := m.row.Opt(3, "year"); y != "" {
		args[0] += ",year=" + y
	}
	for _, side := range []string{"controller-gen", "gvkgen"} {
		m.runSide(t, side, args)
	}
	diffs := m.compare(t)
	verify := m.verify(t, args)
	m.report(t, diffs, verify)
}

// prepareBase makes the base tree: a writable copy of the module with its
// nested modules and its dependencies downloaded, reused if it was
// prepared for the same row.
func (m *cgModule) prepareBase(t *testing.T) error {
	modver := m.row.Field(1)
	stamp := modver + " " + strings.Join(m.row.Fields[3:], " ") + " " + m.row.Field(2) + "\n"
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
	for _, n := range m.row.Opts(3, "nested") {
		dir, mod, _ := strings.Cut(n, "=")
		if err := difftest.ScratchCopy(mod, filepath.Join(m.base, dir)); err != nil {
			return err
		}
	}
	cmd := difftest.Scratch(m.base, "go", append([]string{"list", "-e", "-deps"}, m.patterns...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go list -e -deps in %s: %v\n%s", m.base, err, out)
	}
	return os.WriteFile(stampFile, []byte(stamp), 0o644)
}
