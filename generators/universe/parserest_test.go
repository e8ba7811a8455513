package universe

import "testing"

// TestParseRestByWord: looking up constants parses only the passed-over
// files that mention "const" (a helper file of function bodies stays
// unparsed), and a variable is still found afterwards, in a file that
// mentions "var" alone.
func TestParseRestByWord(t *testing.T) {
	u := load(t, map[string]map[string]string{"ex.com/a": {
		"types.go":   "package a\n\ntype Fruit string\n",
		"consts.go":  "package a\n\nconst Apple Fruit = \"apple\"\n",
		"helpers.go": "package a\n\nfunc Peel(f Fruit) Fruit { return f + \"!\" }\n",
		"vars.go":    "package a\n\nvar Basket = []Fruit{Apple}\n",
	}})
	p := u.Roots[0]
	cs := p.Constants()
	if len(cs) != 1 || cs[0].Name != "Apple" {
		t.Fatalf("constants %v, want Apple", cs)
	}
	parsed := map[string]bool{}
	for _, f := range p.files {
		parsed[f.name] = true
	}
	for name, want := range map[string]bool{"/src/ex.com/a/consts.go": true, "/src/ex.com/a/helpers.go": false, "/src/ex.com/a/vars.go": false} {
		if parsed[name] != want {
			t.Errorf("%s parsed: %v, want %v (files parsed: %v)", name, parsed[name], want, parsed)
		}
	}
	if !p.DeclaresValue("Basket") || !p.DeclaresValue("Apple") || p.DeclaresValue("Peel") {
		t.Errorf("DeclaresValue: Basket %v, Apple %v, Peel %v; want true, true, false", p.DeclaresValue("Basket"), p.DeclaresValue("Apple"), p.DeclaresValue("Peel"))
	}
	for _, f := range p.files {
		if f.name == "/src/ex.com/a/helpers.go" {
			t.Errorf("helpers.go parsed by the lookups of values")
		}
	}
}
