package gen_test

import (
	"errors"
	"flag"
	"go/token"
	"slices"
	"strings"
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
// typed results; one the run does not hold runs for it, on its packages,
// with the run's configuration of it, and its files are not written.
func TestExecuteRequires(t *testing.T) {
	u := &universe.Universe{}
	pkgs := []*universe.Package{{Path: "example.com/a", Dir: "/a"}, {Path: "example.com/b", Dir: "/b"}}
	type cfg struct {
		gen.DefaultConfig
		peers string
	}
	base := &gen.Generator{Name: "base", Tool: "base-gen"}
	baseResult := gen.Produces(base, func(p *gen.Pass) int {
		p.NewFile("/a/base.go", emit.NewFile("example.com/a", "a"))
		p.Warnf(token.Position{Filename: "/a/t.go", Line: 1}, "left to write by hand with %s", p.Config.(cfg).peers)
		return len(p.Packages)
	})
	var got int
	top := &gen.Generator{Name: "top", Tool: "top-gen", Requires: []*gen.Generator{baseResult.Generator()}, Run: func(p *gen.Pass) any {
		got = baseResult.Of(p)
		p.NewFile("/b/top.go", emit.NewFile("example.com/b", "b"))
		return nil
	}}
	passes := gen.Execute(u, []*gen.Job{{Generator: top, Config: gen.DefaultConfig{}, Packages: pkgs, OutputFile: "top.go"}},
		map[*gen.Generator]gen.Config{base: cfg{peers: "--peers=x"}})
	if len(passes) != 2 || passes[0].Generator != top || passes[1].Generator != base {
		t.Fatalf("passes: %+v", passes)
	}
	if got != 2 {
		t.Errorf("top read %v as base's result, want 2 (base ran on top's packages)", got)
	}
	if len(passes[0].Files()) != 1 || passes[1].Files() != nil || passes[1].Written() {
		t.Errorf("files: top %d, base %d (written %v); want 1 and none", len(passes[0].Files()), len(passes[1].Files()), passes[1].Written())
	}
	if d := passes[1].Diagnostics(); len(d) != 1 || d[0].IsError() || !strings.HasSuffix(d[0].Message, "with --peers=x") {
		t.Errorf("base's diagnostics: %+v; want one warning, from base run with the run's configuration", d)
	}
}

// A result read without requiring its generator is a bug the key reports,
// naming both generators.
func TestResultNotRequired(t *testing.T) {
	base := &gen.Generator{Name: "base", Tool: "base-gen"}
	key := gen.Produces(base, func(*gen.Pass) string { return "x" })
	var msg any
	top := &gen.Generator{Name: "top", Tool: "top-gen", Run: func(p *gen.Pass) any {
		defer func() { msg = recover() }()
		key.Of(p)
		return nil
	}}
	gen.Execute(&universe.Universe{}, []*gen.Job{{Generator: top, Config: gen.DefaultConfig{}}}, nil)
	if s, _ := msg.(string); !strings.Contains(s, "top reads the result of base, which it does not require") {
		t.Errorf("reading an unrequired result: %v", msg)
	}
	if !base.ResultOnly() || (&gen.Generator{OutputFile: "x.go"}).ResultOnly() {
		t.Error("ResultOnly: a generator with neither output file nor detection is result-only, one with an output file is not")
	}
}

// A shared diagnostic is printed once, by the first pass of the run that
// claims it, and is an error of every pass that claims it; unclaimed, it
// is printed by none.
func TestSharedOnce(t *testing.T) {
	model := &gen.Generator{Name: "model", Tool: "model-gen"}
	key := gen.Produces(model, func(*gen.Pass) []*gen.Diagnostic {
		return []*gen.Diagnostic{
			gen.Shared(gen.Diagnostic{Pos: token.Position{Filename: "t.go", Line: 3, Column: 4}, Message: "bad verb"}),
			gen.Shared(gen.Diagnostic{Message: "unclaimed"}),
		}
	})
	user := func(name string) *gen.Generator {
		return &gen.Generator{Name: name, Tool: name + "-gen", Requires: []*gen.Generator{model}, Run: func(p *gen.Pass) any {
			p.NewFile("/b/"+name+".go", emit.NewFile("example.com/b", "b"))
			p.Claim(key.Of(p)[0])
			return nil
		}}
	}
	var jobs []*gen.Job
	for _, n := range []string{"a", "b", "c"} {
		jobs = append(jobs, &gen.Job{Generator: user(n), Config: gen.DefaultConfig{}})
	}
	passes := gen.Execute(&universe.Universe{}, jobs, nil)
	var printed []string
	for _, p := range passes {
		for _, d := range p.Diagnostics() {
			printed = append(printed, p.Generator.Name+": "+d.String())
		}
		if p.Generator != model && (!p.HasErrors() || p.Files() != nil) {
			t.Errorf("%s claimed an error but has files", p.Generator.Name)
		}
	}
	if want := []string{"a: t.go:3:4: bad verb"}; !slices.Equal(printed, want) {
		t.Errorf("printed %q, want %q", printed, want)
	}
}

// A warning promoted by another generator is reported once, as that
// generator's error, and that generator then writes nothing.
func TestPromote(t *testing.T) {
	base := &gen.Generator{Name: "base", Tool: "base-gen", OutputFile: "base.go"}
	baseKey := gen.Produces(base, func(p *gen.Pass) *gen.Diagnostic {
		return p.Report(gen.Diagnostic{Pos: token.Position{Filename: "t.go", Line: 3, Column: 1}, Message: "w", Severity: diag.Warning})
	})
	top := &gen.Generator{Name: "top", Tool: "top-gen", Requires: []*gen.Generator{base}, Run: func(p *gen.Pass) any {
		p.NewFile("/b/top.go", emit.NewFile("example.com/b", "b"))
		p.Promote(baseKey.Of(p))
		return nil
	}}
	passes := gen.Execute(&universe.Universe{}, []*gen.Job{
		{Generator: base, Config: gen.DefaultConfig{}},
		{Generator: top, Config: gen.DefaultConfig{}},
	}, nil)
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
	p := gen.Execute(&universe.Universe{}, []*gen.Job{{Generator: g, Config: gen.DefaultConfig{}}}, nil)[0]
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

// The packages a generator's configuration names (Loads) are part of the
// run's one load, each once.
func TestLoadConfigExtra(t *testing.T) {
	type cfg struct {
		gen.DefaultConfig
		peers []string
	}
	peers := func(c gen.Config) []string { return c.(cfg).peers }
	a := &gen.Generator{Name: "a", Loads: peers}
	b := &gen.Generator{Name: "b", Loads: peers}
	c := &gen.Generator{Name: "c"}
	got := gen.LoadConfig([]*gen.Generator{a, b, c}, []gen.Config{cfg{peers: []string{"x/p", "x/q"}}, cfg{peers: []string{"x/q", "x/r"}}, gen.DefaultConfig{}}, nil)
	if want := []string{"x/p", "x/q", "x/r"}; !slices.Equal(got.Extra, want) {
		t.Errorf("Extra %q, want %q", got.Extra, want)
	}
}

// A required generator listed as Advisory, run only for the generators
// that require it, prints its errors as warnings, once, and fails
// nothing; held by the run itself, or required by a generator that does
// not list it, its errors stay errors.
func TestAdvisory(t *testing.T) {
	base := &gen.Generator{Name: "base", Tool: "base-gen", OutputFile: "base.go"}
	gen.Produces(base, func(p *gen.Pass) any {
		p.Errorf(token.Position{Filename: "t.go", Line: 2, Column: 1}, "bad tag")
		return nil
	})
	user := func(name string, advisory bool) *gen.Generator {
		g := &gen.Generator{Name: name, Tool: name + "-gen", Requires: []*gen.Generator{base}, Run: func(p *gen.Pass) any {
			p.NewFile("/b/"+name+".go", emit.NewFile("example.com/b", "b"))
			return nil
		}}
		if advisory {
			g.Advisory = g.Requires
		}
		return g
	}
	job := func(g *gen.Generator) *gen.Job { return &gen.Job{Generator: g, Config: gen.DefaultConfig{}} }
	tests := []struct {
		name string
		jobs []*gen.Job
		want []string
	}{
		{"advisory only", []*gen.Job{job(user("reg", true))}, []string{"base: warning t.go:2:1: bad tag"}},
		{"held by the run", []*gen.Job{job(base), job(user("reg", true))}, []string{"base: error t.go:2:1: bad tag"}},
		{"also required plainly", []*gen.Job{job(user("reg", true)), job(user("other", false))}, []string{"base: error t.go:2:1: bad tag"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, p := range gen.Execute(&universe.Universe{}, tt.jobs, nil) {
				for _, d := range p.Diagnostics() {
					sev := "warning"
					if d.IsError() {
						sev = "error"
					}
					got = append(got, p.Generator.Name+": "+sev+" "+d.String())
				}
				if p.Generator.Name == "reg" && p.Files() == nil {
					t.Error("reg wrote nothing")
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("printed %q, want %q", got, tt.want)
			}
		})
	}
}

// An optional generator's result is read only when the run holds it as a
// job (then after it ran); otherwise it is not started, and IfRan says so.
// A Config that configures a required generator gives it its config.
func TestExecuteOptional(t *testing.T) {
	base := &gen.Generator{Name: "base", Tool: "base-gen"}
	ran := 0
	key := gen.Produces(base, func(*gen.Pass) string { ran++; return "model" })
	var got string
	var ok bool
	top := &gen.Generator{Name: "top", Tool: "top-gen", Optional: []*gen.Generator{base}, Run: func(p *gen.Pass) any {
		got, ok = key.IfRan(p)
		return nil
	}}
	topJob := &gen.Job{Generator: top, Config: gen.DefaultConfig{}}
	if passes := gen.Execute(&universe.Universe{}, []*gen.Job{topJob}, nil); len(passes) != 1 || ok || ran != 0 {
		t.Errorf("without base: %d passes, IfRan %q %v, base ran %d times; want 1, false, 0", len(passes), got, ok, ran)
	}
	gen.Execute(&universe.Universe{}, []*gen.Job{topJob, {Generator: base, Config: gen.DefaultConfig{}}}, nil)
	if !ok || got != "model" || ran != 1 {
		t.Errorf("with base: IfRan %q %v, base ran %d times; want model, true, 1", got, ok, ran)
	}
	needs := &gen.Generator{Name: "needs", Tool: "needs-gen", Requires: []*gen.Generator{base}, Run: func(p *gen.Pass) any { return nil }}
	var seen gen.Config
	base.Run = func(p *gen.Pass) any { seen = p.Config; return "" }
	gen.Execute(&universe.Universe{}, []*gen.Job{{Generator: needs, Config: configurer{}}}, nil)
	if _, ok := seen.(configured); !ok {
		t.Errorf("base ran with %#v, want the config its requirer's gave", seen)
	}
}

// configurer configures the generators its generator requires.
type configurer struct{ gen.DefaultConfig }

func (configurer) RequiredConfig(*gen.Generator) gen.Config { return configured{} }

type configured struct{ gen.DefaultConfig }
