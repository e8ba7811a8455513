//go:build differential

package difftest_test

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cgopts"
	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// TestDiffControllerGenManifests is the manifests mode of the
// controller-gen harness: controller-gen v0.23.0 and gvkgen run with the
// same arguments (a module's own Makefile's: `rbac:roleName=manager-role
// crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases`,
// object too when the row gives it) in two copies of the module, from the
// committed tree without the files controller-gen wrote that carry its
// mark (deep copies, CRDs; see removeGenerated), and every file of the two
// trees is compared byte for byte. The rows are
// testdata/controller-gen-manifests.txt's (selected as the object mode's:
// -args --ci, names). One subtest per row and, in it, one per generator of
// the row's arguments: a generator this gvkgen's registry lacks is skipped,
// naming it (gvkgen then runs without it and its files are not compared),
// never passed silently; files that belong to no generator must not
// differ; `gvkgen verify` with gvkgen's arguments must find controller-gen's
// tree current.
//
// Environment: MANIFEST_MODULES (default
// testdata/controller-gen-manifests.txt), WORKDIR (default
// $GVKGEN_CACHE/work/diff-controller-gen-manifests), OURS_GVKGEN,
// CONTROLLER_GEN, GVK_DIFF_LINES (default 60).
func TestDiffControllerGenManifests(t *testing.T) {
	root := repoRoot(t)
	rows := selectRows(t, difftest.Getpath("MANIFEST_MODULES", filepath.Join(root, "testdata", "controller-gen-manifests.txt")))
	work := workDir(t, "WORKDIR", "diff-controller-gen-manifests")
	cg, err := difftest.ControllerGen()
	if err != nil {
		t.Fatal(err)
	}
	gvkgen, err := (&difftest.Ours{Root: root, Dir: filepath.Join(work, "bin")}).Bin("gvkgen")
	if err != nil {
		t.Fatal(err)
	}
	have, err := registryNames(gvkgen)
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"module\tidentical/total files per generator\ttime/RSS cg\ttime/RSS gvkgen"}
	for _, row := range rows {
		m := &manifestsRow{row: row, w: filepath.Join(work, row.Name()), cg: cg, gvkgen: gvkgen, have: have, maxLines: difftest.GetenvInt("GVK_DIFF_LINES", 60), oursUsage: "-"}
		ran := false
		t.Run(row.Name(), func(t *testing.T) { ran = true; m.run(t) })
		if ran && m.opts != nil {
			results = append(results, m.summary())
		}
	}
	fmt.Printf("\n== diff-controller-gen --manifests summary (identical: byte-identical to controller-gen %s's, in the same tree; time/RSS of controller-gen's run that made its cached tree)\n", difftest.ControllerToolsVersion)
	printTable(results)
	fmt.Println()
}

// registryNames are the generators of gvkgen's registry (gvkgen
// generators --tsv, first column).
func registryNames(gvkgen string) ([]string, error) {
	out, err := exec.Command(gvkgen, "generators", "--tsv").Output()
	if err != nil {
		return nil, fmt.Errorf("%s generators --tsv: %v", gvkgen, err)
	}
	var names []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		names = append(names, strings.SplitN(l, "\t", 2)[0])
	}
	return names, nil
}

// manifestsRow is one row of the manifests list: name, source
// (module@version, or git+URL@REF:DIR for a directory of a git repository
// the module proxy does not serve), the directory the Makefile runs in, controller-gen's
// arguments, then after a | the options (ci, large, nested=DIR=MOD@VER,
// allow-tags=T,T).
type manifestsRow struct {
	row              difftest.Row
	w, cg, gvkgen    string
	have             []string
	maxLines         int
	dir              string
	args             []string
	opts             *cgopts.Options
	missing, present []string
	total, same      map[string]int // generated files per generator: all, identical
	oursUsage        string         // gvkgen's time/RSS
}

// parse reads the row's columns and controller-gen's arguments.
func (m *manifestsRow) parse(t *testing.T) {
	f := m.row.Fields
	end := slices.Index(f, "|")
	if end < 0 {
		end = len(f)
	}
	if end < 4 {
		t.Fatalf("row %s: want name, module@version, directory and arguments: %s", m.row.Name(), m.row.Line)
	}
	m.dir, m.args = f[2], f[3:end]
	opts, err := cgopts.Parse(m.args)
	if err != nil {
		t.Fatalf("row %s: controller-gen's arguments: %v", m.row.Name(), err)
	}
	m.opts = opts
	for _, g := range opts.Generators {
		if slices.Contains(m.have, g.Name) {
			m.present = append(m.present, g.Name)
		} else {
			m.missing = append(m.missing, g.Name)
		}
	}
}

