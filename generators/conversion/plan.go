package conversion

import (
	"fmt"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The comment tags this generator reads.
const (
	tagName          = "k8s:conversion-gen"
	tagExternalTypes = "k8s:conversion-gen-external-types"
	tagExplicitFrom  = "k8s:conversion-gen:explicit-from"
	tagConversionFn  = "k8s:conversion-fn"

	runtimePkg    = "k8s.io/apimachinery/pkg/runtime"
	conversionPkg = "k8s.io/apimachinery/pkg/conversion"
)

// DefaultBasePeerDirs are the packages searched for conversion functions
// and peer types after the tagged peers, as upstream does.
var DefaultBasePeerDirs = []string{
	"k8s.io/apimachinery/pkg/apis/meta/v1",
	"k8s.io/apimachinery/pkg/conversion",
	"k8s.io/apimachinery/pkg/runtime",
}

// pair is a conversion from In to Out.
type pair struct{ in, out *universe.Type }

// target is one package to generate conversions for.
type target struct {
	pkg *universe.Package
	// typesPkg holds the versioned types; usually pkg itself.
	typesPkg *universe.Package
	// peers are searched in order for a type's peer.
	peers []string
	// explicitOnly is set by a sole +k8s:conversion-gen=false: only
	// explicit-from and hand-written conversions.
	explicitOnly bool
	// scan lists the packages whose hand-written conversions this target
	// uses: its peers, the types package, the base and extra peer
	// packages, and itself.
	scan []*universe.Package
	// manual are the hand-written conversions it uses, and mem its
	// memory-layout verdicts (which they block).
	manual map[pair]*universe.Method
	mem    *memoryEqual
}

// activation reads the package tags of pkg; nil means no generation.
func (g *generator) activation(pkg *universe.Package) *target {
	found, d := peersTag.All(tags.OfPackage(pkg))
	if !d.OK() {
		g.errs = append(g.errs, d.Errors...)
		return nil
	}
	vals := make([]string, len(found))
	for i, f := range found {
		vals[i] = f.Value
	}
	hasFalse, hasOther := false, false
	for _, v := range vals {
		if v == "false" {
			hasFalse = true
		} else {
			hasOther = true
		}
	}
	if hasFalse && hasOther {
		g.errorAt(pkg.DocTagPos(tagName), "+%s: cannot mix \"false\" with peer packages (%s); keep either", tagName, strings.Join(vals, ", "))
		return nil
	}
	if len(vals) == 0 {
		return nil
	}
	t := &target{pkg: pkg, explicitOnly: hasFalse}
	if !hasFalse {
		for _, v := range vals {
			if v == "" {
				g.errorAt(pkg.DocTagPos(tagName), "+%s= has no value; name the internal package to convert to, for example +%s=example.com/m/pkg/apis/group", tagName, tagName)
				return nil
			}
			if strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") {
				g.errorAt(pkg.DocTagPos(tagName), "+%s=%s: relative paths are not supported; use the full import path of the peer package", tagName, v)
				return nil
			}
		}
		t.peers = append(t.peers, vals...)
	}
	if t.typesPkg = g.typesPackage(pkg); t.typesPkg == nil {
		return nil
	}
	// The package itself may be one peer among others (upstream searches
	// it like any other; a type found nowhere else is then reported by
	// file), but not the only one: every type would pair with itself.
	self := 0
	for _, v := range t.peers {
		if v == t.typesPkg.Path {
			self++
		}
	}
	if self > 0 && self == len(t.peers) {
		g.errorAt(pkg.DocTagPos(tagName), "+%s=%s names the package itself; name the package of the types to convert to and from (the group's internal version, for an external version)", tagName, t.typesPkg.Path)
		return nil
	}
	return t
}

// typesPackage returns the package that holds the versioned types of pkg:
// the one its +k8s:conversion-gen-external-types names, else pkg itself;
// nil after an error.
func (g *generator) typesPackage(pkg *universe.Package) *universe.Package {
	ext, ok, d := externalTypesTag.Get(tags.OfPackage(pkg))
	switch {
	case !d.OK():
		g.errs = append(g.errs, d.Errors...)
		return nil
	case ok:
		if strings.HasPrefix(ext.Value, "./") || strings.HasPrefix(ext.Value, "../") {
			g.errorAt(ext.Pos, "+%s=%s: relative paths are not supported; use the full import path", tagExternalTypes, ext.Value)
			return nil
		}
		return g.loadPackage(ext.Value, ext.Pos)
	}
	return pkg
}

