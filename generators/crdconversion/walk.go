package crdconversion

import (
	"path"
	"slices"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// walk pairs the fields of a hub kind with a spoke kind's, to find the
// hub's fields the spoke cannot hold (restored from the annotation) and the
// fields tagged lossy.
type walk struct {
	p                *planner
	k                *kindPlan
	hubPkg, spokePkg string
	// seen are the struct pairs being walked, against recursive types.
	seen map[[2]*universe.Type]bool
}

// structs walks the fields of the hub struct h and the spoke struct s,
// found at hp and sp from their kinds; under names the slice or map field
// they are elements of, if any.
func (w *walk) structs(h, s *universe.Type, hp fieldPath, sp []string, under string) {
	key := [2]*universe.Type{h, s}
	if w.seen[key] {
		return
	}
	w.seen[key] = true
	defer delete(w.seen, key)
	held := w.spokeFields(h, s)
	matched := map[string]bool{}
	for _, hm := range h.Members {
		if sm, ok := held[hm.Name]; ok {
			matched[sm.Name] = true
		}
	}
	// The spoke's own fields (no hub field is held there) tagged lossy.
	for _, sm := range s.Members {
		if !matched[sm.Name] && w.lossy(s, sm) {
			w.k.spokeLossy = append(w.k.spokeLossy, append(slices.Clone(sp), sm.Name))
		}
	}
	for _, hm := range h.Members {
		hpath := append(slices.Clone(hp), step{name: hm.Name})
		if w.lossy(h, hm) {
			w.k.hubLossy = append(w.k.hubLossy, names(hpath))
			continue
		}
		sm, ok := held[hm.Name]
		if !ok {
			w.lost(h, hm, hpath, under)
			continue
		}
		spath := append(slices.Clone(sp), sm.Name)
		if w.lossy(s, sm) {
			w.k.hubLossy = append(w.k.hubLossy, names(hpath))
			w.k.spokeLossy = append(w.k.spokeLossy, spath)
			continue
		}
		if hm.Type != sm.Type {
			w.field(hm, sm, hpath, spath, under)
		}
	}
}

// spokeFields maps the names of h's fields to the fields of s that hold
// them: those tagged +gvkgen:crd-conversion:hub-field, or else the field
// of h that conversion-gen converts each to (its namesake), as its result
// says; for a pair of structs it does not convert (its conversion written
// by hand), their namesakes.
func (w *walk) spokeFields(h, s *universe.Type) map[string]universe.Member {
	held := map[string]universe.Member{}
	pairs, converted := w.p.conv.Fields[[2]*universe.Type{s, h}]
	convertedTo := func(sm universe.Member) (string, bool) {
		if !converted {
			return sm.Name, true
		}
		for _, fp := range pairs {
			if fp.In.Name == sm.Name {
				return fp.Out.Name, true
			}
		}
		return "", false
	}
	for _, sm := range s.Members {
		found, d := hubFieldTag.All(tags.OfField(s, sm))
		vals := make([]string, len(found))
		for i, f := range found {
			vals[i] = f.Value
		}
		switch {
		case !d.OK():
			for _, e := range d.Errors {
				w.p.errorOnce(e)
			}
		case len(vals) == 0:
			name, ok := convertedTo(sm)
			if _, taken := held[name]; ok && !taken {
				held[name] = sm
			}
		case len(vals) > 1 || vals[0] == "":
			w.p.errorAt(sm.Pos, "field %s.%s: +%s takes one value, the name of the hub's field this field holds", s.Name.Name, sm.Name, tagHubField)
		case !slices.ContainsFunc(h.Members, func(m universe.Member) bool { return m.Name == vals[0] }):
			w.p.errorAt(sm.Pos, "field %s.%s: +%s=%s, but the hub's %s has no field %s; name one of its fields", s.Name.Name, sm.Name, tagHubField, vals[0], h.Name.Name, vals[0])
		default:
			held[vals[0]] = sm
		}
	}
	return held
}

// field walks into a pair of fields whose types are structs of the hub and
// the spoke, pointers to them, or slices, arrays or maps of either.
func (w *walk) field(hm, sm universe.Member, hpath fieldPath, spath []string, under string) {
	ht, st := universe.Unalias(hm.Type), universe.Unalias(sm.Type)
	if w.pair(ht, st) {
		w.structs(ht, st, hpath, spath, under)
		return
	}
	if ht.Kind == universe.Pointer && st.Kind == universe.Pointer && w.pair(universe.Unalias(ht.Elem), universe.Unalias(st.Elem)) {
		hpath[len(hpath)-1].ptr = universe.Unalias(ht.Elem)
		w.structs(universe.Unalias(ht.Elem), universe.Unalias(st.Elem), hpath, spath, under)
		return
	}
	collection := func(t *universe.Type) bool {
		return t.Kind == universe.Slice || t.Kind == universe.Map || t.Kind == universe.Array
	}
	if !collection(ht) || ht.Kind != st.Kind {
		return
	}
	he, se := universe.Unalias(ht.Elem), universe.Unalias(st.Elem)
	if he.Kind == universe.Pointer && se.Kind == universe.Pointer {
		he, se = universe.Unalias(he.Elem), universe.Unalias(se.Elem)
	}
	if w.pair(he, se) {
		if under == "" {
			under = hpath.String()
		}
		w.structs(he, se, hpath, spath, under)
	}
}

// pair reports whether h and s are structs of the hub and the spoke.
func (w *walk) pair(h, s *universe.Type) bool {
	return h.Kind == universe.Struct && s.Kind == universe.Struct && h.Name.Package == w.hubPkg && s.Name.Package == w.spokePkg
}

// lost records a field of the hub the spoke cannot hold: restored from the
// annotation, unless it lies in a slice or map.
func (w *walk) lost(h *universe.Type, hm universe.Member, hpath fieldPath, under string) {
	if !isExported(hm.Name) {
		return
	}
	if under != "" {
		spoke := shortName(w.k.spoke)
		w.p.warnAt(hm.Pos, "field %s.%s: %s cannot hold it and it lies in %s.%s, a slice or map, which the %s annotation does not follow: hub -> %s -> hub loses it and the generated round-trip test fails; add the field to %s, or tag it +%s",
			h.Name.Name, hm.Name, spoke, w.k.hub.Name.Name, under, Annotation, spoke, spoke, tagLossy)
		return
	}
	w.k.restore = append(w.k.restore, hpath)
}

// lossy reports whether field m of t is tagged +gvkgen:crd-conversion:lossy
// (with any value); a malformed tag is an error, once.
func (w *walk) lossy(t *universe.Type, m universe.Member) bool {
	vals, d := lossyTag.All(tags.OfField(t, m))
	for _, e := range d.Errors {
		w.p.errorOnce(e)
	}
	return len(vals) > 0 && d.OK()
}

func names(p fieldPath) []string {
	var out []string
	for _, s := range p {
		out = append(out, s.name)
	}
	return out
}

func isExported(name string) bool {
	return name != "" && name[0] >= 'A' && name[0] <= 'Z'
}

// shortName spells a named type with its package's last path element:
// v1alpha1.Gizmo.
func shortName(t *universe.Type) string {
	return path.Base(t.Name.Package) + "." + t.Name.Name
}
