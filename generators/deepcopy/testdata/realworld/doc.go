// +k8s:deepcopy-gen=package

// Package realworld holds shapes found in real trees: identifiers that
// start with a non-ASCII letter, dot imports, methods on Go aliases, array
// lengths given by constant expressions and anonymous structs.
package realworld
