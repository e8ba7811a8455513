package crdconversion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const (
	tagConversionGen     = "k8s:conversion-gen"
	markerStorageVersion = "+kubebuilder:storageversion"
)

// group is what is written for the packages of one run: the hubs' kinds
// and the spokes'.
type group struct {
	hubs   []*hubPlan
	spokes []*spokePlan
}

// hubPlan is a hub package: each kind gets Hub().
type hubPlan struct {
	pkg   *universe.Package
	kinds []*universe.Type
}

// spokePlan is a spoke package and its hub.
type spokePlan struct {
	pkg, hub *universe.Package
	kinds    []*kindPlan
}

// kindPlan is one kind of a spoke and its namesake in the hub.
type kindPlan struct {
	spoke, hub *universe.Type
	// toHub and fromHub are conversion-gen's functions from the spoke to
	// the hub and back.
	toHub, fromHub string
	// restore are the hub's fields the spoke cannot hold: ConvertFrom
	// keeps them in the annotation, ConvertTo restores them.
	restore []fieldPath
	// hubLossy and spokeLossy are the fields (Go names from the kind) the
	// round-trip tests ignore.
	hubLossy, spokeLossy [][]string
}

// fieldPath leads from a hub kind to one of its fields, through struct
// fields and pointers to structs.
type fieldPath []step

// step is one field of a path; ptr is the struct it points to, when the
// field is a pointer (nil for a struct value or the last field).
type step struct {
	name string
	ptr  *universe.Type
}

func (p fieldPath) String() string {
	var names []string
	for _, s := range p {
		names = append(names, s.name)
	}
	return strings.Join(names, ".")
}

// planner decides a run's files and collects its diagnostics.
type planner struct {
	u   *universe.Universe
	out string
	// conv is conversion-gen's result: the functions the spokes convert
	// with and the fields they pair.
	conv           *conversion.Result
	errs, warnings universe.ErrorList
}

