package deepcopy

import (
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Keywords are the words that make a file worth parsing for this generator,
// beside type declarations (see universe.Config.Keywords).
var Keywords = []string{"DeepCopy"}

// plans plans every root package that parses; problems go to p.errs.
func (p *planner) plans() []*PackagePlan {
	var plans []*PackagePlan
	roots := p.roots
	if roots == nil {
		roots = p.u.Roots
	}
	for _, pkg := range roots {
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				p.errs = append(p.errs, list...)
			}
			continue
		}
		if plan := p.planPackage(pkg); plan != nil {
			plans = append(plans, plan)
		}
	}
	return plans
}

// file builds plan's file in pass.
func (p *planner) file(pass *gen.Pass, plan *PackagePlan) {
	e := &emitter{p: p, file: emit.NewFile(plan.Pkg.Path, plan.Pkg.Name), pkg: plan.Pkg.Path, planned: map[*universe.Type]bool{}}
	for _, tp := range plan.Types {
		e.planned[tp.Type] = true
	}
	var decls []jen.Code
	for _, tp := range plan.Types {
		decls = append(decls, e.typeDecls(tp)...)
	}
	f := pass.NewFile(filepath.Join(plan.Pkg.Dir, pass.OutputFile), e.file)
	f.Decls = decls
}
