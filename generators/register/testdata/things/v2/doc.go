// +k8s:deepcopy-gen=package
// +groupName=things.example.com
// +k8s:register-gen:scheme-funcs

// Package v2 is an external version of the things group.
package v2
