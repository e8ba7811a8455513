// +kubebuilder:object:generate=true
package s3

type X struct{ S []string }
