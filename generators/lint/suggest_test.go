package lint_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

// TestSuggestBounded is issue #29's item 18: a 1 MB misspelled tag took
// about 10 s in the did-you-mean search, which computed its edit distance
// to every defined name. The search's work (cells of edit distance) must
// not grow with the tag's length, and what it suggests must not change.
func TestSuggestBounded(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	tests := []struct {
		name, tag, want string
	}{
		{name: "1 MB misspelled", tag: "k8s:deepcopy-gen" + long},
		{name: "1 MB of colons", tag: strings.Repeat(":", 1<<20)},
		{name: "1 MB after a colon", tag: "k8s:depcopy-gen:" + long},
		{name: "1 MB value as a sub-name", tag: "k8s:deepcopy-gen:" + long, want: "k8s:deepcopy-gen=" + long},
		{name: "1 MB argument of a misspelled marker", tag: "kubebuilder:validaton:Enum:" + long, want: "kubebuilder:validation:Enum:" + long + "="},
		{name: "near miss", tag: "k8s:depcopy-gen", want: "k8s:deepcopy-gen="},
		{name: "near miss in another case", tag: "K8S:DEEPCOPY-GEN", want: "k8s:deepcopy-gen="},
	}
	// The most a search can do whatever the tag: every name against a
	// string as long as the longest that can be close to one, for each
	// prefix (ended by a colon) it may search.
	_, _, maxName, bound := lint.SuggestWork(all.Defs, "")
	names := map[string]bool{}
	cells := 0
	for _, d := range all.Defs {
		if !names[d.Name] {
			names[d.Name] = true
			cells += (maxName + bound + 1) * (len(d.Name) + 1)
		}
	}
	limit := cells * (utf8.UTFMax*(maxName+bound) + maxName + 1)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, work, _, _ := lint.SuggestWork(all.Defs, tt.tag)
			if got != tt.want {
				t.Errorf("Suggest = %.80q, want %.80q", got, tt.want)
			}
			if work > limit {
				t.Errorf("Suggest computed %d cells of edit distance for a %d-byte tag, want at most %d (independent of its length)", work, len(tt.tag), limit)
			}
		})
	}
}
