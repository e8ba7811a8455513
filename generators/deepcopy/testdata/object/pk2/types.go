// Package pk2 has a package marker in a free comment inside a non-doc file.
package pk2

// +kubebuilder:object:generate=true

// a free comment group between the marker and the type

type X struct{ S []string }

type Y struct{ S []string }
