package tags_test

import (
	"fmt"
	"go/token"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// doc is a package's comments, line i of texts at f.go:i+1:1.
func doc(texts ...string) tags.Comments {
	var c tags.Comments
	for i, s := range texts {
		c.Lines = append(c.Lines, tags.Line{Text: s, Pos: token.Position{Filename: "f.go", Line: i + 1, Column: 1}})
	}
	return c
}

// typ is a type T's comments: the closest block, then the one before it,
// all at T's declaration, t.go:9:6.
func typ(closest, second []string) tags.Comments {
	c := tags.Block("type T", token.Position{Filename: "t.go", Line: 9, Column: 6}, closest)
	c.Second = tags.Block("", token.Position{Filename: "t.go", Line: 9, Column: 6}, second).Lines
	return c
}

// result spells what a reader returned: each value as "pos: raw => value",
// then the errors and warnings.
func result[T any](found []tags.Found[T], d tags.Diagnostics) []string {
	var out []string
	for _, f := range found {
		out = append(out, fmt.Sprintf("%s: %s => %v", f.Pos, f.Raw, f.Value))
	}
	for _, e := range d.Errors {
		out = append(out, "error "+e.Error())
	}
	for _, e := range d.Warnings {
		out = append(out, "warning "+e.Error())
	}
	return out
}

func TestTagAll(t *testing.T) {
	str := tags.String(sample, "x:gen")
	tests := []struct {
		name string
		got  func() []string
		want []string
	}{
		{"absent", func() []string { return result(str.All(doc("x:gen=true", "+x:genx=true", "+x:gen:skip=false"))) }, nil},
		{"values in order, at their lines", func() []string { return result(str.All(doc("+x:gen=true", "text", "  +x:gen=package # a comment"))) },
			[]string{"f.go:1:1: true => true", "f.go:3:1: package # a comment => package # a comment"}},
		{"a tag alone", func() []string { return result(str.All(doc("+x:gen"))) }, []string{"f.go:1:1:  => "}},
		{"arguments", func() []string { return result(str.All(doc("+x:gen(a)=true", "+x:gen=false"))) },
			[]string{"f.go:2:1: false => false", `error f.go:1:1: tag +x:gen takes no arguments, found "a"; remove the parentheses`}},
		{"malformed", func() []string { return result(str.All(doc("+x:gen(a=true"))) },
			[]string{"error f.go:1:1: malformed tag +x:gen(a=true: unexpected character '=' at position 8"}},
		{"a type's two blocks, the farther first", func() []string { return result(str.All(typ([]string{"+x:gen=true"}, []string{"+x:gen=false"}))) },
			[]string{"t.go:9:6: false => false", "t.go:9:6: true => true"}},
		{"closest only", func() []string {
			return result(tags.String(sample, "x:gen:skip").All(typ([]string{"+x:gen:skip=a"}, []string{"+x:gen:skip=b"})))
		}, []string{"t.go:9:6: a => a"}},
		{"a type's problem names it", func() []string { return result(str.All(typ([]string{"+x:gen(q)"}, nil))) },
			[]string{`error t.go:9:6: type T: tag +x:gen takes no arguments, found "q"; remove the parentheses`}},
		{"enum", func() []string { return result(tags.Enum(sample, "x:gen").All(doc("+x:gen=package", "+x:gen=maybe"))) },
			[]string{"f.go:1:1: package => package", `error f.go:2:1: unsupported +x:gen value "maybe"; write +x:gen=package or +x:gen=true|false`}},
		{"enum with the tag alone", func() []string { return result(tags.Enum(sample, "group").All(doc("+group", "+group=g"))) },
			[]string{"f.go:1:1:  => ", `error f.go:2:1: unsupported +group value "g"; write +group`}},
		{"bool", func() []string {
			return result(tags.Bool(sample, "x:gen").All(doc("+x:gen=true", "+x:gen=false", "+x:gen", "+x:gen=yes")))
		},
			[]string{"f.go:1:1: true => true", "f.go:2:1: false => false",
				"error f.go:3:1: +x:gen=: unsupported value; write +x:gen=true or =false",
				"error f.go:4:1: +x:gen=yes: unsupported value; write +x:gen=true or =false"}},
		{"bool that stands alone", func() []string {
			return result(tags.Bool(sample, "group").All(doc("+group", "+group=false", "+group=no")))
		},
			[]string{"f.go:1:1:  => true", "f.go:2:1: false => false",
				"error f.go:3:1: +group=no: unsupported value; write +group (or =true), or =false"}},
		{"list", func() []string {
			return result(tags.List(sample, "x:gen:peer", ",").All(doc("+x:gen:peer=a,b", "+x:gen:peer=c", "+x:gen:peer=d,,e")))
		},
			[]string{"f.go:1:1: a,b => [a b]", "f.go:2:1: c => [c]",
				`error f.go:3:1: +x:gen:peer=d,,e: an empty item; write the items separated by ",", for example +x:gen:peer=<import path>`}},
		{"custom", func() []string {
			n := tags.New(sample, "x:gen:peer", func(raw string) (int, string) {
				if len(raw) > 3 {
					return 0, "too long; shorten it"
				}
				return len(raw), ""
			})
			return result(n.All(doc("+x:gen:peer=abc", "+x:gen:peer=abcd")))
		}, []string{"f.go:1:1: abc => 3", "error f.go:2:1: too long; shorten it"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got()); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestTagGet(t *testing.T) {
	tests := []struct {
		name string
		tag  tags.Tag[string]
		c    tags.Comments
		want []string
	}{
		{"absent", tags.String(sample, "x:gen"), doc("text"), nil},
		{"one", tags.String(sample, "x:gen"), doc("+x:gen=true"), []string{"f.go:1:1: true => true"}},
		{"repeated: an error at the second", tags.String(sample, "x:gen"), doc("+x:gen=true", "+x:gen=false"),
			[]string{"f.go:1:1: true => true", "error f.go:2:1: +x:gen is given 2 times; keep one (given: true, false)"}},
		{"repeated, same value", tags.String(sample, "x:gen"), doc("+x:gen=true", "+x:gen=true"),
			[]string{"f.go:1:1: true => true", "error f.go:2:1: +x:gen is given 2 times; keep one (given: true, true)"}},
		{"repeated on a type", tags.String(sample, "x:gen"), typ([]string{"+x:gen=true"}, []string{"+x:gen=false"}),
			[]string{"t.go:9:6: false => false", "error t.go:9:6: type T: +x:gen is given 2 times; keep one (given: false, true)"}},
		{"first wins: a warning", tags.String(sample, "x:gen").FirstWins(), doc("+x:gen=true", "+x:gen=false"),
			[]string{"f.go:1:1: true => true", "warning f.go:2:1: +x:gen is given 2 times; keep one (given: true, false; the first counts)"}},
		{"repeated, one without a value", tags.String(sample, "group"), doc("+group", "+group=g"),
			[]string{"f.go:1:1:  => ", "error f.go:2:1: +group is given 2 times; keep one (given: (no value), g)"}},
		{"repeatable", tags.String(sample, "x:gen:peer"), doc("+x:gen:peer=a", "+x:gen:peer=b"), []string{"f.go:1:1: a => a"}},
		{"malformed, then one", tags.String(sample, "x:gen"), doc("+x:gen(a)=true", "+x:gen=false"),
			[]string{"f.go:2:1: false => false", `error f.go:1:1: tag +x:gen takes no arguments, found "a"; remove the parentheses`}},
		{"enum: a bad value is not returned", tags.Enum(sample, "y:fn"), doc("+y:fn=copy"),
			[]string{`error f.go:1:1: unsupported +y:fn value "copy"; write +y:fn=copy-only|drop`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, ok, d := tt.tag.Get(tt.c)
			var found []tags.Found[string]
			if ok {
				found = append(found, v)
			}
			if diff := cmp.Diff(tt.want, result(found, d)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			if d.OK() != (len(d.Errors) == 0) {
				t.Errorf("OK() = %v with %d errors", d.OK(), len(d.Errors))
			}
		})
	}
}

func TestTagDefinition(t *testing.T) {
	if got, want := tags.String(sample, "x:gen").Syntax(), "+x:gen=package or +x:gen=true|false"; got != want {
		t.Errorf("Syntax() = %q, want %q", got, want)
	}
	if got := tags.Bool(sample, "group").Name(); got != "group" {
		t.Errorf("Name() = %q, want group", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("a reader of a tag with no definition: no panic")
		}
	}()
	tags.String(sample, "x:undefined")
}

// TestComments reads tags from a loaded package, each at its own line
// (not at the declaration): doc.go's lines, a type's two blocks, a
// field's and a function's comment, with what they document in the
// message.
func TestComments(t *testing.T) {
	u := universe.LoadSources([]universe.SourcePackage{{Path: "ex.com/p", Name: "p", Dir: "/src/p", Files: map[string]string{
		"doc.go": "// Package p.\n//\n// +x:gen=package\n/* +x:gen:peer=a\n+x:gen:peer(c)=b */\npackage p\n",
		"t.go":   "package p\n\n// +x:gen=false\n\n// +x:gen=true\ntype T struct {\n\t// +x:gen:skip=false\n\tF int\n}\n\n// +y:fn=drop\nfunc Convert() {}\n",
	}}}, nil)
	pkg := u.Package("ex.com/p")
	T := u.Type("ex.com/p", "T")
	var fn *universe.Method
	for _, f := range pkg.Functions() {
		fn = f
	}
	str := func(name string) tags.Tag[string] { return tags.String(sample, name) }
	tests := []struct {
		name string
		got  []string
		want []string
	}{
		{"package", result(str("x:gen").All(tags.OfPackage(pkg))), []string{"src/p/doc.go:3:1: package => package"}},
		{"package, a block comment's lines", result(str("x:gen:peer").All(tags.OfPackage(pkg))),
			[]string{"src/p/doc.go:4:1: a => a", `error src/p/doc.go:5:1: tag +x:gen:peer takes no arguments, found "c"; remove the parentheses`}},
		{"type", result(str("x:gen").All(tags.OfType(T))), []string{"src/p/t.go:3:1: false => false", "src/p/t.go:5:1: true => true"}},
		{"field", result(str("x:gen:skip").All(tags.OfField(T, T.Members[0]))), []string{"src/p/t.go:7:2: false => false"}},
		{"function", result(str("y:fn").All(tags.OfFunc(fn))), []string{"src/p/t.go:11:1: drop => drop"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
