package universe

import (
	"go/ast"
	"go/constant"
	"go/token"
)

// constInt evaluates a constant integer expression, as array lengths use:
// literals, constants of this or another package (iota included),
// arithmetic, shifts, len of a constant string and conversions.
func (p *Package) constInt(f *file, e ast.Expr) (int64, bool) {
	v := p.constExpr(f, e, -1, 0)
	if v.Kind() == constant.Unknown {
		return 0, false
	}
	v = constant.ToInt(v)
	if v.Kind() != constant.Int {
		return 0, false
	}
	n, exact := constant.Int64Val(v)
	return n, exact && n >= 0
}

// constExpr evaluates a constant expression of file f; iota is its value
// in the const declaration being evaluated (-1 outside one).
func (p *Package) constExpr(f *file, e ast.Expr, iota int, depth int) constant.Value {
	unknown := constant.MakeUnknown()
	if depth > 50 {
		return unknown
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		return constant.MakeFromLiteral(e.Value, e.Kind, 0)
	case *ast.ParenExpr:
		return p.constExpr(f, e.X, iota, depth+1)
	case *ast.Ident:
		return p.constIdent(f, e, iota, depth)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return unknown
		}
		dep := p.u.pkg(f.imports[x.Name])
		if dep == nil {
			return unknown
		}
		dep.ensureParsed()
		return dep.constValue(e.Sel.Name, depth)
	case *ast.UnaryExpr:
		x := p.constExpr(f, e.X, iota, depth+1)
		if x.Kind() == constant.Unknown {
			return unknown
		}
		return constant.UnaryOp(e.Op, x, 0)
	case *ast.BinaryExpr:
		return p.constBinary(f, e, iota, depth)
	case *ast.CallExpr:
		if len(e.Args) != 1 {
			return unknown
		}
		arg := p.constExpr(f, e.Args[0], iota, depth+1)
		if id, ok := e.Fun.(*ast.Ident); ok && id.Name == "len" && p.decls["len"] == nil {
			if arg.Kind() == constant.String {
				return constant.MakeInt64(int64(len(constant.StringVal(arg))))
			}
			if n, ok := p.arrayLen(f, e.Args[0]); ok {
				return constant.MakeInt64(n)
			}
			return unknown
		}
		// A conversion, int64(8) or Scale(3), keeps the value.
		return arg
	}
	return unknown
}

// arrayLen is the length of an array-typed expression whose type is
// written in it: an array literal ([3]int{}) or a field of a composite
// literal (struct{ X [3]int }{}.X), which len makes a constant.
func (p *Package) arrayLen(f *file, e ast.Expr) (int64, bool) {
	var t *Type
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		if e.Type == nil {
			return 0, false
		}
		t = p.resolve(f, e.Type, nil)
	case *ast.SelectorExpr:
		lit, ok := ast.Unparen(e.X).(*ast.CompositeLit)
		if !ok || lit.Type == nil {
			return 0, false
		}
		for _, m := range Unalias(p.resolve(f, lit.Type, nil)).Members {
			if m.Name == e.Sel.Name && m.Type != nil {
				t = m.Type
			}
		}
	}
	if t == nil || Unalias(t).Kind != Array {
		return 0, false
	}
	return Unalias(t).Len, true
}

// constIdent evaluates a constant name of file f: iota, true, false, a
// constant of the package or of a dot-imported one.
func (p *Package) constIdent(f *file, e *ast.Ident, iota int, depth int) constant.Value {
	unknown := constant.MakeUnknown()
	switch {
	case e.Name == "iota" && iota >= 0 && p.consts["iota"] == nil:
		return constant.MakeInt64(int64(iota))
	case p.consts[e.Name] == nil && p.decls[e.Name] == nil:
		switch e.Name {
		case "true":
			return constant.MakeBool(true)
		case "false":
			return constant.MakeBool(false)
		}
	}
	if v := p.constValue(e.Name, depth); v.Kind() != constant.Unknown {
		return v
	}
	for _, dep := range p.dotImports(f) {
		if token.IsExported(e.Name) {
			if v := dep.constValue(e.Name, depth); v.Kind() != constant.Unknown {
				return v
			}
		}
	}
	return unknown
}

// constBinary evaluates a binary constant expression of file f.
func (p *Package) constBinary(f *file, e *ast.BinaryExpr, iota int, depth int) constant.Value {
	unknown := constant.MakeUnknown()
	x := p.constExpr(f, e.X, iota, depth+1)
	y := p.constExpr(f, e.Y, iota, depth+1)
	if x.Kind() == constant.Unknown || y.Kind() == constant.Unknown {
		return unknown
	}
	switch e.Op {
	case token.SHL, token.SHR:
		s, ok := constant.Uint64Val(constant.ToInt(y))
		if !ok || s > 1024 {
			return unknown
		}
		return constant.Shift(constant.ToInt(x), e.Op, uint(s))
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		return constant.MakeBool(constant.Compare(x, e.Op, y))
	case token.QUO:
		if constant.Sign(y) == 0 {
			return unknown
		}
		if x.Kind() == constant.Int && y.Kind() == constant.Int {
			return constant.BinaryOp(x, token.QUO_ASSIGN, y)
		}
	case token.REM:
		if constant.Sign(y) == 0 {
			return unknown
		}
	}
	return constant.BinaryOp(x, e.Op, y)
}

// constValue is the value of the package's constant name.
func (p *Package) constValue(name string, depth int) constant.Value {
	c := p.consts[name]
	if c == nil {
		p.parseRest("const")
		c = p.consts[name]
	}
	if c == nil || c.index >= len(c.values) {
		return constant.MakeUnknown()
	}
	return p.constExpr(c.file, c.values[c.index], c.iota, depth+1)
}

// DeclaresValue reports whether the package declares a top-level constant
// or variable name, in any of its files.
func (p *Package) DeclaresValue(name string) bool {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	if p.consts[name] == nil && !p.vars[name] {
		p.parseRest("const")
		p.parseRest("var")
	}
	return p.consts[name] != nil || p.vars[name]
}
