//go:build differential

package difftest_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// usagePrefix starts the line runMeasuredLog appends to a log: the run's
// wall time and peak RSS, kept with controller-gen's cached tree so that a
// cached run still reports what the run that made it cost.
const usagePrefix = "# gvkgen-harness time/RSS: "

// runMeasuredLog runs cmd with its output in log, then appends the run's
// time and peak RSS to the log.
func runMeasuredLog(cmd *exec.Cmd, log string) (difftest.Usage, error) {
	f, err := os.Create(log)
	if err != nil {
		return difftest.Usage{}, err
	}
	defer f.Close()
	cmd.Stdout, cmd.Stderr = f, f
	u, err := difftest.RunMeasured(cmd)
	fmt.Fprintf(f, "\n%s%s\n", usagePrefix, u)
	return u, err
}

// loggedUsage is the time/RSS runMeasuredLog wrote into log, "-" when it
// has none.
func loggedUsage(log string) string {
	f, err := os.Open(log)
	if err != nil {
		return "-"
	}
	defer f.Close()
	got := "-"
	for s := bufio.NewScanner(f); s.Scan(); {
		if rest, ok := strings.CutPrefix(s.Text(), usagePrefix); ok {
			got = rest
		}
	}
	return got
}

// generatedName reports whether rel (from the tree's root, under the
// output directory of generator g) is a file g writes: controller-gen's
// rbac writes role.yaml, its webhook manifests.yaml, its crd one YAML file
// per CRD with the version annotation (data, the file's content), object
// zz_generated.deepcopy.go files.
func generatedName(g, rel string, data []byte) bool {
	switch base := filepath.Base(rel); g {
	case "rbac":
		return base == "role.yaml"
	case "webhook":
		return base == "manifests.yaml"
	case "crd":
		return strings.HasSuffix(base, ".yaml") && strings.Contains(string(data), "controller-gen.kubebuilder.io/version:")
	case "object":
		return base == cgFile
	}
	return false
}

// countGenerated counts, per generator of the row, the files either tree
// holds that the generator writes (total) and those byte-identical in the
// two trees (same).
func (m *manifestsRow) countGenerated(cgTree, ours string, files []string) {
	m.total, m.same = map[string]int{}, map[string]int{}
	for _, rel := range files {
		g := m.owner(rel)
		if g == "" || !m.has(g) {
			continue
		}
		data, _ := os.ReadFile(filepath.Join(cgTree, rel))
		if !isFile(filepath.Join(cgTree, rel)) {
			data, _ = os.ReadFile(filepath.Join(ours, rel))
		}
		if !generatedName(g, rel, data) {
			continue
		}
		m.total[g]++
		if difftest.SameFile(filepath.Join(cgTree, rel), filepath.Join(ours, rel)) {
			m.same[g]++
		}
	}
}

// summary is the row's line of the run's table: name, identical/total
// files per generator, controller-gen's and gvkgen's time and peak RSS.
func (m *manifestsRow) summary() string {
	var gens []string
	for _, g := range m.opts.Generators {
		switch {
		case m.total == nil:
			gens = append(gens, g.Name+" -")
		case slices.Contains(m.missing, g.Name):
			gens = append(gens, g.Name+" skipped")
		default:
			gens = append(gens, fmt.Sprintf("%s %d/%d", g.Name, m.same[g.Name], m.total[g.Name]))
		}
	}
	cgLog := filepath.Join(m.w, "controller-gen.gen.log")
	return fmt.Sprintf("%s\t%s\t%s\t%s", m.row.Name(), strings.Join(gens, ", "), loggedUsage(cgLog), m.oursUsage)
}
