// +k8s:deepcopy-gen=package
// +groupName=wardle.example.com

// Package v1alpha1 is a test group for client-gen.
package v1alpha1
