package rbac

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/internal/kyaml"
)

// buildRoles merges each role's rules and orders the roles by namespace,
// then name (the ClusterRoles first).
func buildRoles(byRole map[roleKey][]*rule) []role {
	var roles []role
	for k, rules := range byRole {
		if merged := mergeRules(rules); len(merged) > 0 {
			roles = append(roles, role{roleKey: k, rules: merged})
		}
	}
	slices.SortFunc(roles, func(a, b role) int {
		if a.namespace != b.namespace {
			return strings.Compare(a.namespace, b.namespace)
		}
		return strings.Compare(a.name, b.name)
	})
	return roles
}

// render writes the roles as controller-gen does: the header, then each
// role as a YAML document after "---".
func render(header string, roles []role) ([]byte, error) {
	out := []byte(header)
	for _, r := range roles {
		y, err := kyaml.Marshal(r.object())
		if err != nil {
			return nil, err
		}
		out = append(append(out, "---\n"...), y...)
	}
	return out, nil
}

// object is the role as rbac.authorization.k8s.io/v1's JSON.
func (r role) object() map[string]any {
	meta := map[string]any{}
	if r.name != "" {
		meta["name"] = r.name
	}
	kind := "ClusterRole"
	if r.namespace != "" {
		kind = "Role"
		meta["namespace"] = r.namespace
	}
	rules := make([]any, 0, len(r.rules))
	for _, pr := range r.rules {
		rules = append(rules, pr.object())
	}
	return map[string]any{"apiVersion": "rbac.authorization.k8s.io/v1", "kind": kind, "metadata": meta, "rules": rules}
}

// object is the rule as a PolicyRule's JSON: verbs always (null when
// none), the other lists when not empty.
func (r *rule) object() map[string]any {
	o := map[string]any{"verbs": list(r.verbs)}
	for name, l := range map[string][]string{"apiGroups": r.groups, "resources": r.resources, "resourceNames": r.names, "nonResourceURLs": r.urls} {
		if len(l) > 0 {
			o[name] = list(l)
		}
	}
	return o
}

// list is l as a JSON array, nil (null) when l is nil.
func list(l []string) any {
	if l == nil {
		return nil
	}
	out := make([]any, len(l))
	for i, s := range l {
		out[i] = s
	}
	return out
}
