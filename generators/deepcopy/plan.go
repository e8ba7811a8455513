package deepcopy

import (
	"fmt"
	"go/token"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The comment tags this generator reads.
const (
	tagEnabled            = "k8s:deepcopy-gen"
	tagInterfaces         = tagEnabled + ":interfaces"
	tagNonPointerIntfs    = tagEnabled + ":nonpointer-interfaces"
	tagValuePackage       = "package"
	tagParamRegister      = "register"
	interfaceTagSeparator = ","
)

// PackagePlan is what the generator decided for one package: which types
// get which methods. Emission follows it without further decisions beyond
// the shape of each type.
type PackagePlan struct {
	Pkg   *universe.Package
	Types []*TypePlan
}

// TypePlan says which methods one type gets.
type TypePlan struct {
	Type *universe.Type
	// DeepCopyInto is false when the type has a hand-written one.
	DeepCopyInto bool
	// DeepCopy is false when the type has a hand-written one.
	DeepCopy bool
	// Interfaces get a DeepCopy<Name>() method each, sorted.
	Interfaces []*universe.Type
	// NonPointerInterfaces puts those methods on the value receiver.
	NonPointerInterfaces bool
	// Object adds controller-gen's DeepCopyObject (the object dialect's
	// +kubebuilder:object:root=true), when DeepCopy is generated.
	Object bool
}

// planner decides, and collects every problem found on the way.
type planner struct {
	u    *universe.Universe
	errs universe.ErrorList
	// badMarkers is set by the object dialect for a package with markers
	// controller-gen cannot parse: errors, whatever the package.
	badMarkers bool
	// once are the errors of errs reported once (reportOnce, reportField),
	// which another planner may have reported too (see mergeErrs); nil:
	// not noted.
	once map[*universe.Error]bool
}

// typeTag returns the value of +k8s:deepcopy-gen on a type (read from the
// block before the closest one, then the closest one, as upstream reads
// them), "" if absent.
func (p *planner) typeTag(t *universe.Type) string {
	v, _, d := enabledTag.Get(tags.OfType(t))
	p.errs = append(p.errs, d.Errors...)
	return v.Value
}

// planPackage decides what to generate for pkg; nil means no file.
func (p *planner) planPackage(pkg *universe.Package) *PackagePlan {
	pkgTag, ok := p.packageTag(pkg)
	if !ok {
		return nil
	}
	allTypes := pkgTag == tagValuePackage
	plan := &PackagePlan{Pkg: pkg}
	for _, t := range pkg.Types() {
		tv := p.typeTag(t)
		if tv != "" && tv != "true" && tv != "false" {
			p.errs = append(p.errs, universe.Errorf(t.Pos, "type %s: unsupported +%s value %q; use +%s=true to generate for this type or =false to skip it", t.Name.Name, tagEnabled, tv, tagEnabled))
			continue
		}
		if tv == "false" || (!allTypes && tv != "true") {
			continue
		}
		if !isExported(t.Name.Name) {
			continue
		}
		if t.Generic {
			if tv == "true" || allTypes {
				p.errs = append(p.errs, universe.Errorf(t.Pos, "type %s: generic types are not supported by deepcopy-gen; write DeepCopy and DeepCopyInto by hand and tag the type +%s=false", t.Name.Name, tagEnabled))
			}
			continue
		}
		if !p.copyable(t) {
			if tv == "true" {
				p.errs = append(p.errs, universe.Errorf(t.Pos, "type %s requests deepcopy generation (+%s=true) but a %s cannot be deep-copied by generated code; only structs and named maps and slices can (or types with hand-written DeepCopy methods); remove the tag", t.Name.Name, tagEnabled, t.Kind))
			}
			continue
		}
		tp := &TypePlan{Type: t, DeepCopyInto: p.deepCopyInto(t) == nil, DeepCopy: p.deepCopy(t) == nil}
		tp.Interfaces, tp.NonPointerInterfaces = p.interfaces(t)
		plan.Types = append(plan.Types, tp)
	}
	if len(plan.Types) == 0 {
		// Upstream writes no file when the package has no copyable type, and
		// none when no type opted in.
		return nil
	}
	return plan
}

// packageTag reads +k8s:deepcopy-gen from doc.go. ok is false when the
// package does not ask for generation at all.
func (p *planner) packageTag(pkg *universe.Package) (string, bool) {
	v, ok, d := enabledTag.Get(tags.OfPackage(pkg))
	if !d.OK() {
		p.errs = append(p.errs, d.Errors...)
		return "", false
	}
	if ok {
		parts := strings.Split(v.Value, ",")
		for _, param := range parts[1:] {
			if k, _, _ := strings.Cut(param, "="); k != tagParamRegister {
				p.errs = append(p.errs, universe.Errorf(v.Pos, "unsupported +%s parameter %q; the only one is %s=true", tagEnabled, param, tagParamRegister))
			}
		}
		switch parts[0] {
		case "false":
			return "", false
		case tagValuePackage:
			return tagValuePackage, true
		}
		p.errs = append(p.errs, universe.Errorf(v.Pos, "unsupported +%s value %q in doc.go; use +%s=package to generate for every type of the package", tagEnabled, parts[0], tagEnabled))
		return "", false
	}
	// No package tag: generate if some type opts in.
	for _, t := range pkg.Types() {
		if v := p.typeTag(t); v != "" && v != "false" {
			return "", true
		}
	}
	return "", false
}

// isExported reports whether upstream counts a type name as public: it
// compares the first byte with its lower case, so every name that starts
// with a non-ASCII letter (Äpfel, but also äpfel) is. Methods on such a
// type compile either way, so follow it.
func isExported(name string) bool {
	return token.IsExported(name) || (name != "" && name[0] >= utf8.RuneSelf)
}

// copyable reports whether generated code can deep-copy t: structs, and
// named maps and slices, and named builtins with hand-written methods.
func (p *planner) copyable(t *universe.Type) bool {
	if t.Kind == universe.Alias {
		if p.deepCopy(t) != nil || p.deepCopyInto(t) != nil {
			return true
		}
		return universe.Unalias(t).Kind != universe.Builtin
	}
	return t.Kind == universe.Struct
}

// tagPos is the position of the first line of the comment directly above
// t that carries +tag, or of t itself when the tag is elsewhere.
func tagPos(t *universe.Type, tag string) universe.Pos {
	for i, l := range t.CommentLines {
		if strings.HasPrefix(strings.TrimSpace(l), "+"+tag+"=") {
			if len(t.CommentAt) == len(t.CommentLines) {
				return t.CommentAt[i].Pos
			}
			pos := t.Pos
			pos.Line -= len(t.CommentLines) - i
			pos.Column = 1
			return pos
		}
	}
	return t.Pos
}

// interfaces reads the +k8s:deepcopy-gen:interfaces tags of a struct.
func (p *planner) interfaces(t *universe.Type) ([]*universe.Type, bool) {
	if t.Kind != universe.Struct {
		return nil, false
	}
	vals, d := interfacesTag.All(tags.OfType(t))
	if !d.OK() {
		p.errs = append(p.errs, d.Errors...)
		return nil, false
	}
	set := map[string]*universe.Type{}
	for _, f := range vals {
		v := f.Value
		if strings.TrimSpace(v) == "" {
			p.errs = append(p.errs, universe.Errorf(tagPos(t, tagInterfaces), "type %s: +%s= has no value; name the interface with its package path, for example +%s=k8s.io/apimachinery/pkg/runtime.Object", t.Name.Name, tagInterfaces, tagInterfaces))
			continue
		}
		for _, name := range strings.Split(v, interfaceTagSeparator) {
			if name == "" {
				continue
			}
			i := strings.LastIndex(name, ".")
			if i <= 0 {
				p.errs = append(p.errs, universe.Errorf(tagPos(t, tagInterfaces), "type %s: +%s=%s: name the interface with its package path, for example k8s.io/apimachinery/pkg/runtime.Object", t.Name.Name, tagInterfaces, name))
				continue
			}
			path, iname := name[:i], name[i+1:]
			it, err := p.u.LookupType(path, iname)
			if err != nil || it == nil {
				p.errs = append(p.errs, universe.Errorf(tagPos(t, tagInterfaces), "type %s: +%s=%s: no type %s in package %s", t.Name.Name, tagInterfaces, name, iname, path))
				continue
			}
			if it.Kind != universe.Interface {
				p.errs = append(p.errs, universe.Errorf(tagPos(t, tagInterfaces), "type %s: +%s=%s: %s is a %s, not an interface", t.Name.Name, tagInterfaces, name, it.String(), it.Kind))
				continue
			}
			set[it.String()] = it
		}
	}
	var out []*universe.Type
	for _, it := range set {
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })

	return out, p.nonPointer(t)
}

