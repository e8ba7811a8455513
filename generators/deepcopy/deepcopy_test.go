package deepcopy_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// goldenCases are the packages under testdata whose generated file is
// committed next to them. Each golden file was checked once by hand and
// against upstream deepcopy-gen v0.37.2 (which fails on shapes' rune field,
// a builtin it does not know; without that field the output is identical).
var goldenCases = []string{"shapes", "handwritten", "optin", "goalias", "generics", "realworld", "ifacecopy"}

func TestGolden(t *testing.T) {
	var patterns []string
	for _, c := range goldenCases {
		patterns = append(patterns, "./"+c)
	}
	// testdata is a module of its own (it requires k8s.io/apimachinery).
	r := gentest.Run(t, deepcopy.Generator, "testdata", patterns)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != len(goldenCases) {
		t.Fatalf("got %d files, want %d", len(r.Files), len(goldenCases))
	}
	r.Golden(t, *update, "\nrun go test ./generators/deepcopy -update if the change is intended")
}

// TestGoldenFormatCache: the golden files are rendered byte for byte
// through the format cache, empty and full, and the second run formats
// nothing.
func TestGoldenFormatCache(t *testing.T) {
	var patterns []string
	for _, c := range goldenCases {
		patterns = append(patterns, "./"+c)
	}
	gentest.CheckFormatCache(t, deepcopy.Generator, "testdata", patterns)
}

// TestGoldenCompiles checks that the golden files are valid Go that
// type-checks with the packages they belong to.
func TestGoldenCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	args := []string{"vet"}
	for _, c := range goldenCases {
		args = append(args, "./"+c)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = "testdata"
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go vet of the golden packages failed: %v\n%s", err, out)
	}
	// Packages whose tests run their generated code.
	cmd = exec.Command("go", "test", "./ifacecopy")
	cmd.Dir = "testdata"
	out, err = cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tests of the golden packages failed: %v\n%s", err, out)
	}
}

// TestPlan checks the decisions, before any code is emitted.
func TestPlan(t *testing.T) {
	r := gentest.Run(t, deepcopy.Generator, "testdata", []string{"./shapes", "./handwritten", "./optin"})
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	plans := r.Result().([]*deepcopy.PackagePlan)
	type verdict struct {
		Into, Copy bool
		Intfs      string
		NonPointer bool
	}
	got := map[string]verdict{}
	for _, p := range plans {
		for _, tp := range p.Types {
			var intfs []string
			for _, i := range tp.Interfaces {
				intfs = append(intfs, i.Name.Name)
			}
			got[filepath.Base(p.Pkg.Path)+"."+tp.Type.Name.Name] = verdict{tp.DeepCopyInto, tp.DeepCopy, strings.Join(intfs, ","), tp.NonPointerInterfaces}
		}
	}
	want := map[string]verdict{
		"shapes.Builtins":           {true, true, "", false},
		"shapes.Inner":              {true, true, "", false},
		"shapes.Maps":               {true, true, "", false},
		"shapes.NamedMap":           {true, true, "", false},
		"shapes.NamedSlice":         {true, true, "", false},
		"shapes.Pointers":           {true, true, "", false},
		"shapes.Slices":             {true, true, "", false},
		"shapes.Structs":            {true, true, "", false},
		"shapes.WithInterface":      {true, true, "Copier", false},
		"shapes.WithValueInterface": {true, true, "Copier", true},
		"handwritten.Both":          {false, false, "", false},
		"handwritten.OnlyCopy":      {true, false, "", false},
		"handwritten.OnlyInto":      {false, true, "", false},
		"handwritten.Quantity":      {true, false, "", false},
		"handwritten.User":          {true, true, "", false},
		"handwritten.ValueCopy":     {true, false, "", false},
		"optin.Wanted":              {true, true, "", false},
		"optin.WantedSlice":         {true, true, "", false},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("plan (-want +got):\n%s", d)
	}
}

