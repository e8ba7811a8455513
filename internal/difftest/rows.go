package difftest

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
)

// A Row is one line of a module list (testdata/corpus.txt,
// testdata/diff-modules.txt, testdata/controller-gen-modules.txt): its
// name, then columns, then options (key=value or bare words such as ci and
// large).
type Row struct {
	Line   string   // the line as written
	Fields []string // its whitespace-separated fields, the name first
}

// Name is the row's first column.
func (r Row) Name() string { return r.Fields[0] }

// Field is the row's i-th column (0 is the name), or "" if it has fewer.
func (r Row) Field(i int) string {
	if i < len(r.Fields) {
		return r.Fields[i]
	}
	return ""
}

// Opt is the value of the first field key=value from column from on, or
// "" if there is none.
func (r Row) Opt(from int, key string) string {
	for _, f := range r.Fields[min(from, len(r.Fields)):] {
		if v, ok := strings.CutPrefix(f, key+"="); ok {
			return v
		}
	}
	return ""
}

// Opts is every field key=value from column from on, in order.
func (r Row) Opts(from int, key string) []string {
	var vs []string
	for _, f := range r.Fields[min(from, len(r.Fields)):] {
		if v, ok := strings.CutPrefix(f, key+"="); ok {
			vs = append(vs, v)
		}
	}
	return vs
}

// Has reports whether the bare word (ci, large, by-group) is a field of
// the row.
func (r Row) Has(word string) bool { return slices.Contains(r.Fields[1:], word) }

// ReadRows reads a module list: blank lines and lines starting with #
// aside, one row a line.
func ReadRows(file string) ([]Row, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []Row
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.HasPrefix(line, "#") {
			continue
		}
		rows = append(rows, Row{Line: line, Fields: fields})
	}
	return rows, sc.Err()
}

// Select picks rows: those named (each must exist; a row marked large runs
// only when named), else with ci those marked ci, else every row not
// marked large.
func Select(rows []Row, file string, ci bool, names []string) ([]Row, error) {
	for _, n := range names {
		if !slices.ContainsFunc(rows, func(r Row) bool { return r.Name() == n }) {
			return nil, fmt.Errorf("no row named %s in %s", n, file)
		}
	}
	var out []Row
	for _, r := range rows {
		switch {
		case len(names) > 0:
			if !slices.Contains(names, r.Name()) {
				continue
			}
		case ci:
			if !r.Has("ci") {
				continue
			}
		case r.Has("large"):
			continue
		}
		out = append(out, r)
	}
	return out, nil
}

// Args are a harness's arguments, as the scripts took them: --ci, --list
// and row names, in any order.
type Args struct {
	CI, List bool
	Names    []string
}

// ParseArgs reads the arguments left after the test binary's flags; ci
// and list are the values of its -ci and -list flags, which stop at the
// first name, so the flags may also follow names.
func ParseArgs(ci, list bool, args []string) (Args, error) {
	a := Args{CI: ci, List: list}
	for _, s := range args {
		switch s {
		case "-ci", "--ci":
			a.CI = true
		case "-list", "--list":
			a.List = true
		default:
			if strings.HasPrefix(s, "-") {
				return a, fmt.Errorf("unknown flag %s (the flags are --ci and --list, then row names)", s)
			}
			a.Names = append(a.Names, s)
		}
	}
	return a, nil
}
