// Package v1 has validation markers, known types and CRD markers.
// +kubebuilder:object:generate=true
// +groupName=tools.example.com
package v1
