// Package gen is the contract between a generator and the drivers that run
// it (the single tools, gvkgen generate/verify, tag lint, package
// detection). A generator is a Generator value: it declares its names, its
// tags, its flags and the generators whose results it reads (Requires),
// says which packages want it, and runs over a Pass: the loaded universe,
// its packages, its configuration, the results of what it requires, a way
// to report diagnostics and a way to create files, anywhere. Execute runs
// passes in the order of their requirements, independent ones side by
// side. Loading, flags common to every tool, lint, headers, rendering,
// writing, verify and stale files belong to the driver (package cli) and
// are written once.
//
// The reference generator, to copy for a new one, is this package's
// Example (example_test.go). The registry of generators, in the order they
// run, is package registry; package gentest runs a generator in tests as
// the drivers do.
package gen
