package lint

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// Suggest returns the tag of defs (with its "=") closest to name, or a
// sub-name written where a value belongs turned back into a value
// (+k8s:deepcopy-gen:false is +k8s:deepcopy-gen=false).
func Suggest(defs []tags.Def, name string) string { return newIndex(defs, nil).suggest(name) }

// suggest is Suggest's search. Its work is bounded by the definitions,
// whatever the length of name (a 1 MB misspelled tag): the edit distance
// is computed only for names that can be close enough to be suggested,
// and a prefix is searched only when it is short enough to be, or to
// extend, a defined name.
func (ix *index) suggest(name string) string {
	if best, d := ix.closest(name); best != "" && d <= 1+len(best)/8 {
		if ix.noValue(best) {
			return best // +optional, not +optional=
		}
		return best + "="
	}
	for _, k := range ix.names {
		if rest, ok := strings.CutPrefix(name, k+":"); ok && !strings.Contains(rest, ":") {
			return k + "=" + rest
		}
	}
	// +name:arg=... of a misspelled marker with arguments. Only a defined
	// name has arguments, and the prefix that leads to one is a close
	// name (at most maxName+bound long once in lower case, which is at
	// most UTFMax times shorter: the Kelvin sign's is k) followed by
	// segments that make it a defined name (at most maxName long): a
	// longer prefix leads to none.
	if i := strings.LastIndex(name, ":"); i > 0 && i <= utf8.UTFMax*(ix.maxName+ix.bound())+ix.maxName {
		if s := strings.TrimSuffix(ix.suggest(name[:i]), "="); s != "" && ix.hasArgs(s) {
			return s + name[i:] + "="
		}
	}
	return ""
}

// bound is the largest edit distance suggest accepts: 1+len/8 of the
// longest defined name.
func (ix *index) bound() int { return 1 + ix.maxName/8 }

// closest returns the first defined name nearest to name (ignoring case)
// and its distance, if that distance is within bound and less than
// len(name); otherwise "". Which name that is, and whether suggest
// takes it, are as if every distance were computed: a name farther than
// bound is never taken.
func (ix *index) closest(name string) (string, int) {
	bound := ix.bound()
	lower := strings.ToLower(name)
	best, bestD := "", min(len(lower), bound+1)
	for _, k := range ix.names {
		if d := ix.distanceWithin(lower, strings.ToLower(k), bound); d < bestD {
			best, bestD = k, d
		}
	}
	return best, bestD
}

// distanceWithin is Distance(a, b) if it is at most bound, and bound+1
// otherwise, computed only when the lengths allow it. It counts the cells
// it computes in ix.work.
func (ix *index) distanceWithin(a, b string, bound int) int {
	if abs(len(a)-len(b)) > bound {
		return bound + 1
	}
	ix.work += (len(a) + 1) * (len(b) + 1)
	return min(Distance(a, b), bound+1)
}

// noValue reports whether every definition of name is a bare tag, written
// without "=" (+optional).
func (ix *index) noValue(name string) bool {
	for _, d := range ix.defs {
		if d.Name == name && (d.Values != "" || d.Args != nil) {
			return false
		}
	}
	return true
}

// hasArgs reports whether a definition of name takes arguments.
func (ix *index) hasArgs(name string) bool {
	return slices.ContainsFunc(ix.defs, func(d tags.Def) bool { return d.Name == name && len(d.Args) > 0 })
}

// Distance is the Levenshtein distance between a and b, in bytes: what
// "did you mean" suggestions (lint's, controller-gen arguments') rank by.
// Its cost is len(a)*len(b): callers that take only near names skip
// those whose lengths differ by more than they take.
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
