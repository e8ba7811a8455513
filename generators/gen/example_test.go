package gen_test

// This file is the reference generator: copy it to start a new one (see
// docs/architecture.md, "How to add a generator"). kinds-gen lists the
// kinds of a package tagged +example:kinds=true, the structs tagged
// +example:kind, in a map from kind to a constructor.

import (
	"flag"
	"fmt"
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// kindTags are the generator's tags: lint, `gvkgen tags` and the docs'
// tag tables read them, and so do its readers below.
var kindTags = []tags.Def{
	{Name: "example:kinds", Values: "true | false", Places: tags.Package, Tool: "kinds-gen", Doc: "Lists the package's kinds in zz_generated.kinds.go."},
	{Name: "example:kind", Places: tags.Type, Tool: "kinds-gen", Doc: "Makes the struct a kind."},
}

var (
	kindsTag = tags.Bool(kindTags, "example:kinds")
	kindTag  = tags.Bool(kindTags, "example:kind")
)

// runtimePkg is a package the generated code names.
const runtimePkg emit.Pkg = "k8s.io/apimachinery/pkg/runtime"

// kinds is the generator: all a driver knows of it.
var kinds = &gen.Generator{
	Name:       "kinds",
	Tool:       "kinds-gen",
	Doc:        "Lists the kinds of packages tagged +example:kinds=true.",
	OutputFile: "zz_generated.kinds.go",
	Tags:       kindTags,
	Namespaces: []gen.Namespace{{Prefix: "example:", Lint: true, Verify: true}},
	Keywords:   []string{"Kinds"},
	DetectTag:  "+example:kinds=",
	Flags:      kindsFlags,
	Run:        runKinds,
}

// kindsConfig is what its flags set.
type kindsConfig struct {
	gen.DefaultConfig
	varName string
}

func kindsFlags(fs *flag.FlagSet) gen.Config {
	c := &kindsConfig{}
	fs.StringVar(&c.varName, "var", "Kinds", "the name of the generated map")
	return c
}

// runKinds writes one file per package, reports every mistake at its
// tag, and returns the kinds by package path for the generators that
// require it.
func runKinds(pass *gen.Pass) any {
	c := pass.Config.(*kindsConfig)
	found := map[string][]string{}
	for _, pkg := range pass.Packages {
		on, ok, d := kindsTag.Get(tags.OfPackage(pkg))
		pass.ReportTags(d)
		if !ok || !on.Value {
			continue
		}
		var names []string
		for _, t := range pkg.Types() {
			k, ok, d := kindTag.Get(tags.OfType(t))
			pass.ReportTags(d)
			if !ok || !k.Value {
				continue
			}
			if t.Kind != universe.Struct {
				pass.Errorf(k.Pos, "%s is not a struct, so it cannot be a kind: remove +example:kind", t.Name.Name)
				continue
			}
			names = append(names, t.Name.Name)
		}
		if len(names) == 0 {
			pass.Warnf(on.Pos, "no type of %s has +example:kind; nothing to list", pkg.Path)
			continue
		}
		found[pkg.Path] = names
		writeKinds(pass, pkg, c.varName, names)
	}
	return found
}

// writeKinds declares the map of pkg's kinds in its output file.
func writeKinds(pass *gen.Pass, pkg *universe.Package, varName string, names []string) {
	f := emit.NewFile(pkg.Path, pkg.Name)
	entries := jen.Dict{}
	for _, n := range names {
		entries[jen.Lit(n)] = jen.Func().Params().Add(f.Use(runtimePkg.Ident("Object"))).Block(jen.Return(jen.Op("&").Id(n).Values()))
	}
	out := pass.NewFile(filepath.Join(pkg.Dir, pass.OutputFile), f)
	out.Decls = append(out.Decls, jen.Commentf("%s maps each kind of this package to a constructor.", varName).Line().
		Var().Id(varName).Op("=").Map(jen.String()).Func().Params().Add(f.Use(runtimePkg.Ident("Object"))).Values(entries))
}

// runExample runs the reference generator as the drivers do over one
// package in memory with --var=All, and prints its diagnostics and its
// file, with the header the driver gives it.
func runExample(types string) {
	u := universe.LoadSources([]universe.SourcePackage{{
		Path: "example.com/shop/v1", Name: "v1", Dir: "/shop/v1",
		Files: map[string]string{"doc.go": "// +example:kinds=true\n\npackage v1\n", "types.go": types},
	}}, kinds.Keywords)
	fs := flag.NewFlagSet(kinds.Tool, flag.ContinueOnError)
	cfg := kinds.NewConfig(fs)
	if err := fs.Parse([]string{"--var=All"}); err != nil {
		panic(err)
	}
	pass := gen.Execute(u, []*gen.Job{{Generator: kinds, Config: cfg, Packages: u.Roots, OutputFile: kinds.OutputFile}}, nil)[0]
	for _, d := range pass.Diagnostics() {
		fmt.Println(d)
	}
	for _, f := range pass.Files() {
		f.Header = gen.Header(kinds, cfg, nil)
		src, err := f.Render()
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s:\n%s", f.Path, src)
	}
}

// Example runs the reference generator on a package with a mistake, which
// is reported at its tag with nothing written, then on the fixed package.
func Example() {
	runExample("package v1\n\n// +example:kind\ntype Widget struct{}\n\n// +example:kind\ntype Color string\n")
	runExample("package v1\n\n// +example:kind\ntype Widget struct{}\n\n// +example:kind\ntype Gizmo struct{}\n")
	// Output:
	// shop/v1/types.go:6:1: Color is not a struct, so it cannot be a kind: remove +example:kind
	// /shop/v1/zz_generated.kinds.go:
	// //go:build !ignore_autogenerated
	// // +build !ignore_autogenerated
	//
	// // Code generated by kinds-gen. DO NOT EDIT.
	//
	// package v1
	//
	// import (
	// 	runtime "k8s.io/apimachinery/pkg/runtime"
	// )
	//
	// // All maps each kind of this package to a constructor.
	// var All = map[string]func() runtime.Object{
	// 	"Gizmo": func() runtime.Object {
	// 		return &Gizmo{}
	// 	},
	// 	"Widget": func() runtime.Object {
	// 		return &Widget{}
	// 	},
	// }
}
