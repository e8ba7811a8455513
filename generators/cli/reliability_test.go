package cli_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/controllergen"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// repoRoot is this repository's root, found from the package directory the
// test binary starts in (before any t.Chdir).
var repoRoot = func() string {
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return filepath.Join(wd, "..", "..")
}()

const internalDoc = `// +k8s:deepcopy-gen=package
// +groupName=g.example.com
// +k8s:register-gen=true
// +k8s:register-gen:internal

// Package g is the internal version of the g.example.com API group.
package g
`

const internalTypes = `package g

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec   WidgetSpec
	Status WidgetStatus
}

// WidgetSpec is the desired state of a widget.
type WidgetSpec struct {
	Size     int32
	Labels   map[string]string
	Parts    []string
	Owner    *string
	Children []Widget
}

// WidgetStatus is the observed state of a widget.
type WidgetStatus struct {
	Ready bool
	Conditions []metav1.Condition
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Widget
}
`

const v1Doc = `// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=example.com/m/apis/g
// +groupName=g.example.com
// +k8s:register-gen=true

// Package v1 is the v1 version of the g.example.com API group.
package v1
`

const v1Types = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Spec   WidgetSpec   ` + "`json:\"spec\"`" + `
	Status WidgetStatus ` + "`json:\"status,omitempty\"`" + `
}

// WidgetSpec is the desired state of a widget.
type WidgetSpec struct {
	Size     int32             ` + "`json:\"size\"`" + `
	Labels   map[string]string ` + "`json:\"labels,omitempty\"`" + `
	Parts    []string          ` + "`json:\"parts,omitempty\"`" + `
	Owner    *string           ` + "`json:\"owner,omitempty\"`" + `
	Children []Widget          ` + "`json:\"children,omitempty\"`" + `
}

// WidgetStatus is the observed state of a widget.
type WidgetStatus struct {
	Ready      bool               ` + "`json:\"ready\"`" + `
	Conditions []metav1.Condition ` + "`json:\"conditions,omitempty\"`" + `
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `

	Items []Widget ` + "`json:\"items\"`" + `
}
`

// sources is a small API group as users write it: an internal version and
// v1, with the tags kube_codegen.sh looks for, and an untagged helper
// package that ./... also matches.
func sources(t *testing.T) map[string]string {
	files := testutil.RepoModFiles(t)
	files["apis/g/doc.go"] = internalDoc
	files["apis/g/types.go"] = internalTypes
	files["apis/g/v1/doc.go"] = v1Doc
	files["apis/g/v1/types.go"] = v1Types
	files["internal/util/util.go"] = "package util\n\n// Twice doubles n.\nfunc Twice(n int) int { return 2 * n }\n"
	return files
}

// generatedFiles are the files a good run writes for sources.
var generatedFiles = []string{
	"apis/g/register.go",
	"apis/g/zz_generated.deepcopy.go",
	"apis/g/v1/register.go",
	"apis/g/v1/zz_generated.conversion.go",
	"apis/g/v1/zz_generated.deepcopy.go",
}

// readTree reads every file below dir, keyed by slash-separated relative
// path, so that trees in different directories compare.
func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for abs, content := range testutil.Snapshot(t, dir) {
		rel, err := filepath.Rel(dir, abs)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.ToSlash(rel)] = content
	}
	return out
}

