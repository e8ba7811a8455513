// Package v1 is a test API.
// +k8s:deepcopy-gen=package
// +kubebuilder:object:generate=true
// +groupName=test.example.com
package v1
