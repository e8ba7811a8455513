// Package lister is lister-gen: for each API package with +genclient
// types whose verbs include get and list, a lister per type
// (<output-dir>/<group>/<version>/<type>.go) and the listers' expansion
// interfaces (expansion_generated.go), except those of a hand-written
// <type>_expansion.go, byte for byte as k8s.io/code-generator v0.37.2's
// lister-gen writes them.
package lister
