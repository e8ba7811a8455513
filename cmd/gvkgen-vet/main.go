// Command gvkgen-vet reports unknown, misspelled and misplaced code
// generator tags (+k8s:, +groupName, +kubebuilder:object, +gvkgen:) as a
// vet tool: go vet -vettool=$(which gvkgen-vet) ./... . It runs the
// gvkgentags analyzer (generators/lint/analyzer), which applies the rules of
// gvkgen generate and verify's tag lint.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/gvk-dev/gvkgen/generators/lint/analyzer"
)

func main() { unitchecker.Main(analyzer.Analyzer) }
