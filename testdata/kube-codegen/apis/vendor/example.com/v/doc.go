// +k8s:deepcopy-gen=package

// Package v is under a vendor directory, which the greps skip.
package v

// V is never deep-copied.
type V struct{ Names []string }
