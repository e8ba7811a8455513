package universe

import (
	"go/ast"
	"go/constant"
	"sort"
)

// Constant is a top-level constant of a package, as openapi-gen's enums
// read them: its name, its declared type (nil when the declaration does not
// say it: an untyped constant, or one typed by an expression this load
// does not evaluate), its value and the comment block ending on the line
// above its name.
type Constant struct {
	Name         string
	Type         *Type
	Value        constant.Value
	CommentLines []string
}

// Constants returns the package's top-level constants, every file parsed,
// ordered by name.
func (p *Package) Constants() []Constant {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	p.parseRest("const")
	names := make([]string, 0, len(p.consts))
	for n := range p.consts {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []Constant
	for _, n := range names {
		c := p.consts[n]
		var t *Type
		switch {
		case c.typ != nil:
			t = p.resolve(c.file, c.typ, nil)
		case c.index < len(c.values):
			t = p.conversionType(c.file, c.values[c.index])
		}
		line := p.u.Fset.Position(c.pos).Line
		lines, _ := p.commentText(c.file.comments[line-1])
		out = append(out, Constant{Name: n, Type: t, Value: p.constValue(n, 0), CommentLines: lines})
	}
	return out
}

// conversionType is the type a constant's value converts to (T("a")), nil
// for any other expression.
func (p *Package) conversionType(f *file, e ast.Expr) *Type {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	switch call.Fun.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		if t := p.resolve(f, call.Fun, nil); t.Kind != Unsupported && t.IsNamed() {
			return t
		}
	}
	return nil
}
