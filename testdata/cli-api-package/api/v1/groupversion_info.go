// Package v1 is the policies.example.com API.
// +kubebuilder:object:generate=true
// +groupName=policies.example.com
package v1