func (p *planner) errorAt(pos universe.Pos, format string, args ...any) {
	p.errs = append(p.errs, &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// errorOnce adds e unless it was reported already (a struct is walked
// once per path to it).
func (p *planner) errorOnce(e *universe.Error) {
	for _, x := range p.errs {
		if x.Same(e) {
			return
		}
	}
	p.errs = append(p.errs, e)
}

func (p *planner) warnAt(pos universe.Pos, format string, args ...any) {
	p.warnings = append(p.warnings, &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// plan reads the tags of pkgs and plans the hubs and spokes among them.
func (p *planner) plan(pkgs []*universe.Package) *group {
	g := &group{}
	for _, pkg := range pkgs {
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				p.errs = append(p.errs, list...)
			}
			continue
		}
		hub, ok := p.role(pkg)
		switch {
		case !ok:
		case hub == hubValue:
			g.hubs = append(g.hubs, p.planHub(pkg))
		default:
			if s := p.planSpoke(pkg, hub); s != nil {
				g.spokes = append(g.spokes, s)
			}
		}
	}
	return g
}

// role returns the value of the package's +gvkgen:crd-conversion: "hub"
// or the import path of its hub.
func (p *planner) role(pkg *universe.Package) (string, bool) {
	pos := pkg.DocTagPos(tagName)
	found, d := roleTag.All(tags.OfPackage(pkg))
	vals := make([]string, len(found))
	for i, f := range found {
		vals[i] = f.Value
	}
	switch {
	case !d.OK():
		p.errs = append(p.errs, d.Errors...)
		return "", false
	case len(vals) == 0 && !pkg.HasMarkerLine("+"+tagName):
		// Not ours (the single tool runs on every package it is given).
		return "", false
	case len(vals) == 0:
		p.errorAt(pos, "package %s: +%s is read from doc.go only; move it there (create doc.go with the package clause if the package has none)", pkg.Path, tagName)
		return "", false
	case len(vals) > 1:
		p.errorAt(pos, "+%s is given %d times (%s); a package is either the hub (=%s) or a spoke of one hub (=<hub import path>)", tagName, len(vals), strings.Join(vals, ", "), hubValue)
		return "", false
	case vals[0] == "":
		p.errorAt(pos, "+%s has no value; write +%s=%s on the hub (the storage version) and +%s=<hub import path> on every other version", tagName, tagName, hubValue, tagName)
		return "", false
	case vals[0] == pkg.Path:
		p.errorAt(pos, "+%s=%s names the package itself; a spoke names its hub, and the hub is tagged +%s=%s", tagName, vals[0], tagName, hubValue)
		return "", false
	case strings.HasPrefix(vals[0], "./") || strings.HasPrefix(vals[0], "../"):
		p.errorAt(pos, "+%s=%s: relative paths are not supported; use the hub's full import path", tagName, vals[0])
		return "", false
	}
	return vals[0], true
}

// kinds returns the package's kinds: the structs that embed
// metav1.ObjectMeta, in name order.
func kinds(pkg *universe.Package) []*universe.Type {
	var out []*universe.Type
	for _, t := range pkg.Types() {
		if t.Kind != universe.Struct {
			continue
		}
		for _, m := range t.Members {
			if m.Embedded && m.Type.Name == (universe.Name{Package: string(metaPkg), Name: "ObjectMeta"}) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// declared reports an error for every method among names that t already
// has: the generated file would declare it again.
func (p *planner) declared(t *universe.Type, names ...string) {
	for _, n := range names {
		if m, ok := t.Methods[n]; ok {
			p.errorAt(m.Pos, "%s.%s is written by %s; delete this one (kubebuilder create webhook --conversion scaffolds it): the generated one replaces it", t.Name.Name, n, toolName)
		}
	}
}

func (p *planner) planHub(pkg *universe.Package) *hubPlan {
	h := &hubPlan{pkg: pkg, kinds: kinds(pkg)}
	if len(h.kinds) == 0 {
		p.errorAt(pkg.DocTagPos(tagName), "package %s is tagged +%s=%s but declares no kind (no struct embeds metav1.ObjectMeta)", pkg.Path, tagName, hubValue)
	}
	for _, k := range h.kinds {
		p.declared(k, "Hub")
	}
	return h
}

// planSpoke pairs the kinds of a spoke with the hub's.
func (p *planner) planSpoke(pkg *universe.Package, hubPath string) *spokePlan {
	pos := pkg.DocTagPos(tagName)
	hub, err := p.u.LoadPackage(hubPath)
	if err != nil || hub == nil || len(hub.GoFiles) == 0 {
		p.errorAt(pos, "+%s=%s: package not found; name the hub's import path", tagName, hubPath)
		return nil
	}
	if role, d := roleTag.All(tags.OfPackage(hub)); !d.OK() {
		p.errorAt(pos, "+%s=%s: the hub's own +%s does not parse (%s); fix it there", tagName, hubPath, tagName, d.Errors[0])
	} else if len(role) != 1 || role[0].Value != hubValue {
		p.errorAt(pos, "+%s=%s: that package is not tagged as the hub; add +%s=%s to its doc.go", tagName, hubPath, tagName, hubValue)
	}
	if peers, d := conversionGenTag.All(tags.OfPackage(pkg)); !d.OK() {
		p.errs = append(p.errs, d.Errors...)
	} else if !slices.ContainsFunc(peers, func(f tags.Found[string]) bool { return f.Value == hubPath }) {
		p.errorAt(pos, "package %s converts through conversion-gen's functions: add +%s=%s to its doc.go", pkg.Path, tagConversionGen, hubPath)
	}
	s := &spokePlan{pkg: pkg, hub: hub}
	for _, t := range kinds(pkg) {
		ht := hub.TypeNamed(t.Name.Name)
		if ht == nil || !slices.Contains(kinds(hub), ht) {
			p.errorAt(t.Pos, "kind %s has no namesake in the hub %s; add it there (every version of a kind converts through the hub)", t.Name.Name, hubPath)
			continue
		}
		if slices.Contains(t.CommentLines, markerStorageVersion) || slices.Contains(t.SecondClosestCommentLines, markerStorageVersion) {
			p.warnAt(t.Pos, "kind %s is the storage version (%s) but a spoke of %s; the hub is usually the storage version", t.Name.Name, markerStorageVersion, hubPath)
		}
		p.declared(t, "ConvertTo", "ConvertFrom")
		k := &kindPlan{spoke: t, hub: ht}
		p.convFuncs(k)
		w := &walk{p: p, k: k, hubPkg: hub.Path, spokePkg: pkg.Path, seen: map[[2]*universe.Type]bool{}}
		w.structs(ht, t, nil, nil, "")
		s.kinds = append(s.kinds, k)
	}
	return s
}

// convFuncs takes the names of k's conversions from conversion-gen's
// result. A pair it does not convert is an error, unless conversion-gen
// stopped before converting anything (its own errors say why).
func (p *planner) convFuncs(k *kindPlan) {
	var ok1, ok2 bool
	k.toHub, ok1 = p.conv.Funcs[[2]*universe.Type{k.spoke, k.hub}]
	k.fromHub, ok2 = p.conv.Funcs[[2]*universe.Type{k.hub, k.spoke}]
	if (!ok1 || !ok2) && p.conv.Funcs != nil {
		p.errorAt(k.spoke.Pos, "kind %s: conversion-gen writes no conversion between it and the hub's %s; give the hub the same kind, and the spoke +%s=<hub import path>", k.spoke.Name.Name, k.hub.Name.Name, tagConversionGen)
	}
}
