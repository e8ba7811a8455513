// Package controllergen is gvkgen's front end for controller-gen's command
// line: `gvkgen [generate|verify] object:headerFile=... paths=...` runs the
// registry's object generator alone, as `controller-gen object` would, so
// that a kubebuilder Makefile needs nothing changed but the binary's name.
// Package cgopts parses the options; this package turns them into the
// driver's flags and patterns, refuses nested modules that controller-gen
// would cross into and gvkgen cannot, and hands the run to package cli's
// Command. cmd/gvkgen wires Frontend into cli.Gvkgen; the driver itself
// names no generator.
//
// It must not decide what is generated (the object generator's) nor how
// anything is loaded, checked or written (the driver's).
package controllergen
