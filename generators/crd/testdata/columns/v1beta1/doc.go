// Package v1beta1 is the crew's deprecated version.
// +kubebuilder:object:generate=true
// +groupName=ops.example.com
package v1beta1