// loadPackage returns a package, loading it if the first load did not.
func (g *generator) loadPackage(path string, pos universe.Pos) *universe.Package {
	p, err := g.u.LoadPackage(path)
	if err == nil && p != nil && len(p.GoFiles) > 0 {
		return p
	}
	why := ""
	switch {
	case err != nil:
		why = ": " + err.Error()
	case p != nil && len(p.ListErrors) > 0:
		why = ": " + strings.Join(p.ListErrors, "; ")
	}
	where := ""
	if !pos.IsValid() && pos.Filename != "" {
		// Named by a flag, not a tag.
		where = pos.Filename + ": "
		pos = universe.Pos{}
	}
	g.errorAt(pos, "%spackage %s not found%s; check the import path (is it in your module's dependencies?)", where, path, why)
	return nil
}

// peerType returns the first type named like t in the peer packages.
func (g *generator) peerType(t *universe.Type, peers []string) *universe.Type {
	for _, path := range peers {
		p := g.u.Package(path)
		if p == nil {
			continue
		}
		if pt := p.TypeNamed(t.Name.Name); pt != nil {
			return pt
		}
	}
	return nil
}

// scanManual records the hand-written conversion functions of pkg:
// func Convert_<a>_<In>_To_<b>_<Out>(in *In, out *Out, s conversion.Scope) error.
func (g *generator) scanManual(pkg *universe.Package) {
	if _, ok := g.found[pkg.Path]; ok {
		return
	}
	g.found[pkg.Path] = []*universe.Method{}
	g.scanned = append(g.scanned, pkg.Path)
	for _, f := range pkg.Functions() {
		if _, ok := manualKey(f); !ok {
			continue
		}
		params := f.Params()
		in, out := params[0], params[1]
		want := "Convert_" + emit.PublicName(in.Elem) + "_To_" + emit.PublicName(out.Elem)
		if f.Name != want {
			if strings.HasPrefix(f.Name, "Convert_") {
				g.warnAt(f.Pos, "function %s has the signature of a conversion from %s to %s but not its name; rename it to %s or it will not be used", f.Name, in.Elem, out.Elem, want)
			}
			continue
		}
		g.checkFnTag(f)
		g.found[pkg.Path] = append(g.found[pkg.Path], f)
	}
}

// manualKey returns the pair a function converts if it has the signature
// of a conversion.
func manualKey(f *universe.Method) (pair, bool) {
	// The arity is the lengths of Params and Results, known without
	// resolving a type.
	if np, nr := f.Arity(); np != 3 || nr != 1 {
		return pair{}, false
	}
	params, results := f.Params(), f.Results()
	if params[2].Name != (universe.Name{Package: conversionPkg, Name: "Scope"}) || results[0].Name != (universe.Name{Name: "error"}) {
		return pair{}, false
	}
	in, out := params[0], params[1]
	if in.Kind != universe.Pointer || out.Kind != universe.Pointer {
		return pair{}, false
	}
	return pair{in.Elem, out.Elem}, true
}

