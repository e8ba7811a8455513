package testutil

import (
	"bytes"
	"go/format"
	"go/parser"
	"go/token"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// GeneratedInvariants runs gen twice and checks what must hold for any
// input: no panic; an error, if any, is a universe.ErrorList (positions and
// messages, not a crash dressed up as an error); every warning has a
// message and a position; every file renders to Go
// that parses and that gofmt leaves unchanged; both runs give the same
// bytes. input is printed on failure.
func GeneratedInvariants(t *testing.T, input string, gen func() ([]*output.File, universe.ErrorList, error)) {
	t.Helper()
	run := func() [][]byte {
		files, warnings, err := gen()
		for _, w := range warnings {
			if w.Message == "" || w.Pos.Filename == "" {
				t.Fatalf("a warning without a message or a position: %+v\ninput:\n%s", w, input)
			}
		}
		if err != nil {
			list, ok := err.(universe.ErrorList)
			if !ok {
				t.Fatalf("error of an unexpected type %T: %v\ninput:\n%s", err, err, input)
			}
			for _, e := range list {
				if e.Message == "" {
					t.Fatalf("an error without a message at %v\ninput:\n%s", e.Pos, input)
				}
			}
			return nil
		}
		var out [][]byte
		for _, f := range files {
			b, err := f.Render()
			if err != nil {
				t.Fatalf("generated code does not render: %v\ninput:\n%s", err, input)
			}
			if _, err := parser.ParseFile(token.NewFileSet(), f.Path, b, parser.AllErrors); err != nil {
				t.Fatalf("generated code does not parse: %v\ninput:\n%s\noutput:\n%s", err, input, b)
			}
			formatted, err := format.Source(b)
			if err != nil {
				t.Fatalf("gofmt fails on the generated code: %v\ninput:\n%s\noutput:\n%s", err, input, b)
			}
			if !bytes.Equal(formatted, b) {
				t.Fatalf("generated code is not gofmt-clean\ninput:\n%s\noutput:\n%s", input, b)
			}
			out = append(out, b)
		}
		return out
	}
	a, b := run(), run()
	if len(a) != len(b) {
		t.Fatalf("two runs gave %d and %d files\ninput:\n%s", len(a), len(b), input)
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			t.Fatalf("two runs gave different bytes\ninput:\n%s", input)
		}
	}
}
