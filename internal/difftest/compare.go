package difftest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/aymanbagabas/go-udiff"
)

// SameFile reports whether a and b are both regular files with the same
// bytes.
func SameFile(a, b string) bool {
	x, err := os.ReadFile(a)
	if err != nil {
		return false
	}
	y, err := os.ReadFile(b)
	return err == nil && bytes.Equal(x, y)
}

// isFile reports whether path is a regular file.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// Unified writes the unified diff of the files a and b, labelled
// labelA and labelB, at most maxLines lines of it (no limit if maxLines
// is 0 or less).
func Unified(w io.Writer, a, b, labelA, labelB string, maxLines int) {
	x, _ := os.ReadFile(a)
	y, _ := os.ReadFile(b)
	d := udiff.Unified(labelA, labelB, string(x), string(y))
	if lines := strings.SplitAfter(d, "\n"); maxLines > 0 && len(lines) > maxLines {
		d = strings.Join(lines[:maxLines], "")
	}
	fmt.Fprint(w, d)
}

// Stash moves root/dir/file to stash/dir/file for each dir that has one,
// so that root no longer has them.
func Stash(root, stash, file string, dirs []string) error {
	for _, d := range dirs {
		from := filepath.Join(root, d, file)
		if !isFile(from) {
			continue
		}
		to := filepath.Join(stash, d, file)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.Rename(from, to); err != nil {
			return err
		}
	}
	return nil
}

// A Tally counts the files a comparison looked at.
type Tally struct {
	Same  int // identical
	Total int // directories where either side has the file
	Bad   int // differing, missing or unexpected
}

// CompareGenerated compares each regenerated root/dir/file with the
// committed stash/dir/file and writes a unified diff (at most maxLines
// lines) for each difference and a line for each missing or unexpected
// file to w.
func CompareGenerated(w io.Writer, root, stash, file string, dirs []string, maxLines int) Tally {
	var t Tally
	for _, d := range dirs {
		old, new := filepath.Join(stash, d, file), filepath.Join(root, d, file)
		rel := strings.TrimPrefix(d, "./") + "/" + file
		oldOK, newOK := isFile(old), isFile(new)
		if oldOK || newOK {
			t.Total++
		}
		switch {
		case oldOK && newOK && SameFile(old, new):
			t.Same++
		case oldOK && newOK:
			t.Bad++
			fmt.Fprintf(w, "DIFFERS: %s/%s (-committed +regenerated)\n", d, file)
			Unified(w, old, new, "committed/"+rel, "regenerated/"+rel, maxLines)
		case oldOK:
			t.Bad++
			fmt.Fprintf(w, "MISSING: %s/%s is committed but was not regenerated\n", d, file)
		case newOK:
			t.Bad++
			fmt.Fprintf(w, "UNEXPECTED: %s/%s was generated but is not committed\n", d, file)
		}
	}
	return t
}

// TreeDiff lists what differs between the trees a and b, as `diff -rq`
// does: "Only in DIR: NAME" for an entry on one side only (a directory
// once, not its files) and "Files A and B differ" for files whose bytes
// differ. Entries whose name skip reports true are left out at any depth.
func TreeDiff(a, b string, skip func(name string) bool) ([]string, error) {
	var out []string
	err := treeDiff(a, b, skip, &out)
	return out, err
}

func treeDiff(a, b string, skip func(string) bool, out *[]string) error {
	ea, err := names(a, skip)
	if err != nil {
		return err
	}
	eb, err := names(b, skip)
	if err != nil {
		return err
	}
	all := slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(ea), eb...))))
	for _, n := range all {
		pa, pb := filepath.Join(a, n), filepath.Join(b, n)
		switch {
		case !slices.Contains(eb, n):
			*out = append(*out, fmt.Sprintf("Only in %s: %s", a, n))
		case !slices.Contains(ea, n):
			*out = append(*out, fmt.Sprintf("Only in %s: %s", b, n))
		default:
			if err := diffEntry(pa, pb, skip, out); err != nil {
				return err
			}
		}
	}
	return nil
}

// diffEntry compares an entry present on both sides.
func diffEntry(pa, pb string, skip func(string) bool, out *[]string) error {
	sa, err := os.Lstat(pa)
	if err != nil {
		return err
	}
	sb, err := os.Lstat(pb)
	if err != nil {
		return err
	}
	switch {
	case sa.IsDir() && sb.IsDir():
		return treeDiff(pa, pb, skip, out)
	case sa.IsDir() != sb.IsDir():
		*out = append(*out, fmt.Sprintf("File %s and %s are of different kinds", pa, pb))
	case !SameFile(pa, pb):
		*out = append(*out, fmt.Sprintf("Files %s and %s differ", pa, pb))
	}
	return nil
}

// names lists a directory's entries, those skip reports true aside.
func names(dir string, skip func(string) bool) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var ns []string
	for _, e := range entries {
		if skip == nil || !skip(e.Name()) {
			ns = append(ns, e.Name())
		}
	}
	return ns, nil
}

// Skip returns a skip function for TreeDiff leaving out the names that
// match any of the shell patterns (filepath.Match), as diff -x does.
func Skip(patterns ...string) func(string) bool {
	return func(name string) bool {
		return slices.ContainsFunc(patterns, func(p string) bool {
			ok, _ := filepath.Match(p, name)
			return ok
		})
	}
}

// Changes lists, sorted, how the tree after differs from before, both a
// map of slash-separated paths to contents (or checksums): "+path" new,
// "-path" gone, "~path" changed. Empty when they are the same.
func Changes(before, after map[string]string) []string {
	var out []string
	for p, b := range before {
		switch a, ok := after[p]; {
		case !ok:
			out = append(out, "-"+p)
		case a != b:
			out = append(out, "~"+p)
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok {
			out = append(out, "+"+p)
		}
	}
	slices.Sort(out)
	return out
}
