//go:build differential

package difftest_test

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// compare compares each side's files of generator g with upstream's, adds
// the generator's line to the summary and writes the differences to
// $WORKDIR/NAME/<side>-<g>.diff.
func (m *upstreamModule) compare(t *testing.T, g string) {
	file := outfile(g)
	n, committed, total := 0, 0, 0
	same := map[string]int{}
	diffs := map[string]*strings.Builder{}
	for _, side := range m.sides {
		diffs[side] = &strings.Builder{}
	}
	for _, d := range m.dirs[g] {
		rel := strings.TrimPrefix(d, "./") + "/" + file
		up := filepath.Join(m.w, "upstream", d, file)
		if isFile(up) {
			n++
			if difftest.SameFile(up, filepath.Join(m.base, d, file)) {
				committed++
			}
		}
		for _, side := range m.sides {
			if side == "gvkgen" && g == "register" {
				continue
			}
			o := filepath.Join(m.w, side, d, file)
			if !isFile(up) && !isFile(o) {
				continue
			}
			if side == m.sides[0] {
				total++
			}
			if difftest.SameFile(up, o) {
				same[side]++
				continue
			}
			w := diffs[side]
			switch {
			case !isFile(o):
				fmt.Fprintf(w, "MISSING (%s): %s\n", side, rel)
			case !isFile(up):
				fmt.Fprintf(w, "EXTRA (%s): %s\n", side, rel)
			default:
				fmt.Fprintf(w, "DIFFERS (%s): %s\n", side, rel)
				difftest.Unified(w, up, o, "upstream/"+rel, side+"/"+rel, 0)
			}
		}
	}
	notes := m.writeDiffs(t, g, diffs)
	s1, s2 := fmt.Sprintf("%d/%d", same[m.sides[0]], total), "-"
	if len(m.sides) > 1 {
		s2 = fmt.Sprintf("%d/%d", same[m.sides[1]], total)
	}
	if g == "register" {
		if m.sides[0] == "gvkgen" {
			s1 = "n/a"
		}
		if at(m.sides, 1) == "gvkgen" {
			s2 = "n/a"
		}
	}
	m.result(g, fmt.Sprint(total), s1, s2, fmt.Sprintf("%d/%d", committed, n), strings.Join(notes, "; "))
}

// writeDiffs writes each side's differences for generator g to
// $WORKDIR/NAME/<side>-<g>.diff, fails t for each side that has some, and
// returns the notes of the summary line.
func (m *upstreamModule) writeDiffs(t *testing.T, g string, diffs map[string]*strings.Builder) []string {
	var notes []string
	for _, side := range m.sides {
		if diffs[side].Len() == 0 {
			continue
		}
		name := side + "-" + g + ".diff"
		if err := os.WriteFile(filepath.Join(m.w, name), []byte(diffs[side].String()), 0o644); err != nil {
			t.Fatal(err)
		}
		count := countMarked(diffs[side].String(), "DIFFERS ", "MISSING ", "EXTRA ")
		notes = append(notes, fmt.Sprintf("%s: %d see %s/%s", side, count, m.row.Name(), name))
		t.Errorf("%s %s: %d of upstream's files differ on the side %s: see %s", m.row.Name(), g, count, side, filepath.Join(m.w, name))
	}
	return notes
}

// countMarked counts the lines of s that start with one of the markers.
func countMarked(s string, markers ...string) int {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		if slices.ContainsFunc(markers, func(p string) bool { return strings.HasPrefix(l, p) }) {
			n++
		}
	}
	return n
}

// compareOthers requires every other file of each side's tree to be
// upstream's: files that are not generated, and generated files of the
// generators run outside the tagged packages.
func (m *upstreamModule) compareOthers(t *testing.T) {
	up := filepath.Join(m.w, "upstream")
	for _, side := range m.sides {
		tree := filepath.Join(m.w, side)
		name := side + "-other.diff"
		others, err := difftest.TreeDiff(up, tree, difftest.Skip("go.sum", ".diff-prepared", "zz_generated.*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(others) > 0 {
			m.writeOthers(t, name, others)
			m.result("other", "-", "-", "-", "-", fmt.Sprintf("%s: %d files other than zz_generated.*.go differ: see %s/%s", side, len(others), m.row.Name(), name))
			t.Errorf("%s: %s: %d files other than zz_generated.*.go differ from upstream's tree:\n%s", m.row.Name(), side, len(others), indent(strings.Join(others, "\n")))
		}
		outside := m.generatedOutside(t, side)
		if len(outside) > 0 {
			m.writeOthers(t, name, outside)
			m.result("other", "-", "-", "-", "-", fmt.Sprintf("%s: %d generated files outside the tagged packages differ: see %s/%s", side, len(outside), m.row.Name(), name))
			t.Errorf("%s: %s: %d generated files outside the tagged packages differ:\n%s", m.row.Name(), side, len(outside), indent(strings.Join(outside, "\n")))
		}
	}
}

// writeOthers appends lines to the module's difference file name.
func (m *upstreamModule) writeOthers(t *testing.T, name string, lines []string) {
	f, err := os.OpenFile(filepath.Join(m.w, name), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		_, err = f.WriteString(strings.Join(lines, "\n") + "\n")
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// generatedOutside lists the files of the generators run (zz_generated.<g>.go)
// that differ between upstream's tree and side's, or are on one side only,
// outside the packages tagged for any of them.
func (m *upstreamModule) generatedOutside(t *testing.T, side string) []string {
	names, tagged := map[string]bool{}, map[string]bool{}
	for _, g := range m.gens {
		names[outfile(g)] = true
		for _, d := range m.dirs[g] {
			tagged[d] = true
		}
	}
	files := map[string]bool{}
	for _, tree := range []string{"upstream", side} {
		err := filepath.WalkDir(filepath.Join(m.w, tree), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !names[d.Name()] {
				return err
			}
			rel, err := filepath.Rel(filepath.Join(m.w, tree), p)
			files[filepath.ToSlash(rel)] = true
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, rel := range slices.Sorted(maps.Keys(files)) {
		dir := dotSlashDir(rel)
		a, b := filepath.Join(m.w, "upstream", rel), filepath.Join(m.w, side, rel)
		switch {
		case tagged[dir] || difftest.SameFile(a, b):
		case !isFile(b):
			out = append(out, fmt.Sprintf("Only in upstream/%s", rel))
		case !isFile(a):
			out = append(out, fmt.Sprintf("Only in %s/%s", side, rel))
		default:
			out = append(out, fmt.Sprintf("Files upstream/%s and %s/%s differ", rel, side, rel))
		}
	}
	return out
}

// dotSlashDir is the directory of a slash-separated relative path as
// ./a/b, or . at the root.
func dotSlashDir(rel string) string {
	i := strings.LastIndex(rel, "/")
	if i < 0 {
		return "."
	}
	return "./" + rel[:i]
}
