package openapi

import (
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// idlTag is a shape tag and the vendor extension it becomes: kind and
// allowed are the field kind and the values upstream expects (and only
// logs when they differ), nil for a tag whose check would be wrong
// (strategic merge patch takes patchStrategy=merge,retainKeys, and
// retainKeys on a struct; +validations fit any field).
type idlTag struct {
	xName   string
	kind    universe.Kind
	check   bool
	allowed []string
	array   bool
}

// idlTags are the tags upstream turns into x-kubernetes-* extensions.
var idlTags = map[string]idlTag{
	"patchMergeKey": {xName: "x-kubernetes-patch-merge-key"},
	"patchStrategy": {xName: "x-kubernetes-patch-strategy"},
	"listMapKey":    {xName: "x-kubernetes-list-map-keys", kind: universe.Slice, check: true, array: true},
	"listType":      {xName: "x-kubernetes-list-type", kind: universe.Slice, check: true, allowed: []string{"atomic", "map", "set"}},
	"mapType":       {xName: "x-kubernetes-map-type", kind: universe.Map, check: true, allowed: []string{"atomic", "granular"}},
	"structType":    {xName: "x-kubernetes-map-type", kind: universe.Struct, check: true, allowed: []string{"atomic", "granular"}},
	"validations":   {xName: "x-kubernetes-validations"},
}

// extensions reads the vendor extensions of a comment: those of
// +k8s:openapi-gen=x-kubernetes-<name>:<value>, then those of the shape
// tags, by tag name. bad are the +k8s:openapi-gen values that are not
// name:value.
func extensions(lines []string) (out []Extension, tags []string, bad []string) {
	all := commentTags(lines)
	for _, v := range all[tagName] {
		if !strings.HasPrefix(v, "x-kubernetes-") {
			continue
		}
		name, value, ok := strings.Cut(v, ":")
		if !ok {
			bad = append(bad, v)
			continue
		}
		out = append(out, Extension{Name: name, Values: []string{value}})
		tags = append(tags, tagName)
	}
	var keys []string
	for k := range all {
		if _, ok := idlTags[k]; ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		x := idlTags[k]
		out = append(out, Extension{Name: x.xName, Values: all[k], Array: x.array})
		tags = append(tags, k)
	}
	return out, tags, bad
}

// typeExtensions are a struct's extensions: its tags', then its unions.
func (p *planner) typeExtensions(t *universe.Type) []Extension {
	out, _, bad := extensions(t.CommentLines)
	for _, v := range bad {
		p.pass.Warnf(tagAt(t.CommentAt, tagName, t.Pos), "type %s: +%s=%s is not <x-kubernetes-name>:<value>; upstream ignores it: write the extension's value after a colon", t.Name.Name, tagName, v)
	}
	unions := p.unions(t)
	if len(unions) > 0 {
		out = append(out, Extension{Name: "x-kubernetes-unions", Unions: unions})
	}
	return out
}

// memberExtensions are a field's extensions. A shape tag on a field of a
// kind it does not fit (through named types and pointers), or with a value upstream does not know, is kept as
// upstream keeps it, and reported as a warning.
func (p *planner) memberExtensions(m *universe.Member) []Extension {
	out, tags, bad := extensions(m.CommentLines)
	for _, v := range bad {
		p.pass.Warnf(fieldTag(m, tagName), "field %s: +%s=%s is not <x-kubernetes-name>:<value>; upstream ignores it: write the extension's value after a colon", m.Name, tagName, v)
	}
	for i, e := range out {
		x, ok := idlTags[tags[i]]
		if !ok || !x.check {
			continue
		}
		// Upstream logs a named slice type as a mistake too; it is none.
		if k := resolve(m.Type).Kind; x.kind != k && !(x.kind == universe.Slice && k == universe.Array) {
			p.pass.Warnf(fieldTag(m, tags[i]), "field %s: +%s is for a %s field, not a %s; upstream writes %s anyway: remove the tag", m.Name, tags[i], x.kind, k, e.Name)
		}
		if x.allowed == nil {
			continue
		}
		for _, v := range e.Values {
			if !contains(x.allowed, v) {
				p.pass.Warnf(fieldTag(m, tags[i]), "field %s: +%s=%s is not one of %s; upstream writes it anyway: use one of them", m.Name, tags[i], v, strings.Join(x.allowed, ", "))
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
