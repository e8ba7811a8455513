// Package crd is controller-gen v0.23.0's crd generator: it writes one
// CustomResourceDefinition per group kind of the packages marked
// +groupName (kubebuilder's API packages), its versions merged across
// packages, byte for byte as controller-gen does, from the structural
// schema of each kind's type and the +kubebuilder markers. Its markers are
// tags.Def definitions: a misspelled, misplaced or ill-typed marker is an
// error at its line, and nothing is written. See docs/generators/crd.md.
package crd
