package universe

import (
	"go/ast"
	"go/token"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
)

var (
	builtinOnce  sync.Once
	builtinTypes map[string]*Type
)

func builtin(name string) *Type {
	builtinOnce.Do(func() {
		builtinTypes = map[string]*Type{}
		for _, n := range builtinNames {
			builtinTypes[n] = &Type{Name: Name{Name: n}, Kind: Builtin}
		}
		errMethod := &Method{Name: "Error"}
		errMethod.sig = func() ([]*Type, []*Type) { return nil, []*Type{builtinTypes["string"]} }
		builtinTypes["error"] = &Type{Name: Name{Name: "error"}, Kind: Interface, Methods: map[string]*Method{"Error": errMethod}}
		builtinTypes["any"] = &Type{Name: Name{Name: "any"}, Kind: Interface}
		// Upstream spells uint8 as byte in generated code; they are the
		// same type, so follow it. (It also turns int8 into byte, which
		// does not compile; that is not followed.)
		builtinTypes["uint8"] = builtinTypes["byte"]
	})
	return builtinTypes[name]
}

// Types returns the package's named types in name order. Go aliases
// (type A = B) are not types of their own and are left out, as upstream does.
func (p *Package) Types() []*Type {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	var out []*Type
	for _, n := range p.TypeNames {
		if p.decls[n].spec.Assign.IsValid() {
			continue
		}
		if t := p.named(n); t != nil {
			out = append(out, t)
		}
	}
	return out
}

// TypeNamed returns the package's declared type name, nil if there is none
// or if name is a Go alias (which is not a type of its own).
func (p *Package) TypeNamed(name string) *Type {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	d := p.decls[name]
	if d == nil || d.spec.Assign.IsValid() {
		return nil
	}
	return p.named(name)
}