// manualFor returns the hand-written conversions a target uses: those of
// the packages it scans (its peers, the base and extra peer packages,
// itself), where two packages may not define one conversion, as upstream
// run on this package alone; then those of the other packages of the run
// (other targets and their peers) that exactly one package defines, as
// upstream run on all of them at once uses them. A conversion that several
// other targets write each for itself (spoke versions of one hub) is theirs
// alone.
func (g *generator) manualFor(t *target) map[pair]*universe.Method {
	manual := map[pair]*universe.Method{}
	own := map[string]bool{}
	for _, p := range t.scan {
		own[p.Path] = true
		for _, f := range g.found[p.Path] {
			key, _ := manualKey(f)
			if prev, ok := manual[key]; ok && prev.Package != p.Path {
				g.reportOnce(f.Pos, "conversion %s is defined twice: here and in package %s, both searched for package %s; remove one", f.Name, prev.Package, t.pkg.Path)
				continue
			}
			manual[key] = f
		}
	}
	others := map[pair][]*universe.Method{}
	var order []pair
	for _, path := range g.scanned {
		if own[path] {
			continue
		}
		for _, f := range g.found[path] {
			key, _ := manualKey(f)
			if _, ok := manual[key]; ok {
				continue
			}
			if _, ok := others[key]; !ok {
				order = append(order, key)
			}
			others[key] = append(others[key], f)
		}
	}
	for _, key := range order {
		if fns := others[key]; len(fns) == 1 {
			manual[key] = fns[0]
		}
	}
	return manual
}

// fnTag returns the value of +k8s:conversion-fn on a function, "" when
// absent or not one upstream knows; scanManual reports its problems.
func fnTag(f *universe.Method) string {
	v, _, d := conversionFnTag.Get(tags.OfFunc(f))
	if len(d.Errors) > 0 || len(d.Warnings) > 0 {
		return ""
	}
	return v.Value
}

// checkFnTag warns about a +k8s:conversion-fn on a hand-written
// conversion that fnTag ignores (malformed, unknown, repeated).
func (g *generator) checkFnTag(f *universe.Method) {
	_, _, d := conversionFnTag.Get(tags.OfFunc(f))
	for _, e := range append(d.Errors, d.Warnings...) {
		g.warnAt(e.Pos, "%s; the tag is ignored", e.Message)
	}
}

// checkFieldTags warns, once per package, about a +k8s:conversion-gen on
// a struct field of pkg that upstream ignores (malformed, or after a
// first one): memberOptedOut reads only a well-formed first value.
func (g *generator) checkFieldTags(pkg *universe.Package) {
	if g.fieldTagsRead[pkg.Path] {
		return
	}
	if g.fieldTagsRead == nil {
		g.fieldTagsRead = map[string]bool{}
	}
	g.fieldTagsRead[pkg.Path] = true
	for _, t := range pkg.Types() {
		for _, m := range t.Members {
			_, _, d := optOutTag.Get(tags.OfField(t, m))
			for _, e := range d.Errors {
				g.warnAt(e.Pos, "%s; the tag is ignored", e.Message)
			}
			g.warnings = append(g.warnings, d.Warnings...)
		}
	}
}

// memoryEqual decides whether two types have the same memory layout, so
// that one can be converted to the other by an unsafe.Pointer cast. Pairs
// with a hand-written conversion (other than copy-only) are never equal.
//
// Two types are equal unless a chain of fields, elements and keys leads
// from them to a pair that differs on its own (other kinds, other
// builtins, structs with another number of fields, interfaces, arrays, a
// pair that is skipped). Recursive types are equal when no such chain
// exists, as upstream decides by assuming equality where a type recurs.
// The pairs reachable from a question form a graph; its strongly connected
// components (Tarjan) are decided whole, so every pair is visited once and
// every verdict is cached, however long the cycles.
type memoryEqual struct {
	cache map[pair]bool
}

func (m *memoryEqual) skip(a, b *universe.Type) {
	m.cache[pair{a, b}] = false
	m.cache[pair{b, a}] = false
}

// Equal reports whether a and b have the same layout.
func (m *memoryEqual) Equal(a, b *universe.Type) bool {
	if m == nil {
		return false
	}
	if eq, ok := m.known(pair{a, b}); ok {
		return eq
	}
	s := &sccSearch{m: m, index: map[pair]int{}, low: map[pair]int{}, bad: map[pair]bool{}, done: map[pair]bool{}}
	s.visit(pair{a, b})
	for p, eq := range s.done {
		m.cache[p] = eq
		m.cache[pair{p.out, p.in}] = eq
	}
	return s.done[pair{a, b}]
}

// known returns a verdict that needs no search: identical types, and the
// cache (skipped pairs and earlier verdicts).
func (m *memoryEqual) known(p pair) (eq, ok bool) {
	if p.in == p.out {
		return true, true
	}
	if eq, ok := m.cache[p]; ok {
		return eq, true
	}
	if eq, ok := m.cache[pair{p.out, p.in}]; ok {
		return eq, true
	}
	return false, false
}

