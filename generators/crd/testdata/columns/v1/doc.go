// Package v1 has printer columns, CEL rules, list types and scale.
// +kubebuilder:object:generate=true
// +groupName=ops.example.com
package v1
