// Package v2 is the hammer's second version, its storage version.
// +kubebuilder:object:generate=true
// +groupName=tools.example.com
package v2
