package realworld

import (
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/api/resource"
	. "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Äpfel is exported: Ä is an upper-case letter.
type Äpfel struct {
	X []int
}

// äpfel is not exported, but upstream takes every name that starts with a
// non-ASCII letter for exported, and the methods compile.
type äpfel struct {
	X []int
}

// Dotted uses meta/v1 through a dot import.
type Dotted struct {
	TypeMeta
	ObjectMeta
	T Time
	L []Condition
	P *Time
}

// B gets its DeepCopyInto by hand, declared on its alias A.
type B struct {
	P *int
}

// A is B.
type A = B

// DeepCopyInto is B's, declared through the alias.
func (in *A) DeepCopyInto(out *A) { *out = *in }

const (
	zero = iota
	one
	two
)

const hello = "hello"

// Arrays have lengths given by constant expressions.
type Arrays struct {
	A1 [two]int
	A2 [len(hello)]int
	A3 [1 << 3]int
	A4 [(3 + 4) * 2 / 7]int
	A5 [utf8.UTFMax]int
	A6 [resource.Mega - 2]int
	A7 [len("ab") % 3]*int
	A8 [int64(one) + 1]string
}

// Anon has anonymous structs, spelled on one line as upstream spells them.
type Anon struct {
	A struct{ A int32 }
	B struct {
		X int32
		Y string `json:"y"`
	}
	C struct{ In struct{ Z bool } }
	D []struct{ A int32 }
	E map[string]struct{ A, B int32 }
	F *struct{ A int32 }
	G struct{}
	H []struct{}
	I []struct {
		A int32
		B struct{ C string }
	}
}
