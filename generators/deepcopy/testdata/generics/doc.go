// +k8s:deepcopy-gen=package

// Package generics has fields of instantiated generic types, which upstream
// names as written (sets.Set[string]) and copies by their underlying map or
// slice. The output is upstream's byte for byte, but for LC and MC: upstream
// spells slices and maps of an instance of a generic struct with the
// struct's type parameters (make([]otherpkg.Cell[T], ...)), which does not
// compile.
package generics