// Type returns the named type name of package path, nil if there is none.
func (u *Universe) Type(path, name string) *Type {
	p := u.Package(path)
	if p == nil {
		return nil
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	return p.named(name)
}

// Params returns the method's parameter types.
func (m *Method) Params() []*Type {
	m.resolve()
	return m.params
}

// Results returns the method's result types.
func (m *Method) Results() []*Type {
	m.resolve()
	return m.results
}

func (m *Method) resolve() {
	m.once.Do(func() {
		if m.sig != nil {
			m.params, m.results = m.sig()
		}
	})
}

// named builds, once, the Type of a declared type. Callers hold u.mu.
func (p *Package) named(name string) *Type {
	if t, ok := p.types[name]; ok {
		return t
	}
	d := p.decls[name]
	if d == nil {
		return nil
	}
	if d.spec.Assign.IsValid() {
		// A Go alias is the type it names.
		p.types[name] = &Type{Name: Name{Name: name}, Kind: Unsupported, Why: "alias cycle"}
		t := p.resolve(d.file, d.spec.Type, nil)
		p.types[name] = t
		return t
	}
	pos := p.u.Position(d.spec.Name.Pos())
	// Unsupported until resolved: a type that reaches itself before it is
	// known (type A A, type A B; type B A) stays invalid.
	t := &Type{Name: Name{Package: p.Path, Name: name}, Pos: pos, Kind: Unsupported, Why: "invalid recursive type " + name}
	t.CommentLines, t.SecondClosestCommentLines = p.typeComments(d.file, d.spec.Name.Pos())
	p.types[name] = t

	var tparams map[string]bool
	if d.spec.TypeParams != nil {
		t.Generic = true
		tparams = map[string]bool{}
		for _, f := range d.spec.TypeParams.List {
			for _, n := range f.Names {
				tparams[n.Name] = true
			}
		}
	}
	var under *Type
	if st, ok := d.spec.Type.(*ast.StructType); ok {
		// Not through literal: two packages may declare structs of the
		// same spelling whose fields differ in comments (tags such as
		// +k8s:conversion-gen=false) and positions.
		under = p.structType(d.file, st, tparams)
	} else {
		under = p.resolve(d.file, d.spec.Type, tparams)
	}
	switch {
	case under == t:
		// type A A
	case under.Kind == Builtin:
		t.Kind, t.Underlying, t.Why = Alias, under, ""
	case under.Kind == Alias:
		t.Kind, t.Underlying = Alias, under.Underlying
	case (under.Kind == Map || under.Kind == Slice) && !under.IsNamed():
		t.Kind, t.Underlying = Alias, under
	default:
		t.Kind = under.Kind
		t.Elem, t.Key, t.Len = under.Elem, under.Key, under.Len
		t.Members = under.Members
		t.Why = under.Why
		if under.Kind == Interface {
			t.Methods = under.Methods
		}
		if under.Kind == Map || under.Kind == Slice {
			// A named type over another named map or slice.
			t.Kind, t.Underlying = Alias, under.Underlying
		}
	}
	if t.Kind != Interface || len(t.Methods) == 0 {
		for _, md := range p.methods[name] {
			if t.Methods == nil {
				t.Methods = map[string]*Method{}
			}
			t.Methods[md.decl.Name.Name] = p.method(md)
		}
	}
	return t
}

// Functions returns the package's top-level, non-generic functions, sorted
// by name. Only functions in files that passed the keyword filter are
// known (see Config.Keywords).
func (p *Package) Functions() []*Method {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	if p.functions == nil {
		p.functions = []*Method{}
		for _, fd := range p.funcs {
			m := p.method(fd)
			m.Package = p.Path
			m.Body = fd.body
			line := p.u.Fset.Position(fd.decl.Pos()).Line
			m.CommentLines = splitLines(fd.file.comments[line-1].Text())
			p.functions = append(p.functions, m)
		}
		sort.SliceStable(p.functions, func(i, j int) bool { return p.functions[i].Name < p.functions[j].Name })
	}
	return p.functions
}

func (p *Package) method(md *methodDecl) *Method {
	fd := md.decl
	ptr := false
	if fd.Recv != nil {
		_, ptr = fd.Recv.List[0].Type.(*ast.StarExpr)
	}
	m := &Method{Name: fd.Name.Name, PointerReceiver: ptr, Pos: p.u.Position(fd.Name.Pos())}
	m.sig = func() ([]*Type, []*Type) {
		p.u.mu.Lock()
		defer p.u.mu.Unlock()
		return p.fieldTypes(md.file, fd.Type.Params), p.fieldTypes(md.file, fd.Type.Results)
	}
	return m
}

// fieldTypes lists the types of a parameter or result list, one per name.
func (p *Package) fieldTypes(f *file, fl *ast.FieldList) []*Type {
	if fl == nil {
		return nil
	}
	var out []*Type
	for _, fld := range fl.List {
		t := p.resolve(f, fld.Type, nil)
		n := len(fld.Names)
		if n == 0 {
			n = 1
		}
		for i := 0; i < n; i++ {
			out = append(out, t)
		}
	}
	return out
}

// typeComments finds the comment block ending on the line above a type's
// name and the one ending two lines above that, which is where tags live.
func (p *Package) typeComments(f *file, pos token.Pos) (closest, second []string) {
	line := p.u.Fset.Position(pos).Line
	c1 := f.comments[line-1]
	var c2 *ast.CommentGroup
	if c1 == nil {
		c2 = f.comments[line-2]
	} else {
		c2 = f.comments[p.u.Fset.Position(c1.List[0].Slash).Line-2]
	}
	return splitLines(c1.Text()), splitLines(c2.Text())
}

// resolve turns a type expression of file f into a Type.
func (p *Package) resolve(f *file, e ast.Expr, tparams map[string]bool) *Type {
	unsupported := func(why string) *Type {
		return &Type{Name: Name{Name: why}, Kind: Unsupported, Why: why}
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return p.resolve(f, e.X, tparams)
	case *ast.Ident:
		if tparams[e.Name] {
			return unsupported("type parameter " + e.Name)
		}
		if t := p.named(e.Name); t != nil {
			return t
		}
		if t := builtin(e.Name); t != nil {
			return t
		}
		return unsupported("undefined type " + e.Name)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return unsupported("unsupported type expression")
		}
		path, ok := f.imports[x.Name]
		if !ok {
			return unsupported("undefined package " + x.Name)
		}
		if path == "unsafe" {
			return unsupported("unsafe." + e.Sel.Name)
		}
		dep := p.u.pkg(path)
		if dep == nil {
			return unsupported("package " + path + " is not loaded")
		}
		// p.u.mu is held: parse without going through Universe.Package.
		dep.ensureParsed()
		if t := dep.named(e.Sel.Name); t != nil {
			return t
		}
		return unsupported("undefined type " + path + "." + e.Sel.Name)
	case *ast.StarExpr:
		return p.literal(&Type{Kind: Pointer, Elem: p.resolve(f, e.X, tparams)})
	case *ast.ArrayType:
		elem := p.resolve(f, e.Elt, tparams)
		if e.Len == nil {
			return p.literal(&Type{Kind: Slice, Elem: elem})
		}
		n, ok := p.constInt(f, e.Len, 0)
		if !ok {
			return unsupported("array length that is not a simple constant")
		}
		return p.literal(&Type{Kind: Array, Elem: elem, Len: n})
	case *ast.MapType:
		return p.literal(&Type{Kind: Map, Key: p.resolve(f, e.Key, tparams), Elem: p.resolve(f, e.Value, tparams)})
	case *ast.ChanType:
		return p.literal(&Type{Kind: Chan, Elem: p.resolve(f, e.Value, tparams)})
	case *ast.FuncType:
		return p.literal(&Type{Kind: Func})
	case *ast.InterfaceType:
		t := &Type{Kind: Interface}
		for _, m := range e.Methods.List {
			for _, n := range m.Names {
				if t.Methods == nil {
					t.Methods = map[string]*Method{}
				}
				t.Methods[n.Name] = &Method{Name: n.Name, Pos: p.u.Position(n.Pos())}
			}
		}
		return p.literal(t)
	case *ast.StructType:
		return p.literal(p.structType(f, e, tparams))
	case *ast.IndexExpr, *ast.IndexListExpr:
		return unsupported("instantiated generic type")
	}
	return unsupported("unsupported type expression")
}

