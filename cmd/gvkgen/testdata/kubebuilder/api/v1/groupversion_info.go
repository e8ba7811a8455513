// Package v1 contains API Schema definitions for the things v1 API group.
// +kubebuilder:object:generate=true
// +groupName=things.example.com
package v1
