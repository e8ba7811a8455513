package universe

import (
	"go/ast"
	"sort"
)

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

// Arity returns how many parameters and results the method has (one per
// name, as Params and Results list them), from its declaration where
// that is known, so that a caller looking for one shape of function need
// not resolve the types of every other (which parses the packages they
// come from: conversion-gen's search for hand-written conversions went
// through reflect, time, net/url and math/big for apimachinery's
// functions).
func (m *Method) Arity() (params, results int) {
	if m.arity != nil {
		return m.arity[0], m.arity[1]
	}
	return len(m.Params()), len(m.Results())
}

func (m *Method) resolve() {
	m.once.Do(func() {
		if m.sig != nil {
			m.params, m.results = m.sig()
		}
	})
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
			m := p.method(fd, nil)
			m.Package = p.Path
			m.Body = fd.body
			line := p.u.Fset.Position(fd.decl.Pos()).Line
			m.CommentLines, m.CommentAt = p.commentText(fd.file.comments[line-1])
			p.functions = append(p.functions, m)
		}
		sort.SliceStable(p.functions, func(i, j int) bool { return p.functions[i].Name < p.functions[j].Name })
	}
	return p.functions
}

func (p *Package) method(md *methodDecl, args []*Type) *Method {
	fd := md.decl
	ptr := false
	// The receiver's type parameters (func (s Set[T]) M()) stand for args
	// in an instance's methods, and are unsupported in the generic type's.
	var tparams map[string]*Type
	if fd.Recv != nil {
		_, ptr = fd.Recv.List[0].Type.(*ast.StarExpr)
		for i, n := range receiverParams(fd.Recv.List[0].Type) {
			if tparams == nil {
				tparams = map[string]*Type{}
			}
			if i < len(args) {
				tparams[n] = args[i]
			} else {
				tparams[n] = nil
			}
		}
	}
	m := &Method{Name: fd.Name.Name, PointerReceiver: ptr, Pos: p.u.Position(fd.Name.Pos())}
	m.arity = &[2]int{fieldCount(fd.Type.Params), fieldCount(fd.Type.Results)}
	m.sig = func() ([]*Type, []*Type) {
		p.u.mu.Lock()
		defer p.u.mu.Unlock()
		return p.fieldTypes(md.file, fd.Type.Params, tparams), p.fieldTypes(md.file, fd.Type.Results, tparams)
	}
	return m
}

// receiverParams lists the type parameter names of a method receiver:
// T for func (s *Set[T]).
func receiverParams(e ast.Expr) []string {
	var idx []ast.Expr
	switch x := e.(type) {
	case *ast.StarExpr:
		return receiverParams(x.X)
	case *ast.ParenExpr:
		return receiverParams(x.X)
	case *ast.IndexExpr:
		idx = []ast.Expr{x.Index}
	case *ast.IndexListExpr:
		idx = x.Indices
	}
	var out []string
	for _, i := range idx {
		if id, ok := i.(*ast.Ident); ok {
			out = append(out, id.Name)
		} else {
			out = append(out, "_")
		}
	}
	return out
}

// fieldCount is how many types fieldTypes lists for fl.
func fieldCount(fl *ast.FieldList) int {
	if fl == nil {
		return 0
	}
	n := 0
	for _, fld := range fl.List {
		n += max(len(fld.Names), 1)
	}
	return n
}

// fieldTypes lists the types of a parameter or result list, one per name.
func (p *Package) fieldTypes(f *file, fl *ast.FieldList, tparams map[string]*Type) []*Type {
	if fl == nil {
		return nil
	}
	var out []*Type
	for _, fld := range fl.List {
		t := p.resolve(f, fld.Type, tparams)
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
