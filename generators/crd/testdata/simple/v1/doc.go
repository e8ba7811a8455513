// Package v1 is a small API group: scalar fields and descriptions.
// +kubebuilder:object:generate=true
// +groupName=shop.example.com
package v1
