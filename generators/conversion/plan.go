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
}

// activation reads the package tags of pkg; nil means no generation.
func (g *generator) activation(pkg *universe.Package) *target {
	vals, err := tags.Values(pkg.DocComments, tagName)
	if err != nil {
		g.errorAt(pkg.DocTagPos(tagName), "%v", err)
		return nil
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
	ext, err := tags.Values(pkg.DocComments, tagExternalTypes)
	switch {
	case err != nil:
		g.errorAt(pkg.DocTagPos(tagExternalTypes), "%v", err)
		return nil
	case len(ext) > 1:
		g.errorAt(pkg.DocTagPos(tagExternalTypes), "+%s: expected at most one value, got %s", tagExternalTypes, strings.Join(ext, ", "))
		return nil
	case len(ext) == 1:
		if strings.HasPrefix(ext[0], "./") || strings.HasPrefix(ext[0], "../") {
			g.errorAt(pkg.DocTagPos(tagExternalTypes), "+%s=%s: relative paths are not supported; use the full import path", tagExternalTypes, ext[0])
			return nil
		}
		t.typesPkg = g.loadPackage(ext[0], pkg.DocTagPos(tagExternalTypes))
		if t.typesPkg == nil {
			return nil
		}
	default:
		t.typesPkg = pkg
	}
	for _, v := range t.peers {
		if v == t.typesPkg.Path {
			g.errorAt(pkg.DocTagPos(tagName), "+%s=%s names the package itself; name the package of the types to convert to and from (the group's internal version, for an external version)", tagName, v)
			return nil
		}
	}
	return t
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
	if g.scanned[pkg.Path] {
		return
	}
	g.scanned[pkg.Path] = true
	for _, f := range pkg.Functions() {
		params, results := f.Params(), f.Results()
		if len(params) != 3 || params[2].Name != (universe.Name{Package: conversionPkg, Name: "Scope"}) {
			continue
		}
		if len(results) != 1 || results[0].Name != (universe.Name{Name: "error"}) {
			continue
		}
		in, out := params[0], params[1]
		if in.Kind != universe.Pointer || out.Kind != universe.Pointer {
			continue
		}
		want := "Convert_" + emit.PublicName(in.Elem) + "_To_" + emit.PublicName(out.Elem)
		if f.Name != want {
			if strings.HasPrefix(f.Name, "Convert_") {
				g.warnAt(f.Pos, "function %s has the signature of a conversion from %s to %s but not its name; rename it to %s or it will not be used", f.Name, in.Elem, out.Elem, want)
			}
			continue
		}
		key := pair{in.Elem, out.Elem}
		if prev, ok := g.manual[key]; ok && prev.Package != pkg.Path {
			g.errorAt(f.Pos, "conversion %s is defined twice: here and in package %s; remove one", f.Name, prev.Package)
			continue
		}
		g.manual[key] = f
	}
}

// fnTag returns the value of +k8s:conversion-fn on a function.
func fnTag(f *universe.Method) string {
	vals, err := tags.Values(f.CommentLines, tagConversionFn)
	if err != nil || len(vals) != 1 {
		return ""
	}
	return vals[0]
}

// memoryEqual decides whether two types have the same memory layout, so
// that one can be converted to the other by an unsafe.Pointer cast. Pairs
// with a hand-written conversion (other than copy-only) are never equal.
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
	eq, _ := m.cachingEqual(a, b, nil)
	return eq
}

// cachingEqual returns, beside the verdict, whether it may be cached: a
// verdict that assumed equality to break a cycle may not.
func (m *memoryEqual) cachingEqual(a, b *universe.Type, visiting []*universe.Type) (bool, bool) {
	if a == b {
		return true, true
	}
	if eq, ok := m.cache[pair{a, b}]; ok {
		return eq, true
	}
	if eq, ok := m.cache[pair{b, a}]; ok {
		return eq, true
	}
	eq, cacheable := m.equal(a, b, visiting)
	if cacheable {
		m.cache[pair{a, b}] = eq
		m.cache[pair{b, a}] = eq
	}
	return eq, cacheable
}

func (m *memoryEqual) equal(a, b *universe.Type, visiting []*universe.Type) (bool, bool) {
	in, out := universe.Unalias(a), universe.Unalias(b)
	if in == out {
		return true, true
	}
	if in.Kind != out.Kind {
		return false, true
	}
	for _, v := range visiting {
		if v == in {
			// Assume equal while inside the cycle; do not cache.
			return true, false
		}
	}
	visiting = append(visiting, in)
	switch in.Kind {
	case universe.Struct:
		if len(in.Members) != len(out.Members) {
			return false, true
		}
		cacheable := true
		for i := range in.Members {
			eq, c := m.cachingEqual(in.Members[i].Type, out.Members[i].Type, visiting)
			if !eq {
				return false, true
			}
			cacheable = cacheable && c
		}
		return true, cacheable
	case universe.Pointer, universe.Slice:
		return m.cachingEqual(in.Elem, out.Elem, visiting)
	case universe.Map:
		keq, kc := m.cachingEqual(in.Key, out.Key, visiting)
		veq, vc := m.cachingEqual(in.Elem, out.Elem, visiting)
		return keq && veq, kc && vc
	case universe.Builtin:
		return in.Name.Name == out.Name.Name, true
	}
	// Interfaces, arrays and the rest: not proven equal.
	return false, true
}

func (g *generator) errorAt(pos universe.Pos, format string, args ...any) {
	g.errs = append(g.errs, &universe.Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (g *generator) warnAt(pos universe.Pos, format string, args ...any) {
	g.warnings = append(g.warnings, &universe.Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}
