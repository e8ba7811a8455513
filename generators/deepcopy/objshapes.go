package deepcopy

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// inOut is `in, out := a, b`, the re-pointing every nested copy starts with.
func inOut(a, b jen.Code) jen.Code {
	return jen.List(jen.Id("in"), jen.Id("out")).Op(":=").List(a, b)
}

// structBody copies a struct: *out = *in, then every field that an
// assignment does not copy.
func (b *objBody) structBody(s *universe.Type) []jen.Code {
	stmts := []jen.Code{derefOut.Clone().Op("=").Op("*").Id("in")}
	defer func(prev *universe.Member) { b.field = prev }(b.field)
	for i := range s.Members {
		m := &s.Members[i]
		b.field = m
		stmts = append(stmts, b.structField(m)...)
	}
	return stmts
}

func (b *objBody) structField(m *universe.Member) []jen.Code {
	ft := m.Type
	inF, outF := jen.Id("in").Dot(m.Name), jen.Id("out").Dot(m.Name)
	fx := m.Expr
	if dc, dcPtr := b.hasDC(ft); dc || b.hasDCI(ft) {
		if isUnnamedPointer(ft) {
			return b.nilChecked(inF, outF, ft, fx)
		}
		inPtr := ptrResult(ft, fx)
		if dc {
			inPtr = dcPtr
		}
		if inPtr {
			return []jen.Code{inF.Dot("DeepCopyInto").Call(jen.Op("&").Add(outF))}
		}
		return []jen.Code{outF.Op("=").Add(inF).Dot("DeepCopy").Call()}
	}
	u := universe.Unalias(ft)
	switch {
	case isRef(u):
		return b.nilChecked(inF, outF, ft, fx)
	case u.Kind == universe.Builtin:
		return nil
	case u.Kind == universe.Struct && shallow(ft, fx):
		return []jen.Code{outF.Op("=").Add(inF)}
	case u.Kind == universe.Struct:
		b.needMethods(ft)
		return []jen.Code{inF.Dot("DeepCopyInto").Call(jen.Op("&").Add(outF))}
	}
	b.unsupported(ft, "a field of type ")
	return nil
}

// nilChecked is `if in.F != nil { in, out := &in.F, &out.F; <copy> }`.
func (b *objBody) nilChecked(inF, outF *jen.Statement, ft *universe.Type, fx universe.TypeExpr) []jen.Code {
	inner := append([]jen.Code{inOut(jen.Op("&").Add(inF.Clone()), jen.Op("&").Add(outF.Clone()))}, b.body(ft, fx)...)
	return []jen.Code{jen.If(inF.Clone().Op("!=").Nil()).Block(inner...)}
}

// needMethods records an error when the code calls DeepCopyInto on a
// struct that has none: an anonymous struct, or one of this package that
// is not generated.
func (b *objBody) needMethods(t *universe.Type) {
	switch {
	case !t.IsNamed():
		b.fail("an anonymous struct with fields that need a deep copy (%s) has no DeepCopyInto method, so controller-gen's call does not compile; declare it as a named type", t.ShortIn(b.pkg))
	case t.Name.Package == b.pkg && !b.planned[t] && t.Origin == nil:
		b.fail("%s is copied with its DeepCopyInto method, but it gets none (+kubebuilder:object:generate=false, or the package is not generated) and has none written by hand; generate it, or write DeepCopyInto by hand", t.Name.Name)
	}
}

// mapBody copies a map of type t written x (u its underlying map, ux
// that map's expression).
func (b *objBody) mapBody(t, u *universe.Type, x, ux universe.TypeExpr) []jen.Code {
	if !shallow(u.Key, ux.Key()) {
		b.unsupported(u.Key, "a map key of type ")
		return nil
	}
	stmts := []jen.Code{derefOut.Clone().Op("=").Make(b.name(t, x), jen.Len(derefIn.Clone()))}
	outKey := jen.Parens(derefOut.Clone()).Index(jen.Id("key"))
	e, ex := u.Elem, ux.Elem()
	ue, uex := universe.Unalias(e), under(e, ex)
	var loop []jen.Code
	if dc, dcPtr := b.hasDC(e); dc || b.hasDCI(e) {
		elemPtr := isUnnamedPointer(e)
		inPtr := ptrResult(e, ex)
		if dc {
			inPtr = dcPtr
		}
		switch {
		case inPtr == elemPtr:
			loop = append(loop, outKey.Clone().Op("=").Id("val").Dot("DeepCopy").Call())
		case elemPtr:
			// { x := val.DeepCopy(); (*out)[key] = &x }
			loop = append(loop, jen.Block(jen.Id("x").Op(":=").Id("val").Dot("DeepCopy").Call(), outKey.Clone().Op("=").Op("&").Id("x")))
		default:
			loop = append(loop, outKey.Clone().Op("=").Op("*").Id("val").Dot("DeepCopy").Call())
		}
	} else {
		switch {
		case shallow(e, ex):
			loop = append(loop, outKey.Clone().Op("=").Id("val"))
		case isRef(ue):
			// var outVal U; if val == nil { (*out)[key] = nil } else { inVal := (*in)[key]; in, out := &inVal, &outVal; ... }; (*out)[key] = outVal
			loop = append(loop, jen.Var().Id("outVal").Add(b.name(ue, uex)))
			inner := append([]jen.Code{jen.Id("inVal").Op(":=").Parens(derefIn.Clone()).Index(jen.Id("key")), inOut(jen.Op("&").Id("inVal"), jen.Op("&").Id("outVal"))}, b.body(e, ex)...)
			loop = append(loop, jen.If(jen.Id("val").Op("==").Nil()).Block(outKey.Clone().Op("=").Nil()).Else().Block(inner...), outKey.Clone().Op("=").Id("outVal"))
		case ue.Kind == universe.Struct:
			b.needMethods(e)
			loop = append(loop, outKey.Clone().Op("=").Op("*").Id("val").Dot("DeepCopy").Call())
		default:
			b.unsupported(e, "a map value of type ")
			return nil
		}
	}
	return append(stmts, jen.For(jen.List(jen.Id("key"), jen.Id("val")).Op(":=").Range().Add(derefIn.Clone())).Block(loop...))
}

