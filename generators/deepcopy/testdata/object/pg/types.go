/*
license
*/

// +kubebuilder:object:generate=true

// Package pg doc.
package pg

type T struct{ S []string }
