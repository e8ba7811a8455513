package lint

import "github.com/gvk-dev/gvkgen/generators/tags"

// SuggestWork is Suggest, with the cells of edit distance its search
// computed, and the length of the longest name of defs and the distance
// suggest accepts for it, for the test of the search's bound.
func SuggestWork(defs []tags.Def, name string) (suggestion string, work, maxName, bound int) {
	ix := newIndex(defs, nil)
	s := ix.suggest(name)
	return s, ix.work, ix.maxName, ix.bound()
}
