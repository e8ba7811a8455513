package gen

import (
	"flag"
	"slices"
	"sync"

	"github.com/gvk-dev/gvkgen/generators/internal/fmtcache"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Job is a generator's part in a run.
type Job struct {
	Generator  *Generator
	Config     Config
	Packages   []*universe.Package
	OutputFile string
	// FS is what its pass reads beyond the load (Pass.FS): the disk if
	// nil. The generators it requires read the same.
	FS FS
	// FormatCache is its pass's (Pass.FormatCache), and that of the
	// generators it requires.
	FormatCache *fmtcache.Cache
}

// RequiredConfiger is a Config that configures the generators its
// generator requires when the run's flags do not (a command that runs one
// generator alone): nil for its default flags.
type RequiredConfiger interface {
	RequiredConfig(r *Generator) Config
}

// Execute runs jobs over u and returns their passes, in the order of jobs,
// then those of the generators they require that jobs do not hold. Each
// pass runs once the passes it requires have; independent ones run side
// by side. A required generator that jobs do not hold runs on the packages
// of the jobs that require it, with the configuration configs gives it
// (the run's parsed flags; its default flags when configs has none), and
// its files are not written; its errors are warnings if every job that
// requires it lists it as Advisory.
func Execute(u *universe.Universe, jobs []*Job, configs map[*Generator]Config) []*Pass {
	passes := map[*Generator]*Pass{}
	promoted := &promotions{}
	var order []*Pass
	for _, j := range jobs {
		p := &Pass{Generator: j.Generator, Universe: u, Packages: j.Packages, OutputFile: j.OutputFile, Config: j.Config, FS: j.FS, FormatCache: j.FormatCache, write: true, promoted: promoted}
		passes[j.Generator] = p
		order = append(order, p)
	}
	for i := 0; i < len(order); i++ {
		for _, r := range order[i].Generator.Requires {
			advisory := slices.Contains(order[i].Generator.Advisory, r)
			if dep := passes[r]; dep != nil {
				if !dep.write {
					dep.Packages = union(dep.Packages, order[i].Packages)
					dep.advisory = dep.advisory && advisory
				}
				continue
			}
			c := configs[r]
			if rc, ok := order[i].Config.(RequiredConfiger); ok && c == nil {
				c = rc.RequiredConfig(r)
			}
			if c == nil {
				c = r.NewConfig(flag.NewFlagSet(r.Tool, flag.ContinueOnError))
			}
			dep := &Pass{Generator: r, Universe: u, Packages: order[i].Packages, OutputFile: r.OutputFile, Config: c, FS: order[i].FS, FormatCache: order[i].FormatCache, promoted: promoted, advisory: advisory}
			passes[r] = dep
			order = append(order, dep)
		}
	}
	for i, p := range order {
		p.index = i
	}
	done := map[*Generator]chan struct{}{}
	for g := range passes {
		done[g] = make(chan struct{})
	}
	var wg sync.WaitGroup
	for _, p := range order {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done[p.Generator])
			p.await(passes, done)
			p.result = p.Generator.Run(p)
		}()
	}
	wg.Wait()
	return order
}

// await waits for the passes whose results p reads (those of its Requires,
// and those of its Optional that run as jobs) and records their results.
func (p *Pass) await(passes map[*Generator]*Pass, done map[*Generator]chan struct{}) {
	p.results = map[*Generator]any{}
	for _, r := range p.Generator.Requires {
		<-done[r]
		p.results[r] = passes[r].result
	}
	for _, r := range p.Generator.Optional {
		if dep := passes[r]; dep != nil && dep.write {
			<-done[r]
			p.results[r] = dep.result
		}
	}
}

// union is a's packages, then those of b that a does not hold.
func union(a, b []*universe.Package) []*universe.Package {
	seen := map[*universe.Package]bool{}
	for _, p := range a {
		seen[p] = true
	}
	out := append([]*universe.Package{}, a...)
	for _, p := range b {
		if !seen[p] {
			out = append(out, p)
			seen[p] = true
		}
	}
	return out
}
