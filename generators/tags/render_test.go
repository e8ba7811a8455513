package tags_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// sample has a tag placed by its value (=package in doc.go, =true|false on
// a type), one read in two places of which a type's closest block only,
// one with a value to fill in, and one without a value.
var sample = []tags.Def{
	{Name: "x:gen", Values: "package", Places: tags.Package, Tool: "x-gen", Doc: "generate for the package"},
	{Name: "x:gen", Values: "true | false", Places: tags.Type, Tool: "x-gen", Doc: "opt the type in | out"},
	{Name: "x:gen:skip", Values: "false", Places: tags.Type | tags.Field, ClosestOnly: true, Tool: "x-gen", Doc: "skip it"},
	{Name: "x:gen:peer", Values: "<import path>", Places: tags.Package, Repeatable: true, Tool: "x-gen", Doc: "a `peer` package"},
	{Name: "group", Places: tags.Package, Tool: "y-gen", Doc: "a flag"},
	{Name: "y:fn", Values: "copy-only | drop", Places: tags.Func, Tool: "y-gen", Doc: "a function tag"},
}

func TestSelect(t *testing.T) {
	tests := []struct {
		name, value string
		want        tags.Place
		n           int
	}{
		{"x:gen", "package", tags.Package, 1},
		{"x:gen", "true", tags.Type, 1},
		{"x:gen", "false", tags.Type, 1},
		// A value no definition has: all of them.
		{"x:gen", "maybe", tags.Package | tags.Type, 2},
		{"x:gen:peer", "example.com/p", tags.Package, 1},
		{"group", "", tags.Package, 1},
		{"group", "g", tags.Package, 1},
		{"unknown", "", 0, 0},
	}
	for _, tt := range tests {
		got := tags.Select(sample, tt.name, tt.value)
		var places tags.Place
		for _, d := range got {
			places |= d.Places
		}
		if places != tt.want || len(got) != tt.n {
			t.Errorf("Select(%s=%s) = %d definitions, places %v; want %d, %v", tt.name, tt.value, len(got), places, tt.n, tt.want)
		}
	}
	// Literal values win over a value to fill in.
	conv := []tags.Def{
		{Name: "c", Values: "<import path>", Places: tags.Package},
		{Name: "c", Values: "false", Places: tags.Package},
		{Name: "c", Values: "false", Places: tags.Type | tags.Field},
	}
	if got := tags.Select(conv, "c", "false"); len(got) != 2 || got[0].Places|got[1].Places != tags.Package|tags.Type|tags.Field {
		t.Errorf("Select(c=false) = %+v, want both =false definitions", got)
	}
	if got := tags.Select(conv, "c", "example.com/p"); len(got) != 1 || got[0].Values != "<import path>" {
		t.Errorf("Select(c=example.com/p) = %+v, want the <import path> definition", got)
	}
}

func TestNamesAndSyntax(t *testing.T) {
	if got, want := strings.Join(tags.Names(sample), " "), "x:gen x:gen:skip x:gen:peer group y:fn"; got != want {
		t.Errorf("Names = %s, want %s", got, want)
	}
	for d, want := range map[int]string{0: "+x:gen=package", 1: "+x:gen=true|false", 3: "+x:gen:peer=<import path>", 4: "+group"} {
		if got := sample[d].Syntax(); got != want {
			t.Errorf("Syntax of %d = %s, want %s", d, got, want)
		}
	}
	if got := (tags.Package | tags.Type | tags.Func).String(); got != "package or type or function" {
		t.Errorf("Place.String = %q", got)
	}
}

func TestMarkdown(t *testing.T) {
	want := "| tag | where | effect |\n" +
		"| --- | --- | --- |\n" +
		"| `+x:gen=package` | `doc.go` | generate for the package |\n" +
		"| `+x:gen=true` / `=false` | type | opt the type in \\| out |\n" +
		"| `+x:gen:skip=false` | type (closest comment block) or field | skip it |\n" +
		"| `+x:gen:peer=<import path>` | `doc.go`, repeatable | a `peer` package |\n" +
		"| `+group` | `doc.go` | a flag |\n" +
		"| `+y:fn=copy-only` / `=drop` | function | a function tag |\n"
	if got := tags.Markdown(sample); got != want {
		t.Errorf("Markdown:\n%s\nwant:\n%s", got, want)
	}
}

func TestText(t *testing.T) {
	long := tags.Def{Name: "z", Places: tags.Type, Tool: "z-gen", Doc: strings.Repeat("word ", 20)}
	want := `x-gen:
  +x:gen=package
      where: package (doc.go)
      generate for the package
  +x:gen=true|false
      where: type
      opt the type in | out
  +x:gen:skip=false
      where: type (closest comment block) or field
      skip it
  +x:gen:peer=<import path>
      where: package (doc.go), repeatable
      a peer package

y-gen:
  +group
      where: package (doc.go)
      a flag
  +y:fn=copy-only|drop
      where: function
      a function tag

z-gen:
  +z
      where: type
      word word word word word word word word word word word word word
      word word word word word word word
`
	if got := tags.Text(append(sample, long)); got != want {
		t.Errorf("Text:\n%s\nwant:\n%s", got, want)
	}
}

func TestSplice(t *testing.T) {
	doc := "# Doc\n\n<!-- tags:a -->\nold\ntable\n<!-- /tags -->\n\ntext\n<!-- tags:b -->\n<!-- /tags -->\n"
	out, err := tags.Splice([]byte(doc), "a", "new\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "# Doc\n\n<!-- tags:a -->\nnew\n<!-- /tags -->\n\ntext\n<!-- tags:b -->\n<!-- /tags -->\n"; string(out) != want {
		t.Errorf("Splice a:\n%s\nwant:\n%s", out, want)
	}
	out, err = tags.Splice(out, "b", "B\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "# Doc\n\n<!-- tags:a -->\nnew\n<!-- /tags -->\n\ntext\n<!-- tags:b -->\nB\n<!-- /tags -->\n"; string(out) != want {
		t.Errorf("Splice b:\n%s\nwant:\n%s", out, want)
	}
	for _, tt := range []struct{ doc, want string }{
		{"text\n", "no <!-- tags:a --> line; put one before the table and a <!-- /tags --> line after it"},
		{"<!-- tags:a -->\ntable\n", "<!-- tags:a --> is not followed by a <!-- /tags --> line; put one after the table"},
		{"<!-- tags:a -->\ntable <!-- /tags -->\n", "<!-- tags:a --> is not followed by a <!-- /tags --> line; put one after the table"},
		{"<!-- tags:a -->\ntable\n<!-- tags:b -->\n<!-- /tags -->\n", "<!-- tags:a --> is not followed by a <!-- /tags --> line before the next table's marker; put one after its table"},
	} {
		if _, err := tags.Splice([]byte(tt.doc), "a", "x\n"); err == nil || err.Error() != tt.want {
			t.Errorf("Splice(%q) error = %v, want %s", tt.doc, err, tt.want)
		}
	}
}
