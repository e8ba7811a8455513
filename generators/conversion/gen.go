package conversion

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is conversion-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "conversion",
	Tool:       "conversion-gen",
	Doc:        "Generates conversion functions between API versions and their registration, for packages tagged +k8s:conversion-gen=<internal package>.",
	OutputFile: "zz_generated.conversion.go",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}},
	Keywords:   Keywords,
	DetectTag:  "+" + tagName + "=",
	New:        newRun,

	// The single tool's default, upstream's (cmd/conversion-gen/args).
	ToolOutputFile: "generated.conversion.go",
}

// run is a conversion-gen run, configured by its flags.
type run struct {
	base, extra *gen.StringList
	skipUnsafe  bool
	buildTag    string
}

func newRun(fs *flag.FlagSet) gen.Run {
	r := &run{base: gen.NewStringList(DefaultBasePeerDirs), extra: gen.NewStringList(nil)}
	fs.Var(r.base, "base-peer-dirs", "comma-separated apimachinery import paths searched, after tag-specified peers, for conversions")
	fs.Var(r.extra, "extra-peer-dirs", "comma-separated import paths searched, after tag-specified peers and base-peer-dirs, for conversions")
	fs.BoolVar(&r.skipUnsafe, "skip-unsafe", false, "do not generate unsafe.Pointer conversions; the code may be slower")
	fs.StringVar(&r.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated conversion files (//go:build !tag)")
	return r
}

func (r *run) BuildTag() string { return r.buildTag }

// Plan plans the conversions of every package of in and builds their
// declarations, which is where the fields that need a hand-written
// conversion are found.
func (r *run) Plan(in gen.Input) (gen.Model, []gen.Diagnostic) {
	res, err := Generate(in.Universe, Options{
		OutputFile:    in.OutputFile,
		BasePeerDirs:  r.base.Values,
		ExtraPeerDirs: r.extra.Values,
		SkipUnsafe:    r.skipUnsafe,
		Packages:      in.Packages,
	})
	diags := gen.Diagnostics(res.Warnings, nil)
	if err != nil {
		return nil, append(diags, gen.ErrorsOf(err)...)
	}
	return gen.Files(res.Files), diags
}
