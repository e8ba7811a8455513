package registry_test

import (
	"flag"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// The registry is in upstream's order, every generator declares all of
// its contract, names, tools and output files never collide, and a flag
// two generators share (gvkgen sets both with it) has one kind of value.
func TestRegistry(t *testing.T) {
	var names []string
	for _, g := range registry.All {
		names = append(names, g.Name)
	}
	if want := []string{"deepcopy", "object", "defaulter", "conversion", "crdconversion", "register", "applyconfiguration", "client", "lister", "informer"}; !slices.Equal(names, want) {
		t.Errorf("registry order %v, want %v", names, want)
	}
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
		if (g.Tool != g.Name+"-gen" && g.Tool != "controller-gen") || g.Doc == "" || g.OutputFile == "" || len(g.Keywords) == 0 || g.Run == nil {
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
			if other := seen[v]; other != "" && !(v == g.OutputFile && g.Alternative != nil && g.Alternative.Name == other) {
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
