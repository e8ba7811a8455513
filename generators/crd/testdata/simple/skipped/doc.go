// Package skipped is an aggregated API's version: +kubebuilder:skip keeps
// its kinds out of the CRDs (it has no storage version either).
// +kubebuilder:skip
// +groupName=skipped.example.com
package skipped
