// +k8s:deepcopy-gen=package
// +kubebuilder:object:generate=true
package aliases
