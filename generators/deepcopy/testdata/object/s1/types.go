// +kubebuilder:object:generate=false
package s1

// +kubebuilder:object:root=true
type R struct{ S []string }

type X struct{ S []string }

// +kubebuilder:object:generate=true
type Str string

// +kubebuilder:object:generate=true
type Sl []string
