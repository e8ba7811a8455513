// +k8s:deepcopy-gen=package
// +groupName=policy.example.com

// Package v1 has a hand-written register.go: skipped, as upstream skips it,
// and the file is left alone.
package v1