// nonPointer reads +k8s:deepcopy-gen:nonpointer-interfaces as upstream
// does: the first value says, any value but true is false, and a later
// value that says otherwise is an error.
func (p *planner) nonPointer(t *universe.Type) bool {
	np, d := nonPointerTag.All(tags.OfType(t))
	if !d.OK() {
		p.errs = append(p.errs, d.Errors...)
		return false
	}
	nonPointer := len(np) > 0 && np[0].Value == "true"
	for _, v := range np {
		if (v.Value == "true") != nonPointer {
			raws := make([]string, len(np))
			for i, f := range np {
				raws[i] = f.Raw
			}
			p.errs = append(p.errs, universe.Errorf(v.Pos, "type %s: contradicting +%s values %q; keep one", t.Name.Name, tagNonPointerIntfs, strings.Join(raws, ", ")))
			break
		}
	}
	return nonPointer
}

// deepCopy returns the hand-written DeepCopy method of t, if any, checking
// its signature: func (T) DeepCopy() T or func (*T) DeepCopy() *T.
func (p *planner) deepCopy(t *universe.Type) *universe.Method {
	m := t.Methods["DeepCopy"]
	if m == nil {
		return nil
	}
	bad := func(want string) *universe.Method {
		p.reportOnce(m, "type %s: hand-written DeepCopy has the wrong signature: %s; want func (in *%s) DeepCopy() *%s, or for maps and slices func (in %s) DeepCopy() %s", t.Name.Name, want, t.Name.Name, t.Name.Name, t.Name.Name, t.Name.Name)
		return nil
	}
	if len(m.Params()) != 0 {
		return bad("it must take no parameters")
	}
	if len(m.Results()) != 1 {
		return bad("it must return exactly one result")
	}
	r := m.Results()[0]
	ptrResult := r.Kind == universe.Pointer && r.Elem.Name == t.Name
	valResult := r.Name == t.Name
	if !ptrResult && !valResult {
		return bad("it must return " + t.Name.Name + " or *" + t.Name.Name)
	}
	if m.PointerReceiver && !ptrResult {
		return bad("a pointer receiver must return *" + t.Name.Name)
	}
	if !m.PointerReceiver && !valResult {
		return bad("a value receiver must return " + t.Name.Name)
	}
	return m
}

