// +k8s:deepcopy-gen=package
// +groupName=things.example.com
// +k8s:register-gen:install

// Package things is the internal version of the things group.
package things
