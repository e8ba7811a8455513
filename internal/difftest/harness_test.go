//go:build differential

package difftest_test

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"text/tabwriter"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// The scripts' arguments, mapped to flags of the test binary: go test
// -tags=differential ./internal/difftest -run TestDiffUpstream -args --ci
// (or row names, which run rows marked large too).
var (
	ciFlag   = flag.Bool("ci", false, "run only the rows marked ci")
	listFlag = flag.Bool("list", false, "print the selected rows and run none")
)

// repoRoot is the repository's root directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("%s is not the repository's root: %v", root, err)
	}
	return root
}

// logf logs with the time of day, as the scripts' logs had it.
func logf(t *testing.T, format string, args ...any) {
	t.Helper()
	t.Logf("[%s] "+format, append([]any{time.Now().Format("15:04:05")}, args...)...)
}

// workDir is the harness's scratch directory (the variable env, else
// $GVKGEN_CACHE/work/<name>).
func workDir(t *testing.T, env, name string) string {
	t.Helper()
	dir, err := difftest.WorkDir(env, name)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// selectRows reads a module list and selects its rows from the
// arguments (--ci, names). A row marked large is run when named, or when
// the -run pattern names it. With --list it prints the rows and skips.
func selectRows(t *testing.T, file string) []difftest.Row {
	t.Helper()
	all, err := difftest.ReadRows(file)
	if err != nil {
		t.Fatalf("module list %s: %v (set MODULES)", file, err)
	}
	args, err := difftest.ParseArgs(*ciFlag, *listFlag, flag.Args())
	if err != nil {
		t.Fatal(err)
	}
	names := args.Names
	if len(names) == 0 && !args.CI {
		names = namedByRun(all)
	}
	rows, err := difftest.Select(all, file, args.CI, names)
	if err != nil {
		t.Fatal(err)
	}
	if args.List {
		for _, r := range rows {
			fmt.Println(r.Line)
		}
		t.SkipNow()
	}
	if len(rows) == 0 {
		t.Fatal("no module selected")
	}
	return rows
}

// namedByRun returns nil, or, when the -run pattern's second element
// names large rows literally, every row it matches: so that -run
// 'TestDiffControllerGen/capa' runs capa, which is large.
func namedByRun(rows []difftest.Row) []string {
	f := flag.Lookup("test.run")
	if f == nil {
		return nil
	}
	parts := strings.Split(f.Value.String(), "/")
	if len(parts) < 2 {
		return nil
	}
	re, err := regexp.Compile(parts[1])
	if err != nil {
		return nil
	}
	var names []string
	large := false
	for _, r := range rows {
		if re.MatchString(r.Name()) {
			names = append(names, r.Name())
			large = large || (r.Has("large") && strings.Contains(parts[1], r.Name()))
		}
	}
	if !large {
		return nil
	}
	return names
}

// run runs cmd, logs its output and returns its error.
func run(t *testing.T, cmd *exec.Cmd) error {
	t.Helper()
	out, err := cmd.CombinedOutput()
	if s := strings.TrimSpace(string(out)); s != "" {
		t.Logf("%s:\n%s", strings.Join(cmd.Args, " "), indent(s))
	}
	return err
}

// runLog runs cmd with its output in the file log.
func runLog(cmd *exec.Cmd, log string) error {
	f, err := os.Create(log)
	if err != nil {
		return err
	}
	defer f.Close()
	cmd.Stdout, cmd.Stderr = f, f
	return cmd.Run()
}

// indent indents every line of s by four spaces.
func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

// tail is the last n lines of the file, indented.
func tail(file string, n int) string {
	data, _ := os.ReadFile(file)
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	return indent(strings.Join(lines[max(0, len(lines)-n):], "\n"))
}

// printTable prints rows of tab-separated cells as aligned columns.
func printTable(rows []string) {
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	for _, r := range rows {
		fmt.Fprintln(w, r)
	}
	w.Flush()
}

// outfile is the file gen_helpers names <gen>-gen's output.
func outfile(gen string) string {
	if gen == "defaulter" {
		return "zz_generated.defaults.go"
	}
	return "zz_generated." + gen + ".go"
}

// importPaths resolves package directories of the module at dir to their
// import paths with go list -find.
func importPaths(t *testing.T, dir string, dirs []string) ([]string, error) {
	t.Helper()
	cmd := difftest.Scratch(dir, "go", append([]string{"list", "-find", "-f", "{{.ImportPath}}"}, dirs...)...)
	out, err := cmd.Output()
	pkgs := strings.Fields(string(out))
	if err != nil || len(pkgs) != len(dirs) {
		return nil, fmt.Errorf("go list -find did not resolve the %d directories %v: %v", len(dirs), dirs, err)
	}
	return pkgs, nil
}

// splitList splits a comma- or space-separated list.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

// uniqueSorted sorts s and drops duplicates.
func uniqueSorted(s []string) []string {
	slices.Sort(s)
	return slices.Compact(s)
}
