// Package testutil helps tests build throwaway modules and compare output.
//
// It is test support only, imported by the _test.go files of the
// generator packages and never by a binary: Module and Snapshot write and
// read temporary modules, RepoModFiles lends them the Kubernetes
// dependencies of the test module in testdata, TypeDecls turns fuzz input
// into type declarations, GeneratedInvariants checks what any generated
// output must satisfy (renders, parses, is gofmt-clean, the same on two
// runs), and SARIFProblems checks a SARIF log against an embedded subset of
// the SARIF 2.1.0 schema. Only SARIFProblems has tests of its own (that it
// finds each mistake it looks for); the tests that use the others exercise
// them.
package testutil