// sliceBody copies a slice of type t written x (u its underlying slice,
// ux that slice's expression).
func (b *objBody) sliceBody(t, u *universe.Type, x, ux universe.TypeExpr) []jen.Code {
	stmts := []jen.Code{derefOut.Clone().Op("=").Make(b.name(t, x), jen.Len(derefIn.Clone()))}
	e, ex := u.Elem, ux.Elem()
	ue := universe.Unalias(e)
	inI := jen.Parens(derefIn.Clone()).Index(jen.Id("i"))
	outI := jen.Parens(derefOut.Clone()).Index(jen.Id("i"))
	var loop jen.Code
	switch {
	case b.hasAny(e) && isUnnamedPointer(e):
		b.fail("a slice of %s, whose elements have hand-written deep-copy methods, is copied by controller-gen with (*in)[i].DeepCopyInto(&(*out)[i]), which does not compile; use a slice of values, or write DeepCopyInto by hand", e.ShortIn(b.pkg))
		return nil
	case b.hasAny(e):
		loop = inI.Clone().Dot("DeepCopyInto").Call(jen.Op("&").Add(outI.Clone()))
	case ue.IsAssignable():
		return append(stmts, jen.Copy(derefOut.Clone(), derefIn.Clone()))
	case isRef(ue):
		inner := append([]jen.Code{inOut(jen.Op("&").Add(inI.Clone()), jen.Op("&").Add(outI.Clone()))}, b.body(e, ex)...)
		loop = jen.If(inI.Clone().Op("!=").Nil()).Block(inner...)
	case ue.Kind == universe.Struct:
		b.needMethods(e)
		loop = inI.Clone().Dot("DeepCopyInto").Call(jen.Op("&").Add(outI.Clone()))
	default:
		b.unsupported(e, "a slice element of type ")
		return nil
	}
	return append(stmts, jen.For(jen.Id("i").Op(":=").Range().Add(derefIn.Clone())).Block(loop))
}

// ptrBody copies an unnamed pointer (px its expression).
func (b *objBody) ptrBody(p *universe.Type, px universe.TypeExpr) []jen.Code {
	e, ex := p.Elem, px.Elem()
	ue := universe.Unalias(e)
	if dc, dcPtr := b.hasDC(e); dc || b.hasDCI(e) {
		if isUnnamedPointer(e) {
			b.fail("a pointer to %s, which has hand-written deep-copy methods, is copied by controller-gen with (*in).DeepCopy(), which does not compile; use a single pointer, or write DeepCopyInto by hand", e.ShortIn(b.pkg))
			return nil
		}
		outPtr := ptrResult(e, ex)
		if dc {
			outPtr = dcPtr
		}
		if outPtr {
			return []jen.Code{derefOut.Clone().Op("=").Parens(derefIn.Clone()).Dot("DeepCopy").Call()}
		}
		return []jen.Code{jen.Id("x").Op(":=").Parens(derefIn.Clone()).Dot("DeepCopy").Call(), derefOut.Clone().Op("=").Op("&").Id("x")}
	}
	switch {
	case ue.IsAssignable():
		return []jen.Code{derefOut.Clone().Op("=").New(b.name(e, ex)), jen.Op("**").Id("out").Op("=").Op("**").Id("in")}
	case isRef(ue):
		alloc := derefOut.Clone().Op("=").New(b.name(e, ex))
		inner := append([]jen.Code{inOut(derefIn.Clone(), derefOut.Clone())}, b.body(e, ex)...)
		return []jen.Code{alloc, jen.If(jen.Op("**").Id("in").Op("!=").Nil()).Block(inner...)}
	case ue.Kind == universe.Struct:
		b.needMethods(e)
		return []jen.Code{derefOut.Clone().Op("=").New(b.name(e, ex)), jen.Parens(derefIn.Clone()).Dot("DeepCopyInto").Call(derefOut.Clone())}
	}
	b.unsupported(e, "a pointer to ")
	return nil
}
