// Package gen is the contract between a generator and the drivers that run
// it (the single tools, gvkgen generate/verify, tag lint, package
// detection). A generator is a Generator value: it declares its names, its
// tags and its flags, says which packages want it, plans from a loaded
// universe into a model while collecting every diagnostic, and emits files
// from that model. Loading, flags common to every tool, lint, help, verify
// and writing belong to the driver (package cli) and are written once.
//
// The registry of generators, in the order they run, is package registry.
package gen
