package deepcopy

import (
	"flag"

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
	New:        func(*flag.FlagSet) gen.Run { return run{} },
	// A package the object dialect takes is not deepcopy-gen's.
	Want:        func(p *universe.Package) bool { return p.HasLineTag("+"+tagEnabled+"=") && !wantsObject(p) },
	Alternative: "object",

	// The single tool's default, upstream's (cmd/deepcopy-gen/args).
	ToolOutputFile: "generated.deepcopy.go",
}

// run is a deepcopy-gen run: it has no flags of its own.
type run struct{}

func (run) BuildTag() string { return universe.BuildTag }

// Plan plans every package of in and builds its declarations, which is
// where the fields that cannot be copied are found.
func (run) Plan(in gen.Input) (gen.Model, []gen.Diagnostic) {
	files, err := Generate(in.Universe, Options{OutputFile: in.OutputFile, Packages: in.Packages})
	if err != nil {
		return nil, gen.ErrorsOf(err)
	}
	return gen.Files(files), nil
}
