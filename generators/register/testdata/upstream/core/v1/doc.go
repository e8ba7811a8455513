// +k8s:deepcopy-gen=package

// +groupName=

// Package v1 is in the core (legacy) group: an empty +groupName=, as in
// k8s.io/api/core/v1.
package v1
