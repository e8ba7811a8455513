// Package tags reads comment tags (+k8s:deepcopy-gen=package and the like)
// out of comment lines. It is the only user of gengo's codetags parser.
package tags

import (
	"fmt"
	"strings"

	"k8s.io/gengo/v2/codetags"
)

// Values returns the values of every +name=value tag in lines, in order. A
// tag given without a value yields "". A tag with arguments, which none of
// the code-generator tags take, is an error.
func Values(lines []string, name string) ([]string, error) {
	found := codetags.Extract("+", lines)[name]
	var out []string
	for _, line := range found {
		tag, err := codetags.Parse(line, codetags.RawValues(true))
		if err != nil {
			return nil, fmt.Errorf("malformed tag +%s: %v", strings.TrimSpace(line), err)
		}
		if len(tag.Args) > 0 {
			return nil, fmt.Errorf("tag +%s takes no arguments, found %q", name, tag.Args[0].Value)
		}
		out = append(out, tag.Value)
	}
	return out, nil
}

// Unknown is a tag that looks like it belongs to a generator but is not
// one of its tags.
type Unknown struct {
	// Name is the tag as written, without the leading +.
	Name string
	// Line is the index in the lines given of the line it is on.
	Line int
	// Suggest is the tag probably meant, with its = if it takes a value.
	Suggest string
}

// FindUnknown returns the tags in lines whose names start with prefix but
// are not in known, each with a suggestion.
func FindUnknown(lines []string, prefix string, known []string) []Unknown {
	var out []Unknown
	for i, line := range lines {
		l := strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(l, "+"+prefix) {
			continue
		}
		name := l[1:]
		if j := strings.IndexAny(name, "=( \t"); j >= 0 {
			name = name[:j]
		}
		if contains(known, name) {
			continue
		}
		out = append(out, Unknown{Name: name, Line: i, Suggest: suggest(name, known)})
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// suggest finds the known tag closest to name. A value written as a
// sub-name (+k8s:deepcopy-gen:false) is turned back into a value.
func suggest(name string, known []string) string {
	best, bestD := "", len(name)
	for _, k := range known {
		if d := distance(name, k); d < bestD {
			best, bestD = k, d
		}
	}
	if best != "" && bestD <= 1+len(best)/8 {
		return best + "="
	}
	for _, k := range known {
		if rest, ok := strings.CutPrefix(name, k+":"); ok && !strings.Contains(rest, ":") {
			return k + "=" + rest
		}
	}
	return ""
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
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
