package conversion

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The unsafe-cast verdicts: a table of type pairs and whether one may be
// converted to the other by reinterpreting memory.
func TestMemoryEqual(t *testing.T) {
	str := &universe.Type{Name: universe.Name{Name: "string"}, Kind: universe.Builtin}
	i32 := &universe.Type{Name: universe.Name{Name: "int32"}, Kind: universe.Builtin}
	i64 := &universe.Type{Name: universe.Name{Name: "int64"}, Kind: universe.Builtin}
	named := func(pkg, name string, kind universe.Kind) *universe.Type {
		return &universe.Type{Name: universe.Name{Package: pkg, Name: name}, Kind: kind}
	}
	strct := func(pkg, name string, fields ...*universe.Type) *universe.Type {
		t := named(pkg, name, universe.Struct)
		for i, f := range fields {
			t.Members = append(t.Members, universe.Member{Name: string(rune('A' + i)), Type: f})
		}
		return t
	}
	ptr := func(e *universe.Type) *universe.Type { return &universe.Type{Kind: universe.Pointer, Elem: e} }
	slice := func(e *universe.Type) *universe.Type { return &universe.Type{Kind: universe.Slice, Elem: e} }
	mp := func(k, e *universe.Type) *universe.Type { return &universe.Type{Kind: universe.Map, Key: k, Elem: e} }
	alias := func(pkg, name string, u *universe.Type) *universe.Type {
		t := named(pkg, name, universe.Alias)
		t.Underlying = u
		return t
	}

	// Recursive lists in two packages: equal by structure.
	listA := strct("a", "List", str)
	listA.Members = append(listA.Members, universe.Member{Name: "Next", Type: ptr(listA)})
	listB := strct("b", "List", str)
	listB.Members = append(listB.Members, universe.Member{Name: "Next", Type: ptr(listB)})
	// A recursive list whose payload differs.
	listC := strct("c", "List", i64)
	listC.Members = append(listC.Members, universe.Member{Name: "Next", Type: ptr(listC)})

	withManualA := strct("a", "Manual", str)
	withManualB := strct("b", "Manual", str)
	copyOnlyA := strct("a", "CopyOnly", str)
	copyOnlyB := strct("b", "CopyOnly", str)

	iface := named("a", "Object", universe.Interface)
	array := &universe.Type{Kind: universe.Array, Elem: str, Len: 2}

	tests := []struct {
		name string
		a, b *universe.Type
		want bool
	}{
		{"same builtin", str, str, true},
		{"different builtins", i32, i64, false},
		{"named string and string", alias("a", "Phase", str), str, true},
		{"two named strings", alias("a", "Phase", str), alias("b", "Phase", str), true},
		{"structs, same field types", strct("a", "S", str, i32), strct("b", "S", str, i32), true},
		{"structs, fields in another order", strct("a", "S", str, i32), strct("b", "S", i32, str), false},
		{"structs, one more field", strct("a", "S", str), strct("b", "S", str, str), false},
		{"structs, field names differ but types match", strct("a", "S", str), &universe.Type{Name: universe.Name{Package: "b", Name: "S"}, Kind: universe.Struct, Members: []universe.Member{{Name: "Other", Type: str}}}, true},
		{"pointers to equal structs", ptr(strct("a", "S", str)), ptr(strct("b", "S", str)), true},
		{"slices of equal structs", slice(strct("a", "S", str)), slice(strct("b", "S", str)), true},
		{"maps with different values", mp(str, i32), mp(str, i64), false},
		{"maps with different keys", mp(str, str), mp(i32, str), false},
		{"recursive types, same layout", listA, listB, true},
		{"recursive types, different payload", listA, listC, false},
		{"interfaces", iface, named("b", "Object", universe.Interface), false},
		{"same interface", iface, iface, true},
		{"arrays are never proven equal", array, &universe.Type{Kind: universe.Array, Elem: str, Len: 2}, false},
		{"pair with a hand-written conversion", withManualA, withManualB, false},
		{"struct containing such a pair", strct("a", "Outer", withManualA), strct("b", "Outer", withManualB), false},
		{"pair with a copy-only conversion", copyOnlyA, copyOnlyB, true},
	}
	m := &memoryEqual{cache: map[pair]bool{}}
	// As Generate does: every hand-written conversion but copy-only ones
	// blocks the cast.
	m.skip(withManualA, withManualB)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := m.Equal(tt.a, tt.b); got != tt.want {
				t.Errorf("Equal(%s, %s) = %v, want %v", tt.a.Name.Name, tt.b.Name.Name, got, tt.want)
			}
			if got := m.Equal(tt.b, tt.a); got != tt.want {
				t.Errorf("Equal is not symmetric for %s", tt.name)
			}
		})
	}
	var off *memoryEqual
	if off.Equal(str, str) {
		t.Error("with --skip-unsafe nothing is memory-equal")
	}
}

