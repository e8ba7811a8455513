package crdconversion

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestFile is the round-trip test written beside each spoke's output file.
const TestFile = "zz_generated.crdconversion_test.go"

// Generator is crdconversion-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "crdconversion",
	Tool:       toolName,
	Doc:        "Generates controller-runtime's CRD conversions: Hub() for the kinds of a package tagged +" + tagName + "=" + hubValue + ", ConvertTo/ConvertFrom (on conversion-gen's functions, losing nothing) and a round-trip test for those of a package tagged +" + tagName + "=<hub import path>.",
	OutputFile: "zz_generated.crdconversion.go",
	Tags:       Tags,
	// gvkgen: is gvkgen's own; its unknown tags are reported, but do not
	// fail verify.
	Namespaces: []gen.Namespace{{Prefix: "gvkgen:"}},
	Keywords:   Keywords,
	DetectTag:  "+" + tagName + "=",
	// kube_codegen.sh has no crdconversion: its packages are found in the
	// comments of the files they build with, not with the grep.
	Want:     func(p *universe.Package) bool { return p.HasMarkerLine("+" + tagName + "=") },
	Flags:    flags,
	Aliases:  []string{"build-tag"},
	Run:      run,
	Requires: []*gen.Generator{conversion.Generator},
	Extra: []gen.Extra{{
		Name: TestFile,
		Why:  "its package is no longer a spoke (+" + tagName + "=<hub import path>)",
	}},
}

// config is crdconversion-gen's configuration, set by its flags.
type config struct {
	buildTag string
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{}
	fs.StringVar(&c.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated files (//go:build !tag)")
	return c
}

func (c *config) BuildTag() string { return c.buildTag }

// run decides the hub and spokes of the pass's packages and builds their
// files. conversion-gen's pass, in the same run with the user's flags,
// says which conversions are left to be written by hand: without them a
// spoke does not build, so each is one of this pass's errors.
func run(pass *gen.Pass) any {
	res := conversion.ResultKey.Of(pass)
	p := &planner{u: pass.Universe, out: pass.OutputFile, conv: res}
	groups := p.plan(pass.Packages)
	pass.ReportWarnings(p.warnings)
	pass.ReportErrors(p.errs)
	if len(p.errs) == 0 && len(groups.spokes) > 0 {
		for _, s := range groups.spokes {
			for _, d := range res.Manual[s.pkg.Path] {
				pass.Promote(d)
			}
		}
	}
	if !pass.HasErrors() {
		emitAll(pass, groups)
	}
	return nil
}
