package generics

import (
	"k8s.io/apimachinery/pkg/util/sets"

	"github.com/gvk-dev/gvkgen/generators/deepcopy/testdata/otherpkg"
)

// StringSet is a Go alias of an instance: it is sets.Set[string].
type StringSet = sets.Set[string]

// Named is a named type defined as an instance.
type Named sets.Set[string]

// NamedList is a named type over another package's generic slice.
type NamedList otherpkg.List[int64]

// Pair is generic; its own methods are written by hand (generic types are
// not generated).
// +k8s:deepcopy-gen=false
type Pair[K comparable, V any] struct {
	K K
	V V
}

// Sets holds sets.Set instances and what is built on them.
type Sets struct {
	S  sets.Set[string]
	PS *sets.Set[string]
	LS []sets.Set[string]
	MS map[string]sets.Set[string]
	N  Named
	A  StringSet
	I  sets.Set[int32]
}

// Others holds instances of generic types of this and another package.
type Others struct {
	P  Pair[string, int]
	B  otherpkg.Box[string]
	L  otherpkg.List[string]
	LL []otherpkg.List[int]
	D  otherpkg.Dict[string, int]
	PD *otherpkg.Dict[string, bool]
	NL NamedList
	C  otherpkg.Cell[int]
	PC *otherpkg.Cell[string]
	LC []otherpkg.Cell[bool]
	MC map[string]otherpkg.Cell[int]
}