// upstreamEqual is upstream's algorithm (and this package's before it was
// replaced): a depth-first search that assumes equality where the in-type
// recurs on the path and caches only verdicts that assumed nothing. It
// takes time exponential in the length of a cycle. crossed reports whether
// it assumed equality for an in-type paired, on the path, with another
// out-type: only then may its verdict differ from the true one.
type upstreamEqual struct {
	cache   map[pair]bool
	crossed bool
}

func (e *upstreamEqual) equal(a, b *universe.Type, path []pair) (bool, bool) {
	if a == b {
		return true, true
	}
	if eq, ok := e.cache[pair{a, b}]; ok {
		return eq, true
	}
	if eq, ok := e.cache[pair{b, a}]; ok {
		return eq, true
	}
	in, out := universe.Unalias(a), universe.Unalias(b)
	eq, cacheable := func() (bool, bool) {
		if in == out {
			return true, true
		}
		if in.Kind != out.Kind {
			return false, true
		}
		for _, v := range path {
			if v.in == in {
				if v.out != out {
					e.crossed = true
				}
				return true, false
			}
		}
		path := append(path, pair{in, out})
		switch in.Kind {
		case universe.Struct:
			if len(in.Members) != len(out.Members) {
				return false, true
			}
			cacheable := true
			for i := range in.Members {
				eq, c := e.equal(in.Members[i].Type, out.Members[i].Type, path)
				if !eq {
					return false, true
				}
				cacheable = cacheable && c
			}
			return true, cacheable
		case universe.Pointer, universe.Slice:
			return e.equal(in.Elem, out.Elem, path)
		case universe.Map:
			keq, kc := e.equal(in.Key, out.Key, path)
			veq, vc := e.equal(in.Elem, out.Elem, path)
			return keq && veq, kc && vc
		case universe.Builtin:
			return in.Name.Name == out.Name.Name, true
		}
		return false, true
	}()
	if cacheable {
		e.cache[pair{a, b}] = eq
		e.cache[pair{b, a}] = eq
	}
	return eq, cacheable
}

