package defaulter

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// callNode is one step from an object to what is defaulted below it: a
// field, the elements of a slice or the values of a map, or the pointee of
// a pointer; the functions called on it, the default set on it, and the
// steps below.
//
// For pod.Spec.Containers[i].Lifecycle, defaulted by SetDefaults_Lifecycle:
//
//	field Spec
//	  field Containers
//	    index
//	      field Lifecycle (pointer)
//	        elem, call SetDefaults_Lifecycle
type callNode struct {
	field string
	// key: range over a map; index: over a slice or array; elem: the
	// value is a pointer.
	key, index, elem bool
	call             []*universe.Method
	children         []*callNode

	// def is the +default value, if any; defaultIsPrimitive says it is
	// assigned (else unmarshalled from JSON), defaultType is the builtin
	// it is of, below pointers and named types, and topType the type of
	// the value set.
	def                defaultValue
	defaultIsPrimitive bool
	defaultType        *universe.Type
	topType            *universe.Type
	// markerOnly: the node exists only to set a default.
	markerOnly bool
}

// defaultValue is a +default: JSON given inline, or a reference to a
// constant or variable (ref(Name), ref(<import path>.Name)).
type defaultValue struct {
	inline string
	ref    universe.Name
}

// empty reports whether there is no default.
func (d defaultValue) empty() bool { return d.inline == "" && d.ref.Name == "" }

// treeBuilder builds call trees; building marks the types being built, so
// that a recursive type stops.
type treeBuilder struct {
	p        *planner
	objects  map[*universe.Type]*universe.Method
	building map[*universe.Type]bool
}

// build returns the call tree of t, or nil when nothing below t is
// defaulted. At the root, t is always reached through a pointer; below it,
// an object defaulter (generated or not) covers its type.
func (b *treeBuilder) build(t *universe.Type, root bool) *callNode {
	parent := &callNode{elem: root}
	d := b.p.existing[t]
	if d == nil {
		d = &defaults{}
	}
	obj, generated := b.objects[t]
	switch {
	case !root && generated && obj != nil:
		parent.call = append(parent.call, obj)
		return parent
	case d.object != nil:
		parent.call = append(parent.call, d.object)
		return parent
	case d.base != nil:
		parent.call = append(parent.call, d.base)
		if b.covers(d.base) {
			return parent
		}
	}
	parent.call = append(parent.call, d.additional...)
	if b.building[t] {
		return nil
	}
	b.building[t] = true
	defer func() { b.building[t] = false }()
	b.children(parent, t)
	if len(parent.children) == 0 && len(parent.call) == 0 {
		return nil
	}
	return parent
}

// children adds the steps below t to parent.
func (b *treeBuilder) children(parent *callNode, t *universe.Type) {
	switch t.Kind {
	case universe.Pointer:
		if child := b.build(t.Elem, false); child != nil {
			child.elem = true
			parent.children = append(parent.children, child)
		}
	case universe.Slice, universe.Array:
		if child := b.build(t.Elem, false); child != nil {
			child.index = true
			child.elem = t.Elem.Kind == universe.Pointer
			parent.children = append(parent.children, child)
		} else if m := b.withDefault(nil, t.Elem, t.Elem.CommentLines, t.Elem.CommentAt, t.Elem.Name.Package, t.Elem.Pos, "type "+t.Elem.ShortIn("")); m != nil {
			m.index = true
			parent.children = append(parent.children, m)
		}
	case universe.Map:
		if child := b.build(t.Elem, false); child != nil {
			child.key = true
			parent.children = append(parent.children, child)
		} else if m := b.withDefault(nil, t.Elem, t.Elem.CommentLines, t.Elem.CommentAt, t.Elem.Name.Package, t.Elem.Pos, "type "+t.Elem.ShortIn("")); m != nil {
			m.key = true
			parent.children = append(parent.children, m)
		}
	case universe.Struct:
		for _, f := range t.Members {
			where := "type " + t.Name.Name + ", field " + f.Name
			if child := b.build(f.Type, false); child != nil {
				child.field = f.Name
				b.withDefault(child, f.Type, f.CommentLines, f.CommentAt, f.Type.Name.Package, f.Pos, where)
				parent.children = append(parent.children, child)
			} else if m := b.withDefault(nil, f.Type, f.CommentLines, f.CommentAt, t.Name.Package, f.Pos, where); m != nil {
				m.field = f.Name
				parent.children = append(parent.children, m)
			}
		}
	case universe.Alias:
		if child := b.build(t.Underlying, false); child != nil {
			parent.children = append(parent.children, child)
		}
	}
}

