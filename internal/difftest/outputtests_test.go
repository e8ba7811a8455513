//go:build differential

package difftest_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// TestOutputTests runs upstream's own output tests
// (cmd/<G>-gen/output_tests of k8s.io/code-generator) with our G-gen: in
// a scratch module with code-generator's go.mod and go.sum, the committed
// files are moved aside and regenerated the way output_tests' go:generate
// line does, compared with the committed ones, and `go test ./...` must
// pass there.
//
// Environment: GENERATORS (default deepcopy,defaulter,register),
// BOILERPLATE (default testdata/boilerplate.go.txt), STRICT_DIFF=1 (a
// difference is a failure, not only a report), WORKDIR (default
// $GVKGEN_CACHE/work/output-tests), OURS_<G>, GVK_DIFF_LINES.
func TestOutputTests(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	header, err := filepath.Abs(difftest.Getpath("BOILERPLATE", filepath.Join(root, "testdata", "boilerplate.go.txt")))
	if err != nil || !isFile(header) {
		t.Fatalf("boilerplate %s not found (set BOILERPLATE)", header)
	}
	work := workDir(t, "WORKDIR", "output-tests")
	src, err := difftest.ModuleDir("k8s.io/code-generator@" + difftest.CodegenVersion)
	if err != nil {
		t.Fatal(err)
	}
	o := outputTests{src: src, work: work, header: header, ours: &difftest.Ours{Root: root, Dir: filepath.Join(work, "bin")}}
	var summary []string
	for _, g := range splitList(difftest.Getenv("GENERATORS", "deepcopy,defaulter,register")) {
		var s string
		t.Run(g, func(t *testing.T) { s = o.run(t, g) })
		if s != "" {
			summary = append(summary, s)
		}
	}
	verdict := "PASS"
	if t.Failed() {
		verdict = "FAIL"
	}
	fmt.Printf("output-tests: %s (%s, %.0fs)\n", verdict, strings.Join(summary, ";"), time.Since(start).Seconds())
}

// outputTests is the output-tests harness's shared state.
type outputTests struct {
	src, work, header string
	ours              *difftest.Ours
}

// run regenerates and tests cmd/<g>-gen/output_tests; it returns the
// generator's summary.
func (o *outputTests) run(t *testing.T, g string) string {
	rel := filepath.Join("cmd", g+"-gen", "output_tests")
	mod, stash := filepath.Join(o.work, g, "module"), filepath.Join(o.work, g, "committed")
	bin, err := o.ours.Bin(g + "-gen")
	if err != nil {
		t.Fatal(err)
	}
	tests := filepath.Join(mod, rel)
	o.copyTests(t, rel, mod)
	args, file := o.generateArgs(t, tests, g)
	dropGeneratorImports(t, tests, g)
	committed := generatedDirs(t, tests, file)
	logf(t, "%d committed %s files; regenerating with: %s-gen %s", len(committed), file, g, strings.Join(args, " "))
	if err := difftest.Stash(tests, stash, file, committed); err != nil {
		t.Fatal(err)
	}
	if err := run(t, difftest.Scratch(tests, bin, args...)); err != nil {
		t.Errorf("FAIL: %s-gen exited non-zero: %v", g, err)
	}
	// Every directory that had or now has the file.
	dirs := uniqueSorted(append(committed, generatedDirs(t, tests, file)...))
	var diffs strings.Builder
	tally := difftest.CompareGenerated(&diffs, tests, stash, file, dirs, difftest.GetenvInt("GVK_DIFF_LINES", 200))
	if tally.Bad > 0 {
		report := t.Logf
		if os.Getenv("STRICT_DIFF") == "1" {
			report = t.Errorf
		}
		report("%d of %d files differ from the committed ones:\n%s", tally.Bad, tally.Total, diffs.String())
	}
	result := "tests ok"
	logf(t, "go test ./... in %s", rel)
	if err := run(t, difftest.Scratch(tests, "go", "test", "./...")); err != nil {
		t.Errorf("go test ./... in %s failed: %v", rel, err)
		result = "tests FAILED"
	}
	return fmt.Sprintf("%s: %d/%d identical, %s", g, tally.Same, tally.Total, result)
}

// copyTests makes mod a scratch module (module path k8s.io/code-generator,
// with its go.mod and go.sum, so that imports resolve to the versions
// upstream uses) holding only the directory rel of code-generator.
func (o *outputTests) copyTests(t *testing.T, rel, mod string) {
	logf(t, "copying %s of k8s.io/code-generator@%s into a scratch module", rel, difftest.CodegenVersion)
	if err := os.RemoveAll(filepath.Dir(mod)); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(mod, filepath.Dir(rel)), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(o.src, f))
		if err == nil {
			err = os.WriteFile(filepath.Join(mod, f), data, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := difftest.CopyTree(filepath.Join(o.src, rel), filepath.Join(mod, rel)); err != nil {
		t.Fatal(err)
	}
}

// generateArgs returns the arguments of the go:generate line that runs
// <g>-gen in the output tests, the header file swapped for ours (so that
// we follow upstream if the line changes), and its --output-file.
func (o *outputTests) generateArgs(t *testing.T, tests, g string) (args []string, file string) {
	line := goGenerateLine(t, tests, g)
	_, rest, _ := strings.Cut(line, g+"-gen ")
	words := strings.Fields(rest)
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case strings.HasPrefix(w, "--go-header-file="):
			args = append(args, "--go-header-file="+o.header)
		case w == "--go-header-file":
			args = append(args, w, o.header)
			i++
		case strings.HasPrefix(w, "--output-file="):
			file = strings.TrimPrefix(w, "--output-file=")
			args = append(args, w)
		case w == "--output-file" && i+1 < len(words):
			file = words[i+1]
			args = append(args, w, words[i+1])
			i++
		default:
			args = append(args, w)
		}
	}
	if file == "" {
		t.Fatalf("no --output-file in the go:generate line of %s: %s", tests, line)
	}
	return args, file
}

// goGenerateLine is the first //go:generate line naming <g>-gen in the
// .go files of dir.
func goGenerateLine(t *testing.T, dir, g string) string {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		lines, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(lines)))
		for sc.Scan() {
			if l := sc.Text(); strings.HasPrefix(l, "//go:generate ") && strings.Contains(l, g+"-gen") {
				return l
			}
		}
	}
	t.Fatalf("no go:generate line for %s-gen in %s", g, dir)
	return ""
}

// dropGeneratorImports deletes the files of dir that import upstream's
// <g>-gen only for go:generate (defaulter-gen's generate.go): they would
// need upstream's generator in the scratch module and hold no tests.
func dropGeneratorImports(t *testing.T, dir, g string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"k8s.io/code-generator/cmd/`+g+`-gen/`) {
			logf(t, "dropping %s: it imports upstream's %s-gen only for go:generate", filepath.Base(f), g)
			if err := os.Remove(f); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// generatedDirs are the directories (./a/b, or .) under root holding file.
func generatedDirs(t *testing.T, root, file string) []string {
	files, err := difftest.FindFiles(root, ".", file)
	if err != nil {
		t.Fatal(err)
	}
	dirs := make([]string, len(files))
	for i, f := range files {
		dirs[i] = strings.TrimSuffix(strings.TrimSuffix(f, file), "/")
	}
	return dirs
}
