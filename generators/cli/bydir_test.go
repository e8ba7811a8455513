package cli

import (
	"reflect"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/output"
)

// byDirectory groups targets by directory, in the order of each
// directory's first target, keeping their order within it.
func TestByDirectory(t *testing.T) {
	var targets []*output.Target
	for _, p := range []string{"/a/x.go", "/b/y.go", "/a/z.go", "/a/b/w.go", "/b/v.go"} {
		targets = append(targets, &output.Target{Path: p})
	}
	want := [][]int{{0, 2}, {1, 4}, {3}}
	if got := byDirectory(targets); !reflect.DeepEqual(got, want) {
		t.Errorf("byDirectory = %v, want %v", got, want)
	}
	if got := byDirectory(nil); len(got) != 0 {
		t.Errorf("byDirectory(nil) = %v", got)
	}
}
