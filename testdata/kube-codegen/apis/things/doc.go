// +k8s:deepcopy-gen=package

// Package things is the internal version of the things API group.
package things
