package applyconfig

import (
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

const typedPkg emit.Pkg = "sigs.k8s.io/structured-merge-diff/v6/typed"

// group is an API group of utils.go's ForKind, its versions by name.
type group struct {
	name     string
	versions []*Package
}

// groups are the plan's packages by group and version, as ForKind lists
// them: groups and versions by lower-case name.
func (p *Plan) groups() []*group {
	byName := map[string]*group{}
	var out []*group
	for _, pkg := range p.Packages {
		g := byName[pkg.groupNonEmpty()]
		if g == nil {
			g = &group{name: pkg.groupNonEmpty()}
			byName[g.name] = g
			out = append(out, g)
		}
		g.versions = append(g.versions, pkg)
	}
	lower := strings.ToLower
	for _, g := range out {
		slices.SortStableFunc(g.versions, func(a, b *Package) int { return strings.Compare(lower(a.Version), lower(b.Version)) })
	}
	slices.SortStableFunc(out, func(a, b *group) int { return strings.Compare(lower(a.name), lower(b.name)) })
	return out
}

// writeUtils writes utils.go: ForKind, the apply configuration of each
// kind, and NewTypeConverter.
func writeUtils(pass *gen.Pass, p *Plan) {
	f := emit.NewFile(p.OutputPkg, path.Base(p.OutputPkg))
	gvk := f.Use(schemaPkg.Ident("GroupVersionKind"))
	var cases []jen.Code
	for gi, g := range p.groups() {
		for vi, v := range g.versions {
			if gi+vi > 0 {
				cases = append(cases, jen.Line())
			}
			// Not aligned with the case labels, as upstream's is not, so
			// that gofmt leaves it in the previous clause.
			cases = append(cases, jen.Op("\t").Add(comment("Group=%s, Version=%s", g.name, v.Version)))
			for _, ac := range v.Types {
				gv := f.Use(emit.Pkg(v.Src.Path).Ident("SchemeGroupVersion"))
				acType := f.Use(emit.Pkg(v.OutPkg).Ident(ac.Name()))
				cases = append(cases, jen.Case(gv.Dot("WithKind").Call(jen.Lit(upperFirst(ac.Type.Name.Name)))).Block(
					jen.Return(jen.Op("&").Add(acType).Values())))
			}
		}
	}
	if len(cases) > 0 {
		cases = append(cases, jen.Line())
	}
	forKind := doc([]jen.Code{
		comment("ForKind returns an apply configuration type for the given GroupVersionKind, or nil if no"),
		comment("apply configuration type exists for the given GroupVersionKind."),
	}, jen.Func().Id("ForKind").Params(jen.Id("kind").Add(gvk)).Interface().Block(
		jen.Switch(jen.Id("kind")).Block(cases...),
		jen.Return(jen.Nil())))
	scheme := f.Use(runtime.Ident("Scheme"))
	conv := f.Use(managedFieldsPkg.Ident("TypeConverter"))
	newConv := f.Use(managedFieldsPkg.Ident("NewSchemeTypeConverter"))
	parser := f.Use(emit.Pkg(path.Join(p.OutputPkg, "internal")).Ident("Parser"))
	converter := jen.Func().Id("NewTypeConverter").Params(jen.Id("scheme").Op("*").Add(scheme)).Add(conv).Block(
		jen.Return(newConv.Call(jen.Id("scheme"), parser.Call())))
	out := pass.NewFile(filepath.Join(p.OutputDir, "utils.go"), f)
	out.Decls = []jen.Code{forKind, converter}
}

// writeInternal writes internal/internal.go: the schema of the applied
// types, as structured-merge-diff YAML, and its parser.
func writeInternal(pass *gen.Pass, p *Plan, schema string) {
	f := emit.NewFile(path.Join(p.OutputPkg, "internal"), "internal")
	parserT := f.Use(typedPkg.Ident("Parser"))
	newParser := f.Use(typedPkg.Ident("NewParser"))
	sprintf := f.Use(emit.Pkg("fmt").Ident("Sprintf"))
	once := f.Use(emit.Pkg("sync").Ident("Once"))
	yamlObject := f.Use(typedPkg.Ident("YAMLObject"))
	parser := jen.Func().Id("Parser").Params().Op("*").Add(parserT).Block(
		jen.Id("parserOnce").Dot("Do").Call(jen.Func().Params().Block(
			jen.Var().Id("err").Error(),
			jen.List(jen.Id("parser"), jen.Id("err")).Op("=").Add(newParser).Call(jen.Id("schemaYAML")),
			jen.If(jen.Id("err").Op("!=").Nil()).Block(
				jen.Panic(sprintf.Call(jen.Lit("Failed to parse schema: %v"), jen.Id("err")))))),
		jen.Return(jen.Id("parser")))
	vars := jen.Var().Id("parserOnce").Add(once).Line().
		Var().Id("parser").Op("*").Add(parserT.Clone()).Line().
		Var().Id("schemaYAML").Op("=").Add(yamlObject).Call(jen.Op("`" + schema + "`"))
	out := pass.NewFile(filepath.Join(p.OutputDir, "internal", "internal.go"), f)
	out.Decls = []jen.Code{parser, vars}
}
