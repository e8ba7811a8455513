package deepcopy_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestErrorsAcrossPackages: packages are planned and emitted side by side,
// yet the errors come as one pass over them gives them: those of planning,
// package by package, then those of building the files; a problem with a
// method or a field that several packages run into is reported once.
func TestErrorsAcrossPackages(t *testing.T) {
	const tag = "// +k8s:deepcopy-gen=package\n\n"
	// a's T has a DeepCopy with the wrong signature (found when a is
	// planned, and again when b and c copy a field of type a.T); each
	// package has a field that cannot be copied (found when its file is
	// built) and a bad type tag (found when it is planned).
	pkg := func(name, body string) universe.SourcePackage {
		return universe.SourcePackage{Path: "example.com/" + name, Name: name, Dir: "/src/" + name, Files: map[string]string{
			"doc.go": tag + "package " + name + "\n",
			"t.go":   "package " + name + "\n\n" + body,
		}}
	}
	bad := "// +k8s:deepcopy-gen=maybe\ntype Tagged struct{ N []int }\n\ntype F struct{ Fn func() }\n"
	pkgs := []universe.SourcePackage{
		pkg("a", "type T struct{ N []int }\n\nfunc (in *T) DeepCopy() int { return 0 }\n\n"+bad),
		pkg("b", "import \"example.com/a\"\n\ntype U struct{ T a.T }\n\n"+bad),
		pkg("c", "import \"example.com/a\"\n\ntype V struct{ T *a.T }\n\n"+bad),
	}
	// As one planner over a, b and c in turn reported them.
	want := []string{
		"src/a/t.go:5:14: type T: hand-written DeepCopy has the wrong signature: it must return T or *T; want func (in *T) DeepCopy() *T, or for maps and slices func (in T) DeepCopy() T",
	}
	for _, name := range []string{"a", "b", "c"} {
		want = append(want, "src/"+name+"/t.go:8:6: type Tagged: unsupported +k8s:deepcopy-gen value \"maybe\"; use +k8s:deepcopy-gen=true to generate for this type or =false to skip it")
	}
	for _, name := range []string{"a", "b", "c"} {
		want = append(want, "src/"+name+"/t.go:10:16: type F, field Fn: a field of type func(...) (func) cannot be deep-copied; change its type, tag the type +k8s:deepcopy-gen=false, or write DeepCopyInto by hand")
	}
	for i := 0; i < 10; i++ {
		u := universe.LoadSources(pkgs, deepcopy.Keywords)
		r := gentest.RunOn(t, u, deepcopy.Generator, u.Roots)
		var got []string
		for _, d := range r.Diagnostics {
			got = append(got, d.Pos.String()+": "+d.Message)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("run %d: diagnostics (-want +got):\n%s", i, d)
		}
	}
}
