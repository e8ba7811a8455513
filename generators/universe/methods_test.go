package universe

import (
	"testing"
)

// TestArity: a function's arity is one per name of its parameters and
// results, as Params and Results list them, and taking it reads none of
// the packages its parameter types come from.
func TestArity(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/p": {"p.go": `package p

import "ex.com/far"

// Local is a type, so that the file is worth parsing.
type Local struct{}

func None() {}

func Named(a, b far.T, c int) (n int, err error) { return 0, nil }

func Unnamed(far.T, *far.T) error { return nil }

func Variadic(s string, rest ...far.T) {}

func Grouped(x, y, z far.T) (a, b far.T) { return x, y }
`},
		"ex.com/far": {"far.go": "package far\n\ntype T struct{ N int }\n"},
	})
	want := map[string][2]int{"None": {0, 0}, "Named": {3, 2}, "Unnamed": {2, 1}, "Variadic": {2, 0}, "Grouped": {3, 2}}
	fns := u.Package("ex.com/p").Functions()
	if len(fns) != len(want) {
		t.Fatalf("%d functions, want %d", len(fns), len(want))
	}
	for _, f := range fns {
		np, nr := f.Arity()
		if w := want[f.Name]; np != w[0] || nr != w[1] {
			t.Errorf("%s: Arity() = %d, %d, want %d, %d", f.Name, np, nr, w[0], w[1])
		}
	}
	if far := u.pkg("ex.com/far"); far == nil || far.used.Load() {
		t.Fatalf("taking the arities read ex.com/far (or it was not loaded)")
	}
	for _, f := range fns {
		np, nr := f.Arity()
		if len(f.Params()) != np || len(f.Results()) != nr {
			t.Errorf("%s: Arity() = %d, %d, but Params and Results list %d and %d", f.Name, np, nr, len(f.Params()), len(f.Results()))
		}
	}
	if !u.pkg("ex.com/far").used.Load() {
		t.Errorf("resolving the parameters did not read ex.com/far")
	}
}
