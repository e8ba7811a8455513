//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// allSides is upstream and the sides compared with it.
func (m *upstreamModule) allSides() []string { return append([]string{"upstream"}, m.sides...) }

// generate makes each side's tree from the base, deletes the generated
// files of the tagged packages and runs the side's generators there.
func (m *upstreamModule) generate(t *testing.T) {
	for _, side := range m.allSides() {
		tree := filepath.Join(m.w, side)
		if err := os.RemoveAll(tree); err != nil {
			t.Fatal(err)
		}
		if err := difftest.CopyTree(m.base, tree); err != nil {
			t.Fatal(err)
		}
		for _, g := range m.gens {
			for _, d := range m.dirs[g] {
				os.Remove(filepath.Join(tree, d, outfile(g)))
			}
		}
		logf(t, "%s: running %s", m.row.Name(), side)
		log := filepath.Join(m.w, side+".gen.log")
		start := time.Now()
		run := func() error { return m.runSide(side, tree, log) }
		var err error
		cached := false
		if side == "upstream" {
			cached, err = difftest.CachedTree(tree, m.cacheKey(), []string{log}, run)
		} else {
			err = run()
		}
		m.times[side] = fmt.Sprintf("%.0fs", time.Since(start).Seconds())
		if cached {
			m.times[side] = "cached"
		}
		m.genOK[side] = "ok"
		if err != nil {
			m.genOK[side] = "FAIL"
			logf(t, "%s: %s generators failed (%v); tail of %s:\n%s", m.row.Name(), side, err, log, tail(log, 20))
		}
	}
}

// runSide runs a side's generators in tree as gen_helpers runs them, its
// output into log.
func (m *upstreamModule) runSide(side, tree, log string) error {
	f, err := os.Create(log)
	if err != nil {
		return err
	}
	defer f.Close()
	var failed error
	for _, args := range m.commands(side) {
		cmd := difftest.Scratch(tree, args[0], args[1:]...)
		cmd.Stdout, cmd.Stderr = f, f
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(f, "FAIL: %s %s: %s exited non-zero: %v\n", m.row.Name(), side, filepath.Base(args[0]), err)
			failed = err
		}
	}
	return failed
}

// cacheKey is what upstream's tree depends on besides the tree it starts
// from: its command lines and the files they name (the header).
func (m *upstreamModule) cacheKey() []string {
	key := []string{m.row.Name()}
	for _, c := range m.commands("upstream") {
		key = append(key, strings.Join(c, " "), difftest.ArgFiles(c))
	}
	return key
}

// commands are a side's command lines: per generator and group for the
// single tools, one gvkgen generate per group.
func (m *upstreamModule) commands(side string) [][]string {
	// gvkgen's --extra-peer-dirs would set defaulter-gen's too: name each.
	pflag, dflag := "--extra-peer-dirs", "--extra-peer-dirs"
	if side == "gvkgen" {
		pflag, dflag = "--conversion-extra-peer-dirs", "--defaulter-extra-peer-dirs"
	}
	peers, dpeers, lint := repeatFlag(pflag, m.opt("extra-peer-dirs")), repeatFlag(dflag, m.opt("defaulter-peer-dirs")), []string(nil)
	if r := m.opt("lint-rules"); r != "" {
		lint = []string{"--lint-rules", r}
	}
	header := []string{"--go-header-file", m.header}
	var cmds [][]string
	if side == "gvkgen" {
		var flags, all []string
		for _, g := range m.gens {
			// gvkgen runs register-gen on +k8s:register-gen packages
			// only, not on every +groupName one: not compared.
			if g != "register" {
				flags = append(flags, "--"+g+"-output-file", outfile(g))
				all = append(all, m.pkgs[g]...)
			}
		}
		flags = append(flags, "--register-output-file", "zz_generated.register.go")
		for _, grp := range m.groups(uniqueSorted(all)) {
			cmds = append(cmds, slices.Concat([]string{m.gvkgen, "generate"}, header, flags, peers, dpeers, lint, grp))
		}
		return cmds
	}
	for _, g := range m.gens {
		bin := m.up[g]
		if side != "upstream" {
			bin = m.ours[g]
		}
		extra := map[string][]string{"deepcopy": lint, "defaulter": slices.Concat(dpeers, lint), "conversion": slices.Concat(peers, lint), "prerelease-lifecycle": lint}[g]
		for _, grp := range m.groups(m.pkgs[g]) {
			cmds = append(cmds, slices.Concat([]string{bin, "--output-file", outfile(g)}, header, extra, grp))
		}
	}
	return cmds
}

