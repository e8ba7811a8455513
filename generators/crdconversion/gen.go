package crdconversion

import (
	"flag"

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
	Want: func(p *universe.Package) bool { return p.HasMarkerLine("+" + tagName + "=") },
	New:  newRun,
	Extra: []gen.Extra{{
		Name: TestFile,
		Why:  "its package is no longer a spoke (+" + tagName + "=<hub import path>)",
	}},
}

// run is a crdconversion run.
type run struct {
	buildTag string
}

func newRun(fs *flag.FlagSet) gen.Run {
	r := &run{}
	fs.StringVar(&r.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated files (//go:build !tag)")
	return r
}

func (r *run) BuildTag() string { return r.buildTag }

// Plan decides the hub and spokes of in's packages and builds their files.
func (r *run) Plan(in gen.Input) (gen.Model, []gen.Diagnostic) {
	p := &planner{u: in.Universe, out: in.OutputFile}
	groups := p.plan(in.Packages)
	diags := gen.Diagnostics(p.warnings, p.errs)
	if gen.HasErrors(diags) {
		return nil, diags
	}
	return emitAll(groups, in.OutputFile), diags
}
