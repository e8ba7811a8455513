package registry_test

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// Every generator of the registry declares all of its contract, names,
// tools and output files never collide, alternatives name each other back,
// what a generator requires comes before it (or is a result-only model),
// and a flag two generators share (gvkgen sets both with it) has one kind
// of value. These are properties of any registry: adding a generator
// changes no list here.
func TestRegistry(t *testing.T) {
	seen := map[string]string{}
	type flagKind struct {
		gen  string
		kind reflect.Type
	}
	flagKinds := map[string]flagKind{}
	for _, g := range registry.All {
		if registry.Lookup(g.Name) != g {
			t.Errorf("Lookup(%q) is not the registry's %s", g.Name, g.Tool)
		}
		if (g.Tool != g.Name+"-gen" && g.Tool != "controller-gen") || g.Doc == "" || (g.OutputFile == "" && g.Enabled == nil) || len(g.Keywords) == 0 || g.Run == nil {
			t.Errorf("%s: incomplete: %+v", g.Name, g)
		}
		if !slices.ContainsFunc(g.Tags, func(d tags.Def) bool {
			return strings.HasPrefix("+"+d.Name, g.DetectTag) || strings.HasPrefix(g.DetectTag, "+"+d.Name)
		}) {
			t.Errorf("%s: detected by %q, not one of its tags", g.Name, g.DetectTag)
		}
		if a := g.Alternative; a != nil && (registry.Lookup(a.Name) != a || a.Alternative != g || g.Want == nil) {
			t.Errorf("%s: alternative %q is not a generator of the registry naming it back, or %s has no Want", g.Name, a.Name, g.Name)
		}
		for _, r := range g.Requires {
			i, j := slices.Index(registry.All, r), slices.Index(registry.All, g)
			if r.ResultOnly() && i < 0 && r.Run != nil && r.Doc != "" {
				continue // a model others read (genclient's), run only for them
			}
			if i < 0 || i > j {
				t.Errorf("%s requires %s, which does not come before it in the registry, and is no result-only generator", g.Name, r.Name)
			}
		}
		if len(g.Tags) == 0 {
			t.Errorf("%s: declares no tags", g.Name)
		}
		for _, v := range []string{g.Name, g.Tool, g.OutputFile} {
			if v == "" {
				continue // a generator of output trees has no OutputFile
			}
			// controller-gen's generators (object, rbac, ...) share its name.
			shared := v == g.Tool && v == "controller-gen"
			if other := seen[v]; other != "" && !shared && !(v == g.OutputFile && g.Alternative != nil && g.Alternative.Name == other) {
				t.Errorf("%s and %s share %q", other, g.Name, v)
			}
			seen[v] = g.Name
		}
		own := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
		own.SetOutput(new(strings.Builder))
		g.NewConfig(own)
		own.VisitAll(func(f *flag.Flag) {
			kind := reflect.TypeOf(f.Value)
			if other, ok := flagKinds[f.Name]; ok && other.kind != kind {
				t.Errorf("%s and %s both have --%s, as %v and %v", other.gen, g.Name, f.Name, other.kind, kind)
			}
			flagKinds[f.Name] = flagKind{g.Name, kind}
		})
	}
	if registry.Lookup("nope") != nil {
		t.Error("Lookup of an unknown name is not nil")
	}
}

// Adding a generator is its package, its cmd main, one registry line and
// its docs page: each generator of the registry has a page,
// docs/generators/<name>.md, with its tag table, that README.md links, and,
// unless it is another tool's dialect run by gvkgen's front end
// (controller-gen's object), a command cmd/<tool>/main.go that runs it
// from the registry by name.
func TestAddingAGenerator(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range registry.All {
		page := "docs/generators/" + g.Name + ".md"
		doc, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(page)))
		if err != nil || !strings.Contains(string(doc), "<!-- tags:"+g.Name+" -->") {
			t.Errorf("%s: no page %s with its tag table (%v)", g.Name, page, err)
		}
		if !strings.Contains(string(readme), "]("+page+")") {
			t.Errorf("%s: README.md does not link %s", g.Name, page)
		}
		if g.Tool == "controller-gen" {
			continue
		}
		main, err := os.ReadFile(filepath.Join(root, "cmd", g.Tool, "main.go"))
		if err != nil || !strings.Contains(string(main), "registry.Lookup(\""+g.Name+"\")") {
			t.Errorf("%s: cmd/%s/main.go does not run registry.Lookup(%q) (%v)", g.Name, g.Tool, g.Name, err)
		}
	}
}
