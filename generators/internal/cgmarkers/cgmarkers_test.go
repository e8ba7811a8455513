package cgmarkers_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/tags"
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

// File splits a file's markers as controller-gen's object generator reads
// them: a type's own markers are its declaration's closest group and doc,
// then its spec's; the closest group above a type is not the package's
// (checked with controller-gen v0.23.0's object: a
// +kubebuilder:object:generate=true there generates that type only).
func TestFile(t *testing.T) {
	src := `package p

// +x:free

// +x:above-a

// A is.
// +x:a-doc
type A struct{}

type (
	// +x:b-doc
	B int
)

// +x:last
`
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"p.go": src}}}, nil)
	fm := cgmarkers.File(u, u.Roots[0].Files()[0])
	texts := func(ls []tags.Line) string {
		var s []string
		for _, l := range ls {
			s = append(s, l.Text)
		}
		return strings.Join(s, " ")
	}
	if got, want := texts(fm.Package), "+x:free +x:last"; got != want {
		t.Errorf("package: got %q, want %q", got, want)
	}
	if got, want := texts(fm.TypeClosest), "+x:above-a"; got != want {
		t.Errorf("closest above types: got %q, want %q", got, want)
	}
	if len(fm.Specs) != 2 {
		t.Fatalf("%d specs, want 2", len(fm.Specs))
	}
	for i, want := range []string{"+x:above-a +x:a-doc", "+x:b-doc"} {
		if got := texts(fm.Types[fm.Specs[i]]); got != want {
			t.Errorf("type %s: got %q, want %q", fm.Specs[i].Name.Name, got, want)
		}
	}
}
