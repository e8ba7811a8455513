package crdconversion_test

import (
	"bytes"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// tree returns the files of testdata/trees/<name> (without its goldens),
// with this repository's go.mod and go.sum, and the goldens by path.
func tree(t *testing.T, name string) (files, goldens map[string]string) {
	t.Helper()
	root := filepath.Join("testdata", "trees", name)
	files, goldens = testutil.RepoModFiles(t), map[string]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		b, err := os.ReadFile(path)
		if gen, ok := strings.CutSuffix(filepath.ToSlash(rel), ".golden"); ok {
			goldens[gen] = string(b)
		} else {
			files[filepath.ToSlash(rel)] = string(b)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files, goldens
}

// header is the trees' header file, found before any test changes its
// working directory.
var header = func() string {
	h, err := filepath.Abs(filepath.Join("testdata", "trees", "boilerplate.go.txt"))
	if err != nil {
		panic(err)
	}
	return h
}()

// gvkgen runs gvkgen (every generator) in dir with the trees' header and
// returns its exit code and output.
func gvkgen(t *testing.T, dir string, args ...string) (int, string) {
	t.Helper()
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	code := cli.Gvkgen(registry.All, append([]string{args[0], "--go-header-file", header}, args[1:]...), &stdout, &stderr)
	return code, stdout.String() + stderr.String()
}

// generated returns the crdconversion files below dir.
func generated(t *testing.T, dir string) map[string]string {
	t.Helper()
	got := map[string]string{}
	for path, b := range testutil.Snapshot(t, dir) {
		if strings.HasPrefix(filepath.Base(path), "zz_generated.crdconversion") {
			rel, _ := filepath.Rel(dir, path)
			got[filepath.ToSlash(rel)] = b
		}
	}
	return got
}

// goTest runs go test in dir.
func goTest(t *testing.T, dir string) (string, error) {
	t.Helper()
	cmd := exec.Command("go", "test", "-count=1", "./...")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestTreeGizmos: a hub and a spoke with a renamed field (hub-field), a
// hub-only field (Tags), a hub-only field behind a pointer (Extra.Note),
// a spoke-only lossy field and hand-written conversions. The files are as
// the goldens (checked by hand), stable, verified current, and the
// generated round-trip test passes.
func TestTreeGizmos(t *testing.T) {
	files, goldens := tree(t, "gizmos")
	root, err := filepath.Abs(filepath.Join("testdata", "trees", "gizmos"))
	if err != nil {
		t.Fatal(err)
	}
	dir := testutil.Module(t, files)
	if code, out := gvkgen(t, dir, "generate", "./..."); code != cli.ExitOK || strings.Contains(out, "warning") {
		t.Fatalf("generate: exit %d:\n%s", code, out)
	}
	got := generated(t, dir)
	if *update {
		for rel, b := range got {
			if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(rel)+".golden"), []byte(b), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	if d := cmp.Diff(goldens, got); d != "" {
		t.Errorf("generated files differ from the goldens (-want +got):\n%s\nrun go test ./generators/crdconversion -update if intended", d)
	}
	before := testutil.Snapshot(t, dir)
	if code, out := gvkgen(t, dir, "generate", "./..."); code != cli.ExitOK {
		t.Fatalf("second generate: exit %d:\n%s", code, out)
	}
	if code, out := gvkgen(t, dir, "verify", "./..."); code != cli.ExitOK {
		t.Errorf("verify after generate: exit %d:\n%s", code, out)
	}
	if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
		t.Errorf("a second run changed files:\n%s", d)
	}
	if testing.Short() {
		return
	}
	if out, err := goTest(t, dir); err != nil {
		t.Errorf("the generated round-trip test fails: %v\n%s", err, out)
	}
}

// A field of the hub forgotten in a hand-written conversion (the rename
// Owner -> Maintainer not converted) makes the generated round-trip test
// fail, naming the field.
func TestTreeForgottenField(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test on a generated module")
	}
	files, _ := tree(t, "gizmos")
	files["apis/v1alpha1/conversion.go"] = strings.Replace(files["apis/v1alpha1/conversion.go"], "\tout.Maintainer = in.Owner\n", "", 1)
	dir := testutil.Module(t, files)
	if code, out := gvkgen(t, dir, "generate", "./..."); code != cli.ExitOK {
		t.Fatalf("generate: exit %d:\n%s", code, out)
	}
	out, err := goTest(t, dir)
	if err == nil {
		t.Fatalf("go test passed with a forgotten field:\n%s", out)
	}
	for _, want := range []string{"--- FAIL: TestCRDConversionRoundTripGizmo/hub-spoke-hub", "hub -> spoke -> hub lost data", "Maintainer", "--- FAIL: TestCRDConversionRoundTripGizmo/spoke-hub-spoke", "Owner"} {
		if !strings.Contains(out, want) {
			t.Errorf("go test output lacks %q:\n%s", want, out)
		}
	}
}

// conversion-gen, run only because crdconversion requires it
// (--crdconversion-packages names the hub and the spoke, not conversion's
// packages), runs with the run's flags: the hand-written conversions of a
// field's types (units.Length, units.LegacyLength) live in a package named
// by --conversion-extra-peer-dirs, and are found there. Without the flag
// they are conversions left to write by hand, crdconversion's errors.
func TestRequiredGeneratorFlags(t *testing.T) {
	files, _ := tree(t, "gizmos")
	for path, field := range map[string]string{"apis/v1/types.go": "units.Length", "apis/v1alpha1/types.go": "units.LegacyLength"} {
		src := strings.Replace(files[path], "\nimport ", "\nimport \"example.com/m/apis/units\"\n\nimport ", 1)
		files[path] = strings.Replace(src, "type Extra struct {\n", "type Extra struct {\n\tLen "+field+" `json:\"len\"`\n", 1)
		if files[path] == src {
			t.Fatalf("%s has no type Extra", path)
		}
	}
	files["apis/units/units.go"] = "package units\n\ntype Length struct{ Meters int32 }\n\ntype LegacyLength struct{ Feet int32 }\n"
	files["apis/convextra/extra.go"] = `package convextra

import (
	"k8s.io/apimachinery/pkg/conversion"

	"example.com/m/apis/units"
)

func Convert_units_Length_To_units_LegacyLength(in *units.Length, out *units.LegacyLength, s conversion.Scope) error {
	out.Feet = in.Meters * 3
	return nil
}

func Convert_units_LegacyLength_To_units_Length(in *units.LegacyLength, out *units.Length, s conversion.Scope) error {
	out.Meters = in.Feet / 3
	return nil
}
`
	dir := testutil.Module(t, files)
	named := []string{"generate", "--crdconversion-packages=./apis/v1,./apis/v1alpha1"}
	code, out := gvkgen(t, dir, named...)
	if code != cli.ExitError || !strings.Contains(out, "Len") {
		t.Errorf("without the peer dir: exit %d, want %d and an error about Len:\n%s", code, cli.ExitError, out)
	}
	code, out = gvkgen(t, dir, append(named, "--conversion-extra-peer-dirs=example.com/m/apis/convextra")...)
	if code != cli.ExitOK || strings.Contains(out, "Len") {
		t.Errorf("with --conversion-extra-peer-dirs: exit %d, want 0 and nothing about Len:\n%s", code, out)
	}
	if _, ok := generated(t, dir)["apis/v1alpha1/zz_generated.crdconversion.go"]; !ok {
		t.Error("the spoke got no zz_generated.crdconversion.go")
	}
}

// crdconversion pairs a spoke's fields with the hub's as conversion-gen's
// result says, not by re-deriving it: a spoke field opted out of
// conversion (+k8s:conversion-gen=false) is not converted to its namesake,
// so the hub's Size is kept in the annotation and restored, like a field
// the spoke lacks; the calls are to conversion-gen's functions.
func TestFieldsFromConversion(t *testing.T) {
	files, _ := tree(t, "gizmos")
	const types = "apis/v1alpha1/types.go"
	src := strings.Replace(files[types], "\tSize  int32", "\t// +k8s:conversion-gen=false\n\tSize  int32", 1)
	if src == files[types] {
		t.Fatal("the gizmos spoke has no Size field")
	}
	files[types] = src
	dir := testutil.Module(t, files)
	if code, out := gvkgen(t, dir, "generate", "./..."); code != cli.ExitOK {
		t.Fatalf("generate: exit %d:\n%s", code, out)
	}
	got := generated(t, dir)["apis/v1alpha1/zz_generated.crdconversion.go"]
	for _, want := range []string{"dst.Spec.Size = restored.Spec.Size", "lost.Spec.Size = src.Spec.Size", "Convert_v1alpha1_Gizmo_To_v1_Gizmo(src, dst, nil)"} {
		if !strings.Contains(got, want) {
			t.Errorf("the spoke's file lacks %q:\n%s", want, got)
		}
	}
}
