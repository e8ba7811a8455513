package client

import (
	"slices"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// tagClientGen is the package opt-out upstream reads through
// apidefinitions.Identify(p, apidefinitions.Client).
const tagClientGen = "k8s:client-gen"

// Tags are the +genclient family (generators/genclient) and the package
// opt-out.
var Tags = append(slices.Clone(genclient.Tags), tags.Def{
	Name: tagClientGen, Values: "true | false", Places: tags.Package, Tool: "client-gen",
	Doc: "`false` on a package that `--input` names is an error (upstream v0.37.2 writes a group client without types and clientset entries that do not compile): leave the package out of `--input` instead",
})

var optOut = tags.Bool(Tags, tagClientGen).FirstWins()

// checkOptOut reports a package that --input names and that opts out of
// client-gen. Upstream leaves its types out but still writes its group
// client and clientset entries, named without the group (V1beta1Client,
// a V1beta1 field beside a V1beta1 method), and the clientset does not
// compile.
func checkOptOut(pass *gen.Pass, pkg *universe.Package, in input) bool {
	v, given, d := optOut.Get(tags.OfPackage(pkg))
	pass.ReportTags(d)
	if !given || v.Value {
		return true
	}
	pass.Errorf(v.Pos, "package %s has +%s=false, but --input names it (%s/%s): upstream v0.37.2 writes a clientset that does not compile for it; leave %s/%s out of --input (kube_codegen.sh's gen_client passes every version directory with a +genclient line: remove the package's +genclient tags), or remove +%s=false", pkg.Path, tagClientGen, in.group, in.version, in.group, in.version, tagClientGen)
	return false
}
