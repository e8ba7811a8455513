package defaulter

import (
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const (
	runtimePkg emit.Pkg = "k8s.io/apimachinery/pkg/runtime"
	jsonPkg    emit.Pkg = "encoding/json"
)

// emitter builds the declarations of one target's file. Imports are named
// in the order upstream names them: the scheme, the registered types, then
// each defaulter's references and the types and functions it uses.
type emitter struct {
	p    *planner
	t    *target
	file *emit.File
}

func newEmitter(p *planner, t *target) *emitter {
	return &emitter{p: p, t: t, file: emit.NewFile(t.pkg.Path, t.pkg.Name)}
}

// decls are RegisterDefaults and one SetObjectDefaults_ per type. The call
// trees are built again, now with every hand-written function of the run.
func (e *emitter) decls() []jen.Code {
	decls := []jen.Code{e.register()}
	for _, typ := range e.t.types {
		tree := e.p.tree(e.t.objects).build(typ, true)
		if tree == nil {
			continue
		}
		e.addRefs(tree)
		// func SetObjectDefaults_T(in *T) { ... }
		decls = append(decls, jen.Func().Id(e.t.objects[typ].Name).Params(jen.Id("in").Op("*").Add(e.file.Type(typ))).
			Block(e.method(tree, "in", 0, nil)...))
	}
	return decls
}

// register is RegisterDefaults:
//
//	func RegisterDefaults(scheme *runtime.Scheme) error {
//		scheme.AddTypeDefaultingFunc(&T{}, func(obj interface{}) { SetObjectDefaults_T(obj.(*T)) })
//		return nil
//	}
func (e *emitter) register() jen.Code {
	scheme := e.file.Use(runtimePkg.Ident("Scheme"))
	var body []jen.Code
	for _, typ := range e.t.types {
		call := jen.Id(e.t.objects[typ].Name).Call(jen.Id("obj").Assert(jen.Op("*").Add(e.file.Type(typ))))
		fn := jen.Func().Params(jen.Id("obj").Interface()).Custom(jen.Options{Open: "{", Close: "}"}, call)
		body = append(body, jen.Id("scheme").Dot("AddTypeDefaultingFunc").Call(jen.Op("&").Add(e.file.Type(typ)).Values(), fn))
	}
	body = append(body, jen.Return(jen.Nil()))
	return jen.Comment("RegisterDefaults adds defaulters functions to the given scheme.").Line().
		Comment("Public to allow building arbitrary schemes.").Line().
		Comment("All generated defaulters are covering - they call all nested defaulters.").Line().
		Func().Id("RegisterDefaults").Params(jen.Id("scheme").Op("*").Add(scheme)).Error().Block(body...)
}

// addRefs names the packages of the tree's ref() defaults, in tree order,
// as upstream does before writing the tree's code.
func (e *emitter) addRefs(n *callNode) {
	if n.def.ref.Name != "" {
		e.file.Import(n.def.ref.Package)
	}
	for _, c := range n.children {
		e.addRefs(c)
	}
}

// resolved spells a default: its JSON, or the reference by its local name.
func (e *emitter) resolved(d defaultValue) *jen.Statement {
	if d.inline != "" {
		return jen.Id(d.inline)
	}
	return e.file.Use(emit.IdentOf(d.ref))
}

// varsForDepth names the loop index and the element variable of a loop
// nested depth deep.
func varsForDepth(depth int) (index, local string) {
	if depth >= 8 {
		return "i" + strconv.Itoa(depth), "local" + strconv.Itoa(depth)
	}
	return "ijklmnop"[depth : depth+1], "abcdefgh"[depth : depth+1]
}

// method is the code for node n reached as v (its field not yet added),
// nested depth loops deep; parent is nil at the root.
func (e *emitter) method(n *callNode, v string, depth int, parent *callNode) []jen.Code {
	if n.field != "" {
		v += "." + n.field
	}
	index, local := varsForDepth(depth)
	isPointer := n.elem && !n.index
	var body []jen.Code
	switch {
	case n.index:
		// for i := range v { a := &v[i]; ... }
		var inner []jen.Code
		if !n.markerOnly {
			elem := jen.Id(v).Index(jen.Id(index))
			if !n.elem {
				elem = jen.Op("&").Add(elem)
			}
			inner = append(inner, jen.Id(local).Op(":=").Add(elem))
		}
		inner = append(inner, e.defaulter(n, v, index, isPointer)...)
		inner = append(inner, e.calls(n, local, true)...)
		for _, c := range n.children {
			inner = append(inner, e.method(c, local, depth+1, n)...)
		}
		body = append(body, jen.For(jen.Id(index).Op(":=").Range().Id(v)).Block(inner...))
	case n.key:
		if !n.def.empty() {
			// Map keys are typed: each map gets its own index variable.
			index += "_" + parent.field
			body = append(body, jen.For(jen.Id(index).Op(":=").Range().Id(v)).Block(e.defaulter(n, v, index, isPointer)...))
		}
	default:
		body = append(body, e.defaulter(n, v, index, isPointer)...)
		body = append(body, e.calls(n, v, isPointer)...)
		for _, c := range n.children {
			body = append(body, e.method(c, v, depth, n)...)
		}
	}
	if isPointer && parent != nil {
		return []jen.Code{jen.If(jen.Id(v).Op("!=").Nil()).Block(body...)}
	}
	return body
}

// calls are the calls of n's functions on v (a pointer, or not).
func (e *emitter) calls(n *callNode, v string, isPointer bool) []jen.Code {
	arg := jen.Id(v)
	if !isPointer {
		arg = jen.Op("&").Id(v)
	}
	var out []jen.Code
	for _, fn := range n.call {
		out = append(out, e.fnRef(fn).Call(arg.Clone()))
	}
	return out
}

// fnRef names a defaulting function.
func (e *emitter) fnRef(fn *universe.Method) *jen.Statement {
	return e.file.Use(emit.Pkg(fn.Package).Ident(fn.Name))
}
