// +kubebuilder:object:generate=false
package s3
