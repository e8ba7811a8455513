package defaulter

import (
	"flag"
	"strings"

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
	Flags:      flags,
	Aliases:    []string{"build-tag", "extra-peer-dirs"},
	// The peer directories its flags name are part of the run's load.
	Loads: func(c gen.Config) []string {
		var out []string
		for _, d := range c.(*config).extra.Values {
			if i := strings.Index(d, "/vendor/"); i >= 0 {
				d = d[i+len("/vendor/"):]
			}
			out = append(out, d)
		}
		return out
	},

	// The single tool's default, upstream's (cmd/defaulter-gen/args).
	ToolOutputFile: "generated.defaults.go",
}

// ResultKey names defaulter-gen's result, for the generators that require
// it (register).
var ResultKey = gen.Produces(Generator, run)

// Result is what a defaulter-gen pass decided.
type Result struct {
	// RegisterDefaults are the import paths of the packages it writes a
	// RegisterDefaults for: every package whose +k8s:defaulter-gen is not
	// false, defaulters or not (upstream's output test "empty"), so that
	// the run that first writes zz_generated.defaults.go knows what the
	// next one does.
	RegisterDefaults map[string]bool
}

// config is defaulter-gen's configuration, set by its flags.
type config struct {
	extra    *gen.StringList
	buildTag string
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{extra: gen.NewStringList(nil)}
	fs.Var(c.extra, "extra-peer-dirs", "comma-separated import paths searched, after the package itself, for hand-written SetDefaults_ functions")
	fs.StringVar(&c.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated files (//go:build !tag)")
	return c
}

func (c *config) BuildTag() string { return c.buildTag }

// run plans the defaulters of every package of the pass and builds their
// declarations.
func run(pass *gen.Pass) *Result {
	c := pass.Config.(*config)
	files, err := generate(pass.Universe, options{
		OutputFile:    pass.OutputFile,
		ExtraPeerDirs: c.extra.Values,
		Packages:      pass.Packages,
	})
	pass.ReportErrors(err)
	res := &Result{RegisterDefaults: map[string]bool{}}
	for _, f := range files {
		pass.AddFile(f)
		res.RegisterDefaults[f.PkgPath] = true
	}
	return res
}
