// Package v1 is an API group with no kind (no +kubebuilder:object:root
// type): controller-gen writes no CRD, and reads no header file.
// +kubebuilder:object:generate=true
// +groupName=none.example.com
package v1
