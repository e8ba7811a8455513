package gen_test

import (
	"flag"
	"go/token"
	"slices"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// A list flag's first use replaces its default, later uses append, as
// pflag's StringSlice (upstream's --extra-peer-dirs) does.
func TestStringList(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{nil, []string{"a", "b"}},
		{[]string{"--l=c"}, []string{"c"}},
		{[]string{"--l", "c,d", "--l=e"}, []string{"c", "d", "e"}},
		{[]string{"--l="}, nil},
	} {
		l := gen.NewStringList([]string{"a", "b"})
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.Var(l, "l", "")
		if err := fs.Parse(tt.args); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(l.Values, tt.want) {
			t.Errorf("%v: %q, want %q", tt.args, l.Values, tt.want)
		}
	}
}

// Diagnostics keep warnings apart from errors, and print as errors do.
func TestDiagnostics(t *testing.T) {
	pos := token.Position{Filename: "p/t.go", Line: 3, Column: 1}
	d := gen.Diagnostics(universe.ErrorList{{Pos: pos, Msg: "w"}}, universe.ErrorList{{Msg: "e"}})
	if len(d) != 2 || !d[0].Warning || d[1].Warning || d[0].String() != "p/t.go:3:1: w" || d[1].String() != "e" {
		t.Errorf("got %+v", d)
	}
	if gen.HasErrors(d[:1]) || !gen.HasErrors(d) {
		t.Error("HasErrors counts warnings, or misses errors")
	}
	if got := gen.ErrorsOf(universe.ErrorList{{Pos: pos, Msg: "x"}, {Msg: "y"}}); len(got) != 2 || got[0].Warning {
		t.Errorf("ErrorsOf: %+v", got)
	}
}

// Emit gives every file the header without touching the model.
func TestFilesEmit(t *testing.T) {
	m := gen.Files{{Path: "a.go"}, {Path: "b.go"}}
	files := m.Emit([]byte("// h\n"))
	if len(files) != 2 || string(files[1].Header) != "// h\n" || m[0].Header != nil {
		t.Errorf("Emit: %+v, model %+v", files, m)
	}
	var _ gen.Model = m
	var _ []*output.File = files
}
