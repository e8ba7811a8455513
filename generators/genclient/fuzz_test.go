package genclient

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// FuzzParseOptions reads any comment lines above a type as +genclient
// tags: it never panics, every error is positioned at a line of the
// type's comment (at the tag) or at the type, and a type without
// "+genclient" anywhere in its comments has no client.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"+genclient", "+genclient:method=A,verb=get,subresource=s,result=k8s.io/api/x/v1.S", "+genclient:onlyVerbs=", "+genclient:skipVerbs=,,", "+genclient:method==,=", "+genclient=false\n+genclient:readonly"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var lines []string
		for _, l := range strings.Split(text, "\n") {
			lines = append(lines, "// "+strings.NewReplacer("*/", "", "\r", "").Replace(l))
		}
		u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/a/v1", Name: "v1", Dir: "/a/v1",
			Files: map[string]string{"types.go": "package v1\n\n" + strings.Join(lines, "\n") + "\ntype Foo struct{}\n"}}}, nil)
		ty := u.Roots[0].TypeNamed("Foo")
		if ty == nil {
			return
		}
		o, d := ParseOptions(ty)
		at := map[universe.Pos]bool{ty.Pos: true}
		for _, l := range append(append([]universe.CommentLine{}, ty.CommentAt...), ty.SecondClosestCommentAt...) {
			at[l.Pos] = true
		}
		for _, e := range append(d.Errors, d.Warnings...) {
			if !at[e.Pos] {
				t.Errorf("%v: neither at a line of the type's comment nor at the type (%v)", e, ty.Pos)
			}
		}
		if o.GenerateClient && !strings.Contains(text, "+genclient") {
			t.Errorf("a client without +genclient in %q", text)
		}
	})
}
