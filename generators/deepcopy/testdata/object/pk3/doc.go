// +kubebuilder:object:generate=false
package pk3
