package universe

import (
	"fmt"
	"go/ast"
	"go/token"
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
	t.typeComments(p, d.file, d.spec.Name.Pos())
	t.Decl = TypeExpr{x: d.spec.Type, p: p, f: d.file}
	p.types[name] = t

	var tparams map[string]*Type
	if d.spec.TypeParams != nil {
		t.Generic = true
		tparams = map[string]*Type{}
		for _, f := range d.spec.TypeParams.List {
			for _, n := range f.Names {
				tparams[n.Name] = nil
			}
		}
	}
	p.define(t, d, tparams)
	if t.Kind != Interface || len(t.Methods) == 0 {
		for _, md := range p.methodDecls(name) {
			if t.Methods == nil {
				t.Methods = map[string]*Method{}
			}
			t.Methods[md.decl.Name.Name] = p.method(md, nil)
		}
	}
	return t
}

// define fills in t, a declared type or an instance of a generic one, from
// its declaration, type parameters bound as tparams says.
func (p *Package) define(t *Type, d *typeDecl, tparams map[string]*Type) {
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
}

// methodDecls lists the methods declared on the named type name, including
// those declared on a Go alias of it (type A = T; func (in *A) M()), which
// are T's methods.
func (p *Package) methodDecls(name string) []*methodDecl {
	out := p.methods[name]
	for _, alias := range p.TypeNames {
		if len(p.methods[alias]) == 0 || alias == name {
			continue
		}
		if p.aliasTarget(alias, 0) == name {
			out = append(out, p.methods[alias]...)
		}
	}
	return out
}

// aliasTarget is the type of this package that the Go alias name stands
// for, following aliases of aliases; "" if name is no such alias.
func (p *Package) aliasTarget(name string, depth int) string {
	d := p.decls[name]
	if d == nil || !d.spec.Assign.IsValid() || depth > 20 {
		return ""
	}
	e := d.spec.Type
	for {
		pe, ok := e.(*ast.ParenExpr)
		if !ok {
			break
		}
		e = pe.X
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return ""
	}
	if next := p.decls[id.Name]; next != nil && next.spec.Assign.IsValid() {
		return p.aliasTarget(id.Name, depth+1)
	}
	return id.Name
}

// instance builds, once, the instance of the generic type name with the
// type arguments args: sets.Set[string]. Its name is spelled as go/types
// spells it (Set[string], Pair[string,int]), which is how upstream names
// it. Callers hold u.mu.
func (p *Package) instance(name string, args []*Type) *Type {
	d := p.decls[name]
	spell := name
	if d == nil {
		return unsupportedType("undefined type " + p.Path + "." + name)
	}
	var names []string
	if d.spec.TypeParams != nil {
		for _, f := range d.spec.TypeParams.List {
			for _, n := range f.Names {
				names = append(names, n.Name)
			}
		}
	}
	if len(names) == 0 {
		return unsupportedType(name + " is not a generic type")
	}
	if len(names) != len(args) {
		return unsupportedType(fmt.Sprintf("%s takes %d type arguments, not %d", name, len(names), len(args)))
	}
	var argNames []string
	tparams := map[string]*Type{}
	for i, a := range args {
		argNames = append(argNames, a.String())
		tparams[names[i]] = a
	}
	spell += "[" + strings.Join(argNames, ",") + "]"
	if len(spell) > 1000 {
		return unsupportedType("instantiation cycle of " + name)
	}
	if d.spec.Assign.IsValid() {
		// A generic Go alias is what it names, instantiated.
		return p.resolve(d.file, d.spec.Type, tparams)
	}
	if t, ok := p.types[spell]; ok {
		return t
	}
	origin := p.named(name)
	t := &Type{Name: Name{Package: p.Path, Name: spell}, Pos: p.u.Position(d.spec.Name.Pos()), Kind: Unsupported, Why: "invalid recursive type " + name, Origin: origin, TypeArgs: args}
	p.types[spell] = t
	p.define(t, d, tparams)
	if t.Kind != Interface || len(t.Methods) == 0 {
		for _, md := range p.methodDecls(name) {
			if t.Methods == nil {
				t.Methods = map[string]*Method{}
			}
			t.Methods[md.decl.Name.Name] = p.method(md, args)
		}
	}
	return t
}

func unsupportedType(why string) *Type {
	return &Type{Name: Name{Name: why}, Kind: Unsupported, Why: why}
}