// gvkgenArgs are the row's arguments without the generators gvkgen lacks
// and their output rules, after the --allow-tags of its allow-tags
// options: markers of the source that controller-gen ignores, which
// gvkgen's verify would report as unknown.
func (m *manifestsRow) gvkgenArgs() []string {
	var out []string
	for _, a := range m.row.Opts(slices.Index(m.row.Fields, "|")+1, "allow-tags") {
		out = append(out, "--allow-tags="+a)
	}
	for _, a := range m.args {
		name, _, _ := strings.Cut(strings.TrimPrefix(a, "output:"), ":")
		if !slices.Contains(m.missing, strings.SplitN(name, "=", 2)[0]) {
			out = append(out, a)
		}
	}
	return out
}

func (m *manifestsRow) run(t *testing.T) {
	m.parse(t)
	if err := difftest.ResetWorkDir(m.w); err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(m.w, "base")
	if err := m.prepare(base); err != nil {
		t.Fatalf("%s: preparing the module: %v", m.row.Name(), err)
	}
	cgTree, ours := filepath.Join(m.w, "controller-gen"), filepath.Join(m.w, "gvkgen")
	for _, tree := range []string{cgTree, ours} {
		if err := os.RemoveAll(tree); err != nil {
			t.Fatal(err)
		}
		if err := difftest.CopyTree(base, tree); err != nil {
			t.Fatal(err)
		}
		if err := m.removeGenerated(tree); err != nil {
			t.Fatal(err)
		}
	}
	log := cgTree + ".gen.log"
	key := append([]string{m.row.Name(), m.cg}, append(m.args, difftest.ArgFiles(m.args))...)
	if _, err := difftest.CachedTree(cgTree, key, []string{log}, func() error {
		_, err := runMeasuredLog(difftest.Scratch(filepath.Join(cgTree, m.dir), m.cg, m.args...), log)
		return err
	}); err != nil {
		t.Fatalf("%s: controller-gen failed: %v; tail of %s:\n%s", m.row.Name(), err, log, tail(log, 15))
	}
	if len(m.present) == 0 {
		m.perGenerator(t, nil)
		return
	}
	gvkLog := ours + ".gen.log"
	u, err := runMeasuredLog(difftest.Scratch(filepath.Join(ours, m.dir), m.gvkgen, m.gvkgenArgs()...), gvkLog)
	m.oursUsage = u.String()
	if err != nil {
		t.Errorf("%s: gvkgen %s failed: %v; tail of %s:\n%s", m.row.Name(), strings.Join(m.gvkgenArgs(), " "), err, gvkLog, tail(gvkLog, 30))
	}
	diffs, err := m.compare(cgTree, ours)
	if err != nil {
		t.Fatal(err)
	}
	m.perGenerator(t, diffs)
	verify := filepath.Join(m.w, "verify.log")
	if err := runLog(difftest.Scratch(filepath.Join(cgTree, m.dir), m.gvkgen, append([]string{"verify"}, m.gvkgenArgs()...)...), verify); err != nil {
		t.Errorf("%s: gvkgen verify on controller-gen's tree: %v; tail of %s:\n%s", m.row.Name(), err, verify, tail(verify, 30))
	}
}

