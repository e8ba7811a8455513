package cli

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"

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

// checkTreeDirs reports, as an error of the pass at its --output-dir, a
// file in the way of a directory of a generator's output tree (an
// --output-dir that is a file, or a file where a group's directory
// goes), once per pass: the files below it cannot be written.
func checkTreeDirs(passes []*gen.Pass) {
	links := output.NewLinks()
	for _, p := range passes {
		if len(p.OwnedTrees()) == 0 || treeLinks(p, links) {
			continue
		}
		seen := map[string]bool{}
		for _, f := range p.Files() {
			if file := fileInPath(filepath.Dir(f.Path), seen); file != "" {
				p.Errorf(gen.FlagPos("output-dir"), "--output-dir (gvkgen's --%s-output-dir): %s is a file, not a directory, so %s cannot be written; move the file aside, or give the output tree another directory", p.Generator.Name, output.RelPath(file), output.RelPath(f.Path))
				break
			}
		}
	}
}

// fileInPath returns the nearest of dir and its ancestors that exists, if
// it is not a directory, or "". seen holds the directories found to be
// fine.
func fileInPath(dir string, seen map[string]bool) string {
	for d := dir; !seen[d]; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		switch {
		case err == nil && fi.IsDir():
			seen[d] = true
			return ""
		case err == nil:
			return d
		case filepath.Dir(d) == d:
			return ""
		}
	}
	return ""
}

// treeLinks reports, as an error of the pass at its --output-dir, a
// symbolic link that is one of its output trees, on the way to one, or a
// directory in one: gvkgen neither writes through it nor looks for stale
// files behind it (see output.Links). It reports whether it found one.
func treeLinks(p *gen.Pass, links *output.Links) bool {
	for _, tree := range p.OwnedTrees() {
		err := links.On(tree, "write")
		if err == nil {
			walkTree(tree, func(path string, d fs.DirEntry) {
				if fi, serr := os.Stat(path); err == nil && d.Type()&fs.ModeSymlink != 0 && serr == nil && fi.IsDir() {
					err = links.On(filepath.Join(path, "x"), "write")
				}
			})
		}
		if err != nil {
			p.Errorf(gen.FlagPos("output-dir"), "--output-dir (gvkgen's --%s-output-dir): %s's output tree %s: %s", p.Generator.Name, p.Generator.Tool, output.RelPath(tree), strings.TrimPrefix(err.Error(), tree+": "))
			return true
		}
	}
	return false
}