// edges returns the pairs whose verdicts p depends on, and whether p
// differs on its own.
func edges(p pair) (next []pair, differs bool) {
	in, out := universe.Unalias(p.in), universe.Unalias(p.out)
	if in == out {
		return nil, false
	}
	if in.Kind != out.Kind {
		return nil, true
	}
	switch in.Kind {
	case universe.Struct:
		if len(in.Members) != len(out.Members) {
			return nil, true
		}
		for i := range in.Members {
			next = append(next, pair{in.Members[i].Type, out.Members[i].Type})
		}
		return next, false
	case universe.Pointer, universe.Slice:
		return []pair{{in.Elem, out.Elem}}, false
	case universe.Map:
		return []pair{{in.Key, out.Key}, {in.Elem, out.Elem}}, false
	case universe.Builtin:
		return nil, in.Name.Name != out.Name.Name
	}
	// Interfaces, arrays and the rest: not proven equal.
	return nil, true
}

// sccSearch is one run of Tarjan's algorithm over the pair graph. Verdicts
// go to done, and to the cache only once the run is over, so that the
// cache never answers for a pair still being searched.
type sccSearch struct {
	m     *memoryEqual
	next  int
	index map[pair]int
	low   map[pair]int
	// bad marks pairs that differ, or depend on a pair of a finished
	// component that differs.
	bad   map[pair]bool
	stack []pair
	done  map[pair]bool
}

func (s *sccSearch) visit(p pair) {
	s.index[p], s.low[p] = s.next, s.next
	s.next++
	s.stack = append(s.stack, p)
	next, differs := edges(p)
	s.bad[p] = differs
	for _, q := range next {
		if eq, ok := s.m.known(q); ok {
			if !eq {
				s.bad[p] = true
			}
			continue
		}
		if eq, ok := s.done[q]; ok {
			if !eq {
				s.bad[p] = true
			}
			continue
		}
		if _, seen := s.index[q]; !seen {
			s.visit(q)
			if eq, ok := s.done[q]; ok {
				if !eq {
					s.bad[p] = true
				}
				continue
			}
		}
		// q is on the stack: the same component as p.
		s.low[p] = min(s.low[p], s.low[q])
	}
	if s.low[p] != s.index[p] {
		return
	}
	// p roots a component: equal unless one of its pairs is bad.
	i := len(s.stack) - 1
	for s.stack[i] != p {
		i--
	}
	component := s.stack[i:]
	s.stack = s.stack[:i]
	eq := true
	for _, q := range component {
		if s.bad[q] {
			eq = false
		}
	}
	for _, q := range component {
		s.done[q] = eq
	}
}

func (g *generator) errorAt(pos universe.Pos, format string, args ...any) {
	g.errs = append(g.errs, &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

func (g *generator) warnAt(pos universe.Pos, format string, args ...any) {
	g.warnings = append(g.warnings, &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// undefinedMember reports, after an error at the field, whether a member
// of a pair has an undefined type: the package does not type-check, and
// upstream refuses it.
func (g *generator) undefinedMember(ms ...universe.Member) bool {
	for _, m := range ms {
		if why := undefinedIn(m.Type, map[*universe.Type]bool{}); why != "" {
			g.errorAt(m.Pos, "field %s: %s; declare or import the type (the package does not compile)", m.Name, why)
			return true
		}
	}
	return false
}

// undefinedIn returns why t, or a type it is built from (an element, a
// key, what an alias names), is an undefined type, or "".
func undefinedIn(t *universe.Type, seen map[*universe.Type]bool) string {
	if t == nil || seen[t] {
		return ""
	}
	seen[t] = true
	if t.Kind == universe.Unsupported && strings.HasPrefix(t.Why, "undefined ") {
		return t.Why
	}
	for _, u := range []*universe.Type{t.Elem, t.Key, t.Underlying} {
		if why := undefinedIn(u, seen); why != "" {
			return why
		}
	}
	return ""
}