// covers reports whether a base defaulter is tagged
// +k8s:defaulter-gen=covers.
func (b *treeBuilder) covers(fn *universe.Method) bool {
	vals, ok := b.p.values(enabledTag, tags.Block("func "+fn.Name, fn.Pos, fn.CommentLines, fn.CommentAt...))
	return ok && len(vals) == 1 && vals[0] == valueCovers
}

// zeroValues are the JSON values that equal the zero value of a type (a
// +default of one sets nothing), and so the builtins whose zero a
// generated comparison can spell.
var zeroValues = map[string]any{
	"uint": 0., "uint8": 0., "uint16": 0., "uint32": 0., "uint64": 0.,
	"int": 0., "int8": 0., "int16": 0., "int32": 0., "int64": 0.,
	"byte": 0., "float64": 0., "float32": 0.,
	"bool": false, "time.Time": "", "string": "",
	"integer": 0., "number": 0., "boolean": false,
	"[]byte": "", "interface{}": nil,
}

// refPattern is a +default=ref(<name>).
var refPattern = regexp.MustCompile(`^ref\(([^"]+)\)$`)

// withDefault reads the +default of a value of type t commented by lines
// (placed: where each is, if known; below pointers, that of the types
// pointed to), and sets it on node, or on a new marker-only node if node
// is nil. It returns the node, or nil when there is no default. A
// reference without a package is to pkg. Mistakes are reported at the
// tag's line.
func (b *treeBuilder) withDefault(node *callNode, t *universe.Type, lines []string, placed []universe.CommentLine, pkg string, pos universe.Pos, where string) *callNode {
	val, pos, ok := b.defaultTag(lines, placed, pos, where)
	if !ok {
		return node
	}
	base, depth := resolve(t)
	if depth > 0 && val == "" {
		val = b.nestedDefault(t)
	}
	if val == "" {
		return node
	}
	var d defaultValue
	if m := refPattern.FindStringSubmatch(val); m != nil {
		d.ref = parseRef(m[1], pkg)
		if !b.refExists(d.ref, pos, where, val) {
			return node
		}
	} else {
		var v any
		if err := json.Unmarshal([]byte(val), &v); err != nil {
			b.p.errorAt(pos, "%s: +%s=%s is not valid JSON (%v); give a JSON value (strings in double quotes) or ref(<constant>)", where, tagDefault, val, err)
			return node
		}
		if v != nil && reflect.DeepEqual(v, zeroValues[t.String()]) {
			return node
		}
		d.inline = val
	}
	if node == nil {
		node = &callNode{markerOnly: true}
	}
	node.def = d
	node.defaultIsPrimitive = base.IsPrimitive()
	node.defaultType = base
	node.topType = t
	b.check(node, pos, where)
	return node
}

// defaultTag returns the value of the one +default in lines and where it
// is (pos when there is none); ok is false on an error.
func (b *treeBuilder) defaultTag(lines []string, placed []universe.CommentLine, pos universe.Pos, where string) (string, universe.Pos, bool) {
	v, found, d := defaultTag.Get(tags.Block(where, pos, lines, placed...))
	if !d.OK() {
		b.p.errs = append(b.p.errs, d.Errors...)
		return "", pos, false
	}
	if found {
		pos = v.Pos
	}
	return v.Value, pos, true
}