// offline keeps the go command from reaching the network or a go.work.
func offline(t *testing.T) {
	for _, kv := range offlineEnv() {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
}

// offlineEnv is offline's environment, for the commands a test runs: the
// same whether or not offline has run (GOFLAGS is the test binary's own,
// with -mod=readonly once).
func offlineEnv() []string {
	return []string{"GOPROXY=off", "GOWORK=off", "GOFLAGS=" + strings.TrimSpace(startGOFLAGS+" -mod=readonly")}
}

// startGOFLAGS is GOFLAGS as the test binary started with it.
var startGOFLAGS = os.Getenv("GOFLAGS")

// gvkgen runs the command in-process in dir.
func gvkgen(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Chdir(dir)
	var o, e bytes.Buffer
	code = cli.Gvkgen(registry.All, args, &o, &e, controllergen.Frontend)
	return code, o.String(), e.String()
}

// goodTree returns sources plus the files a first good run generated.
func goodTree(t *testing.T) map[string]string {
	t.Helper()
	good.Do(func() {
		// The run happens once per test binary: the tests that start from
		// the good tree share it (each gets a copy).
		good.files = goodTreeOf(t, sources(t))
	})
	if good.files == nil {
		t.Fatal("the good tree could not be generated (see the first test that asked for it)")
	}
	return maps.Clone(good.files)
}

// good is the tree goodTree returns.
var good struct {
	sync.Once
	files map[string]string
}

// goodTreeOf returns files plus the files a first good run generated.
func goodTreeOf(t *testing.T, sources map[string]string) map[string]string {
	t.Helper()
	dir := testutil.Module(t, sources)
	if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK {
		t.Fatalf("generate on the good tree: exit %d; stderr:\n%s", code, stderr)
	}
	files := readTree(t, dir)
	for _, g := range generatedFiles {
		if _, ok := files[g]; !ok {
			t.Fatalf("the good run did not write %s", g)
		}
	}
	return files
}

// noCrash fails if output shows a panic or a goroutine dump.
func noCrash(t *testing.T, out string) {
	t.Helper()
	for _, s := range []string{"panic:", "goroutine ", "runtime error", "[recovered]"} {
		if strings.Contains(out, s) {
			t.Errorf("output shows a crash (%q):\n%s", s, out)
		}
	}
}

// summaryRE matches the line a gvkgen run ends with.
func summaryRE(pkgs, written, unchanged, stale int) *regexp.Regexp {
	return regexp.MustCompile(fmt.Sprintf(`(?m)^%d packages, %d files written, %d unchanged, %d stale, in \d+\.\ds$`, pkgs, written, unchanged, stale))
}

// TestGenerateThenUnchanged checks the summary line of a first and a second
// run, and that the second run touches nothing.
func TestGenerateThenUnchanged(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, sources(t))
	code, stdout, stderr := gvkgen(t, dir, "generate")
	if code != cli.ExitOK {
		t.Fatalf("first generate: exit %d; stderr:\n%s", code, stderr)
	}
	noCrash(t, stdout+stderr)
	if !summaryRE(2, 5, 0, 0).MatchString(stderr) {
		t.Errorf("first generate: want summary %q; stderr:\n%s", "2 packages, 5 files written, 0 unchanged, 0 stale, in ...s", stderr)
	}
	if strings.Contains(stderr, "warning") {
		t.Errorf("first generate on a clean tree warns:\n%s", stderr)
	}
	if stdout != "" {
		t.Errorf("generate wrote to stdout:\n%s", stdout)
	}
	for _, g := range generatedFiles {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(g)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "DO NOT EDIT.") || !strings.HasPrefix(string(b), "//go:build !ignore_autogenerated\n") {
			t.Errorf("%s lacks the generated header:\n%s", g, b)
		}
	}
	// Nothing but the generated files appears.
	if d := cmp.Diff(len(sources(t))+len(generatedFiles), len(readTree(t, dir))); d != "" {
		t.Errorf("file count after generate (-want +got): %s\n%v", d, keys(readTree(t, dir)))
	}

	before := testutil.Snapshot(t, dir)
	code, stdout, stderr = gvkgen(t, dir, "generate")
	if code != cli.ExitOK {
		t.Fatalf("second generate: exit %d; stderr:\n%s", code, stderr)
	}
	if !summaryRE(2, 0, 5, 0).MatchString(stderr) {
		t.Errorf("second generate: want summary %q; stderr:\n%s", "2 packages, 0 files written, 5 unchanged, 0 stale, in ...s", stderr)
	}
	if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
		t.Errorf("second generate changed files (-before +after):\n%s", d)
	}

	if testing.Short() {
		return
	}
	// The generated code builds and vets.
	for _, args := range [][]string{{"build", "./..."}, {"vet", "./..."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("go %s in the generated tree: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestVerify checks that verify exits 0 on a current tree, and 1 with a
// unified diff on stdout once a type changes or a file goes missing,
// writing nothing either way.
func TestVerify(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))

	before := testutil.Snapshot(t, dir)
	code, stdout, stderr := gvkgen(t, dir, "verify")
	if code != cli.ExitOK {
		t.Fatalf("verify on a clean tree: exit %d; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if stdout != "" {
		t.Errorf("verify on a clean tree printed:\n%s", stdout)
	}
	if !summaryRE(2, 0, 5, 0).MatchString(stderr) {
		t.Errorf("verify on a clean tree: want summary with 5 unchanged; stderr:\n%s", stderr)
	}

	// A new field makes deepcopy and conversion of v1 stale.
	edit(t, dir, "apis/g/v1/types.go", "\tSize     int32             `json:\"size\"`\n", "\tSize     int32             `json:\"size\"`\n\tTags     []string          `json:\"tags,omitempty\"`\n")
	before = testutil.Snapshot(t, dir)
	code, stdout, stderr = gvkgen(t, dir, "verify")
	noCrash(t, stdout+stderr)
	if code != cli.ExitStale {
		t.Fatalf("verify after a type change: exit %d, want %d; stderr:\n%s", code, cli.ExitStale, stderr)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)apis/g/v1/zz_generated\.deepcopy\.go: out of date`),
		regexp.MustCompile(`(?m)^--- a/.*apis/g/v1/zz_generated\.deepcopy\.go$`),
		regexp.MustCompile(`(?m)^\+\+\+ b/.*apis/g/v1/zz_generated\.deepcopy\.go$`),
		regexp.MustCompile(`(?m)^@@ -\d+(,\d+)? \+\d+(,\d+)? @@`),
		regexp.MustCompile(`(?m)^\+.*in\.Tags`),
		regexp.MustCompile(`(?m)apis/g/v1/zz_generated\.conversion\.go: out of date`),
	} {
		if !want.MatchString(stdout) {
			t.Errorf("verify stdout does not match %s; got:\n%s", want, stdout)
		}
	}
	if !summaryRE(2, 0, 3, 2).MatchString(stderr) {
		t.Errorf("verify after a type change: want summary with 3 unchanged, 2 stale; stderr:\n%s", stderr)
	}
	if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
		t.Errorf("verify changed files (-before +after):\n%s", d)
	}

	// A missing file is stale too.
	if err := os.Remove(filepath.Join(dir, "apis", "g", "register.go")); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ = gvkgen(t, dir, "verify")
	if code != cli.ExitStale || !strings.Contains(stdout, "apis/g/register.go: missing") {
		t.Errorf("verify with register.go deleted: exit %d, want %d; stdout:\n%s", code, cli.ExitStale, stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "apis", "g", "register.go")); !os.IsNotExist(err) {
		t.Errorf("verify wrote apis/g/register.go")
	}

	// generate brings everything back; verify is then clean again.
	if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	if code, stdout, stderr := gvkgen(t, dir, "verify"); code != cli.ExitOK {
		t.Errorf("verify after generate: exit %d; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// edit replaces old, which must occur, by new in the file rel below dir.
func edit(t *testing.T, dir, rel, old, new string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s does not contain %q", rel, old)
	}
	if err := os.WriteFile(p, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// write creates or replaces the file rel below dir.
func write(t *testing.T, dir, rel, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, filepath.FromSlash(rel))), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// brokenCase is a case of TestBrokenInputs.
type brokenCase struct {
	name   string
	break_ func(t *testing.T, dir string)
	// verb is generate unless set.
	verb string
	args []string
	// ok says the run must succeed; otherwise it must exit 2.
	ok bool
	// want are patterns stderr must match.
	want []string
	// readOnly runs the case with permission checks in force.
	readOnly bool
	// tool, if set, runs that generator as a single tool (with args, and no verb)
	// instead of gvkgen.
	tool string
}

// TestBrokenInputs breaks a generated tree in one way per case and checks
// that generate fails with exit 2, says where and what, does not crash, and
// leaves every file of the tree as it was.
func TestBrokenInputs(t *testing.T) {
	offline(t)
	// Every case runs without the syntax cache and with a warm one: the
	// good run fills it with the tree's files that the load passes over
	// and that parse, the helpers (which breakHelpers then breaks).
	warm := t.TempDir()
	t.Setenv(cli.SyntaxCacheEnv, warm)
	files := sources(t)
	files["apis/g/helpers.go"] = "package g\n\n// half halves n.\nfunc half(n int) int { return n / 2 }\n"
	files["apis/g/v1/helpers.go"] = "package v1\n\n// twice doubles n.\nfunc twice(n int) int { return 2 * n }\n"
	good := goodTreeOf(t, files)
	n := 0
	for p := range testutil.Snapshot(t, warm) {
		// The format cache is in the directory format, the list cache in
		// list.
		if !strings.HasPrefix(p, filepath.Join(warm, "format")+string(filepath.Separator)) &&
			!strings.HasPrefix(p, filepath.Join(warm, "list")+string(filepath.Separator)) {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("the good run left %d entries in the syntax cache %s, want the helpers' 2", n, warm)
	}
	const sizeLine = "\tSize     int32             `json:\"size\"`\n"
	tests := []brokenCase{
		{
			name: "syntax error in types.go",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "type WidgetStatus struct {", "type WidgetStatus struct {{")
			},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: expected`},
		},
		{
			name: "syntax error at the end of types.go",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "\tItems []Widget\n}\n", "\tItems []Widget\n")
			},
			want: []string{`apis/g/types\.go:\d+:\d+: expected '}', found 'EOF'`},
		},
		{
			name: "field of an undefined type",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", sizeLine, "\tSize     Quantity          `json:\"size\"`\n")
			},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: type WidgetSpec, field Size: .*undefined type Quantity`},
		},
		{
			name: "field of an undefined type in an imported package",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady metav1.NoSuchType\n")
			},
			want: []string{`apis/g/types\.go:\d+:\d+: type WidgetStatus, field Ready: .*NoSuchType`},
		},
		{
			name: "func field",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", sizeLine, "\tSize     func() int32      `json:\"-\"`\n")
			},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: type WidgetSpec, field Size: .*func.*cannot be deep-copied`},
		},
		{
			name: "chan field",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "\tSize     int32\n", "\tSize     chan int32\n")
			},
			want: []string{`apis/g/types\.go:\d+:\d+: type WidgetSpec, field Size: .*chan.*cannot be deep-copied`},
		},
		{
			name: "junk +k8s:deepcopy-gen value in doc.go",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "+k8s:deepcopy-gen=package", "+k8s:deepcopy-gen=packge")
			},
			want: []string{`apis/g/v1/doc\.go:1:\d+: unsupported \+k8s:deepcopy-gen value "packge"`},
		},
		{
			name: "unknown +k8s:deepcopy-gen parameter in doc.go",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "+k8s:deepcopy-gen=package", "+k8s:deepcopy-gen=package,please")
			},
			want: []string{`apis/g/v1/doc\.go:1:\d+: unsupported \+k8s:deepcopy-gen parameter "please"`},
		},
		{
			name: "empty +k8s:deepcopy-gen value in doc.go",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/doc.go", "+k8s:deepcopy-gen=package", "+k8s:deepcopy-gen=")
			},
			want: []string{`apis/g/doc\.go:1:\d+: unsupported \+k8s:deepcopy-gen value ""`},
		},
		{
			name: "junk +k8s:deepcopy-gen value on a type",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:deepcopy-gen=maybe\n// WidgetSpec is the desired")
			},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: type WidgetSpec: unsupported \+k8s:deepcopy-gen value "maybe"`},
		},
		{
			name: "interfaces tag that is not a package path",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object", "+k8s:deepcopy-gen:interfaces=notapath")
			},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: type Widget: \+k8s:deepcopy-gen:interfaces=notapath: name the interface with its package path`},
		},
		{
			name: "unknown tag with --strict",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:deepcopy-gen:interface=k8s.io/apimachinery/pkg/runtime.Object\n// WidgetSpec is the desired")
			},
			args: []string{"--strict"},
			want: []string{`apis/g/v1/types\.go:\d+:\d+: unknown tag \+k8s:deepcopy-gen:interface\b`, `--strict; no file was written`},
		},
		{
			// Without --strict the unknown tag is only a warning; it is
			// ignored, so the generated files stay as they are.
			name: "unknown tag without --strict",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:deepcopy-gen:interface=k8s.io/apimachinery/pkg/runtime.Object\n// WidgetSpec is the desired")
			},
			ok:   true,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: unknown tag \+k8s:deepcopy-gen:interface\b`, `(?m)^2 packages, 0 files written, 5 unchanged, 0 stale`},
		},
		{
			name: "missing conversion peer package",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "+k8s:conversion-gen=example.com/m/apis/g", "+k8s:conversion-gen=example.com/m/nope")
			},
			want: []string{`apis/g/v1/doc\.go:2:\d+: package example\.com/m/nope not found`},
		},
		{
			name: "import cycle between two packages",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/defaults.go", "package v1\n\nimport \"example.com/m/apis/g\"\n\nvar _ = g.Widget{}\n")
				write(t, dir, "apis/g/install.go", "package g\n\nimport v1 \"example.com/m/apis/g/v1\"\n\nvar _ = v1.Widget{}\n")
			},
			want: []string{`import cycle not allowed`, `example\.com/m/apis/g/v1`, `no file was written`},
		},
		{
			name: "hand-written file at an output path",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/register.go", "package v1\n\n// GroupName is hand-written.\nconst GroupName = \"g.example.com\"\n")
				// Make other files stale too, so that a run that writes
				// before checking every target would show.
				edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
			},
			want: []string{`apis/g/v1/register\.go: refusing to overwrite a file without a "// Code generated \.\.\. DO NOT EDIT\." line`, `no file was written`},
		},
		{
			name: "hand-written file at an output path of a package without generated files yet",
			break_: func(t *testing.T, dir string) {
				for _, g := range generatedFiles {
					if err := os.Remove(filepath.Join(dir, filepath.FromSlash(g))); err != nil {
						t.Fatal(err)
					}
				}
				write(t, dir, "apis/g/v1/zz_generated.deepcopy.go", "package v1\n\n// My own deep copies.\n")
			},
			want: []string{`apis/g/v1/zz_generated\.deepcopy\.go: refusing to overwrite`, `no file was written`},
		},
		{
			name: "read-only package directory",
			break_: func(t *testing.T, dir string) {
				// Files in both packages must change; only apis/g/v1 is
				// read-only, so a run that writes apis/g first (or after)
				// would show.
				edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
				edit(t, dir, "apis/g/v1/types.go", sizeLine, sizeLine+"\tNotes    []string          `json:\"notes,omitempty\"`\n")
				ro := filepath.Join(dir, "apis", "g", "v1")
				if err := os.Chmod(ro, 0o555); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { os.Chmod(ro, 0o755) })
			},
			readOnly: true,
			want:     []string{`apis/g/v1/zz_generated\.(conversion|deepcopy)\.go: cannot write( in apis/g/v1)?: .*permission denied`},
		},
		{
			// A file to delete is deleted only when every other write
			// can happen.
			name: "a stale generated file and a hand-written file at an output path",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "// +k8s:deepcopy-gen=package\n", "")
				write(t, dir, "apis/g/register.go", "package g\n\n// GroupName is hand-written.\nconst GroupName = \"g.example.com\"\n")
			},
			want: []string{`apis/g/register\.go: refusing to overwrite`, `no file was written`},
		},
		{
			name: "a stale generated file in a read-only directory",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "// +k8s:deepcopy-gen=package\n", "")
				// A change to the deepcopy file of apis/g only.
				write(t, dir, "apis/g/extra.go", "package g\n\n// Extra is internal only.\ntype Extra struct{ A []string }\n")
				ro := filepath.Join(dir, "apis", "g", "v1")
				if err := os.Chmod(ro, 0o555); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { os.Chmod(ro, 0o755) })
			},
			readOnly: true,
			want:     []string{`apis/g/v1/zz_generated\.deepcopy\.go: cannot write in apis/g/v1: .*permission denied \(to delete it: its package no longer has \+k8s:deepcopy-gen=`, `no file was written`},
		},
		{
			name: "verify with a hand-written file at an output path",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/register.go", "package v1\n\n// GroupName is hand-written.\nconst GroupName = \"g.example.com\"\n")
			},
			verb: "verify",
			want: []string{`apis/g/v1/register\.go: refusing to overwrite a file without a "// Code generated \.\.\. DO NOT EDIT\." line before its package clause; .*--register-output-file`},
		},
		{
			// Go's rule (go/ast.IsGenerated): the line must come before
			// the package clause; in a raw string it does not count.
			name: "hand-written file at an output path with the generated line in a raw string",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/register.go", "package v1\n\n// GroupName is hand-written.\nconst GroupName = \"g.example.com\"\n\nconst template = `\n// Code generated by register-gen. DO NOT EDIT.\n`\n")
			},
			want: []string{`apis/g/v1/register\.go: refusing to overwrite a file without a "// Code generated \.\.\. DO NOT EDIT\." line before its package clause`, `no file was written`},
		},
		{
			name: "hand-written file at an output path with the generated line after the package clause",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/zz_generated.deepcopy.go", "package g\n\n// Code generated by hand. DO NOT EDIT.\n")
			},
			want: []string{`apis/g/zz_generated\.deepcopy\.go: refusing to overwrite a file without a "// Code generated \.\.\. DO NOT EDIT\." line before its package clause`, `no file was written`},
		},
		{
			name: "a file at an output path that does not parse",
			break_: func(t *testing.T, dir string) {
				// The build constraint keeps the go command from reading it.
				write(t, dir, "apis/g/v1/zz_generated.conversion.go", "//go:build !ignore_autogenerated\n\n// Code generated by conversion-gen. DO NOT EDIT.\n\npackage\n")
			},
			verb: "verify",
			want: []string{`apis/g/v1/zz_generated\.conversion\.go: refusing to overwrite a file that does not parse as Go \(line 5:9: expected 'IDENT', found 'EOF'\)`, `no file was written`},
		},
		{
			name: "a directory at an output path",
			break_: func(t *testing.T, dir string) {
				if err := os.Remove(filepath.Join(dir, "apis", "g", "register.go")); err != nil {
					t.Fatal(err)
				}
				write(t, dir, "apis/g/register.go/x.txt", "x\n")
			},
			want: []string{`apis/g/register\.go: refusing to overwrite something that is not a regular file`},
		},
		{
			// The peer is not named: it is loaded when conversion-gen
			// asks for it. Its syntax error used to empty the committed
			// conversion file, with exit 0.
			name: "syntax error in a conversion peer not named on the command line",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "type WidgetStatus struct {", "type WidgetStatus struct {{")
			},
			args: []string{"./apis/g/v1"},
			want: []string{`(?m)^apis/g/types\.go:\d+:\d+: expected`, `no file was written`},
		},
		{
			name: "syntax error in a conversion peer, conversion-gen",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "type WidgetStatus struct {", "type WidgetStatus struct {{")
			},
			tool: "conversion",
			args: []string{"./apis/g/v1"},
			want: []string{`(?m)^apis/g/types\.go:\d+:\d+: expected`, `no file was written`},
		},
		{
			name: "syntax error in a conversion peer, verify",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/types.go", "type WidgetStatus struct {", "type WidgetStatus struct {{")
			},
			verb: "verify",
			args: []string{"./apis/g/v1"},
			want: []string{`(?m)^apis/g/types\.go:\d+:\d+: expected`},
		},
		{
			name: "syntax error in an external-types package",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/doc.go", strings.Replace(v1Doc, "// +groupName", "// +k8s:conversion-gen-external-types=example.com/m/apis/ext\n// +groupName", 1))
				write(t, dir, "apis/ext/types.go", "package ext\n\ntype Widget struct {{\n")
			},
			args: []string{"./apis/g/v1"},
			want: []string{`(?m)^apis/ext/types\.go:\d+:\d+: expected`, `no file was written`},
		},
		{
			name: "syntax error in a package named by --extra-peer-dirs",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/peer/peer.go", "package peer\n\nfunc Convert_v1_Widget_To_g_Widget(\n")
			},
			args: []string{"--extra-peer-dirs=example.com/m/apis/peer"},
			want: []string{`(?m)^apis/peer/peer\.go:\d+:\d+: `, `no file was written`},
		},
		{
			// A package imported by the types, not named and untagged:
			// parsed only when a field's type is resolved.
			name: "syntax error in a dependency loaded lazily",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/common/common.go", "package common\n\ntype Size struct {{ N int32 }\n")
				edit(t, dir, "apis/g/v1/types.go", "import metav1", "import common \"example.com/m/apis/common\"\n\nimport metav1")
				edit(t, dir, "apis/g/v1/types.go", sizeLine, "\tSize     common.Size       `json:\"size\"`\n")
			},
			args: []string{"./apis/g/v1"},
			want: []string{`(?m)^apis/common/common\.go:\d+:\d+: expected`, `no file was written`},
		},
		{
			// helpers.go declares no type and holds no tag, so it is not
			// parsed for declarations; it must parse all the same. The
			// tree also has a file to write and a stale file to delete.
			name:   "syntax error in a file without types of a tagged package",
			break_: breakHelpers,
			want:   []string{`(?m)^apis/g/v1/helpers\.go:3:\d+: expected`, `1 syntax error\(s\); no file was written`},
		},
		{
			name:   "syntax error in a file without types of a tagged package, verify",
			break_: breakHelpers,
			verb:   "verify",
			want:   []string{`(?m)^apis/g/v1/helpers\.go:3:\d+: expected`, `no file was written`},
		},
		{
			name:   "syntax error in a file without types of a package given to conversion-gen",
			break_: breakHelpers,
			tool:   "conversion",
			args:   []string{"./apis/g/v1"},
			want:   []string{`(?m)^apis/g/v1/helpers\.go:3:\d+: expected`, `no file was written`},
		},
		{
			// A package of the module that the types use, untagged: its
			// every file must parse, as the generators read it.
			name:   "syntax error in a file without types of a dependency in the module",
			break_: breakCommonHelper,
			want:   []string{`(?m)^apis/common/helper\.go:3:\d+: expected`, `no file was written`},
		},
		{
			name:   "syntax error in a file without types of a dependency in the module, verify",
			break_: breakCommonHelper,
			verb:   "verify",
			args:   []string{"./apis/g/v1"},
			want:   []string{`(?m)^apis/common/helper\.go:3:\d+: expected`, `no file was written`},
		},
		{
			name:   "syntax error in a file without types of a dependency in the module, deepcopy-gen",
			break_: breakCommonHelper,
			tool:   "deepcopy",
			args:   []string{"--output-file=zz_generated.deepcopy.go", "./apis/g/v1"},
			want:   []string{`(?m)^apis/common/helper\.go:3:\d+: expected`, `no file was written`},
		},
		{
			// A package that no generator runs on or reads may not even
			// build, as for upstream's kube_codegen.sh.
			name: "syntax error in a package nothing reads",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "internal/util/broken.go", "package util\n\nfunc oops( {\n")
			},
			ok:   true,
			want: []string{`(?m)^2 packages, 0 files written, 5 unchanged, 0 stale`},
		},
		{
			// Made read-only on purpose: the atomic rename used to replace
			// it all the same, keeping its mode. Other files are stale too.
			name:   "a read-only generated file that is out of date",
			break_: readOnlyStale,
			want:   []string{`(?m)^gvkgen: apis/g/v1/zz_generated\.deepcopy\.go: out of date, but read-only \(mode 0444\), so it is left alone: .*; make it writable \(chmod u\+w apis/g/v1/zz_generated\.deepcopy\.go\) and run again$`, `no file was written`},
		},
		{
			name:   "a read-only generated file that is out of date, verify",
			break_: readOnlyStale,
			verb:   "verify",
			want:   []string{`(?m)^gvkgen: apis/g/v1/zz_generated\.deepcopy\.go: out of date, and read-only \(mode 0444\), so generate will not touch it; make it writable \(chmod u\+w apis/g/v1/zz_generated\.deepcopy\.go\) and run generate$`},
		},
		{
			name:   "a read-only generated file that is out of date, deepcopy-gen",
			break_: readOnlyStale,
			tool:   "deepcopy",
			args:   []string{"--output-file=zz_generated.deepcopy.go", "./apis/..."},
			want:   []string{`(?m)^deepcopy-gen: apis/g/v1/zz_generated\.deepcopy\.go: out of date, but read-only \(mode 0444\)`, `no file was written`},
		},
		{
			name: "a read-only generated file that is current",
			break_: func(t *testing.T, dir string) {
				chmod(t, dir, "apis/g/v1/zz_generated.deepcopy.go", 0o444)
			},
			ok:   true,
			want: []string{`(?m)^2 packages, 0 files written, 5 unchanged, 0 stale`},
		},
		{
			name: "a read-only generated file that is current, verify",
			break_: func(t *testing.T, dir string) {
				chmod(t, dir, "apis/g/v1/zz_generated.deepcopy.go", 0o444)
			},
			verb: "verify",
			ok:   true,
			want: []string{`(?m)^2 packages, 0 files written, 5 unchanged, 0 stale`},
		},
		{
			name:   "a read-only generated file to delete",
			break_: readOnlyLeftover,
			want:   []string{`(?m)^gvkgen: apis/g/v1/zz_generated\.deepcopy\.go: no longer generated, but read-only \(mode 0400\), so it is left alone: .*chmod u\+w apis/g/v1/zz_generated\.deepcopy\.go\) and run again \(its package no longer has \+k8s:deepcopy-gen=`, `no file was written`},
		},
		{
			name:   "a read-only generated file to delete, verify",
			break_: readOnlyLeftover,
			verb:   "verify",
			want:   []string{`(?m)^gvkgen: apis/g/v1/zz_generated\.deepcopy\.go: no longer generated, and read-only \(mode 0400\), so generate will not touch it`},
		},
		{
			name:   "an --output-file that climbs out of the package",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--deepcopy-output-file=../x.go"},
			want:   []string{`--deepcopy-output-file=\.\./x\.go: give a file name, not a path`},
		},
		{
			name:   "an absolute --output-file",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--register-output-file=/tmp/gvkgen-test/x/register.go"},
			want:   []string{`--register-output-file=/tmp/gvkgen-test/x/register\.go: give a file name, not a path`},
		},
		{
			name:   "an --output-file with a directory, deepcopy-gen",
			break_: func(t *testing.T, dir string) {},
			tool:   "deepcopy",
			args:   []string{"--output-file=sub/x.go", "./apis/..."},
			want:   []string{`^deepcopy-gen: --output-file=sub/x\.go: give a file name, not a path`},
		},
		{
			name:   "an --output-file of .., register-gen",
			break_: func(t *testing.T, dir string) {},
			tool:   "register",
			args:   []string{"--output-file=..", "./apis/..."},
			want:   []string{`^register-gen: --output-file=\.\.: give a file name`},
		},
		{
			// register-gen's install file of apis/g and deepcopy-gen's
			// file of the package apis/g/install are one path.
			name: "two packages that would write one path",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/doc.go", "// +k8s:register-gen=true", "// +k8s:register-gen=true\n// +k8s:register-gen:install")
				write(t, dir, "apis/g/install/doc.go", "// +k8s:deepcopy-gen=package\n\npackage install\n")
				write(t, dir, "apis/g/install/types.go", "package install\n\ntype T struct{ A []string }\n")
				// Make other files stale too, so that a run that writes
				// before checking every target would show.
				edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
			},
			args: []string{"--deepcopy-output-file=install.go"},
			want: []string{`apis/g/install/install\.go would be written twice, by (deepcopy-gen|register-gen) for example\.com/m/apis/g(/install)? and by (deepcopy-gen|register-gen) for example\.com/m/apis/g(/install)?; .*no file was written`},
		},
		{
			name: "a dependency missing from go.mod",
			break_: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "import metav1", "import bar \"github.com/foo/bar\"\n\nimport metav1")
				edit(t, dir, "apis/g/v1/types.go", sizeLine, "\tSize     bar.Size          `json:\"size\"`\n")
			},
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: (no required module provides|cannot find module providing) package github\.com/foo/bar`, `"go get github\.com/foo/bar" \(or "go mod tidy"\)`, `no file was written`},
		},
		{
			name: "a --go-header-file that is not Go comments",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "hack/boilerplate.go.txt", "Copyright YEAR The Authors.\n")
			},
			args: []string{"--go-header-file=hack/boilerplate.go.txt"},
			want: []string{`(?m)^gvkgen: hack/boilerplate\.go\.txt:1:1: found "Copyright": --go-header-file must hold only Go comments`},
		},
		{
			name: "a --go-header-file with an unterminated comment, deepcopy-gen",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "hack/boilerplate.go.txt", "/*\nCopyright YEAR The Authors.\n")
			},
			tool: "deepcopy",
			args: []string{"--go-header-file=hack/boilerplate.go.txt", "./apis/..."},
			want: []string{`(?m)^deepcopy-gen: hack/boilerplate\.go\.txt:1:1: comment not terminated: --go-header-file must hold only Go comments`},
		},
		{
			name:   "a --build-tag that is not a build tag",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--build-tag=ignore autogenerated"},
			want:   []string{`--build-tag=ignore autogenerated: not a valid build tag`},
		},
		{
			name:   "a --build-tag that is an expression, conversion-gen",
			break_: func(t *testing.T, dir string) {},
			tool:   "conversion",
			args:   []string{"--build-tag=!gen", "./apis/g/v1"},
			want:   []string{`^conversion-gen: --build-tag=!gen: not a valid build tag`},
		},
		{
			name:   "a --build-tags value that is not a build tag",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--build-tags=a,b c"},
			want:   []string{`--build-tags=a,b c: "b c" is not a valid build tag`},
		},
		{
			name:   "a directory named without ./",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"apis/g"},
			want:   []string{`package apis/g is not in std.*; to name a directory, start it with \./ \(\./apis/g\)`, `no file was written`},
		},
		{
			name:   "a pattern that matches no directory",
			break_: func(t *testing.T, dir string) {},
			verb:   "verify",
			args:   []string{"./apis/nothere/..."},
			want:   []string{`pattern \./apis/nothere/\.\.\.: .*no such file or directory`},
		},
		{
			name:   "a file as a pattern",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"./apis/g/v1/doc.go", "./apis/g/v1/types.go"},
			want:   []string{`\./apis/g/v1/doc\.go is a file; name packages instead \(\./apis/g/v1\)`},
		},
		{
			name:   "a missing package in --extra-peer-dirs",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--extra-peer-dirs=example.com/m/nope"},
			want:   []string{`(?m)^--extra-peer-dirs: package example\.com/m/nope not found`},
		},
		{
			name:   "two generators given one output file",
			break_: func(t *testing.T, dir string) {},
			args:   []string{"--conversion-output-file=zz_generated.deepcopy.go"},
			want:   []string{`--deepcopy-output-file and --conversion-output-file are both "zz_generated\.deepcopy\.go": two generators cannot write one file`},
		},
		{
			name: "the only generator tag of a package misspelled, with --strict",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/h/doc.go", "// +k8s:deepcopy-gen:package\n\npackage h\n")
				write(t, dir, "apis/h/types.go", "package h\n\ntype T struct{ A []string }\n")
			},
			args: []string{"--strict"},
			want: []string{`apis/h/doc\.go:1:1: unknown tag \+k8s:deepcopy-gen:package; it is ignored; did you mean \+k8s:deepcopy-gen=package\?`, `--strict; no file was written`},
		},
		{
			name: "package clause mismatch",
			break_: func(t *testing.T, dir string) {
				write(t, dir, "apis/g/v1/extra.go", "package v2\n")
			},
			want: []string{`apis/g/v1`, `found packages v1 \(doc\.go\) and v2 \(extra\.go\)`},
		},
	}
	for _, cache := range []struct{ name, value string }{{"no syntax cache", "off"}, {"warm syntax cache", warm}} {
		t.Run(cache.name, func(t *testing.T) {
			t.Setenv(cli.SyntaxCacheEnv, cache.value)
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) { brokenInput(t, good, tt) })
			}
		})
	}
}

// brokenInput is a case of TestBrokenInputs: the good tree broken by
// break_, then a run that must exit 2 (0 if ok) with stderr matching want,
// changing no file.
func brokenInput(t *testing.T, good map[string]string, tt brokenCase) {
	dir := testutil.Module(t, good)
	tt.break_(t, dir)
	before := testutil.Snapshot(t, dir)
	verb := "generate"
	if tt.verb != "" {
		verb = tt.verb
	}
	args := append([]string{verb}, tt.args...)
	var code int
	var stdout, stderr string
	if tt.tool != "" {
		t.Chdir(dir)
		var o, e bytes.Buffer
		code = cli.Tool(registry.Lookup(tt.tool), tt.args, &o, &e)
		stdout, stderr = o.String(), e.String()
	} else if tt.readOnly && os.Geteuid() == 0 {
		// Root ignores permission bits; run the built binary with
		// CAP_DAC_OVERRIDE dropped, or skip.
		code, stdout, stderr = runUnprivileged(t, dir, args...)
	} else {
		code, stdout, stderr = gvkgen(t, dir, args...)
	}
	want := cli.ExitError
	if tt.ok {
		want = cli.ExitOK
	}
	if code != want {
		t.Errorf("exit %d, want %d; stderr:\n%s", code, want, stderr)
	}
	for _, w := range tt.want {
		if !regexp.MustCompile(w).MatchString(stderr) {
			t.Errorf("stderr does not match %s; got:\n%s", w, stderr)
		}
	}
	if want == cli.ExitError && stdout != "" {
		t.Errorf("%s printed to stdout on error:\n%s", verb, stdout)
	}
	noCrash(t, stdout+stderr)
	if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
		t.Errorf("files changed (-before +after):\n%s", d)
	}
	assertNoTempFiles(t, dir)
}

// breakHelpers adds a file without types or tags, with a syntax error, to a
// tagged package, and makes the tree stale: a changed type, and a file to
// delete (apis/g/v1 no longer asks for deep copies).
func breakHelpers(t *testing.T, dir string) {
	write(t, dir, "apis/g/v1/helpers.go", "package v1\n\nfunc oops( {\n")
	edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
	edit(t, dir, "apis/g/v1/doc.go", "// +k8s:deepcopy-gen=package\n", "")
}

// breakCommonHelper makes apis/g/v1 use a type of apis/common, a package of
// the module with a file without types that has a syntax error.
func breakCommonHelper(t *testing.T, dir string) {
	write(t, dir, "apis/common/common.go", "package common\n\n// Size is a size.\ntype Size struct{ N int32 }\n")
	write(t, dir, "apis/common/helper.go", "package common\n\nfunc oops( {\n")
	edit(t, dir, "apis/g/v1/types.go", "import metav1", "import common \"example.com/m/apis/common\"\n\nimport metav1")
	edit(t, dir, "apis/g/v1/types.go", "\tSize     int32             `json:\"size\"`\n", "\tSize     common.Size       `json:\"size\"`\n")
}