// TestErrors feeds broken packages to deepcopy-gen and checks the message
// (position and advice), the exit status, and that no file was touched.
func TestErrors(t *testing.T) {
	const doc = "// +k8s:deepcopy-gen=package\n\npackage p\n"
	tests := []struct {
		name   string
		files  map[string]string
		strict bool
		want   []string
	}{
		{
			name:  "func field",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tF func()\n}\n"},
			want:  []string{"p/t.go:4:2: type T, field F: a field of type func(...) (func) cannot be deep-copied"},
		},
		{
			name:  "chan field",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tC chan int\n}\n"},
			want:  []string{"p/t.go:4:2: type T, field C: a field of type chan int (chan) cannot be deep-copied"},
		},
		{
			name:  "unsafe pointer",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\nimport \"unsafe\"\n\ntype T struct {\n\tP unsafe.Pointer\n}\n"},
			want:  []string{"p/t.go:6:2: type T, field P", "unsafe.Pointer"},
		},
		{
			name:  "any field",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tA any\n}\n"},
			want:  []string{"p/t.go:4:2: type T, field A: deep copy of any is not supported; use a named interface"},
		},
		{
			name:  "empty interface in a slice",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tA []interface{}\n}\n"},
			want:  []string{"p/t.go:3:6: type T: deep copy of interface{} is not supported"},
		},
		{
			name:  "generic type",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T[X any] struct {\n\tA []X\n}\n"},
			want:  []string{"p/t.go:3:6: type T: generic types are not supported", "+k8s:deepcopy-gen=false"},
		},
		{
			name:  "wrong DeepCopy signature",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tA []string\n}\n\nfunc (t *T) DeepCopy() T { return *t }\n"},
			want:  []string{"p/t.go:7:13: type T: hand-written DeepCopy has the wrong signature: a pointer receiver must return *T"},
		},
		{
			name:  "wrong DeepCopyInto signature",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tA []string\n}\n\nfunc (t *T) DeepCopyInto(out T) {}\n"},
			want:  []string{"p/t.go:7:13: type T: hand-written DeepCopyInto has the wrong signature; want func (in *T) DeepCopyInto(out *T)"},
		},
		{
			name:  "bad package tag value",
			files: map[string]string{"p/doc.go": "// +k8s:deepcopy-gen=packages\n\npackage p\n", "p/t.go": "package p\n\ntype T struct{}\n"},
			want:  []string{"p/doc.go:1:1: unsupported +k8s:deepcopy-gen value \"packages\" in doc.go; use +k8s:deepcopy-gen=package"},
		},
		{
			name:   "misspelled tag",
			files:  map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// +k8s:deepcopy-gen:false\ntype T struct{}\n\n// +k8s:deepcopy-gen:interface=k8s.io/x.Y\ntype U struct{}\n"},
			strict: true,
			want: []string{
				"p/t.go:3:1: unknown tag +k8s:deepcopy-gen:false; it is ignored; did you mean +k8s:deepcopy-gen=false?",
				"p/t.go:6:1: unknown tag +k8s:deepcopy-gen:interface; it is ignored; did you mean +k8s:deepcopy-gen:interfaces=?",
			},
		},
		{
			name:  "bad type tag value",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// +k8s:deepcopy-gen=yes\ntype T struct{}\n"},
			want:  []string{"p/t.go:4:6: type T: unsupported +k8s:deepcopy-gen value \"yes\""},
		},
		{
			name:  "unknown interface",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// +k8s:deepcopy-gen:interfaces=example.com/m/p.Nope\ntype T struct{}\n"},
			want:  []string{"p/t.go:3:1: type T: +k8s:deepcopy-gen:interfaces=example.com/m/p.Nope: no type Nope in package example.com/m/p"},
		},
		{
			name:  "a field of an opted-out struct without DeepCopyInto",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype Inner struct{ P *int }\n\n// +k8s:deepcopy-gen=false\ntype Outer struct {\n\tInner\n}\n\ntype Holder struct {\n\tO *Outer\n\tL []Outer\n}\n"},
			want: []string{
				"p/t.go:11:2: type Holder, field O: Outer is copied with its DeepCopyInto method, but it gets none: it is not generated (+k8s:deepcopy-gen=false, or the package is not tagged +k8s:deepcopy-gen=package) and not written by hand; write func (in *Outer) DeepCopyInto(out *Outer)",
				"p/t.go:12:2: type Holder, field L: Outer is copied with its DeepCopyInto method",
			},
		},
		{
			name:  "a pointer to an opted-out struct with only DeepCopyInto",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// +k8s:deepcopy-gen=false\ntype Own struct{ P *int }\n\nfunc (in *Own) DeepCopyInto(out *Own) { *out = *in }\n\ntype Holder struct {\n\tO *Own\n\tV Own\n}\n"},
			want:  []string{"p/t.go:9:2: type Holder, field O: Own is copied with its DeepCopy method, but it has only a hand-written DeepCopyInto and is not generated (+k8s:deepcopy-gen=false, or the package is not tagged +k8s:deepcopy-gen=package); write func (in *Own) DeepCopy() *Own too"},
		},
		{
			name:  "anonymous structs that need a deep copy",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype Holder struct {\n\tA struct{ X []int64 }\n\tL []struct{ Q *int }\n\tOK struct{ N int }\n}\n"},
			want: []string{
				"p/t.go:4:2: type Holder, field A: an anonymous struct with fields that need a deep copy (struct{X []int64}) cannot be copied by generated code; declare it as a named type",
				"p/t.go:5:2: type Holder, field L: an anonymous struct with fields that need a deep copy (struct{Q *int})",
			},
		},
		{
			name:  "a named type over another package's struct with unexported fields",
			files: map[string]string{"p/doc.go": doc, "q/q.go": "package q\n\ntype Q struct {\n\tN int\n\tb []byte\n}\n", "p/t.go": "package p\n\nimport \"example.com/m/q\"\n\ntype Stamp q.Q\n"},
			want:  []string{"p/t.go:5:6: type Stamp: field b comes from a struct declared in another package, where it is unexported, so generated code cannot copy it; write DeepCopyInto for Stamp by hand"},
		},
		{
			name:  "instances of generic types named as written",
			files: map[string]string{"p/doc.go": doc, "q/q.go": "package q\n\ntype Set[T comparable] map[T]struct{}\n\ntype Box[T any] struct{ V T }\n", "p/t.go": "package p\n\nimport \"example.com/m/q\"\n\ntype T struct {\n\tC chan q.Set[string]\n\tB q.Box[[]int]\n\tOK q.Box[string]\n\tS q.Set[int]\n}\n"},
			want: []string{
				"p/t.go:6:2: type T, field C: a field of type chan q.Set[string] (chan) cannot be deep-copied",
				"p/t.go:7:2: type T, field B: q.Box[[]int] is copied with its DeepCopyInto method, but it has none: deepcopy-gen generates nothing for generic types; write func (in *Box[T]) DeepCopyInto(out *Box[T]) by hand in package example.com/m/q",
			},
		},
		{
			name:  "interfaces tag without a value",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// T is a thing.\n// +k8s:deepcopy-gen:interfaces=\ntype T struct{}\n"},
			want:  []string{"p/t.go:4:1: type T: +k8s:deepcopy-gen:interfaces= has no value; name the interface with its package path"},
		},
		{
			name:  "interfaces tag names a struct",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\n// +k8s:deepcopy-gen:interfaces=example.com/m/p.T\ntype T struct{}\n"},
			want:  []string{"example.com/m/p.T is a struct, not an interface"},
		},
		{
			name:  "opt-in of a type that cannot be copied",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:deepcopy-gen=true\ntype S string\n"},
			want:  []string{"p/t.go:4:6: type S requests deepcopy generation (+k8s:deepcopy-gen=true) but a named type cannot be deep-copied"},
		},
		{
			name:  "syntax error",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct {\n\tA []string\n"},
			want:  []string{"p/t.go:4:13: expected '}', found 'EOF'"},
		},
		{
			// The single tool's default output file is upstream's.
			name:  "hand-written file at the output path",
			files: map[string]string{"p/doc.go": doc, "p/t.go": "package p\n\ntype T struct{ A []string }\n", "p/generated.deepcopy.go": "package p\n\n// my own code\n"},
			want:  []string{"refusing to overwrite a file without a \"// Code generated ... DO NOT EDIT.\" line"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, tt.files)
			before := testutil.Snapshot(t, dir)
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			args := []string{"./p"}
			if tt.strict {
				args = append(args, "--strict")
			}
			code := cli.Tool(registry.Lookup("deepcopy"), args, &stdout, &stderr)
			if code != cli.ExitError {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q; got:\n%s", w, stderr.String())
				}
			}
			if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine ") {
				t.Errorf("stderr shows a crash:\n%s", stderr.String())
			}
			if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
				t.Errorf("files changed on error (-before +after):\n%s", d)
			}
		})
	}
}

