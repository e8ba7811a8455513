package gen

import (
	"fmt"
	"slices"
	"sync"
)

// ResultKey is the typed name of a generator's result: the generator's Run
// returns a T (Produces makes sure of it), and a generator that requires it
// reads that T with Of, never asserting a type. It is what go/analysis's
// ResultType and ResultOf are, checked by the compiler.
type ResultKey[T any] struct{ g *Generator }

// Produces makes run g's Run and returns the key of its result. A
// generator that only computes a model for others (genclient's) is a
// Generator with a name, a tool (whose name its diagnostics carry) and a
// doc, and Produces: no output file, tags, keywords or detection; the
// driver runs it for the generators that require it, never on its own.
func Produces[T any](g *Generator, run func(*Pass) T) ResultKey[T] {
	g.Run = func(p *Pass) any { return run(p) }
	return ResultKey[T]{g: g}
}

// Generator is the generator whose result k names, for Requires.
func (k ResultKey[T]) Generator() *Generator { return k.g }

// Of is the result of k's generator in the run of p, whose generator
// requires it. Reading a result one does not require is a bug in the
// generator, not in the user's input: it panics, naming both.
func (k ResultKey[T]) Of(p *Pass) T {
	if !slices.Contains(p.Generator.Requires, k.g) {
		panic(fmt.Sprintf("gen: %s reads the result of %s, which it does not require", p.Generator.Name, k.g.Name))
	}
	v, _ := p.results[k.g].(T)
	return v
}

// ResultOnly reports whether g produces only a result: no output file and
// no detection, so that the drivers run it only for the generators that
// require it.
func (g *Generator) ResultOnly() bool {
	return g.OutputFile == "" && g.DetectTag == "" && g.Enabled == nil
}

// Shared returns d as a diagnostic about a model that several generators
// read (a +genclient tag's mistake, read by four): it is reported only by
// the passes that Claim it, and printed once, by the first of them in the
// run's order, while each of them has it (an error stops each from
// writing).
func Shared(d Diagnostic) *Diagnostic {
	d.claims = &claims{}
	return &d
}

// claims are the passes that claimed a shared diagnostic.
type claims struct {
	mu sync.Mutex
	by []int
}

// Claim reports d, from Shared, as one of p's diagnostics (see Shared). A
// diagnostic not from Shared is reported as Report does.
func (p *Pass) Claim(d *Diagnostic) {
	if d.claims == nil {
		p.Report(*d)
		return
	}
	d.claims.mu.Lock()
	d.claims.by = append(d.claims.by, p.index)
	d.claims.mu.Unlock()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.diags = append(p.diags, d)
}

// printedBy reports whether d, among p's diagnostics, is printed with
// them: it is not a warning promoted by another pass, and it is not shared
// or p is the first pass that claimed it.
func (d *Diagnostic) printedBy(p *Pass) bool {
	if d.promoted {
		return false
	}
	if d.claims == nil {
		return true
	}
	d.claims.mu.Lock()
	defer d.claims.mu.Unlock()
	return slices.Min(d.claims.by) == p.index
}
