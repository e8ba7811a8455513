package crd

import "testing"

// pluralize follows flect's suffix rules (controller-gen's default plural
// is strings.ToLower(flect.Pluralize(kind))); Safe's plural is
// controller-gen's in testdata/immutable.
func TestPluralize(t *testing.T) {
	for in, want := range map[string]string{
		"Widget": "Widgets", "Safe": "Saves", "Policy": "Policies", "Gateway": "Gateways",
		"Class": "Classes", "Box": "Boxes", "Batch": "Batches", "Leaf": "Leaves", "Shelf": "Shelves",
		"Directive": "Directives", "Knife": "Knives",
	} {
		if got := pluralize(in); got != want {
			t.Errorf("pluralize(%s) = %s, want %s", in, got, want)
		}
	}
}
