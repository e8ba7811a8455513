package cli

import (
	"path/filepath"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// treeOfPackages are the generators whose output tree is a package per
// input package, declaring the input's type names again: openapi-gen's
// one file may go into an API package on purpose.
var treeOfPackages = map[string]bool{"applyconfiguration": true, "client": true, "lister": true, "informer": true}

// checkIntoInputs reports, as an error of the pass at its --output-dir,
// the first file a generator of treeOfPackages would write into the
// directory of a package a generator of the run reads: an output tree
// given as the input packages' base (--applyconfiguration-output-dir
// apis) puts declarations into the API packages, which then no longer
// compile; upstream writes them (#29 item 10).
func checkIntoInputs(passes []*gen.Pass) {
	inputs := map[string]string{}
	for _, p := range passes {
		for _, pkg := range p.Packages {
			if abs, err := filepath.Abs(pkg.Dir); pkg.Dir != "" && err == nil {
				inputs[abs] = pkg.Path
			}
		}
	}
	for _, p := range passes {
		if len(p.OwnedTrees()) == 0 || !treeOfPackages[p.Generator.Name] {
			continue
		}
		for _, f := range p.Files() {
			abs, err := filepath.Abs(filepath.Dir(f.Path))
			if pkg, ok := inputs[abs]; ok && err == nil {
				p.Errorf(gen.FlagPos("output-dir"), "--output-dir (gvkgen's --%s-output-dir): %s would be written into the directory of package %s, which the run reads: that package would no longer compile (upstream writes it); give the output tree a directory of its own, outside the input packages (e.g. pkg/generated/%s)", p.Generator.Name, output.RelPath(f.Path), pkg, filepath.Base(p.OwnedTrees()[0]))
				break
			}
		}
	}
}
