package conversion_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// load loads patterns of the test module in testdata (its own module, so
// that this one need not require k8s.io/apimachinery).
func load(t *testing.T, patterns ...string) *universe.Universe {
	t.Helper()
	u, err := universe.Load(universe.Config{Dir: "testdata", Patterns: patterns, Keywords: conversion.Keywords})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// generate runs conversion-gen on u's roots with args, as the drivers
// do, and fails the test on an error.
func generate(t *testing.T, u *universe.Universe, args ...string) *gentest.Result {
	t.Helper()
	r := gentest.RunOn(t, u, conversion.Generator, u.Roots, append([]string{"--output-file=zz_generated.conversion.go"}, args...)...)
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestGolden checks testdata/v1's conversions to testdata/hub: whole-struct
// and field unsafe casts, reordered fields, named types, pointers, slices
// and maps converted element by element, a renamed field (left to a
// hand-written function), hand-written and copy-only functions, an opted
// out field and type, a recursive type, and url.Values. The golden file was
// checked by hand and is byte-identical to upstream conversion-gen v0.37.2's.
func TestGolden(t *testing.T) {
	res := generate(t, load(t, "./v1"))
	if len(res.Files) != 1 {
		t.Fatalf("got %d files, want 1", len(res.Files))
	}
	if len(res.Warnings()) != 0 {
		t.Errorf("unexpected warnings: %v", res.Warnings())
	}
	f := res.Files[0]
	got, err := f.Render()
	if err != nil {
		t.Fatal(err)
	}
	testutil.Golden(t, f.Path, got, *update, "\nrun go test ./generators/conversion -update if intended")
	if *update {
		return
	}
	for _, must := range []string{
		"*out = *(*hub.Same)(unsafe.Pointer(in))",                                        // whole-struct cast
		"out.SameSlice = *(*[]hub.Same)(unsafe.Pointer(&in.SameSlice))",                  // slice cast
		"if err := Convert_v1_Reordered_To_hub_Reordered(&in.Value, &out.Value, s)",      // reordered fields: no cast
		"out.Phase = hub.Phase(in.Phase)",                                                // named type
		"// WARNING: in.NewName requires manual conversion: does not exist in peer-type", // renamed
		"// INFO: in.Skip opted out of conversion generation",
		"s.AddConversionFunc((*Custom)(nil), (*hub.Custom)(nil)",
		"func Convert_url_Values_To_v1_Options(",
	} {
		if !strings.Contains(string(got), must) {
			t.Errorf("generated code lacks %q", must)
		}
	}
	for _, mustNot := range []string{"func Convert_v1_Custom_To_hub_Custom", "func Convert_v1_Holder_To_hub_Holder", "OptedOut", "out.Dropped = hub.Legacy"} {
		if strings.Contains(string(got), mustNot) {
			t.Errorf("generated code has %q, which is hand-written or opted out", mustNot)
		}
	}
}

// TestSkipUnsafe checks that --skip-unsafe removes every unsafe cast and
// converts field by field instead.
func TestSkipUnsafe(t *testing.T) {
	u := load(t, "./v1")
	res := generate(t, u, "--skip-unsafe")
	got, err := res.Files[0].Render()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(got), "unsafe") {
		t.Errorf("--skip-unsafe output still uses unsafe:\n%s", got)
	}
	if !strings.Contains(string(got), "out.Labels = in.Labels") {
		t.Errorf("Same.Labels is not converted field by field:\n%s", got)
	}
}

func TestGoldenCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	cmd := exec.Command("go", "vet", "./v1", "./hub")
	cmd.Dir = "testdata"
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go vet of the golden packages failed: %v\n%s", err, out)
	}
}

