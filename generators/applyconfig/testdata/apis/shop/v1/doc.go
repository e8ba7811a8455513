// +k8s:deepcopy-gen=package
// +groupName=shop.example.com
// +groupGoName=Store

// Package v1 is a test group for applyconfiguration-gen.
package v1
