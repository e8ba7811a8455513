// +k8s:deepcopy-gen=package
// +kubebuilder:object:generate=false
package pk5