// chmod sets the mode of the file rel below dir.
func chmod(t *testing.T, dir, rel string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(filepath.Join(dir, filepath.FromSlash(rel)), mode); err != nil {
		t.Fatal(err)
	}
}

// readOnlyStale makes apis/g/v1's deepcopy file read-only and out of date,
// and apis/g's files out of date too.
func readOnlyStale(t *testing.T, dir string) {
	chmod(t, dir, "apis/g/v1/zz_generated.deepcopy.go", 0o444)
	edit(t, dir, "apis/g/v1/types.go", "\tSize     int32             `json:\"size\"`\n", "\tSize     int32             `json:\"size\"`\n\tNotes    []string          `json:\"notes,omitempty\"`\n")
	edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
}

// readOnlyLeftover makes apis/g/v1's deepcopy file one to delete, and
// read-only, and apis/g's files out of date.
func readOnlyLeftover(t *testing.T, dir string) {
	chmod(t, dir, "apis/g/v1/zz_generated.deepcopy.go", 0o400)
	edit(t, dir, "apis/g/v1/doc.go", "// +k8s:deepcopy-gen=package\n", "")
	edit(t, dir, "apis/g/types.go", "\tReady bool\n", "\tReady bool\n\tNotes []string\n")
}

// runUnprivileged runs the built gvkgen binary in dir as root without the
// capabilities that bypass permission bits, or skips the test.
func runUnprivileged(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		t.Skip("running as root, which ignores permission bits, and setpriv (to drop CAP_DAC_OVERRIDE) is not installed")
	}
	drop := []string{"--bounding-set=-dac_override,-dac_read_search"}
	probe := exec.Command(setpriv, append(drop, "sh", "-c", `: > "$1/.probe"`, "sh", filepath.Join(dir, "apis", "g", "v1"))...)
	if probe.Run() == nil {
		os.Remove(filepath.Join(dir, "apis", "g", "v1", ".probe"))
		t.Skip("running as root, and dropping CAP_DAC_OVERRIDE does not make a 0555 directory read-only here")
	}
	bin := buildGvkgen(t)
	cmd := exec.Command(setpriv, append(drop, append([]string{bin}, args...)...)...)
	cmd.Dir = dir
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, o.String(), e.String()
}

// buildGvkgen returns ./cmd/gvkgen built into a temporary directory (see
// command).
func buildGvkgen(t *testing.T) string {
	t.Helper()
	return command(t, "gvkgen")
}

// command returns the binary of ./cmd/<name>. Every command is built once
// per test binary, in one go build, into a directory that the tests which
// run them share (TestMain removes it).
func command(t *testing.T, name string) string {
	t.Helper()
	commands.Do(func() {
		dir, err := os.MkdirTemp("", "gvkgen-cli-test-")
		if err != nil {
			commands.err = err
			return
		}
		commands.dir = dir
		cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), "./cmd/...")
		cmd.Dir = repoRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			commands.err = fmt.Errorf("go build ./cmd/...: %v\n%s", err, out)
		}
	})
	if commands.err != nil {
		t.Fatal(commands.err)
	}
	return filepath.Join(commands.dir, name)
}

// commands are the binaries that command built.
var commands struct {
	sync.Once
	dir string
	err error
}

// assertNoTempFiles fails if a file whose name starts with '.' is below dir.
func assertNoTempFiles(t *testing.T, dir string) {
	t.Helper()
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && p != dir {
			t.Errorf("temporary file left behind: %s", p)
		}
		return nil
	})
}
