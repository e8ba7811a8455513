// +k8s:deepcopy-gen=package
// +groupName=example.com

// Package misspelled has misspelled tags, each with a suggested fix.
package misspelled