// typeComments sets the comment block ending on the line above a type's
// name and the one ending two lines above that, which is where tags live,
// with the positions of their lines.
func (t *Type) typeComments(p *Package, f *file, pos token.Pos) {
	c1, c2 := p.typeCommentGroups(f, pos)
	t.CommentLines, t.CommentAt = p.commentText(c1)
	t.SecondClosestCommentLines, t.SecondClosestCommentAt = p.commentText(c2)
}

// typeCommentGroups are the comment block ending on the line above a
// type's name, at pos in f, and the one ending two lines above that.
func (p *Package) typeCommentGroups(f *file, pos token.Pos) (c1, c2 *ast.CommentGroup) {
	line := p.u.Fset.Position(pos).Line
	c1 = f.comments[line-1]
	if c1 == nil {
		return nil, f.comments[line-2]
	}
	return c1, f.comments[p.u.Fset.Position(c1.List[0].Slash).Line-2]
}

// resolve turns a type expression of file f into a Type. tparams binds
// type parameters: to a type in an instance of a generic type, to nil
// (unsupported) in the generic type itself.
func (p *Package) resolve(f *file, e ast.Expr, tparams map[string]*Type) *Type {
	unsupported := unsupportedType
	switch e := e.(type) {
	case *ast.ParenExpr:
		return p.resolve(f, e.X, tparams)
	case *ast.Ident:
		return p.resolveIdent(f, e, tparams)
	case *ast.SelectorExpr:
		dep, why := p.selectorPackage(f, e)
		if dep == nil {
			return unsupported(why)
		}
		if t := dep.named(e.Sel.Name); t != nil {
			return t
		}
		return unsupported("undefined type " + dep.Path + "." + e.Sel.Name)
	case *ast.StarExpr:
		return p.literal(&Type{Kind: Pointer, Elem: p.resolve(f, e.X, tparams)})
	case *ast.ArrayType:
		elem := p.resolve(f, e.Elt, tparams)
		if e.Len == nil {
			return p.literal(&Type{Kind: Slice, Elem: elem})
		}
		if _, ok := e.Len.(*ast.Ellipsis); ok {
			return unsupported("array length [...] outside a composite literal")
		}
		n, ok := p.constInt(f, e.Len)
		if !ok {
			return unsupported("array length that is not a constant")
		}
		return p.literal(&Type{Kind: Array, Elem: elem, Len: n})
	case *ast.MapType:
		return p.literal(&Type{Kind: Map, Key: p.resolve(f, e.Key, tparams), Elem: p.resolve(f, e.Value, tparams)})
	case *ast.ChanType:
		return p.literal(&Type{Kind: Chan, Elem: p.resolve(f, e.Value, tparams)})
	case *ast.FuncType:
		return p.literal(&Type{Kind: Func})
	case *ast.InterfaceType:
		return p.literal(p.interfaceType(f, e, tparams))
	case *ast.StructType:
		return p.literal(p.structType(f, e, tparams))
	case *ast.IndexExpr:
		return p.instantiate(f, e.X, []ast.Expr{e.Index}, tparams)
	case *ast.IndexListExpr:
		return p.instantiate(f, e.X, e.Indices, tparams)
	}
	return unsupported("unsupported type expression")
}

// interfaceType builds an interface type from its declaration; the
// signatures of its methods are resolved when asked for.
func (p *Package) interfaceType(f *file, e *ast.InterfaceType, tparams map[string]*Type) *Type {
	t := &Type{Kind: Interface}
	for _, m := range e.Methods.List {
		ft, _ := m.Type.(*ast.FuncType)
		for _, n := range m.Names {
			if t.Methods == nil {
				t.Methods = map[string]*Method{}
			}
			md := &Method{Name: n.Name, Pos: p.u.Position(n.Pos())}
			if ft != nil {
				md.sig = func() ([]*Type, []*Type) {
					p.u.mu.Lock()
					defer p.u.mu.Unlock()
					return p.fieldTypes(f, ft.Params, tparams), p.fieldTypes(f, ft.Results, tparams)
				}
			}
			t.Methods[n.Name] = md
		}
	}
	return t
}

