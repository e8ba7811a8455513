package deepcopy

import (
	"path/filepath"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is deepcopy-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "deepcopy",
	Tool:       generatorName,
	Doc:        "Generates DeepCopyInto, DeepCopy and DeepCopy<Interface> methods for packages tagged +k8s:deepcopy-gen.",
	OutputFile: "zz_generated.deepcopy.go",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}},
	Keywords:   Keywords,
	DetectTag:  "+" + tagEnabled + "=",
	Run:        run,
	// A package the object dialect takes is not deepcopy-gen's.
	Want: func(p *universe.Package) bool { return p.HasLineTag("+"+tagEnabled+"=") && !wantsObject(p) },

	// The single tool's default, upstream's (cmd/deepcopy-gen/args).
	ToolOutputFile: "generated.deepcopy.go",
}

// The two dialects write one file name, never for one package.
func init() {
	Generator.Alternative, Object.Alternative = Object, Generator
}

// run plans every package of the pass and builds its file, which is where
// the fields that cannot be copied are found, a package per processor; the
// files and the errors come in the order of the packages. Its result is
// the plans ([]*PackagePlan).
func run(pass *gen.Pass) any {
	runs := planPackages(pass.Universe, pass.Packages)
	var plans []*PackagePlan
	for _, r := range runs {
		if r.plan != nil {
			plans = append(plans, r.plan)
			f := pass.NewFile(filepath.Join(r.plan.Pkg.Dir, pass.OutputFile), r.file)
			f.Decls = r.decls
		}
	}
	pass.ReportErrors(mergeErrs(runs))
	return plans
}