// nestedDefault is the first non-empty +default of the types t points
// to or names.
func (b *treeBuilder) nestedDefault(t *universe.Type) string {
	for prev := (*universe.Type)(nil); prev != t; {
		prev = t
		vals, ok := b.p.values(defaultTag, tags.Block("type "+t.Name.Name, t.Pos, t.CommentLines, t.CommentAt...))
		if !ok {
			return ""
		}
		if len(vals) == 1 && vals[0] != "" {
			return vals[0]
		}
		t = step(t)
	}
	return ""
}

// step follows a named type or a pointer one step; other types are their
// own next step.
func step(t *universe.Type) *universe.Type {
	switch t.Kind {
	case universe.Alias:
		return t.Underlying
	case universe.Pointer:
		return t.Elem
	}
	return t
}

// resolve follows named types and pointers to the first other type, and
// counts the pointers on the way.
func resolve(t *universe.Type) (*universe.Type, int) {
	depth := 0
	for prev := (*universe.Type)(nil); prev != t; {
		prev = t
		if t.Kind == universe.Pointer {
			depth++
		}
		t = step(t)
	}
	return t, depth
}

// pointerPath lists the types pointed to on the way from t to its base
// type, following named types: for **T, [*T, T].
func pointerPath(t *universe.Type) []*universe.Type {
	path, _ := pointerPathOK(t)
	return path
}

// pointerPathOK is pointerPath, and false when a pointer type points to
// itself (type B *B), where the path never ends.
func pointerPathOK(t *universe.Type) ([]*universe.Type, bool) {
	var path []*universe.Type
	seen := map[*universe.Type]bool{}
	for {
		if seen[t] {
			return path, false
		}
		seen[t] = true
		switch t.Kind {
		case universe.Alias:
			t = t.Underlying
		case universe.Pointer:
			t = t.Elem
			path = append(path, t)
		default:
			return path, true
		}
	}
}

// parseRef splits <import path>.Name; a bare Name is in pkg.
func parseRef(s, pkg string) universe.Name {
	i := strings.LastIndex(s, ".")
	if i < 0 {
		return universe.Name{Package: pkg, Name: s}
	}
	return universe.Name{Package: s[:i], Name: s[i+1:]}
}

// check reports defaults the generated code could not spell.
func (b *treeBuilder) check(n *callNode, pos universe.Pos, where string) {
	if _, ok := pointerPathOK(n.topType); !ok {
		b.p.errorAt(pos, "%s: +%s on %s, a pointer type that points to itself, which no value can default; remove the tag", where, tagDefault, n.topType.ShortIn(""))
		return
	}
	if n.defaultIsPrimitive && len(pointerPath(n.topType)) == 0 {
		if _, ok := zeroValues[n.defaultType.String()]; !ok {
			b.p.errorAt(pos, "%s: +%s on a %s: there is no zero value to compare with for this type; default it in a SetDefaults_ function instead", where, tagDefault, n.defaultType.String())
		}
	}
	if !n.defaultIsPrimitive && strings.Contains(n.def.inline, "`") {
		b.p.errorAt(pos, "%s: +%s=%s holds a backquote, which the generated raw string cannot; escape it in the JSON as \\u0060", where, tagDefault, n.def.inline)
	}
}

// refExists reports whether a ref() names a constant or variable of a
// package that loads, and reports it if not.
func (b *treeBuilder) refExists(ref universe.Name, pos universe.Pos, where, val string) bool {
	if ref.Package == "" {
		return true
	}
	pkg, err := b.p.u.LoadPackage(ref.Package)
	if err != nil || pkg == nil || len(pkg.GoFiles) == 0 {
		b.p.errorAt(pos, "%s: +%s=%s: package %s not found; a reference names a constant or variable as ref(Name) in the package of the field's type, or ref(<full import path>.Name)", where, tagDefault, val, ref.Package)
		return false
	}
	if !pkg.DeclaresValue(ref.Name) {
		b.p.errorAt(pos, "%s: +%s=%s: package %s declares no constant or variable %s; check the name", where, tagDefault, val, ref.Package, ref.Name)
		return false
	}
	return true
}