// resolveIdent resolves a type name of file f: a type parameter, a type
// of the package, a predeclared type or a type of a dot-imported package.
func (p *Package) resolveIdent(f *file, e *ast.Ident, tparams map[string]*Type) *Type {
	if tp, ok := tparams[e.Name]; ok {
		if tp == nil {
			return unsupportedType("type parameter " + e.Name)
		}
		return tp
	}
	if t := p.named(e.Name); t != nil {
		return t
	}
	if t := builtin(e.Name); t != nil {
		return t
	}
	// import . "pkg" makes pkg's exported types local names.
	for _, dep := range p.dotImports(f) {
		if t := dep.named(e.Name); t != nil && token.IsExported(e.Name) {
			return t
		}
	}
	return unsupportedType("undefined type " + e.Name)
}

// instantiate resolves generic[indices...].
func (p *Package) instantiate(f *file, generic ast.Expr, indices []ast.Expr, tparams map[string]*Type) *Type {
	var args []*Type
	for _, ix := range indices {
		a := p.resolve(f, ix, tparams)
		if a.Kind == Unsupported {
			return a
		}
		args = append(args, a)
	}
	for {
		pe, ok := generic.(*ast.ParenExpr)
		if !ok {
			break
		}
		generic = pe.X
	}
	switch g := generic.(type) {
	case *ast.Ident:
		if _, ok := p.decls[g.Name]; ok {
			return p.instance(g.Name, args)
		}
		for _, dep := range p.dotImports(f) {
			if _, ok := dep.decls[g.Name]; ok && token.IsExported(g.Name) {
				return dep.instance(g.Name, args)
			}
		}
		return unsupportedType("undefined generic type " + g.Name)
	case *ast.SelectorExpr:
		dep, why := p.selectorPackage(f, g)
		if dep == nil {
			return unsupportedType(why)
		}
		return dep.instance(g.Sel.Name, args)
	}
	return unsupportedType("unsupported type expression")
}

// selectorPackage returns the parsed package that pkg names in pkg.Name, or
// why there is none. Callers hold u.mu.
func (p *Package) selectorPackage(f *file, e *ast.SelectorExpr) (*Package, string) {
	x, ok := e.X.(*ast.Ident)
	if !ok {
		return nil, "unsupported type expression"
	}
	path, ok := f.imports[x.Name]
	if !ok {
		return nil, "undefined package " + x.Name
	}
	if path == "unsafe" {
		return nil, "unsafe." + e.Sel.Name
	}
	dep := p.u.pkg(path)
	if dep == nil {
		return nil, "package " + path + " is not loaded"
	}
	// p.u.mu is held: parse without going through Universe.Package.
	dep.ensureParsed()
	return dep, ""
}

// dotImports lists the packages that f imports with import . "path",
// parsed. Callers hold u.mu.
func (p *Package) dotImports(f *file) []*Package {
	var out []*Package
	for _, is := range f.ast.Imports {
		if is.Name == nil || is.Name.Name != "." {
			continue
		}
		path := strings.Trim(is.Path.Value, "\"`")
		if to, ok := p.Imports[path]; ok {
			path = to
		}
		if dep := p.u.pkg(path); dep != nil {
			dep.ensureParsed()
			out = append(out, dep)
		}
	}
	return out
}

// structType builds a struct type from its declaration. A named struct
// type keeps the one it gets (its fields carry their own comments and
// positions); an unnamed one is shared through literal.
func (p *Package) structType(f *file, e *ast.StructType, tparams map[string]*Type) *Type {
	t := &Type{Kind: Struct}
	for _, fld := range e.Fields.List {
		ft := p.resolve(f, fld.Type, tparams)
		tag := ""
		if fld.Tag != nil {
			if s, err := strconv.Unquote(fld.Tag.Value); err == nil {
				tag = s
			}
		}
		doc, docPos := p.commentText(f.comments[p.u.Fset.Position(fld.Pos()).Line-1])
		if len(fld.Names) == 0 {
			t.Members = append(t.Members, Member{Name: embeddedName(fld.Type), Embedded: true, Type: ft, Tags: tag, Pos: p.u.Position(fld.Pos()), CommentLines: doc, CommentAt: docPos, Expr: TypeExpr{x: fld.Type, p: p, f: f}})
		}
		for _, n := range fld.Names {
			t.Members = append(t.Members, Member{Name: n.Name, Type: ft, Tags: tag, Pos: p.u.Position(n.Pos()), CommentLines: doc, CommentAt: docPos, Expr: TypeExpr{x: fld.Type, p: p, f: f}})
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
