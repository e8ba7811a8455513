package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/gvk-dev/gvkgen/generators/lint/analyzer"
)

// TestAnalyzer checks the findings on each testdata package against its
// "// want" comments: none for clean, foreign (other tools' tags only) and
// the generated and test files of generated; typeerror's despite its
// type error.
func TestAnalyzer(t *testing.T) {
	for _, pkg := range []string{"unknown", "misplaced", "groupname", "kubebuilder", "gvkgen", "clean", "foreign", "generated", "typeerror"} {
		t.Run(pkg, func(t *testing.T) {
			analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, pkg)
		})
	}
}

// TestNewAllow checks that an analyzer made with New leaves the tags it
// allows alone, and only those.
func TestNewAllow(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.New("k8s:deepcopy-gen-docs"), "allowed")
}

// TestSuggestedFixes checks the fixes against misspelled's .golden files.
func TestSuggestedFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Analyzer, "misspelled")
}
