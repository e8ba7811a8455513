package crd_test

import (
	"flag"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/crd"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

var update = flag.Bool("update", false, "never: the goldens are controller-gen's (testdata/gen.sh)")

const hint = "the goldens are controller-gen v0.23.0's output: regenerate them with testdata/gen.sh, never with -update"

// Each testdata project's CRDs are controller-gen v0.23.0's, byte for byte
// (testdata/gen.sh wrote them).
func TestGolden(t *testing.T) {
	for _, dir := range []string{"simple"} {
		t.Run(dir, func(t *testing.T) {
			r := gentest.Run(t, crd.Generator, "testdata", []string{"./" + dir + "/..."}, "--output-dir=testdata/"+dir+"/out")
			r.Expect(t)
			if len(r.Files) == 0 {
				t.Fatal("no CRD written")
			}
			r.Golden(t, *update, hint)
		})
	}
}
