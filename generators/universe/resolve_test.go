package universe

import (
	"strings"
	"testing"
)

func load(t *testing.T, files map[string]map[string]string) *Universe {
	t.Helper()
	var pkgs []SourcePackage
	for path, fs := range files {
		name := path[strings.LastIndex(path, "/")+1:]
		pkgs = append(pkgs, SourcePackage{Path: path, Name: name, Dir: "/src/" + path, Files: fs})
	}
	return LoadSources(pkgs, nil)
}

func member(t *testing.T, ty *Type, name string) *Type {
	t.Helper()
	if ty == nil {
		t.Fatalf("no type")
	}
	for _, m := range ty.Members {
		if m.Name == name {
			return m.Type
		}
	}
	t.Fatalf("%s has no field %s", ty.Name.Name, name)
	return nil
}

// TestArrayLengths evaluates constant expressions as go/types would.
func TestArrayLengths(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/c": {"c.go": "package c\n\nconst Max = 4\n\ntype Scale int32\n\nconst (\n\tNano Scale = -9\n\tMega Scale = 6\n)\n"},
		"ex.com/p": {"p.go": `package p

import (
	"ex.com/c"
	. "ex.com/d"
)

const (
	zero = iota
	one
	two
	_
	four
)

const (
	a, b = iota * 10, iota + 1
	cc, dd
)

const s = "hello"

type T struct {
	A1 [two]int
	A2 [len(s)]int
	A3 [1 << 3]int
	A4 [(3 + 4) * 2 / 7]int
	A5 [c.Max]int
	A6 [c.Mega - 2]int
	A7 [len("ab") % 3]int
	A8 [int64(one) + 1]int
	A9 [four]int
	B1 [cc]int
	B2 [dd]int
	B3 [7 / 2]int
	B4 [DotConst]int
	B5 [^-3]int
	B6 [c.Max >> 1]int
}
`},
		"ex.com/d": {"d.go": "package d\n\nconst DotConst = 11\n"},
	})
	T := u.Type("ex.com/p", "T")
	want := map[string]int64{"A1": 2, "A2": 5, "A3": 8, "A4": 2, "A5": 4, "A6": 4, "A7": 2, "A8": 2, "A9": 4, "B1": 10, "B2": 2, "B3": 3, "B4": 11, "B5": 2, "B6": 2}
	for name, n := range want {
		got := member(t, T, name)
		if got.Kind != Array || got.Len != n {
			t.Errorf("%s: got %s %q len %d (%s), want array of %d", name, got.Kind, got.Name.Name, got.Len, got.Why, n)
		}
	}
}