// TestMemoryEqualMatchesUpstream compares the verdicts with upstream's
// algorithm on random graphs of recursive structs in two packages, each
// pair of graphs asked in a random order of questions against one cache,
// as a run asks them. They agree wherever upstream's cycle assumption
// paired a type with the same peer; where it paired it with another one,
// upstream may call equal two structs that are not (an unsafe cast between
// different layouts), and this package's verdict must be the sound one.
func TestMemoryEqualMatchesUpstream(t *testing.T) {
	str := &universe.Type{Name: universe.Name{Name: "string"}, Kind: universe.Builtin}
	i64 := &universe.Type{Name: universe.Name{Name: "int64"}, Kind: universe.Builtin}
	rng := rand.New(rand.NewPCG(1, 2))
	agreed, crossed := 0, 0
	for round := 0; round < 400; round++ {
		n := 1 + rng.IntN(5)
		mk := func(pkg string) []*universe.Type {
			ts := make([]*universe.Type, n)
			for i := range ts {
				ts[i] = &universe.Type{Name: universe.Name{Package: pkg, Name: fmt.Sprint("T", i)}, Kind: universe.Struct}
			}
			return ts
		}
		as, bs := mk("a"), mk("b")
		field := func(ts []*universe.Type) *universe.Type {
			switch rng.IntN(6) {
			case 0:
				return str
			case 1:
				return i64
			case 2:
				return &universe.Type{Kind: universe.Slice, Elem: ts[rng.IntN(n)]}
			case 3:
				return &universe.Type{Kind: universe.Map, Key: str, Elem: &universe.Type{Kind: universe.Pointer, Elem: ts[rng.IntN(n)]}}
			}
			return &universe.Type{Kind: universe.Pointer, Elem: ts[rng.IntN(n)]}
		}
		for i := range as {
			for j := rng.IntN(3); j >= 0; j-- {
				as[i].Members = append(as[i].Members, universe.Member{Name: fmt.Sprint("F", j), Type: field(as)})
			}
			// b's version: mostly the same shape, sometimes changed.
			for _, m := range as[i].Members {
				ft := m.Type
				switch {
				case rng.IntN(8) == 0:
					ft = field(bs)
				case ft.Kind == universe.Pointer:
					ft = &universe.Type{Kind: universe.Pointer, Elem: bs[indexOf(as, ft.Elem)]}
				case ft.Kind == universe.Slice:
					ft = &universe.Type{Kind: universe.Slice, Elem: bs[indexOf(as, ft.Elem)]}
				case ft.Kind == universe.Map:
					ft = &universe.Type{Kind: universe.Map, Key: str, Elem: &universe.Type{Kind: universe.Pointer, Elem: bs[indexOf(as, ft.Elem.Elem)]}}
				}
				bs[i].Members = append(bs[i].Members, universe.Member{Name: m.Name, Type: ft})
			}
		}
		m := &memoryEqual{cache: map[pair]bool{}}
		up := &upstreamEqual{cache: map[pair]bool{}}
		if rng.IntN(2) == 0 {
			i, j := rng.IntN(n), rng.IntN(n)
			m.skip(as[i], bs[j])
			up.cache[pair{as[i], bs[j]}], up.cache[pair{bs[j], as[i]}] = false, false
		}
		for _, q := range rng.Perm(n * n) {
			a, b := as[q/n], bs[q%n]
			got := m.Equal(a, b)
			up.crossed = false
			want, _ := up.equal(a, b, nil)
			if up.crossed {
				crossed++
				if got && !want {
					t.Fatalf("round %d: Equal(%s, %s) = true where upstream, assuming more, says false", round, a.Name, b.Name)
				}
				continue
			}
			agreed++
			if got != want {
				t.Fatalf("round %d: Equal(%s, %s) = %v, upstream %v", round, a.Name, b.Name, got, want)
			}
		}
	}
	t.Logf("%d agreed, %d crossed", agreed, crossed)
	if agreed < 1000 {
		t.Errorf("only %d comparable questions (and %d with crossed assumptions); the generator is too narrow", agreed, crossed)
	}
}

func indexOf(ts []*universe.Type, t *universe.Type) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	panic("not found")
}

// TestMemoryEqualLongCycle: 4,000 structs in a cycle of pointers, in two
// versions. The old search took minutes (it cached no verdict inside a
// cycle); each pair is now visited once. The budget is generous for a slow
// shared machine and still far below the old time.
func TestMemoryEqualLongCycle(t *testing.T) {
	const n = 4000
	i64 := &universe.Type{Name: universe.Name{Name: "int64"}, Kind: universe.Builtin}
	i32 := &universe.Type{Name: universe.Name{Name: "int32"}, Kind: universe.Builtin}
	mk := func(pkg string, last *universe.Type) []*universe.Type {
		ts := make([]*universe.Type, n)
		for i := range ts {
			ts[i] = &universe.Type{Name: universe.Name{Package: pkg, Name: fmt.Sprint("T", i)}, Kind: universe.Struct}
		}
		for i, x := range ts {
			payload := i64
			if i == n-1 {
				payload = last
			}
			x.Members = []universe.Member{{Name: "V", Type: payload}, {Name: "Next", Type: &universe.Type{Kind: universe.Pointer, Elem: ts[(i+1)%n]}}}
		}
		return ts
	}
	as, bs, cs := mk("a", i64), mk("b", i64), mk("c", i32)
	start := time.Now()
	m := &memoryEqual{cache: map[pair]bool{}}
	for i := 0; i < n; i += 97 {
		if !m.Equal(as[i], bs[i]) {
			t.Fatalf("T%d: the cycles have the same layout", i)
		}
		if m.Equal(as[i], cs[i]) {
			t.Fatalf("T%d: the cycles differ in T%d", i, n-1)
		}
		if m.Equal(as[i], bs[(i+1)%n]) != true {
			// Every type has the same layout as every other here.
			t.Fatalf("T%d and T%d have the same layout", i, i+1)
		}
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v; deciding a cycle must be linear in its length", d)
	}
}
