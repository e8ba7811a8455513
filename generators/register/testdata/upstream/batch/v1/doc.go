// +k8s:deepcopy-gen=package
// +k8s:register-gen

// Package batchv1 has no +groupName: the group is the parent directory and
// the version the directory (not the package name), as upstream.
package batchv1
