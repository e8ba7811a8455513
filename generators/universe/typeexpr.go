package universe

import "go/ast"

// TypeExpr is the source expression a type was resolved from, in its
// file: where a Go alias (type A = B) was written, which resolution
// replaces by B. controller-gen's object generator spells aliases by
// their own name, so its dialect follows these alongside the types.
type TypeExpr struct {
	x ast.Expr
	p *Package
	f *file
}

func (x TypeExpr) expr() ast.Expr {
	e := x.x
	for {
		pe, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = pe.X
	}
}

// decl returns the declaration of the type named name, under the
// universe's lock: a generator planning beside another may parse the rest
// of the package (parseRest) while this one reads it.
func (p *Package) decl(name string) *typeDecl {
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	return p.decls[name]
}

// aliasDecl returns the declaration of the Go alias x names, if it does.
func (x TypeExpr) aliasDecl() (*Package, *typeDecl) {
	switch e := x.expr().(type) {
	case *ast.Ident:
		if d := x.p.decl(e.Name); d != nil && d.spec.Assign.IsValid() && d.spec.TypeParams == nil {
			return x.p, d
		}
	case *ast.SelectorExpr:
		id, ok := e.X.(*ast.Ident)
		if !ok {
			return nil, nil
		}
		dep := x.p.u.pkg(x.f.imports[id.Name])
		if dep == nil {
			return nil, nil
		}
		dep.ensureParsed()
		if d := dep.decl(e.Sel.Name); d != nil && d.spec.Assign.IsValid() && d.spec.TypeParams == nil {
			return dep, d
		}
	}
	return nil, nil
}

// Alias returns the name of the Go alias x names, if it names one.
func (x TypeExpr) Alias() (Name, bool) {
	if x.x == nil {
		return Name{}, false
	}
	p, d := x.aliasDecl()
	if d == nil {
		return Name{}, false
	}
	return Name{Package: p.Path, Name: d.spec.Name.Name}, true
}

// Target returns the expression a Go alias stands for; x itself if x
// names no alias.
func (x TypeExpr) Target() TypeExpr {
	if x.x == nil {
		return x
	}
	p, d := x.aliasDecl()
	if d == nil {
		return x
	}
	return TypeExpr{x: d.spec.Type, p: p, f: d.file}
}

// Elem returns the expression of the element of a pointer, slice, array
// or map expression; none for other expressions.
func (x TypeExpr) Elem() TypeExpr {
	if x.x == nil {
		return x
	}
	switch e := x.expr().(type) {
	case *ast.StarExpr:
		return TypeExpr{x: e.X, p: x.p, f: x.f}
	case *ast.ArrayType:
		return TypeExpr{x: e.Elt, p: x.p, f: x.f}
	case *ast.MapType:
		return TypeExpr{x: e.Value, p: x.p, f: x.f}
	}
	return TypeExpr{}
}

// Key returns the expression of a map expression's key.
func (x TypeExpr) Key() TypeExpr {
	if e, ok := x.expr().(*ast.MapType); ok && x.x != nil {
		return TypeExpr{x: e.Key, p: x.p, f: x.f}
	}
	return TypeExpr{}
}

// AliasDecl returns, for an expression that names a Go alias (type A = B),
// a Type describing the alias's declaration: its name, position and doc
// comments, for the tools that read an alias's markers (controller-gen's
// crd: type Short = string with +kubebuilder:validation:MaxLength). What
// the alias stands for is the resolved type, as always. nil when x names
// no alias.
func (x TypeExpr) AliasDecl() *Type {
	if x.x == nil {
		return nil
	}
	p, d := x.aliasDecl()
	if d == nil {
		return nil
	}
	t := &Type{Name: Name{Package: p.Path, Name: d.spec.Name.Name}, Kind: Alias, Pos: p.u.Fset.Position(d.spec.Name.Pos())}
	t.typeComments(p, d.file, d.spec.Name.Pos())
	return t
}
