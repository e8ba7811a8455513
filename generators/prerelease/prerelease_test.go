package prerelease_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/prerelease"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden runs the generator over testdata as Kubernetes'
// hack/update-codegen.sh runs upstream's. The golden files are upstream
// v0.37.2's output on the same packages, with the same flags (see
// docs/generators/prerelease-lifecycle.md): a prerelease version (every
// method, by policy and by tags; a hand-written method kept; a
// replacement in the core group), a GA version (only what the tags ask
// for) and a package without API types (a package clause only).
func TestGolden(t *testing.T) {
	r := gentest.Run(t, prerelease.Generator, "testdata", []string{"./apis/..."},
		"--output-file=zz_generated.prerelease-lifecycle.go", "--go-header-file="+filepath.Join("..", "..", "hack", "boilerplate.go.txt"))
	r.Expect(t)
	if len(r.Files) != 3 {
		t.Fatalf("%d files, want 3", len(r.Files))
	}
	r.Golden(t, *update, "go test ./generators/prerelease -update")
	targets := r.Result().([]*prerelease.Target)
	var gadget *prerelease.Lifecycle
	for _, tg := range targets {
		for _, l := range tg.Types {
			if l.Type.Name.Name == "Gadget" {
				gadget = l
			}
		}
	}
	if gadget == nil || gadget.Written["APILifecycleIntroduced"] || !gadget.Written["APILifecycleRemoved"] {
		t.Errorf("Gadget: want its own APILifecycleIntroduced kept and the others written, got %+v", gadget)
	}
}