// repeatFlag is flag v for each value of the comma-separated list.
func repeatFlag(flag, list string) []string {
	var args []string
	for _, v := range strings.Split(list, ",") {
		if v != "" {
			args = append(args, flag, v)
		}
	}
	return args
}

// groups are the runs to make: one with every package, or with the row
// option by-group one per API group (packages sharing a parent
// directory), as Makefiles that run a generator group by group do.
func (m *upstreamModule) groups(pkgs []string) [][]string {
	if len(pkgs) == 0 {
		return nil
	}
	if !m.row.Has("by-group") {
		return [][]string{pkgs}
	}
	byParent := map[string][]string{}
	for _, p := range pkgs {
		byParent[path.Dir(p)] = append(byParent[path.Dir(p)], p)
	}
	var groups [][]string
	for _, g := range byParent {
		groups = append(groups, g)
	}
	slices.SortFunc(groups, func(a, b []string) int { return strings.Compare(strings.Join(a, " "), strings.Join(b, " ")) })
	return groups
}

// checkBuilds builds (and vets, unless VET=0) the generated packages in
// each tree: ok, vet (builds, go vet fails) or FAIL.
func (m *upstreamModule) checkBuilds(t *testing.T) {
	var dirs []string
	for _, g := range m.gens {
		dirs = append(dirs, m.dirs[g]...)
	}
	dirs = uniqueSorted(dirs)
	for _, side := range m.allSides() {
		tree := filepath.Join(m.w, side)
		m.build[side] = "ok"
		if err := runLog(difftest.Scratch(tree, "go", append([]string{"build"}, dirs...)...), tree+".build.log"); err != nil {
			m.build[side] = "FAIL"
		} else if m.vet {
			if err := runLog(difftest.Scratch(tree, "go", append([]string{"vet"}, dirs...)...), tree+".vet.log"); err != nil {
				m.build[side] = "vet"
			}
		}
		logf(t, "%s: %s: generate %s (%s), build %s", m.row.Name(), side, m.genOK[side], m.times[side], m.build[side])
	}
	if m.genOK["upstream"] != "ok" || m.build["upstream"] != "ok" {
		return
	}
	for _, side := range m.sides {
		if m.genOK[side] != "ok" || m.build[side] != "ok" {
			t.Errorf("%s: %s: generate %s, build %s where upstream's generates and builds: see %s.gen.log, .build.log, .vet.log",
				m.row.Name(), side, m.genOK[side], m.build[side], filepath.Join(m.w, side))
		}
	}
}

// buildsLine adds the module's line to the table of generate and build
// statuses and times.
func (m *upstreamModule) buildsLine(t *testing.T) {
	var builds, times []string
	for _, side := range m.allSides() {
		builds = append(builds, fmt.Sprintf("%s=%s/%s", side, orQ(m.genOK[side]), orQ(m.build[side])))
		times = append(times, fmt.Sprintf("%s=%s", side, orQ(m.times[side])))
	}
	m.builds = append(m.builds, m.row.Name()+"\t"+strings.Join(builds, " ")+"\t"+strings.Join(times, " "))
}

// orQ is s, or ? when it is unknown.
func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// printDiffs logs the head of each difference file of the module.
func (m *upstreamModule) printDiffs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(m.w, "*.diff"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		lines := strings.SplitAfter(string(data), "\n")
		t.Logf("---- %s\n%s", f, strings.Join(lines[:min(len(lines), m.maxLines)], ""))
	}
}
