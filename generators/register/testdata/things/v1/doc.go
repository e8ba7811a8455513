// +k8s:deepcopy-gen=package
// +groupName=things.example.com

// Package v1 is an external version of the things group.
package v1
