package defaulter

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Keywords make a file worth parsing for this generator: hand-written
// defaulting functions (see universe.Config.Keywords).
var Keywords = []string{"SetDefaults_", "SetObjectDefaults_"}

// Generator is defaulter-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "defaulter",
	Tool:       toolName,
	Doc:        "Generates SetObjectDefaults_<Type> functions, which call the hand-written SetDefaults_ functions and apply +default values, and RegisterDefaults, for packages tagged +k8s:defaulter-gen=<field name>.",
	OutputFile: "zz_generated.defaults.go",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}},
	Keywords:   Keywords,
	DetectTag:  "+" + tagName + "=",
	New:        newRun,

	// The single tool's default, upstream's (cmd/defaulter-gen/args).
	ToolOutputFile: "generated.defaults.go",
}

// run is a defaulter-gen run, configured by its flags.
type run struct {
	extra    *gen.StringList
	buildTag string
}

func newRun(fs *flag.FlagSet) gen.Run {
	r := &run{extra: gen.NewStringList(nil)}
	fs.Var(r.extra, "extra-peer-dirs", "comma-separated import paths searched, after the package itself, for hand-written SetDefaults_ functions")
	fs.StringVar(&r.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated files (//go:build !tag)")
	return r
}

func (r *run) BuildTag() string { return r.buildTag }

// Plan plans the defaulters of every package of in and builds their
// declarations.
func (r *run) Plan(in gen.Input) (gen.Model, []gen.Diagnostic) {
	files, err := Generate(in.Universe, Options{
		OutputFile:    in.OutputFile,
		ExtraPeerDirs: r.extra.Values,
		Packages:      in.Packages,
	})
	if err != nil {
		return nil, gen.ErrorsOf(err)
	}
	return gen.Files(files), nil
}
