package gen

import (
	"fmt"
	"slices"
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

// IfRan is the result of k's generator in the run of p, whose generator
// lists it in Optional, and whether it ran as a job of that run.
func (k ResultKey[T]) IfRan(p *Pass) (T, bool) {
	if !slices.Contains(p.Generator.Optional, k.g) {
		panic(fmt.Sprintf("gen: %s reads the result of %s, which it does not list in Optional", p.Generator.Name, k.g.Name))
	}
	r, ok := p.results[k.g]
	v, _ := r.(T)
	return v, ok
}

// ResultOnly reports whether g produces only a result: no output file and
// no detection, so that the drivers run it only for the generators that
// require it.
func (g *Generator) ResultOnly() bool {
	return g.OutputFile == "" && g.DetectTag == "" && g.Enabled == nil
}

// Shared returns d as a diagnostic about a model that several generators
// read (a +genclient tag's mistake, read by four), to be reported with
// Claim: it is reported only by the passes that claim it, and printed
// once, by the first of them in the run's order, while each of them has
// it (an error stops each from writing).
func Shared(d Diagnostic) *Diagnostic { return &d }

// Claim reports d, from Shared, as one of p's diagnostics (see Shared):
// of the passes of a run that claim one diagnostic, the first prints it.
func (p *Pass) Claim(d *Diagnostic) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.promoted == nil {
		p.promoted = &promotions{}
	}
	p.promoted.claim(d, p.index)
	p.diags = append(p.diags, d)
}

func (s *promotions) claim(d *Diagnostic, index int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.claims == nil {
		s.claims = map[*Diagnostic][]int{}
	}
	s.claims[d] = append(s.claims[d], index)
}
