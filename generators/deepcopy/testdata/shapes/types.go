package shapes

import (
	"github.com/gvk-dev/gvkgen/generators/deepcopy/testdata/otherpkg"
)

// Builtins has only builtin fields.
type Builtins struct {
	S   string
	I   int
	I8  int8
	U8  uint8
	B   byte
	R   rune
	F   float64
	Bo  bool
	U64 uint64
}

// Inner is a struct used inside others.
type Inner struct {
	Name  string
	Ptr   *string
	Items []string
}

// Pointers has pointers of every kind.
type Pointers struct {
	Str      *string
	Int      *int32
	Struct   *Inner
	Plain    *otherpkg.Plain
	Deep     *otherpkg.Deep
	PtrPtr   **string
	SlicePtr *[]string
	MapPtr   *map[string]string
	Named    *NamedMap
}

// Slices has slices of every kind.
type Slices struct {
	Bytes   []byte
	Strings []string
	Structs []Inner
	Plains  []otherpkg.Plain
	Ptrs    []*Inner
	Nested  [][]string
	Maps    []map[string]int
	Copiers []otherpkg.Copier
	Deeps   []otherpkg.Deep
	Named   []NamedSlice
	Other   otherpkg.Strings
	Values  []otherpkg.ValueCopy
}

// Maps has maps of every kind.
type Maps struct {
	Strings   map[string]string
	Structs   map[string]Inner
	Plains    map[string]otherpkg.Plain
	Ptrs      map[string]*Inner
	Slices    map[string][]string
	Maps      map[string]map[string]int
	Set       map[string]struct{}
	Copiers   map[string]otherpkg.Copier
	Deeps     map[string]otherpkg.Deep
	DeepPtrs  map[string]*otherpkg.Deep
	Values    map[string]otherpkg.ValueCopy
	IntKeys   map[int]string
	NamedVals map[string]NamedSlice
}

// Structs nests and embeds structs.
type Structs struct {
	Inner
	*Builtins `json:",inline"`
	Plain     otherpkg.Plain
	Deep      otherpkg.Deep
	Value     otherpkg.ValueCopy
	Nested    Inner
	Array     [4]string
	Copier    otherpkg.Copier
	Anonymous struct {
		A string
	}
}

// NamedSlice is a named slice.
type NamedSlice []Inner

// NamedMap is a named map.
type NamedMap map[string][]string

// NamedString is a named builtin: no methods are generated for it.
type NamedString string

// NamedPtr is a named pointer: not copyable by itself.
type NamedPtr *Inner

// unexported types get nothing.
type unexported struct {
	A []string
}

// +k8s:deepcopy-gen=false

// OptedOut is skipped.
type OptedOut struct {
	F func()
}

// +k8s:deepcopy-gen:interfaces=github.com/gvk-dev/gvkgen/generators/deepcopy/testdata/otherpkg.Copier

// WithInterface gets a DeepCopyCopier method.
type WithInterface struct {
	A []string
}

// +k8s:deepcopy-gen:interfaces=github.com/gvk-dev/gvkgen/generators/deepcopy/testdata/otherpkg.Copier
// +k8s:deepcopy-gen:nonpointer-interfaces=true

// WithValueInterface gets a DeepCopyCopier method on the value receiver.
type WithValueInterface struct {
	A []string
}
