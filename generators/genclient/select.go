package genclient

import (
	"path/filepath"
	"regexp"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// versionLeaf is the name of a version's directory, as kube_codegen.sh's
// gen_client recognizes one: v1, v1beta2, v2alpha1.
var versionLeaf = regexp.MustCompile(`^v[0-9]+((alpha|beta)[0-9]+)?$`)

// Selected reports whether gvkgen runs the client generators on p, as
// kube_codegen.sh's gen_client selects their packages: a line of its
// directory's .go files reads "// +genclient..." and the directory is
// named like a version (an internal version's package is not selected).
func Selected(p *universe.Package) bool {
	return p.Dir != "" && versionLeaf.MatchString(filepath.Base(p.Dir)) && p.HasLineTag("+genclient")
}
