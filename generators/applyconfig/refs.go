package applyconfig

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// excluded are the types that never get apply configurations, as
// upstream hard-codes them.
var excluded = map[universe.Name]bool{
	{Package: runtimePkg, Name: "RawExtension"}: true,
	{Package: runtimePkg, Name: "Unknown"}:      true,
}

// addReachable maps every type of pkgs that is reachable from a type that
// can be applied (+genclient with apply or applyStatus, and the inputs of
// +genclient:method apply methods), and needs an apply configuration, to
// its package's output package.
func (p *Plan) addReachable(pass *gen.Pass, pkgs []*Package) {
	reach := map[universe.Name]bool{}
	for _, pkg := range pkgs {
		for _, t := range pkg.Src.Types() {
			c := pkg.client[t]
			if canApply(c) {
				reachable(t, reach)
			}
			for _, e := range c.Methods {
				if e.Verb != "apply" || e.Input == "" {
					continue
				}
				ipkg, name := e.InputType()
				if ipkg == "" {
					// Upstream renames a copy of the type: the name is
					// reachable, and so is what the type refers to.
					reach[universe.Name{Package: t.Name.Package, Name: name}] = true
					reachMembers(t, reach)
					continue
				}
				it := pass.Universe.Type(ipkg, name)
				if it == nil {
					pass.Errorf(t.Pos, "type %s: +genclient:method=%s: input type %s.%s does not exist; name an existing type", t.Name.Name, e.Name, ipkg, name)
					continue
				}
				reachable(it, reach)
			}
		}
	}
	for _, pkg := range pkgs {
		for _, t := range pkg.Src.Types() {
			if reach[t.Name] && needsApplyConfig(t) {
				p.refs[t.Name] = pkg.OutPkg
			}
		}
	}
}

// reachable adds t and every type it refers to, to reach.
func reachable(t *universe.Type, reach map[universe.Name]bool) {
	if t == nil || reach[t.Name] {
		return
	}
	reach[t.Name] = true
	reachable(t.Elem, reach)
	reachable(t.Underlying, reach)
	reachable(t.Key, reach)
	reachMembers(t, reach)
}

func reachMembers(t *universe.Type, reach map[universe.Name]bool) {
	for _, m := range t.Members {
		reachable(m.Type, reach)
	}
}

// needsApplyConfig reports whether t gets an apply configuration: a
// struct (or a name of one) with a json-tagged field, not excluded.
func needsApplyConfig(t *universe.Type) bool {
	t = universe.Unalias(t)
	if t.Kind != universe.Struct || excluded[t.Name] {
		return false
	}
	return slices.ContainsFunc(t.Members, func(m universe.Member) bool {
		_, ok := lookupJSON(m)
		return ok
	})
}

// collect lists pkg's apply configurations: its types with one, but a
// +genclient type without an embedded ObjectMeta (it cannot be applied;
// upstream skips it silently).
func (p *Plan) collect(pass *gen.Pass, pkg *Package) {
	for _, t := range pkg.Src.Types() {
		c := pkg.client[t]
		if c.GenerateClient && !embeds(t, "ObjectMeta") {
			pass.Warnf(t.Pos, "type %s has +genclient but does not embed metav1.ObjectMeta, so it cannot be applied and gets no apply configuration; embed ObjectMeta (json:\"metadata,omitempty\"), or remove +genclient", t.Name.Name)
			continue
		}
		if _, ok := p.refs[t.Name]; ok {
			pkg.Types = append(pkg.Types, &ApplyConfig{Type: t, Client: c})
		}
	}
	slices.SortStableFunc(pkg.Types, func(a, b *ApplyConfig) int {
		return strings.Compare(strings.ToLower(a.Type.Name.Name), strings.ToLower(b.Type.Name.Name))
	})
}

// embeds reports whether t embeds meta/v1's type name.
func embeds(t *universe.Type, name string) bool {
	return slices.ContainsFunc(t.Members, func(m universe.Member) bool {
		return m.Embedded && m.Type.Name == universe.Name{Package: metaPkg, Name: name}
	})
}

// acType is a type as apply configurations spell it: a type of the
// universe, another type's apply configuration, or a map, slice or
// pointer built of them.
type acType struct {
	// u is set for a type of the universe.
	u *universe.Type
	// kind is Struct for an apply configuration (pkg, name), Map, Slice or
	// Pointer for a built type.
	kind      universe.Kind
	pkg, name string
	elem, key *acType
}

// name is the type's name: "" for a built type.
func (a *acType) typeName() string {
	if a.u != nil {
		return a.u.Name.Name
	}
	return a.name
}

// element is the element of a map, slice or pointer (nil if none).
func (a *acType) element() *acType {
	if a.u != nil {
		if a.u.Elem == nil {
			return nil
		}
		return &acType{u: a.u.Elem}
	}
	return a.elem
}

// applyConfigFor is the type a field of type t has in an apply
// configuration.
func (p *Plan) applyConfigFor(t *universe.Type) *acType {
	switch t.Kind {
	case universe.Struct:
		if pkg, ok := p.refs[t.Name]; ok {
			return &acType{kind: universe.Struct, pkg: pkg, name: t.Name.Name + suffix}
		}
	case universe.Map:
		if _, ok := p.refs[t.Elem.Name]; ok {
			return &acType{kind: universe.Map, elem: p.applyConfigFor(t.Elem), key: p.applyConfigFor(t.Key)}
		}
	case universe.Slice:
		if _, ok := p.refs[t.Elem.Name]; ok {
			return &acType{kind: universe.Slice, elem: p.applyConfigFor(t.Elem)}
		}
	case universe.Pointer:
		return p.applyConfigFor(t.Elem)
	}
	return &acType{u: t}
}

// isApplyConfig reports whether t (or what it points to) has an apply
// configuration.
func (p *Plan) isApplyConfig(t *universe.Type) bool {
	for t.Kind == universe.Pointer {
		t = t.Elem
	}
	_, ok := p.refs[t.Name]
	return t.Kind == universe.Struct && ok
}