// TestVerifyAndWrite runs the command the way users do: generate, verify
// clean, make the file stale, verify again, regenerate; without
// --output-file, into upstream's default file name.
func TestVerifyAndWrite(t *testing.T) {
	dir := testutil.Module(t, map[string]string{
		"p/doc.go": "// +k8s:deepcopy-gen=package\n\npackage p\n",
		"p/t.go":   "package p\n\ntype T struct {\n\tA []string\n}\n",
	})
	t.Chdir(dir)
	gen := filepath.Join(dir, "p", "generated.deepcopy.go")
	run := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := cli.Tool(registry.Lookup("deepcopy"), args, &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}

	if code, _, stderr := run("--verify", "./p"); code != cli.ExitStale || !strings.Contains(stderr, "1 stale") {
		t.Fatalf("verify before generation: exit %d, want %d; stderr: %s", code, cli.ExitStale, stderr)
	}
	if _, err := os.Stat(gen); !os.IsNotExist(err) {
		t.Fatalf("--verify wrote %s", gen)
	}
	if code, _, stderr := run("./p"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr: %s", code, stderr)
	}
	first, err := os.ReadFile(gen)
	if err != nil {
		t.Fatal(err)
	}
	if !output.IsGenerated(first) || !strings.Contains(string(first), "func (in *T) DeepCopyInto(out *T)") {
		t.Fatalf("unexpected output:\n%s", first)
	}
	st1, _ := os.Stat(gen)
	if code, _, _ := run("./p"); code != cli.ExitOK {
		t.Fatalf("second generate: exit %d", code)
	}
	st2, _ := os.Stat(gen)
	if !st1.ModTime().Equal(st2.ModTime()) || st1.Sys() == nil {
		t.Errorf("an unchanged file was rewritten")
	}
	if code, _, _ := run("--verify", "./p"); code != cli.ExitOK {
		t.Errorf("verify of a current tree: exit %d, want 0", code)
	}

	// Make the generated file stale by adding a field.
	if err := os.WriteFile(filepath.Join(dir, "p", "t.go"), []byte("package p\n\ntype T struct {\n\tA []string\n\tM map[string]string\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ := run("--verify", "./p")
	if code != cli.ExitStale {
		t.Errorf("verify of a stale tree: exit %d, want %d", code, cli.ExitStale)
	}
	if !strings.Contains(stdout, "+\tif in.M != nil {") || !strings.Contains(stdout, "--- a/") {
		t.Errorf("verify should print a unified diff adding the map copy; got:\n%s", stdout)
	}
	if now, _ := os.ReadFile(gen); !bytes.Equal(now, first) {
		t.Errorf("--verify changed %s", gen)
	}
	if code, _, _ := run("./p", "--output-file", "generated.deepcopy.go"); code != cli.ExitOK {
		t.Errorf("regenerate with flags after the package: exit %d", code)
	}
	if code, _, _ := run("--verify", "./p"); code != cli.ExitOK {
		t.Errorf("verify after regenerating: exit %d", code)
	}
	// No temporary files are left behind.
	entries, _ := os.ReadDir(filepath.Join(dir, "p"))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("left behind %s", e.Name())
		}
	}
}
