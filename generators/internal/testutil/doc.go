// Package testutil helps tests build throwaway modules and compare output.
//
// It is test support only, imported by the _test.go files of the
// generator packages and never by a binary: Module and Snapshot write and
// read temporary modules, RepoModFiles lends them the Kubernetes
// dependencies of the test module in testdata, TypeDecls turns fuzz input
// into type declarations, and GeneratedInvariants checks what any
// generated output must satisfy (renders, parses, is gofmt-clean, the
// same on two runs). It has no tests of its own: the tests that use it
// exercise it.
package testutil
