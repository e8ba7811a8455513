package crdconversion_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

const (
	hubDoc   = "// +gvkgen:crd-conversion=hub\n\npackage v1\n"
	spokeDoc = "// +k8s:conversion-gen=example.com/m/v1\n// +gvkgen:crd-conversion=example.com/m/v1\n\npackage v1alpha1\n"
	kinds    = "\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Gizmo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata\"`\n\tSpec GizmoSpec `json:\"spec\"`\n}\n"
	hubTypes = "package v1" + kinds + "\ntype GizmoSpec struct {\n\tA string `json:\"a\"`\n}\n"
	// spokeTypes has a spoke field before the spec's closing brace.
	spokeTypes = "package v1alpha1" + kinds + "\nvar localSchemeBuilder runtime.SchemeBuilder\n\ntype GizmoSpec struct {\n\tA string `json:\"a\"`\n}\n"
)

// gizmos is a hub and a spoke that generate cleanly, with edits applied:
// each value replaces a file, or, when it starts with "+", is appended.
func gizmos(t *testing.T, edits map[string]string) map[string]string {
	t.Helper()
	files := testutil.RepoModFiles(t)
	files["v1/doc.go"] = hubDoc
	files["v1/types.go"] = hubTypes
	files["v1alpha1/doc.go"] = spokeDoc
	files["v1alpha1/types.go"] = strings.Replace(spokeTypes, "import metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"", "import (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/runtime\"\n)", 1)
	for name, v := range edits {
		if add, ok := strings.CutPrefix(v, "+"); ok {
			files[name] += add
		} else {
			files[name] = v
		}
	}
	return files
}

// The base tree generates without a message.
func TestGizmosClean(t *testing.T) {
	dir := testutil.Module(t, gizmos(t, nil))
	if code, out := gvkgen(t, dir, "generate", "./..."); code != cli.ExitOK || strings.Contains(out, "warning") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// Every mistake is an error at its place saying what to do, and nothing is
// written.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits map[string]string
		want  string
	}{
		{"no conversion-gen tag", map[string]string{"v1alpha1/doc.go": "// +gvkgen:crd-conversion=example.com/m/v1\n\npackage v1alpha1\n"},
			"v1alpha1/doc.go:1:1: package example.com/m/v1alpha1 converts through conversion-gen's functions: add +k8s:conversion-gen=example.com/m/v1 to its doc.go"},
		{"hub not tagged", map[string]string{"v1/doc.go": "package v1\n"},
			"v1alpha1/doc.go:2:1: +gvkgen:crd-conversion=example.com/m/v1: that package is not tagged as the hub; add +gvkgen:crd-conversion=hub to its doc.go"},
		{"hub not found", map[string]string{"v1alpha1/doc.go": "// +gvkgen:crd-conversion=example.com/m/v2\n\npackage v1alpha1\n"},
			"v1alpha1/doc.go:1:1: +gvkgen:crd-conversion=example.com/m/v2: package not found; name the hub's import path"},
		{"names itself", map[string]string{"v1alpha1/doc.go": "// +gvkgen:crd-conversion=example.com/m/v1alpha1\n\npackage v1alpha1\n"},
			"v1alpha1/doc.go:1:1: +gvkgen:crd-conversion=example.com/m/v1alpha1 names the package itself"},
		{"given twice", map[string]string{"v1/doc.go": "// +gvkgen:crd-conversion=hub\n// +gvkgen:crd-conversion=hub\n\npackage v1\n"},
			"v1/doc.go:1:1: +gvkgen:crd-conversion is given 2 times"},
		{"not in doc.go", map[string]string{"v1/doc.go": "package v1\n", "v1/info.go": "// +gvkgen:crd-conversion=hub\n\npackage v1\n"},
			"+gvkgen:crd-conversion is read from doc.go only; move it there"},
		{"kind without namesake", map[string]string{"v1alpha1/types.go": "+\ntype Widget struct {\n\tmetav1.ObjectMeta\n}\n"},
			"v1alpha1/types.go:20:6: kind Widget has no namesake in the hub example.com/m/v1; add it there"},
		{"scaffolded Hub", map[string]string{"v1/gizmo_conversion.go": "package v1\n\n// Hub marks this type as a conversion hub.\nfunc (*Gizmo) Hub() {}\n"},
			"v1/gizmo_conversion.go:4:15: Gizmo.Hub is written by crdconversion-gen; delete this one (kubebuilder create webhook --conversion scaffolds it)"},
		{"scaffolded ConvertTo", map[string]string{"v1alpha1/gizmo_conversion.go": "package v1alpha1\n\nimport \"sigs.k8s.io/controller-runtime/pkg/conversion\"\n\nfunc (src *Gizmo) ConvertTo(dst conversion.Hub) error { return nil }\n"},
			"v1alpha1/gizmo_conversion.go:5:19: Gizmo.ConvertTo is written by crdconversion-gen"},
		{"hub-field names no field", map[string]string{"v1alpha1/types.go": strings.Replace(spokeTypes, "\tA string", "\t// +gvkgen:crd-conversion:hub-field=Boss\n\tB string", 1)},
			"field GizmoSpec.B: +gvkgen:crd-conversion:hub-field=Boss, but the hub's GizmoSpec has no field Boss; name one of its fields"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := testutil.Module(t, gizmos(t, tc.edits))
			before := testutil.Snapshot(t, dir)
			code, out := gvkgen(t, dir, "generate", "./...")
			if code != cli.ExitError || !strings.Contains(out, tc.want) {
				t.Errorf("exit %d, want %d with %q:\n%s", code, cli.ExitError, tc.want, out)
			}
			if len(testutil.Snapshot(t, dir)) != len(before) {
				t.Errorf("files were written despite the error")
			}
		})
	}
}

// A conversion conversion-gen cannot write and nobody wrote is one error,
// with the function to write, not a warning and an error.
func TestMissingConversion(t *testing.T) {
	files := gizmos(t, map[string]string{"v1alpha1/types.go": strings.Replace(gizmos(t, nil)["v1alpha1/types.go"], "\tA string", "\tOwner string", 1)})
	dir := testutil.Module(t, files)
	code, out := gvkgen(t, dir, "generate", "./...")
	if code != cli.ExitError {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	want := "func Convert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in *GizmoSpec, out *v1.GizmoSpec, s conversion.Scope) error"
	if strings.Count(out, "needs a hand-written function") != 2 || !strings.Contains(out, want) || strings.Contains(out, "warning: ") {
		t.Errorf("want two errors (one per direction), no warning, naming %q:\n%s", want, out)
	}
}

// A hand-written file at the output's or the test's path is never
// replaced: the run stops with nothing written.
func TestHandWrittenNotOverwritten(t *testing.T) {
	for _, name := range []string{"v1alpha1/zz_generated.crdconversion.go", "v1alpha1/zz_generated.crdconversion_test.go"} {
		t.Run(name, func(t *testing.T) {
			dir := testutil.Module(t, gizmos(t, map[string]string{name: "package v1alpha1\n\n// Mine, not generated.\n"}))
			before := testutil.Snapshot(t, dir)
			code, out := gvkgen(t, dir, "generate", "./...")
			if code == cli.ExitOK {
				t.Errorf("exit 0:\n%s", out)
			}
			if len(testutil.Snapshot(t, dir)) != len(before) || testutil.Snapshot(t, dir)[dir+"/"+name] != before[dir+"/"+name] {
				t.Errorf("files were written:\n%s", out)
			}
		})
	}
}
