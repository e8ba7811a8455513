package tags

import (
	"strings"
	"testing"
)

// closestAll is closest without its shortcut: every name measured.
func closestAll(names []string, name string) string {
	best, bestD := "", len(name)
	for _, n := range names {
		if d := distance(strings.ToLower(name), strings.ToLower(n)); d < bestD && n != name {
			best, bestD = n, d
		}
	}
	if best != "" && bestD <= 1+len(best)/8 && bestD <= maxEdits {
		return best
	}
	return ""
}

// suggestNames are marker names of several lengths, some close to each
// other.
var suggestNames = []string{
	"kubebuilder:validation:Minimum", "kubebuilder:validation:Maximum", "kubebuilder:validation:MinItems",
	"kubebuilder:validation:MaxItems", "kubebuilder:validation:MinLength", "kubebuilder:validation:MaxLength",
	"kubebuilder:validation:items:MinLength", "kubebuilder:default", "kubebuilder:example", "kubebuilder:title",
	"kubebuilder:subresource:status", "kubebuilder:subresource:scale", "kubebuilder:printcolumn", "kubebuilder:rbac",
	"kubebuilder:webhook", "kubebuilder:webhookconfiguration", "groupName", "nullable", "default", "k8s:required",
	"k8s:optional", "k8s:maxItems", "k8s:minimum", "k8s:maximum", "a:b", "ab:c",
}

// variants are misspellings of name: a byte dropped, doubled, changed or
// swapped with the next at a few places, the name cut short by one to five
// bytes or lengthened by one to four, its case changed.
func variants(name string) []string {
	out := []string{name, strings.ToUpper(name), name + "x", name + "xy", name + "xyz", name + "wxyz", "", "x"}
	for cut := 1; cut <= 5 && cut <= len(name); cut++ {
		out = append(out, name[:len(name)-cut])
	}
	for _, i := range []int{0, 1, len(name) / 2, len(name) - 2, len(name) - 1} {
		if i < 0 || i >= len(name) {
			continue
		}
		out = append(out, name[:i]+name[i+1:], name[:i]+name[i:i+1]+name[i:], name[:i]+"Q"+name[i+1:])
		if i+1 < len(name) {
			out = append(out, name[:i]+name[i+1:i+2]+name[i:i+1]+name[i+2:])
		}
	}
	return out
}

// closest skips names whose length alone puts them too far: it returns
// what measuring every name returns, for misspellings of every name.
func TestClosestShortcut(t *testing.T) {
	n := 0
	for _, base := range suggestNames {
		for _, v := range variants(base) {
			n++
			if got, want := closest(suggestNames, v), closestAll(suggestNames, v); got != want {
				t.Errorf("closest(%q) = %q, measuring every name gives %q", v, got, want)
			}
		}
	}
	if n < 500 {
		t.Fatalf("only %d variants", n)
	}
}

// An unknown marker of another tool (no ':' in its name) costs no edit
// distances; a namespaced one is measured against names of its length.
func BenchmarkUnknownMarker(b *testing.B) {
	defs := make([]Def, len(suggestNames))
	for i, n := range suggestNames {
		defs[i] = Def{Name: n, Args: []Arg{{Type: AnyArg}}}
	}
	for _, text := range []string{"+optional", "+listType=map", "+k8s:conversion-gen=false", "+kubebuilder:validation:Minimun=1"} {
		b.Run(text, func(b *testing.B) {
			for b.Loop() {
				ParseMarker(defs, Line{Text: text})
			}
		})
	}
}
