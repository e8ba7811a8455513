package rbac

import (
	"slices"
	"strings"
)

// rule is one RBAC policy rule, its fields kept sorted and free of
// duplicates (normalize) once it is in a role's list.
type rule struct {
	groups, resources, names, verbs, urls []string
}

// roleKey names a role: no namespace for the ClusterRole.
type roleKey struct{ namespace, name string }

// role is a ClusterRole or Role and its rules, merged and sorted.
type role struct {
	roleKey
	rules []*rule
}

// sortedSet is s sorted without duplicates, nil when empty.
func sortedSet(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	out := slices.Clone(s)
	slices.Sort(out)
	return slices.Compact(out)
}

func (r *rule) normalize() {
	r.groups, r.resources, r.names = sortedSet(r.groups), sortedSet(r.resources), sortedSet(r.names)
	r.verbs, r.urls = sortedSet(r.verbs), sortedSet(r.urls)
}

func join(s []string) string { return strings.Join(s, "&") }

// key is what upstream merges verbs by (and sorts by, in String's form).
func (r *rule) key() string {
	r.normalize()
	return join(r.groups) + " + " + join(r.resources) + " + " + join(r.names) + " + " + join(r.urls)
}

// mergeStep groups rules by a key that leaves one field out, and merges
// each group's values of that field into its first rule.
type mergeStep struct {
	key   func(r *rule) string
	field func(r *rule) *[]string
}

var mergeSteps = []mergeStep{
	{ // rules that differ in resources only
		key: func(r *rule) string {
			r.normalize()
			return join(r.groups) + " + " + join(r.names) + " + " + join(r.urls) + " + " + join(r.verbs)
		},
		field: func(r *rule) *[]string { return &r.resources },
	},
	{ // in groups only
		key: func(r *rule) string {
			r.normalize()
			return join(r.resources) + " + " + join(r.names) + " + " + join(r.urls) + " + " + join(r.verbs)
		},
		field: func(r *rule) *[]string { return &r.groups },
	},
	{ // in URLs only
		key: func(r *rule) string {
			r.normalize()
			return join(r.groups) + " + " + join(r.resources) + " + " + join(r.names) + " + " + join(r.verbs)
		},
		field: func(r *rule) *[]string { return &r.urls },
	},
}

// ordered is a map that keeps its keys' first insertion order, so that
// the merge is deterministic where upstream's map order is not (it
// matters only when two merged rules end with the same key).
type ordered struct {
	keys []string
	byID map[string]*rule
}

func (o *ordered) put(k string, r *rule) {
	if o.byID == nil {
		o.byID = map[string]*rule{}
	}
	if _, ok := o.byID[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.byID[k] = r
}

// mergeRules is upstream's NormalizeRules: rules with the same key merged
// by verbs, then the merge steps, then the rules sorted by key.
func mergeRules(rules []*rule) []*rule {
	var m ordered
	for _, r := range rules {
		for i, g := range r.groups {
			if g == "core" {
				r.groups[i] = ""
			}
		}
		k := r.key()
		if first, ok := m.byID[k]; ok {
			first.verbs = sortedSet(append(first.verbs, r.verbs...))
			continue
		}
		m.put(k, r)
	}
	for _, step := range mergeSteps {
		m = step.apply(m)
	}
	keys := slices.Clone(m.keys)
	slices.SortStableFunc(keys, strings.Compare)
	out := make([]*rule, 0, len(keys))
	for _, k := range keys {
		r := m.byID[k]
		if slices.Contains(r.verbs, "*") {
			r.verbs = []string{"*"}
		}
		out = append(out, r)
	}
	return out
}

// apply runs one merge step over m.
func (s mergeStep) apply(m ordered) ordered {
	var groupKeys []string
	groups := map[string][]*rule{}
	for _, k := range m.keys {
		r := m.byID[k]
		gk := s.key(r)
		if _, ok := groups[gk]; !ok {
			groupKeys = append(groupKeys, gk)
		}
		groups[gk] = append(groups[gk], r)
	}
	var out ordered
	for _, gk := range groupKeys {
		first := groups[gk][0]
		for _, other := range groups[gk][1:] {
			*s.field(first) = append(*s.field(first), *s.field(other)...)
		}
		out.put(first.key(), first)
	}
	return out
}
