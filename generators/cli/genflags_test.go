package cli_test

import (
	"flag"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// ownFlagNames are the flags g's Flags registers.
func ownFlagNames(g *gen.Generator) *flag.FlagSet {
	fs := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
	g.NewConfig(fs)
	return fs
}

// Every flag of every generator is gvkgen's --<generator>-<flag>, with the
// tool's meaning; a bare name is gvkgen's only as an alias some generator
// lists, and every alias is a flag of the generator that lists it.
func TestGeneratorFlagsPrefixed(t *testing.T) {
	all := cli.FlagsForTest(registry.All, nil, nil)
	aliases := map[string]bool{}
	for _, g := range registry.All {
		for _, a := range g.Aliases {
			aliases[a] = true
		}
	}
	for _, g := range registry.All {
		own := ownFlagNames(g)
		own.VisitAll(func(f *flag.Flag) {
			if p := all.Lookup(g.Name + "-" + f.Name); p == nil || p.Usage != g.Tool+" only: "+f.Usage {
				t.Errorf("gvkgen's --%s-%s: %v, want %s's --%s", g.Name, f.Name, p, g.Tool, f.Name)
			}
		})
		for _, a := range g.Aliases {
			// A shorthand (client-gen's -n) is an alias of the flag it
			// stands for.
			name := a
			if long, ok := g.Shorthands[a]; ok {
				name = long
			}
			if own.Lookup(name) == nil {
				t.Errorf("%s lists the alias --%s, which is not one of its flags", g.Name, a)
			}
			if f := all.Lookup(a); f == nil || !strings.Contains(f.Usage, "--"+g.Name+"-"+name) {
				t.Errorf("gvkgen's alias --%s: %v, want one naming --%s-%s", a, f, g.Name, name)
			}
		}
		own.VisitAll(func(f *flag.Flag) {
			if b := all.Lookup(f.Name); b != nil && !aliases[f.Name] {
				t.Errorf("gvkgen has a bare --%s that no generator lists as an alias: %q", f.Name, b.Usage)
			}
		})
	}
}

// collider is a generator whose flags are named like other generators'
// (--output-dir, --build-tag, --extra-peer-dirs, --input, --year), listing
// no alias.
var collider = &gen.Generator{
	Name: "collide", Tool: "collide-gen", Doc: "collides", OutputFile: "zz_generated.collide.go",
	DetectTag: "+example:collide",
	Flags: func(fs *flag.FlagSet) gen.Config {
		c := &collideConfig{}
		for _, name := range []string{"output-dir", "build-tag", "extra-peer-dirs", "input", "year"} {
			fs.StringVar(new(string), name, "", "collide-gen's "+name)
		}
		fs.StringVar(&c.outputDir, "output-dir-copy", "", "unused")
		return c
	},
	Run: func(*gen.Pass) any { return nil },
}

type collideConfig struct {
	gen.DefaultConfig
	outputDir string
}

// Adding a generator whose flags collide with others' changes no other
// generator's configuration, whatever the bare flags given; its own flags
// are --collide-<flag>, which the bare names do not set.
func TestCollidingFlagChangesNothing(t *testing.T) {
	args := []string{"--output-dir=x", "--output-pkg=example.com/x", "--build-tag=t", "--extra-peer-dirs=a,b",
		"--conversion-extra-peer-dirs=c", "--input=g/v1", "--input-base=example.com/x/apis", "--plural-exceptions=A:B",
		"--year=2024", "--clientset-name=versioned", "--skip-unsafe"}
	before, err := cli.ConfigsForTest(registry.All, args)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := cli.ConfigsForTest(registry.All, args)
	if !reflect.DeepEqual(before, again) {
		t.Fatalf("two parses of the same flags give different configurations; the comparison below would prove nothing")
	}
	if other, _ := cli.ConfigsForTest(registry.All, args[1:]); reflect.DeepEqual(before, other) {
		t.Fatalf("--output-dir changes no configuration; the comparison below would prove nothing")
	}
	gens := append(slices.Clone(registry.All[:3]), append([]*gen.Generator{collider}, registry.All[3:]...)...)
	after, err := cli.ConfigsForTest(gens, append(args, "--collide-output-dir=mine"))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range registry.All {
		j := slices.Index(gens, g)
		if !reflect.DeepEqual(before[i], after[j]) {
			t.Errorf("%s's configuration changed once collide-gen was added:\nbefore %#v\nafter  %#v", g.Name, before[i], after[j])
		}
	}
	fs := cli.FlagsForTest(gens, nil, nil)
	if _, err := cli.Parse(fs, append(args, "--collide-output-dir=mine")); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"collide-output-dir": "mine", "collide-build-tag": "", "collide-extra-peer-dirs": "", "collide-input": "", "collide-year": ""} {
		if got := fs.Lookup(name).Value.String(); got != want {
			t.Errorf("--%s = %q, want %q: a bare flag reached the new generator", name, got, want)
		}
	}
	if got, want := fs.Lookup("output-dir").Usage, cli.FlagsForTest(registry.All, nil, nil).Lookup("output-dir").Usage; got != want {
		t.Errorf("--output-dir's help changed: %q, was %q", got, want)
	}
}