// structType builds a struct type from its declaration. A named struct
// type keeps the one it gets (its fields carry their own comments and
// positions); an unnamed one is shared through literal.
func (p *Package) structType(f *file, e *ast.StructType, tparams map[string]bool) *Type {
	t := &Type{Kind: Struct}
	for _, fld := range e.Fields.List {
		ft := p.resolve(f, fld.Type, tparams)
		tag := ""
		if fld.Tag != nil {
			if s, err := strconv.Unquote(fld.Tag.Value); err == nil {
				tag = s
			}
		}
		doc := splitLines(f.comments[p.u.Fset.Position(fld.Pos()).Line-1].Text())
		if len(fld.Names) == 0 {
			t.Members = append(t.Members, Member{Name: embeddedName(fld.Type), Embedded: true, Type: ft, Tags: tag, Pos: p.u.Position(fld.Pos()), CommentLines: doc})
		}
		for _, n := range fld.Names {
			t.Members = append(t.Members, Member{Name: n.Name, Type: ft, Tags: tag, Pos: p.u.Position(n.Pos()), CommentLines: doc})
		}
	}
	return t
}

// literal names an unnamed type after its spelling and makes it unique:
// two spellings of []string are one *Type, as generators compare types by
// identity. Callers hold u.mu.
func (p *Package) literal(t *Type) *Type {
	t.Name = Name{Name: literalName(t)}
	t.opaque = t.Kind == Func || (t.Kind == Interface && len(t.Methods) > 0) || t.Kind == Unsupported
	for _, part := range []*Type{t.Elem, t.Key} {
		t.opaque = t.opaque || (part != nil && part.opaque)
	}
	for _, m := range t.Members {
		t.opaque = t.opaque || m.Type.opaque
	}
	if t.opaque {
		return t
	}
	key := t.Name.Name
	if t.Kind == Struct {
		for _, m := range t.Members {
			key += "\x00" + m.Tags
		}
	}
	if u, ok := p.u.literals[key]; ok {
		return u
	}
	p.u.literals[key] = t
	return t
}

func embeddedName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return embeddedName(e.X)
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return embeddedName(e.X)
	case *ast.IndexListExpr:
		return embeddedName(e.X)
	}
	return ""
}

// constInt evaluates a constant integer expression, as array lengths use.
func (p *Package) constInt(f *file, e ast.Expr, depth int) (int64, bool) {
	if depth > 20 {
		return 0, false
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.INT {
			return 0, false
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(e.Value, "_", ""), 0, 64)
		return n, err == nil
	case *ast.ParenExpr:
		return p.constInt(f, e.X, depth+1)
	case *ast.Ident:
		return p.constValue(e.Name, depth)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return 0, false
		}
		dep := p.u.pkg(f.imports[x.Name])
		if dep == nil {
			return 0, false
		}
		dep.ensureParsed()
		return dep.constValue(e.Sel.Name, depth)
	case *ast.BinaryExpr:
		a, ok1 := p.constInt(f, e.X, depth+1)
		b, ok2 := p.constInt(f, e.Y, depth+1)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case token.ADD:
			return a + b, true
		case token.SUB:
			return a - b, true
		case token.MUL:
			return a * b, true
		case token.QUO:
			if b == 0 {
				return 0, false
			}
			return a / b, true
		case token.SHL:
			return a << uint(b), true
		}
	}
	return 0, false
}

func (p *Package) constValue(name string, depth int) (int64, bool) {
	c := p.consts[name]
	if c == nil {
		p.parseRest()
		c = p.consts[name]
	}
	if c == nil || c.index >= len(c.spec.Values) {
		return 0, false
	}
	return p.constInt(c.file, c.spec.Values[c.index], depth+1)
}

// SortTypes orders types by their qualified name.
func SortTypes(ts []*Type) {
	sort.Slice(ts, func(i, j int) bool { return ts[i].String() < ts[j].String() })
}

// TagValue returns the value of key in a struct tag.
func (m Member) TagValue(key string) string {
	return reflect.StructTag(m.Tags).Get(key)
}
