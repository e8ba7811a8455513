// +k8s:deepcopy-gen=package

// Package handwritten has types with hand-written deep-copy methods.
package handwritten
