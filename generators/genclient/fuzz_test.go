package genclient

import (
	"reflect"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/tags"
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

// FuzzReadTypesOfTaggedOnly checks that reading the options of only the
// types whose comments mention +genclient or +resourceName (readTypes,
// universe.Package.TypeNamesMentioning) gives what reading every type
// gives: the same +genclient types, options and mistakes, in the same
// order, whatever the comments of three types (the text is split at "|"
// between them; a line may sit in either block above a type).
func FuzzReadTypesOfTaggedOnly(f *testing.F) {
	for _, s := range []string{"+genclient|+resourceName=x|", "+genclient:foo||+genclient\n\n+genclient:nonNamespaced", "x genclient y|/* +genclient */|+resourceName", "+genClient|+k8s:genclient|//go:genclient", "+genclient=false|\n+genclient:readonly|+genclient:method=A,verb=get"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		src := "package v1\n\n"
		for i, part := range append(strings.SplitN(text, "|", 3), "", "")[:3] {
			for _, l := range strings.Split(part, "\n") {
				src += "// " + strings.NewReplacer("*/", "", "\r", "").Replace(l) + "\n"
			}
			src += "type T" + string(rune('A'+i)) + " struct{ Status int }\n\n"
		}
		u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/a/v1", Name: "v1", Dir: "/a/v1",
			Files: map[string]string{"types.go": src}}}, nil)
		pkg := u.Roots[0]
		if pkg.ParseErr() != nil {
			return
		}
		var want []*Type
		var wantDiags tags.Diagnostics
		wantOpts := map[*universe.Type]Options{}
		for _, ty := range pkg.Types() {
			o, d := ParseOptions(ty)
			wantOpts[ty] = o
			wantDiags.Errors = append(wantDiags.Errors, d.Errors...)
			wantDiags.Warnings = append(wantDiags.Warnings, d.Warnings...)
			if o.GenerateClient {
				want = append(want, &Type{Type: ty, Options: o})
			}
		}
		Sort(want)
		got, opts, diags := readTypes(pkg)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(diags, wantDiags) {
			t.Errorf("readTypes of %q = %v, %v; every type read: %v, %v", src, got, diags, want, wantDiags)
		}
		for ty, o := range wantOpts {
			if !reflect.DeepEqual(opts[ty], o) {
				t.Errorf("options of %s in %q: %+v, every type read: %+v", ty.Name.Name, src, opts[ty], o)
			}
		}
	})
}
