package deepcopy

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Keywords are the words that make a file worth parsing for this generator,
// beside type declarations (see universe.Config.Keywords).
var Keywords = []string{"DeepCopy"}

// pkgRun is what one package's planner found: its plan (nil: no file),
// its file's declarations, and its errors, those of planning first.
type pkgRun struct {
	q     *planner
	plan  *PackagePlan
	file  *emit.File
	decls []jen.Code
	// planned is how many of q.errs planning reported.
	planned int
}

// planPackages plans every root package that parses, and builds the
// declarations of each plan, a package per processor: each has a planner
// of its own, the universe being safe to read from several.
func planPackages(u *universe.Universe, roots []*universe.Package) []pkgRun {
	if roots == nil {
		roots = u.Roots
	}
	runs := make([]pkgRun, len(roots))
	parallel(len(roots), func(i int) {
		pkg := roots[i]
		r := pkgRun{q: &planner{u: u, once: map[*universe.Error]bool{}}}
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				r.q.errs = append(r.q.errs, list...)
			}
		} else {
			r.plan = r.q.planPackage(pkg)
		}
		r.planned = len(r.q.errs)
		if r.plan != nil {
			r.file, r.decls = r.q.emitFile(r.plan)
		}
		runs[i] = r
	})
	return runs
}

// mergeErrs returns the errors of runs as one planner over every package
// would have reported them: those of planning, package by package, then
// those of building the files; an error reported once (reportOnce,
// reportField) that an earlier error repeats is left out.
func mergeErrs(runs []pkgRun) universe.ErrorList {
	var out universe.ErrorList
	add := func(q *planner, errs universe.ErrorList) {
		for _, e := range errs {
			if q.once[e] && repeats(out, e) {
				continue
			}
			out = append(out, e)
		}
	}
	for _, r := range runs {
		add(r.q, r.q.errs[:r.planned])
	}
	for _, r := range runs {
		add(r.q, r.q.errs[r.planned:])
	}
	return out
}

// repeats reports whether errs holds an error at e's position with e's
// message.
func repeats(errs universe.ErrorList, e *universe.Error) bool {
	for _, o := range errs {
		if o.Pos == e.Pos && o.Message == e.Message {
			return true
		}
	}
	return false
}

// emitFile builds the declarations of plan's file.
func (p *planner) emitFile(plan *PackagePlan) (*emit.File, []jen.Code) {
	e := &emitter{p: p, file: emit.NewFile(plan.Pkg.Path, plan.Pkg.Name), pkg: plan.Pkg.Path, planned: map[*universe.Type]bool{}}
	for _, tp := range plan.Types {
		e.planned[tp.Type] = true
	}
	var decls []jen.Code
	for _, tp := range plan.Types {
		decls = append(decls, e.typeDecls(tp)...)
	}
	return e.file, decls
}

// parallel calls fn(i) for every i below n, on every processor, handing
// the indexes out in order.
func parallel(n int, fn func(int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
