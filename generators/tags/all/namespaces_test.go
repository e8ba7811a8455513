package all_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

// The facts derived from the generators' namespaces follow from them, so
// that a generator with a new namespace needs no edit here: every
// namespace's comment texts ("+"+Prefix, and its lower-case spelling when
// it has no ":") are TagMarkers, those of Lint namespaces LintMarkers, the
// prefixes of Verify namespaces VerifyPrefixes; nothing else is, and
// nothing twice.
func TestNamespaces(t *testing.T) {
	for _, p := range markerProblems(registry.All, all.TagMarkers, all.LintMarkers, all.VerifyPrefixes) {
		t.Error(p)
	}
	if got, want := all.VerifyNamespaces(), verifyNamespaces(all.VerifyPrefixes); got != want {
		t.Errorf("VerifyNamespaces() = %q, want %q", got, want)
	}
}

// The check finds a missing, an extra and a repeated marker.
func TestNamespacesCheck(t *testing.T) {
	gens := []*gen.Generator{{Name: "a", Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}, {Prefix: "groupName"}}}}
	want := []string{"+k8s:", "+groupName", "+groupname"}
	if p := markerProblems(gens, want, []string{"+k8s:"}, []string{"k8s:"}); len(p) != 0 {
		t.Errorf("good lists: %q", p)
	}
	for _, tt := range []struct {
		name                string
		parse, lint, verify []string
	}{
		{"missing", want[:2], []string{"+k8s:"}, []string{"k8s:"}},
		{"extra", append(want[:3:3], "+gvkgen:"), []string{"+k8s:"}, []string{"k8s:"}},
		{"not lint", want, []string{"+k8s:", "+groupName"}, []string{"k8s:"}},
		{"not verify", want, []string{"+k8s:"}, []string{"k8s:", "groupName"}},
		{"repeated", want, []string{"+k8s:", "+k8s:"}, []string{"k8s:"}},
		{"no verify", want, []string{"+k8s:"}, nil},
	} {
		if p := markerProblems(gens, tt.parse, tt.lint, tt.verify); len(p) == 0 {
			t.Errorf("%s: no problem found", tt.name)
		}
	}
}

// markerProblems compares the marker lists with what gens' namespaces
// make of them.
func markerProblems(gens []*gen.Generator, parse, lint, verify []string) []string {
	want := map[string]map[string]bool{"TagMarkers": {}, "LintMarkers": {}, "VerifyPrefixes": {}}
	for _, g := range gens {
		for _, ns := range g.Namespaces {
			forms := []string{"+" + ns.Prefix}
			if !strings.Contains(ns.Prefix, ":") {
				forms = append(forms, "+"+strings.ToLower(ns.Prefix))
			}
			for _, f := range forms {
				want["TagMarkers"][f] = true
				if ns.Lint {
					want["LintMarkers"][f] = true
				}
			}
			if ns.Verify {
				want["VerifyPrefixes"][ns.Prefix] = true
			}
		}
	}
	var out []string
	for _, l := range []struct {
		name string
		got  []string
	}{{"TagMarkers", parse}, {"LintMarkers", lint}, {"VerifyPrefixes", verify}} {
		seen := map[string]bool{}
		for _, m := range l.got {
			if seen[m] {
				out = append(out, fmt.Sprintf("%s has %q twice", l.name, m))
			}
			seen[m] = true
			if !want[l.name][m] {
				out = append(out, fmt.Sprintf("%s has %q, which no generator's namespace gives it", l.name, m))
			}
		}
		for m := range want[l.name] {
			if !seen[m] {
				out = append(out, fmt.Sprintf("%s lacks %q", l.name, m))
			}
		}
	}
	sort.Strings(out)
	return out
}

// verifyNamespaces is what VerifyNamespaces says of prefixes: each as a
// tag's beginning, ending in ":", joined by " or ".
func verifyNamespaces(prefixes []string) string {
	var out []string
	for _, p := range prefixes {
		out = append(out, "+"+strings.TrimSuffix(p, ":")+":")
	}
	return strings.Join(out, " or ")
}

// Unknown tags fail verify under the Verify namespaces only.
func TestFailsVerify(t *testing.T) {
	for _, tt := range []struct {
		tag  string
		want bool
	}{
		{"k8s:deepcopy-gen:interface", true},
		{"kubebuilder:object:generat", true},
		{"kubebuilder:objecte:root", true},
		{"kubebuilder:validation:Required", false},
		{"gvkgen:crd-convertion", false},
		{"GroupName", false},
	} {
		t.Run(tt.tag, func(t *testing.T) {
			if got := all.FailsVerify(tt.tag); got != tt.want {
				t.Errorf("FailsVerify(%s) = %v, want %v", tt.tag, got, tt.want)
			}
		})
	}
}
