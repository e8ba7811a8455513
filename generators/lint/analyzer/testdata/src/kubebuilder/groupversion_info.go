// Package kubebuilder is a kubebuilder API package: controller-gen reads
// +groupName here.
// +kubebuilder:object:generate=true
// +groupName=example.com
package kubebuilder
