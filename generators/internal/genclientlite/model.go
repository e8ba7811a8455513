package genclientlite

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Type is a type with +genclient, as its tags describe it.
type Type struct {
	*universe.Type
	NonNamespaced bool
	NoVerbs       bool
	// ResourceName is +resourceName's value, or "".
	ResourceName string
	skipVerbs    []string
}

// HasVerb reports whether the type's client has verb: every verb but
// those :skipVerbs names, or only those :onlyVerbs and :readonly name.
// :noVerbs does not count here, as upstream's HasVerb does not.
func (t *Type) HasVerb(verb string) bool { return !slices.Contains(t.skipVerbs, verb) }

// Package is an API package with +genclient types.
type Package struct {
	*universe.Package
	// Internal is set when its types' ObjectMeta has no json tag: an
	// internal version, whose group is the package's last path element.
	Internal bool
	// PathGroup is the group as the path gives it (the element before the
	// version, or the last one for an internal version), "core" for none;
	// Version is the path's last element ("" for an internal version).
	PathGroup, Version string
	// Group is +groupName's value, or PathGroup without it (as written;
	// "" for the core group).
	Group string
	// GroupGoName is +groupGoName's value, or the first label of Group,
	// each capitalised.
	GroupGoName string
	// Types are its +genclient types, ordered by name as upstream orders
	// them (first letter lower-cased).
	Types []*Type
}

// Reader reads API packages for one generator.
type Reader struct {
	r readers
}

// NewReader reads with the definitions defs of a generator whose package
// opt-out tag is optOut ("k8s:lister-gen").
func NewReader(defs []tags.Def, optOut string) *Reader {
	return &Reader{r: newReaders(defs, optOut)}
}

// Read returns pkg's model, reporting what its tags get wrong on pass; ok
// is false when pkg opts out of the generator or has no +genclient type.
func (rd *Reader) Read(pass *gen.Pass, pkg *universe.Package) (*Package, bool) {
	doc := tags.OfPackage(pkg)
	out, ok, d := rd.r.optOut.Get(doc)
	pass.ReportTags(d)
	if ok && !out.Value {
		return nil, false
	}
	p := &Package{Package: pkg}
	var meta *universe.Member
	for _, t := range sortedTypes(pkg) {
		ct, ok := rd.readType(pass, t)
		if !ok {
			continue
		}
		p.Types = append(p.Types, ct)
		if meta == nil {
			meta = objectMeta(t)
		}
	}
	if len(p.Types) == 0 {
		return nil, false
	}
	if meta == nil {
		first := p.Types[0]
		pass.Errorf(first.Pos, "type %s has +genclient, but no +genclient type of %s has an ObjectMeta field; embed metav1.ObjectMeta `json:\"metadata,omitempty\"` in it, or remove +genclient", first.Name.Name, pkg.Path)
		return nil, false
	}
	p.Internal = !strings.Contains(meta.Tags, "json")
	rd.readGroup(pass, p)
	return p, true
}

// readGroup sets p's group and version from its path and doc.go.
func (rd *Reader) readGroup(pass *gen.Pass, p *Package) {
	parts := strings.Split(p.Path, "/")
	if p.Internal {
		p.PathGroup = parts[len(parts)-1]
	} else if len(parts) >= 2 {
		p.PathGroup, p.Version = parts[len(parts)-2], parts[len(parts)-1]
	} else {
		p.Version = parts[0]
	}
	p.Group = p.PathGroup
	doc := tags.OfPackage(p.Package)
	if g, ok, d := rd.r.groupName.Get(doc); ok {
		p.Group = g.Value
		pass.ReportTags(d)
	}
	p.GroupGoName = IC(strings.Split(NonEmpty(p.Group), ".")[0])
	if g, ok, d := rd.r.groupGoName.Get(doc); ok {
		p.GroupGoName = IC(g.Value)
		pass.ReportTags(d)
	}
	p.PathGroup = NonEmpty(p.PathGroup)
}

// readType reads t's +genclient tags; ok is false without +genclient.
func (rd *Reader) readType(pass *gen.Pass, t *universe.Type) (*Type, bool) {
	c := tags.OfType(t)
	_, ok, d := rd.r.genclient.Get(c)
	pass.ReportTags(d)
	if !ok {
		return nil, false
	}
	ct := &Type{Type: t}
	_, ct.NonNamespaced, d = rd.r.nonNamespaced.Get(c)
	pass.ReportTags(d)
	_, ct.NoVerbs, d = rd.r.noVerbs.Get(c)
	pass.ReportTags(d)
	if n, ok, d := rd.r.resourceName.Get(c); ok {
		ct.ResourceName = n.Value
		pass.ReportTags(d)
	}
	_, readonly, d := rd.r.readonly.Get(c)
	pass.ReportTags(d)
	skip, hasSkip, d := rd.r.skipVerbs.Get(c)
	pass.ReportTags(d)
	only, hasOnly, d := rd.r.onlyVerbs.Get(c)
	pass.ReportTags(d)
	if hasSkip {
		ct.skipVerbs = skip.Value
	}
	if hasOnly || readonly {
		var keep []string
		if readonly {
			keep = append(keep, readonlyVerbs...)
		}
		keep = append(keep, only.Value...)
		if hasSkip {
			pass.Warnf(skip.Pos, "type %s: +%s is ignored beside +%s or +%s (upstream does the same); keep one", t.Name.Name, TagSkipVerbs, TagOnlyVerbs, TagReadonly)
		}
		ct.skipVerbs = nil
		for _, v := range SupportedVerbs {
			if !slices.Contains(keep, v) {
				ct.skipVerbs = append(ct.skipVerbs, v)
			}
		}
	}
	return ct, true
}

// objectMeta returns t's field named ObjectMeta, or nil.
func objectMeta(t *universe.Type) *universe.Member {
	for i := range t.Members {
		if t.Members[i].Name == "ObjectMeta" {
			return &t.Members[i]
		}
	}
	return nil
}

// sortedTypes are pkg's types in upstream's order: by name with its first
// letter lower-cased.
func sortedTypes(pkg *universe.Package) []*universe.Type {
	ts := slices.Clone(pkg.Types())
	slices.SortStableFunc(ts, func(a, b *universe.Type) int { return strings.Compare(IL(a.Name.Name), IL(b.Name.Name)) })
	return ts
}

// VersionNonEmpty is a version's name, "internalVersion" for none.
func VersionNonEmpty(version string) string {
	if version == "" {
		return "internalVersion"
	}
	return version
}

// NonEmpty is a group's name, "core" for the empty group.
func NonEmpty(group string) string {
	if group == "" {
		return "core"
	}
	return group
}

// IC upper-cases the first letter of s. Upstream changes its first byte,
// which breaks a name that begins with a non-ASCII letter (Été); this
// changes the letter.
func IC(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// IL lower-cases the first letter of s (see IC).
func IL(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