// deepCopyInto returns the hand-written DeepCopyInto method of t, if any,
// checking its signature: func (in *T) DeepCopyInto(out *T).
func (p *planner) deepCopyInto(t *universe.Type) *universe.Method {
	m := t.Methods["DeepCopyInto"]
	if m == nil {
		return nil
	}
	if len(m.Params()) != 1 || len(m.Results()) != 0 || m.Params()[0].Kind != universe.Pointer || m.Params()[0].Elem.Name != t.Name {
		p.reportOnce(m, "type %s: hand-written DeepCopyInto has the wrong signature; want func (in *%s) DeepCopyInto(out *%s)", t.Name.Name, t.Name.Name, t.Name.Name)
		return nil
	}
	return m
}

// reportField reports a problem with a struct field once, however often
// the field is looked at.
func (p *planner) reportField(m universe.Member, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, e := range p.errs {
		if e.Pos == m.Pos && e.Message == msg {
			return
		}
	}
	p.addOnce(&universe.Error{Pos: m.Pos, Message: msg})
}

// reportOnce reports a problem with a method once, however often the
// method is looked at.
func (p *planner) reportOnce(m *universe.Method, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, e := range p.errs {
		if e.Pos == m.Pos && e.Message == msg {
			return
		}
	}
	p.addOnce(&universe.Error{Pos: m.Pos, Message: msg})
}

// addOnce adds e, an error reported once, to errs.
func (p *planner) addOnce(e *universe.Error) {
	if p.once != nil {
		p.once[e] = true
	}
	p.errs = append(p.errs, e)
}
