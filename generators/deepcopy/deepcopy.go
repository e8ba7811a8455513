package deepcopy

import (
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Keywords are the words that make a file worth parsing for this generator,
// beside type declarations (see universe.Config.Keywords).
var Keywords = []string{"DeepCopy"}

// Options configure a run.
type Options struct {
	// OutputFile is the name of the file written in each package.
	OutputFile string
	// Header goes above the package clause (see output.Header).
	Header []byte
	// Packages are the packages to generate for; the roots of the load if
	// nil.
	Packages []*universe.Package
}

// Plan decides what to generate for every root package of u.
func Plan(u *universe.Universe) ([]*PackagePlan, error) {
	p := &planner{u: u}
	plans := p.plans()
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return plans, nil
}

// Generate returns the files for every root package of u that asks for
// deep-copy functions. On any error it returns no files.
func Generate(u *universe.Universe, opts Options) ([]*output.File, error) {
	p := &planner{u: u, roots: opts.Packages}
	var files []*output.File
	for _, plan := range p.plans() {
		files = append(files, p.file(plan, opts))
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return files, nil
}

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

func (p *planner) file(plan *PackagePlan, opts Options) *output.File {
	e := &emitter{p: p, file: emit.NewFile(plan.Pkg.Path, plan.Pkg.Name), pkg: plan.Pkg.Path, planned: map[*universe.Type]bool{}}
	for _, tp := range plan.Types {
		e.planned[tp.Type] = true
	}
	var decls []jen.Code
	for _, tp := range plan.Types {
		decls = append(decls, e.typeDecls(tp)...)
	}
	return &output.File{
		Path:    filepath.Join(plan.Pkg.Dir, opts.OutputFile),
		PkgPath: plan.Pkg.Path,
		PkgName: plan.Pkg.Name,
		Header:  opts.Header,
		Code:    e.file,
		Decls:   decls,
	}
}
