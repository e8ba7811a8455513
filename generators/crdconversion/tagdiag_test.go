package crdconversion_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// Malformed tags that the planner used to read as absent, silently (a
// lossy field, the hub's tag read from a spoke, a spoke's conversion-gen
// tag), are errors at the tag, and no misleading error follows them.
func TestMalformedTags(t *testing.T) {
	for _, tc := range []struct {
		name    string
		edits   map[string]string
		want    []string
		notWant string
	}{
		{"lossy with an argument", map[string]string{"v1alpha1/types.go": strings.Replace(spokeTypes, "\tA string", "\t// +gvkgen:crd-conversion:lossy(x)\n\tA string", 1)},
			[]string{`v1alpha1/types.go:14:2: type GizmoSpec, field A: tag +gvkgen:crd-conversion:lossy takes no arguments, found "x"; remove the parentheses`}, ""},
		{"the hub's tag with an argument", map[string]string{"v1/doc.go": "// +gvkgen:crd-conversion(x)=hub\n\npackage v1\n"},
			[]string{
				`v1/doc.go:1:1: tag +gvkgen:crd-conversion takes no arguments, found "x"; remove the parentheses`,
				"v1alpha1/doc.go:2:1: +gvkgen:crd-conversion=example.com/m/v1: the hub's own +gvkgen:crd-conversion does not parse",
			}, "that package is not tagged as the hub"},
		{"the spoke's conversion-gen tag with an argument", map[string]string{"v1alpha1/doc.go": strings.Replace(spokeDoc, "conversion-gen=", "conversion-gen(x)=", 1)},
			[]string{`v1alpha1/doc.go:1:1: tag +k8s:conversion-gen takes no arguments, found "x"; remove the parentheses`}, "converts through conversion-gen's functions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := testutil.Module(t, gizmos(t, tc.edits))
			before := testutil.Snapshot(t, dir)
			code, out := gvkgen(t, dir, "generate", "./...")
			if code != cli.ExitError {
				t.Errorf("exit %d, want %d:\n%s", code, cli.ExitError, out)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			if tc.notWant != "" && strings.Contains(out, tc.notWant) {
				t.Errorf("output has %q:\n%s", tc.notWant, out)
			}
			if len(testutil.Snapshot(t, dir)) != len(before) {
				t.Errorf("files were written despite the error")
			}
		})
	}
}
