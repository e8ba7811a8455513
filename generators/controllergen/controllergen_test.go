package controllergen

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// The registry has the generator the front end runs, and its markers are
// that generator's own: its detection tag and its tags (+kubebuilder:object:
// and +k8s:deepcopy-gen, as controller-gen reads them).
func TestMarkersAreTheGenerators(t *testing.T) {
	g := lookup(registry.All, Generator)
	if g == nil {
		t.Fatalf("the registry has no %s generator", Generator)
	}
	var got []string
	for _, m := range markerText(g) {
		got = append(got, string(m))
	}
	for _, want := range []string{"+kubebuilder:object:", "+k8s:deepcopy-gen"} {
		found := false
		for _, m := range got {
			found = found || strings.HasPrefix(m, want)
		}
		if !found {
			t.Errorf("markers %q lack %s", got, want)
		}
	}
	fake := &gen.Generator{DetectTag: "+x:y=", Tags: []tags.Def{{Name: "x:z"}}}
	if got := markerText(fake); len(got) != 2 || string(got[0]) != "+x:y=" || string(got[1]) != "+x:z" {
		t.Errorf("markerText(fake) = %q", got)
	}
}

// Accepts takes controller-gen's options, not package patterns or flags.
func TestAccepts(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{[]string{"object", "paths=./..."}, true},
		{[]string{"object:headerFile=h.txt"}, true},
		{[]string{"crd"}, true},
		{[]string{"-v", "paths=./api/..."}, true},
		{[]string{"./..."}, false},
		{[]string{"-v", "./api/..."}, false},
		{nil, false},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if got := Accepts(tt.args); got != tt.want {
				t.Errorf("Accepts(%q) = %v, want %v", tt.args, got, tt.want)
			}
		})
	}
}
