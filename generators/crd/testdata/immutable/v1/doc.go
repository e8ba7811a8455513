// Package v1 has immutable fields.
// +kubebuilder:object:generate=true
// +groupName=vault.example.com
package v1
