package universe_test

import (
	"go/constant"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Constants lists a package's constants with their declared type (given,
// repeated from the spec above, or a conversion's), value and comment,
// from every file, including those parsing passed over.
func TestConstants(t *testing.T) {
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/a", Name: "a", Dir: "/a", Files: map[string]string{
		"types.go":  "package a\n\ntype Fruit string\n",
		"consts.go": "package a\n\nconst (\n\t// Apple is red.\n\tApple Fruit = \"apple\"\n\tPear  Fruit = \"pear\"\n\t// Kiwi is typed by a conversion.\n\tKiwi = Fruit(\"kiwi\")\n\tUntyped = \"x\"\n)\n",
	}}}, nil)
	fruit := u.Roots[0].TypeNamed("Fruit")
	got := map[string]universe.Constant{}
	for _, c := range u.Roots[0].Constants() {
		got[c.Name] = c
	}
	for _, tc := range []struct {
		name, value, comment string
		typed                bool
	}{
		{"Apple", "apple", "Apple is red.", true},
		{"Pear", "pear", "", true},
		{"Kiwi", "kiwi", "Kiwi is typed by a conversion.", true},
		{"Untyped", "x", "", false},
	} {
		c, ok := got[tc.name]
		if !ok {
			t.Errorf("%s missing", tc.name)
			continue
		}
		if (c.Type == fruit) != tc.typed || c.Value.Kind() != constant.String || constant.StringVal(c.Value) != tc.value {
			t.Errorf("%s: type %v, value %v; want typed %v, %q", tc.name, c.Type, c.Value, tc.typed, tc.value)
		}
		comment := ""
		if len(c.CommentLines) > 0 {
			comment = c.CommentLines[0]
		}
		if comment != tc.comment {
			t.Errorf("%s: comment %q, want %q", tc.name, comment, tc.comment)
		}
	}
}
