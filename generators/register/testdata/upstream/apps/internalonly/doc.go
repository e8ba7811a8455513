// +k8s:deepcopy-gen=package
// +groupName=apps.example.com

// Package internalonly is an internal version (no json tags on TypeMeta)
// without +k8s:register-gen:internal: skipped, as upstream skips it.
package internalonly
