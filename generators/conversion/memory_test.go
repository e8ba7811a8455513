package conversion

import (
	"testing"

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
