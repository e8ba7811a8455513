package all

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/registry"
)

// TagMarkers are the comment texts of every generator's tag namespaces
// ("+k8s:", "+kubebuilder:", "+groupName" and "+groupname"): a file whose
// comments mention one is worth parsing (universe.Config.TagMarkers).
// LintMarkers are those of the namespaces whose packages are linted even
// when no generator runs on them (universe.Config.LintMarkers).
var TagMarkers, LintMarkers = markers()

func markers() (parse, lint []string) {
	for _, g := range registry.All {
		for _, ns := range g.Namespaces {
			forms := []string{"+" + ns.Prefix}
			if !strings.Contains(ns.Prefix, ":") {
				forms = append(forms, "+"+strings.ToLower(ns.Prefix))
			}
			for _, m := range forms {
				parse = appendNew(parse, m)
				if ns.Lint {
					lint = appendNew(lint, m)
				}
			}
		}
	}
	return parse, lint
}

// VerifyPrefixes are the beginnings of tag names ("k8s:",
// "kubebuilder:object") under which an unknown tag fails verify, in the
// registry's order.
var VerifyPrefixes = func() []string {
	var out []string
	for _, g := range registry.All {
		for _, ns := range g.Namespaces {
			if ns.Verify {
				out = appendNew(out, ns.Prefix)
			}
		}
	}
	return out
}()

// FailsVerify reports whether an unknown tag (its name, without "+") fails
// verify: it begins with one of VerifyPrefixes.
func FailsVerify(tag string) bool {
	return slices.ContainsFunc(VerifyPrefixes, func(p string) bool { return strings.HasPrefix(tag, p) })
}

// VerifyNamespaces names VerifyPrefixes for messages: "+k8s: or
// +kubebuilder:object:".
func VerifyNamespaces() string {
	var out []string
	for _, p := range VerifyPrefixes {
		if !strings.HasSuffix(p, ":") {
			p += ":"
		}
		out = append(out, "+"+p)
	}
	return strings.Join(out, " or ")
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}
