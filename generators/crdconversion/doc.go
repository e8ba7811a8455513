// Package crdconversion generates the conversions controller-runtime asks
// of a CRD group whose versions are Go packages: Hub() on the hub's kinds,
// ConvertTo and ConvertFrom on every spoke's kinds, built on the
// Convert_<spoke>_<T>_To_<hub>_<T> functions conversion-gen writes in the
// spoke, with the hub's fields a spoke cannot hold kept in an annotation
// on the spoke (so that hub -> spoke -> hub loses nothing), and, for every
// spoke, a round-trip test that fills objects with randfill.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage: plan.go reads the +gvkgen:crd-conversion tags (tags.go),
// pairs each spoke kind with the hub's and decides which hub fields are
// restored and which are lossy (plain data); emit.go and emittest.go turn
// that into the files. It runs conversion-gen's planner on the spokes to
// learn which conversions must still be written by hand, and reports them
// as errors: without them the spoke does not build.
package crdconversion