// TestReport removes the hand-written Holder conversions and checks that
// the tool names exactly those, with the fields that need them.
func TestReport(t *testing.T) {
	// From the test module in testdata, as its user would run the tool.
	t.Chdir("testdata")
	dir, err := os.MkdirTemp(".", "report-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	v1 := filepath.Join(dir, "v1")
	if err := os.MkdirAll(v1, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"doc.go", "types.go", "register.go"} {
		b, err := os.ReadFile(filepath.Join("v1", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(v1, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Keep only the Custom and Copied conversions.
	src, err := os.ReadFile(filepath.Join("v1", "conversion.go"))
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Index(string(src), "// Convert_v1_Holder_To_hub_Holder")
	if err := os.WriteFile(filepath.Join(v1, "conversion.go"), src[:cut], 0o644); err != nil {
		t.Fatal(err)
	}

	var stdout, stderr bytes.Buffer
	code := cli.Tool(registry.Lookup("conversion"), []string{"--verify", "./" + filepath.ToSlash(v1)}, &stdout, &stderr)
	if code != cli.ExitStale {
		t.Fatalf("exit %d, want %d (a missing file in verify mode); stderr:\n%s", code, cli.ExitStale, stderr.String())
	}
	report := stderr.String()
	var fns []string
	for _, m := range regexp.MustCompile(`(?m)^\tfunc (Convert_\w+)\(in \*([\w.]+), out \*([\w.]+), s conversion\.Scope\) error$`).FindAllStringSubmatch(report, -1) {
		fns = append(fns, m[1]+"("+m[2]+","+m[3]+")")
	}
	sort.Strings(fns)
	want := []string{"Convert_hub_Holder_To_v1_Holder(hub.Holder,Holder)", "Convert_v1_Holder_To_hub_Holder(Holder,hub.Holder)"}
	if d := cmp.Diff(want, fns); d != "" {
		t.Errorf("functions to write (-want +got):\n%s\nreport:\n%s", d, report)
	}
	for _, w := range []string{
		filepath.ToSlash(v1) + "/types.go:28:2: field NewName: it does not exist in",
		"hub/types.go:30:2: field Renamed: it does not exist in",
	} {
		if !strings.Contains(filepath.ToSlash(report), w) {
			t.Errorf("report lacks %q:\n%s", w, report)
		}
	}
}

func TestErrors(t *testing.T) {
	hub := "package hub\n\ntype T struct {\n\tA string\n}\n\ntype P struct {\n\tL []*T\n}\n"
	tests := []struct {
		name   string
		files  map[string]string
		strict bool
		want   []string
	}{
		{
			// Found by FuzzConversionSource: the field's undefined type was
			// spelled into the code, which then did not render.
			name: "undefined field type, opted out one way only",
			files: map[string]string{
				"v1/doc.go": "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n",
				"v1/t.go":   "package v1\n\ntype T struct {\n\t// +k8s:conversion-gen=false\n\tA []g\n}\n",
			},
			want: []string{"v1/t.go:5:2: field A: undefined type g; declare or import the type (the package does not compile)"},
		},
		{
			name:  "false mixed with a peer",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=example.com/m/hub\n// +k8s:conversion-gen=false\n\npackage v1\n"},
			want:  []string{"v1/doc.go:1:1: +k8s:conversion-gen: cannot mix \"false\" with peer packages"},
		},
		{
			name:  "relative peer",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=../hub\n\npackage v1\n"},
			want:  []string{"v1/doc.go:1:1: +k8s:conversion-gen=../hub: relative paths are not supported; use the full import path"},
		},
		{
			name: "hand-written conversions with wrong signatures",
			files: map[string]string{
				"v1/doc.go":        "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n",
				"v1/t.go":          "package v1\n\ntype T struct {\n\tA string\n}\n",
				"v1/conversion.go": "package v1\n\nimport (\n\t\"example.com/m/hub\"\n\t\"k8s.io/apimachinery/pkg/conversion\"\n)\n\nfunc Convert_v1_T_To_hub_T(in T, out *hub.T, s conversion.Scope) error { return nil }\n\nfunc Convert_hub_T_To_v1_T(in *hub.T, out *T, s conversion.Scope) {}\n",
			},
			want: []string{
				"v1/conversion.go:8:6: Convert_v1_T_To_hub_T is not used as the conversion from v1.T to hub.T: its signature must be func(in *T, out *hub.T, s conversion.Scope) error; fix the signature",
				"v1/conversion.go:10:6: Convert_hub_T_To_v1_T is not used as the conversion from hub.T to v1.T: its signature must be func(in *hub.T, out *T, s conversion.Scope) error",
			},
		},
		{
			name:  "the package as its own peer",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=example.com/m/v1\n\npackage v1\n"},
			want:  []string{"v1/doc.go:1:1: +k8s:conversion-gen=example.com/m/v1 names the package itself; name the package of the types to convert to and from"},
		},
		{
			name:  "missing peer package",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=example.com/m/nope\n\npackage v1\n"},
			want:  []string{"v1/doc.go:1:1: package example.com/m/nope not found"},
		},
		{
			name:  "unsupported explicit-from",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=false\n\npackage v1\n", "v1/t.go": "package v1\n\n// +k8s:conversion-gen:explicit-from=net/http.Header\ntype T struct{}\n"},
			want:  []string{"v1/t.go:3:1: type T: +k8s:conversion-gen:explicit-from=net/http.Header is not supported"},
		},
		{
			name:   "misspelled tag",
			files:  map[string]string{"v1/doc.go": "// +k8s:conversion-gen-external-type=example.com/m/hub\n// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n"},
			strict: true,
			want:   []string{"v1/doc.go:1:1: unknown tag +k8s:conversion-gen-external-type; it is ignored; did you mean +k8s:conversion-gen-external-types=?"},
		},
		{
			name:  "bad type tag value",
			files: map[string]string{"v1/doc.go": "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n", "v1/t.go": "package v1\n\n// +k8s:conversion-gen=no\ntype T struct {\n\tA string\n}\n"},
			want:  []string{"v1/t.go:3:1: type T: unsupported +k8s:conversion-gen value \"no\""},
		},
		{
			name: "slice of pointers to a struct that differs",
			files: map[string]string{
				"v1/doc.go": "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n",
				"v1/t.go":   "package v1\n\ntype T struct {\n\tB int\n\tA string\n}\n\ntype P struct {\n\tL []*T\n}\n",
			},
			want: []string{"v1/t.go:9:2: conversion Convert_v1_P_To_hub_P: field L: no conversion from *v1.T to *hub.T; write func Convert_v1_T_To_hub_T(in *v1.T, out *hub.T, s conversion.Scope) error"},
		},
		{
			// Upstream casts such fields through unsafe.Pointer; a func type
			// is never known to match another.
			name: "func field",
			files: map[string]string{
				"v1/doc.go": "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n",
				"v1/f.go":   "package v1\n\ntype F struct {\n\tHooks map[string]func()\n}\n",
				"hub/f.go":  "package hub\n\ntype F struct {\n\tHooks map[string]func()\n}\n",
			},
			want: []string{
				"v1/f.go:4:2: conversion Convert_v1_F_To_hub_F: field Hooks: no conversion from func(...) to func(...); write Convert_v1_F_To_hub_F by hand, or tag the field +k8s:conversion-gen=false",
				"v1/f.go:4:2: conversion Convert_hub_F_To_v1_F: field Hooks: no conversion from func(...) to func(...); write Convert_hub_F_To_v1_F by hand, or tag the field +k8s:conversion-gen=false",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := testutil.RepoModFiles(t)
			files["hub/t.go"] = hub
			for k, v := range tt.files {
				files[k] = v
			}
			dir := testutil.Module(t, files)
			before := testutil.Snapshot(t, dir)
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			args := []string{"./v1"}
			if tt.strict {
				args = append(args, "--strict")
			}
			code := cli.Tool(registry.Lookup("conversion"), args, &stdout, &stderr)
			if code != cli.ExitError {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q; got:\n%s", w, stderr.String())
				}
			}
			if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
				t.Errorf("files changed on error:\n%s", d)
			}
		})
	}
}
