package conversion

import (
	"flag"
	"slices"

	"github.com/gvk-dev/gvkgen/generators/diag"
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
	Flags:      flags,
	Aliases:    []string{"base-peer-dirs", "build-tag", "extra-peer-dirs", "skip-unsafe"},
	// The peer directories its flags name are part of the run's load.
	Loads: func(c gen.Config) []string {
		cc := c.(*config)
		peers := cc.extra.Values
		if !slices.Equal(cc.base.Values, DefaultBasePeerDirs) {
			peers = append(append([]string{}, cc.base.Values...), peers...)
		}
		return peers
	},

	// The single tool's default, upstream's (cmd/conversion-gen/args).
	ToolOutputFile: "generated.conversion.go",
}

// ResultKey names conversion-gen's result, for the generators that
// require it (crdconversion).
var ResultKey = gen.Produces(Generator, run)

// config is conversion-gen's configuration, set by its flags.
type config struct {
	base, extra *gen.StringList
	skipUnsafe  bool
	buildTag    string
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{base: gen.NewStringList(DefaultBasePeerDirs), extra: gen.NewStringList(nil)}
	fs.Var(c.base, "base-peer-dirs", "comma-separated apimachinery import paths searched, after tag-specified peers, for conversions")
	fs.Var(c.extra, "extra-peer-dirs", "comma-separated import paths searched, after tag-specified peers and base-peer-dirs, for conversions")
	fs.BoolVar(&c.skipUnsafe, "skip-unsafe", false, "do not generate unsafe.Pointer conversions; the code may be slower")
	fs.StringVar(&c.buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated conversion files (//go:build !tag)")
	return c
}

func (c *config) BuildTag() string { return c.buildTag }

// Result is what a conversion-gen pass found, for the generators that
// require it.
type Result struct {
	// Manual are, by the import path of the package they are to be
	// written in, the warnings that name a conversion to write by hand:
	// until it is written the generated file does not build, which a
	// generator built on these conversions reports as one of its errors
	// (gen.Pass.Promote).
	Manual map[string][]*gen.Diagnostic
	// Funcs are, by the pair of types {in, out}, the name of the function
	// that converts in to out (Convert_<in>_To_<out>): generated, or
	// written by hand (then possibly one of Manual).
	Funcs map[[2]*universe.Type]string
	// Fields are, by a pair of struct types of Funcs, the fields of in
	// and the fields of out they are converted to.
	Fields map[[2]*universe.Type][]FieldPair
}

// FieldPair is a field of a struct and the field of its peer it is
// converted to.
type FieldPair struct{ In, Out universe.Member }

// run plans the conversions of every package of the pass and builds their
// declarations, which is where the fields that need a hand-written
// conversion are found.
func run(pass *gen.Pass) *Result {
	c := pass.Config.(*config)
	res, err := generate(pass.Universe, options{
		OutputFile:    pass.OutputFile,
		BasePeerDirs:  c.base.Values,
		ExtraPeerDirs: c.extra.Values,
		SkipUnsafe:    c.skipUnsafe,
		Packages:      pass.Packages,
	})
	out := &Result{Manual: map[string][]*gen.Diagnostic{}, Funcs: res.Funcs, Fields: res.Fields}
	for _, w := range res.Warnings {
		d := pass.Report(gen.Diagnostic{Pos: w.Pos, Message: w.Message, Severity: diag.Warning})
		if slices.Contains(res.Manual, w) {
			path := res.ManualIn[w]
			out.Manual[path] = append(out.Manual[path], d)
		}
	}
	pass.ReportErrors(err)
	for _, f := range res.Files {
		pass.AddFile(f)
	}
	return out
}

// record keeps, for the generators that build on these conversions, the
// name of the function that converts in to out (generated, or to be
// written by hand under that name) and, for structs, which field of out
// each field of in is converted to: its namesake, unless opted out.
func (g *generator) record(in, out *universe.Type, name string) {
	key := [2]*universe.Type{in, out}
	g.funcs[key] = name
	if in.Kind != universe.Struct || out.Kind != universe.Struct {
		return
	}
	pairs := []FieldPair{}
	for _, im := range in.Members {
		if om, ok := findMember(out, im.Name); ok && !memberOptedOut(im) {
			pairs = append(pairs, FieldPair{In: im, Out: om})
		}
	}
	g.fields[key] = pairs
}
