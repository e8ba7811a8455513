package gen_test

import (
	"errors"
	"flag"
	"go/token"
	"slices"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
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

// A generator runs once the generators it requires have, and reads their
// results; one the run does not hold runs for it, on its packages, with
// its default flags, and its files are not written.
func TestExecuteRequires(t *testing.T) {
	u := &universe.Universe{}
	pkgs := []*universe.Package{{Path: "example.com/a", Dir: "/a"}, {Path: "example.com/b", Dir: "/b"}}
	base := &gen.Generator{Name: "base", Tool: "base-gen", Run: func(p *gen.Pass) any {
		p.NewFile("/a/base.go", emit.NewFile("example.com/a", "a"))
		p.Warnf(token.Position{Filename: "/a/t.go", Line: 1}, "left to write by hand")
		return len(p.Packages)
	}}
	var got any
	top := &gen.Generator{Name: "top", Tool: "top-gen", Requires: []*gen.Generator{base}, Run: func(p *gen.Pass) any {
		got = p.ResultOf[base]
		p.NewFile("/b/top.go", emit.NewFile("example.com/b", "b"))
		return nil
	}}
	passes := gen.Execute(u, []*gen.Job{{Generator: top, Config: gen.DefaultConfig{}, Packages: pkgs, OutputFile: "top.go"}})
	if len(passes) != 2 || passes[0].Generator != top || passes[1].Generator != base {
		t.Fatalf("passes: %+v", passes)
	}
	if got != 2 {
		t.Errorf("top read %v as base's result, want 2 (base ran on top's packages)", got)
	}
	if len(passes[0].Files()) != 1 || passes[1].Files() != nil || passes[1].Written() {
		t.Errorf("files: top %d, base %d (written %v); want 1 and none", len(passes[0].Files()), len(passes[1].Files()), passes[1].Written())
	}
	if d := passes[1].Diagnostics(); len(d) != 1 || d[0].IsError() {
		t.Errorf("base's diagnostics: %+v", d)
	}
}

// A warning promoted by another generator is reported once, as that
// generator's error, and that generator then writes nothing.
func TestPromote(t *testing.T) {
	var found *gen.Diagnostic
	base := &gen.Generator{Name: "base", Tool: "base-gen", Run: func(p *gen.Pass) any {
		found = p.Report(gen.Diagnostic{Pos: token.Position{Filename: "t.go", Line: 3, Column: 1}, Message: "w", Severity: diag.Warning})
		return found
	}}
	top := &gen.Generator{Name: "top", Tool: "top-gen", Requires: []*gen.Generator{base}, Run: func(p *gen.Pass) any {
		p.NewFile("/b/top.go", emit.NewFile("example.com/b", "b"))
		p.Promote(p.ResultOf[base].(*gen.Diagnostic))
		return nil
	}}
	passes := gen.Execute(&universe.Universe{}, []*gen.Job{
		{Generator: base, Config: gen.DefaultConfig{}},
		{Generator: top, Config: gen.DefaultConfig{}},
	})
	if d := passes[0].Diagnostics(); len(d) != 0 || passes[0].HasErrors() {
		t.Errorf("base still reports %+v", d)
	}
	d := passes[1].Diagnostics()
	if len(d) != 1 || !d[0].IsError() || d[0].String() != "t.go:3:1: w" {
		t.Errorf("top reports %+v, want the warning as its error", d)
	}
	if !passes[1].HasErrors() || passes[1].Files() != nil {
		t.Error("a pass with an error still has files")
	}
}

// Errors and warnings read from universe's lists keep their kind and
// position; an error of another type has none.
func TestReportLists(t *testing.T) {
	pos := token.Position{Filename: "p/t.go", Line: 3, Column: 1}
	g := &gen.Generator{Name: "g", Run: func(p *gen.Pass) any {
		p.ReportWarnings(universe.ErrorList{{Pos: pos, Message: "w"}})
		p.ReportErrors(universe.ErrorList{{Message: "e"}})
		p.ReportErrors(errors.New("plain"))
		p.ReportErrors(nil)
		p.OwnTree("/out")
		return nil
	}}
	p := gen.Execute(&universe.Universe{}, []*gen.Job{{Generator: g, Config: gen.DefaultConfig{}}})[0]
	d := p.Diagnostics()
	if len(d) != 3 || d[0].IsError() || !d[1].IsError() || d[0].String() != "p/t.go:3:1: w" || d[1].String() != "e" || d[2].String() != "plain" {
		t.Errorf("got %+v", d)
	}
	if !slices.Equal(p.OwnedTrees(), []string{"/out"}) {
		t.Errorf("owned trees: %q", p.OwnedTrees())
	}
}

// A generator without Enabled is always on; one with it, as it says of
// its configuration.
func TestOn(t *testing.T) {
	type cfg struct {
		gen.DefaultConfig
		out string
	}
	tree := func(c gen.Config) bool { return c.(cfg).out != "" }
	for _, tt := range []struct {
		name    string
		enabled func(gen.Config) bool
		c       gen.Config
		want    bool
	}{
		{"no Enabled", nil, cfg{}, true},
		{"output flag given", tree, cfg{out: "gen"}, true},
		{"output flag not given", tree, cfg{}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := &gen.Generator{Name: "x", Enabled: tt.enabled}
			if got := g.On(tt.c); got != tt.want {
				t.Errorf("On: got %v, want %v", got, tt.want)
			}
		})
	}
}
