// +k8s:deepcopy-gen=package

// Package generics has fields of instantiated generic types, which upstream
// names as written (sets.Set[string]) and copies by their underlying map or
// slice.
package generics