// prepare makes the base tree from the row's module, reused when it was
// prepared for the same source.
func (m *manifestsRow) prepare(base string) error {
	stamp := m.row.Line + "\n"
	if got, err := os.ReadFile(filepath.Join(base, ".diff-prepared")); err == nil && string(got) == stamp {
		return nil
	}
	if g, isGit, err := difftest.ParseGitSource(m.row.Field(1)); isGit {
		if err == nil {
			err = g.Copy(filepath.Join(filepath.Dir(m.w), "git"), base)
		}
		if err != nil {
			return err
		}
	} else if err := difftest.ScratchCopy(m.row.Field(1), base); err != nil {
		return err
	}
	for _, f := range []string{"vendor", "go.work", "go.work.sum"} {
		if err := os.RemoveAll(filepath.Join(base, f)); err != nil {
			return err
		}
	}
	for _, n := range m.row.Opts(slices.Index(m.row.Fields, "|")+1, "nested") {
		dir, mod, _ := strings.Cut(n, "=")
		if err := difftest.ScratchCopy(mod, filepath.Join(base, dir)); err != nil {
			return err
		}
	}
	cmd := difftest.Scratch(filepath.Join(base, m.dir), "go", append([]string{"list", "-e", "-deps"}, m.opts.Patterns()...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go list -e -deps: %v\n%s", err, out)
	}
	return os.WriteFile(filepath.Join(base, ".diff-prepared"), []byte(stamp), 0o644)
}

// owner is the generator whose output path rel (from the tree's root) is:
// object for a zz_generated.deepcopy.go, else the generator whose output
// directory holds it, "" for none.
func (m *manifestsRow) owner(rel string) string {
	if filepath.Base(rel) == cgFile {
		return "object"
	}
	for _, g := range m.opts.Generators {
		r := m.opts.RuleOf(g)
		if g.Name == "object" || (r.Kind != cgopts.Dir && r.Kind != cgopts.Artifacts) {
			continue
		}
		dir := filepath.Clean(filepath.Join(m.dir, r.Dir))
		if strings.HasPrefix(rel, dir+string(filepath.Separator)) {
			return g.Name
		}
	}
	return ""
}

// compare returns the differences between the trees by the generator
// that owns each file ("" for none), each with its unified diff.
func (m *manifestsRow) compare(cgTree, ours string) (map[string][]string, error) {
	a, err := treeFiles(cgTree)
	if err != nil {
		return nil, err
	}
	b, err := treeFiles(ours)
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	var all strings.Builder
	files := uniqueSorted(append(a, b...))
	m.countGenerated(cgTree, ours, files)
	for _, rel := range files {
		cg, og := filepath.Join(cgTree, rel), filepath.Join(ours, rel)
		var d strings.Builder
		switch {
		case difftest.SameFile(cg, og):
			continue
		case !isFile(og):
			fmt.Fprintf(&d, "MISSING (gvkgen): %s\n", rel)
		case !isFile(cg):
			fmt.Fprintf(&d, "EXTRA (gvkgen): %s\n", rel)
		default:
			fmt.Fprintf(&d, "DIFFERS: %s\n", rel)
			difftest.Unified(&d, cg, og, "controller-gen/"+rel, "gvkgen/"+rel, 0)
		}
		owner := m.owner(rel)
		out[owner] = append(out[owner], d.String())
		all.WriteString(d.String())
	}
	return out, os.WriteFile(filepath.Join(m.w, "files.diff"), []byte(all.String()), 0o644)
}

// treeFiles are the regular files below tree, relative to it (.git,
// go.sum and the harness's stamp aside).
func treeFiles(tree string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(tree, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch n := d.Name(); {
		case d.IsDir() && n == ".git":
			return filepath.SkipDir
		case d.IsDir() || n == "go.sum" || n == ".diff-prepared":
			return nil
		}
		rel, err := filepath.Rel(tree, path)
		out = append(out, rel)
		return err
	})
	return out, err
}

// perGenerator reports the differences, one subtest per generator of the
// row (skipped, naming it, for one this gvkgen lacks), then those of the
// files no generator owns; nil diffs: gvkgen ran no generator.
func (m *manifestsRow) perGenerator(t *testing.T, diffs map[string][]string) {
	for _, g := range m.opts.Generators {
		t.Run(g.Name, func(t *testing.T) {
			if slices.Contains(m.missing, g.Name) {
				t.Skipf("gvkgen has no %s generator yet (not in generators/registry): its files were not compared", g.Name)
			}
			if d := diffs[g.Name]; len(d) > 0 {
				lines := strings.SplitAfter(strings.Join(d, ""), "\n")
				t.Errorf("%s: %d files of %s differ from controller-gen's (%s):\n%s", m.row.Name(), len(d), g.Name, filepath.Join(m.w, "files.diff"), strings.Join(lines[:min(len(lines), m.maxLines)], ""))
			}
		})
	}
	t.Run("other files", func(t *testing.T) {
		if diffs == nil {
			t.Skip("gvkgen ran no generator of the row")
		}
		if d := diffs[""]; len(d) > 0 {
			t.Errorf("%s: %d files that no generator of the row writes differ:\n%s", m.row.Name(), len(d), strings.Join(d, ""))
		}
	})
}

// removeGenerated deletes the files of tree that controller-gen wrote for
// the row's generators, so that what each side leaves is what it
// generates now: each zz_generated.deepcopy.go that starts with its build
// constraint, and each YAML file under a generator's output directory with
// its version annotation (a CRD). Others (role.yaml, the webhook manifests,
// which carry no mark, and hand-written files) stay: each side must
// replace or keep them as it would in a user's tree.
func (m *manifestsRow) removeGenerated(tree string) error {
	files, err := treeFiles(tree)
	if err != nil {
		return err
	}
	for _, rel := range files {
		p := filepath.Join(tree, rel)
		owner := m.owner(rel)
		if owner == "" || (owner == "object" && !m.has("object")) {
			continue
		}
		remove := false
		if owner == "object" {
			line, err := difftest.FirstLine(p)
			remove = err == nil && line == "//go:build !ignore_autogenerated"
		} else if strings.HasSuffix(rel, ".yaml") {
			data, err := os.ReadFile(p)
			remove = err == nil && strings.Contains(string(data), "controller-gen.kubebuilder.io/version:")
		}
		if remove {
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	return nil
}

// has reports whether the row runs generator name.
func (m *manifestsRow) has(name string) bool { return m.opts.Lookup(name) != nil }
