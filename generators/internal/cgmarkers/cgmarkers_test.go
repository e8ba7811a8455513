package cgmarkers_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The markers read are those controller-gen v0.23.0 reads as the
// package's (checked with its rbac generator:
// generators/rbac/testdata/placement), each at its line and column.
func TestPackage(t *testing.T) {
	src := `// Package p.
// +x:pkgdoc
package p

// +x:free

// +x:above-func

// F is documented.
// +x:in-func-doc
func F() {
	// +x:in-body
}

// +x:above-type

// T is a type.
// +x:in-type-doc
type T struct {
	// +x:in-field
	A int
}

// +x:var-doc
var V = 1

// +y:other-namespace

// +x:last
`
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"p.go": src}}}, nil)
	var got []string
	for _, l := range cgmarkers.Package(u, u.Roots[0], "x:") {
		got = append(got, l.Text+"@"+l.Pos.String()[len(l.Pos.Filename)+1:])
		if l.TextCol != 4 {
			t.Errorf("%s: text column %d, want 4", l.Text, l.TextCol)
		}
	}
	want := "+x:pkgdoc@2:1 +x:free@5:1 +x:above-func@7:1 +x:last@29:1 +x:above-type@15:1"
	if strings.Join(got, " ") != want {
		t.Errorf("got  %s\nwant %s", strings.Join(got, " "), want)
	}
}
