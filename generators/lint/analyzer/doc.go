// Package analyzer is gvkgen's tag lint (package lint) as a
// golang.org/x/tools/go/analysis analyzer, Analyzer ("gvkgentags"): it
// reports unknown, misspelled and misplaced +k8s:, +groupName,
// +kubebuilder:object and +gvkgen: tags, by the same rules and in the
// same words as `gvkgen generate|verify` (lint.CheckFiles), with a suggested
// fix that rewrites a misspelled tag's name into the one lint suggests.
//
// cmd/gvkgen-vet runs it under `go vet -vettool`; the golangci module
// (github.com/gvk-dev/gvkgen/golangci) makes it a golangci-lint plugin;
// other drivers (multichecker, singlechecker) can take Analyzer as it is.
//
// It looks at the files of a package that are neither test files (gvkgen
// never reads them) nor generated (ast.IsGenerated: what a generator wrote
// is fixed at its source), and at their comments only: no types, no facts.
// It must not know any tag itself: the definitions are tags/all's.
package analyzer
