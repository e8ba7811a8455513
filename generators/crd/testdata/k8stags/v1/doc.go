// Package v1 has fields with the tags of Kubernetes' API conventions that
// controller-gen reads, as k8s.io/api's types carry them.
// +kubebuilder:object:generate=true
// +groupName=tags.example.com
package v1