// TestInstances builds instances of generic types: named after go/types'
// spelling, with their type arguments substituted in the underlying type
// and in their methods.
func TestInstances(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/sets": {"s.go": `package sets

type Empty struct{}

type Set[T comparable] map[T]Empty

func (s Set[T]) Has(x T) bool { return false }

type Box[T any] struct{ V []T }

func (in *Box[E]) DeepCopyInto(out *Box[E]) {}
`},
		"ex.com/p": {"p.go": `package p

import "ex.com/sets"

type Alias = sets.Set[string]

type Named sets.Set[string]

type T struct {
	S  sets.Set[string]
	A  Alias
	P  *sets.Set[string]
	B  sets.Box[int]
	BB sets.Box[sets.Box[int]]
	N  Named
}
`},
	})
	T := u.Type("ex.com/p", "T")
	s := member(t, T, "S")
	if s.Name.Package != "ex.com/sets" || s.Name.Name != "Set[string]" || s.Kind != Alias || s.Underlying.Name.Name != "map[string]ex.com/sets.Empty" {
		t.Errorf("S: got %+v", s)
	}
	if s.ShortIn("") != "sets.Set[string]" || s.Origin != u.Type("ex.com/sets", "Set") {
		t.Errorf("S: Short %q, origin %v", s.ShortIn(""), s.Origin)
	}
	if member(t, T, "A") != s || member(t, T, "P").Elem != s {
		t.Errorf("the alias and the pointer should name the same instance")
	}
	if got := s.Methods["Has"].Params(); len(got) != 1 || got[0].Name.Name != "string" {
		t.Errorf("Has(x T) of Set[string]: params %v", got)
	}
	b := member(t, T, "B")
	if b.Kind != Struct || member(t, b, "V").Name.Name != "[]int" {
		t.Errorf("B: got %+v", b)
	}
	if p := b.Methods["DeepCopyInto"].Params(); len(p) != 1 || p[0].Elem != b {
		t.Errorf("DeepCopyInto(out *Box[E]) of Box[int] should take *Box[int]: %v", p)
	}
	if bb := member(t, T, "BB"); bb.ShortIn("") != "sets.Box[sets.Box[int]]" || bb.Name.Name != "Box[ex.com/sets.Box[int]]" {
		t.Errorf("BB: %q, %q", bb.ShortIn(""), bb.Name.Name)
	}
	if n := member(t, T, "N"); n.Kind != Alias || n.Underlying != s.Underlying {
		t.Errorf("Named: got %+v", n)
	}
}

// TestAliasReceiver finds methods declared on a Go alias.
func TestAliasReceiver(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/p": {"p.go": "package p\n\ntype B struct{ P *int }\n\ntype A = B\n\ntype AA = A\n\nfunc (in *AA) DeepCopyInto(out *A) {}\n\nfunc (in *B) Other() {}\n"},
	})
	b := u.Type("ex.com/p", "B")
	if b.Methods["DeepCopyInto"] == nil || b.Methods["Other"] == nil {
		t.Fatalf("B's methods: %v", b.Methods)
	}
	if p := b.Methods["DeepCopyInto"].Params(); len(p) != 1 || p[0].Elem != b {
		t.Errorf("DeepCopyInto(out *A) should take *B: %v", p)
	}
}

// TestDotImport resolves names brought in by import . "path".
func TestDotImport(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/meta": {"m.go": "package meta\n\ntype TypeMeta struct{ Kind string }\n\ntype List[T any] []T\n"},
		"ex.com/p":    {"p.go": "package p\n\nimport . \"ex.com/meta\"\n\ntype T struct {\n\tTypeMeta\n\tL List[int]\n}\n"},
	})
	T := u.Type("ex.com/p", "T")
	if tm := member(t, T, "TypeMeta"); tm != u.Type("ex.com/meta", "TypeMeta") {
		t.Errorf("TypeMeta: got %+v", tm)
	}
	if l := member(t, T, "L"); l.ShortIn("") != "meta.List[int]" || l.Kind != Alias {
		t.Errorf("L: got %q %s (%s)", l.ShortIn(""), l.Kind, l.Why)
	}
}

// TestTypeNamesMentioning finds the types whose tag comments (either of
// the two blocks above them) mention a word, without building any type:
// not one whose field or doc.go mentions it, nor a Go alias.
func TestTypeNamesMentioning(t *testing.T) {
	u := load(t, map[string]map[string]string{"ex.com/p": {"p.go": `package p

// +genclient
type A struct {
	// +genclient on a field
	F B
}

// +genclient

// B is second.
type B struct{}

// C has none.
type C struct {
	// +genclient
	G int
}

/* +resourceName=ds */
type D int

// +genclient
type E = A

// +genclient
type (
	// F in a group.
	F int
	G int
)
`}})
	p := u.Roots[0]
	got := p.TypeNamesMentioning("genclient", "resourceName")
	if want := "A B D F"; strings.Join(got, " ") != want {
		t.Errorf("TypeNamesMentioning = %v, want %s", got, want)
	}
	if len(p.types) != 0 {
		t.Errorf("built %d types finding them, want none", len(p.types))
	}
	// The same blocks as Types reads.
	var read []string
	for _, ty := range p.Types() {
		if strings.Contains(strings.Join(append(ty.CommentLines, ty.SecondClosestCommentLines...), "\n"), "genclient") || strings.Contains(strings.Join(ty.CommentLines, "\n"), "resourceName") {
			read = append(read, ty.Name.Name)
		}
	}
	if strings.Join(read, " ") != strings.Join(got, " ") {
		t.Errorf("Types' comments mention the words in %v, TypeNamesMentioning found %v", read, got)
	}
}
