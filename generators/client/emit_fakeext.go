package client

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// fakeExtensionDecls are the fake client's extension methods, in the
// order of their tags.
func (tf *typeFile) fakeExtensionDecls() []jen.Code {
	if tf.t.NoVerbs {
		return nil
	}
	var out []jen.Code
	for _, s := range tf.extSigs() {
		out = append(out, ext{tf: tf, s: s, sub: s.path != "", fake: true}.fakeDecl())
	}
	return out
}

// fakeDecl is the method of the fake client: its comment, signature and
// action.
func (e ext) fakeDecl() jen.Code {
	recv := jen.Params(jen.Id("c").Op("*").Id("fake" + e.tf.plural()))
	return comments(e.comment()).Func().Add(recv).Id(e.s.name).Params(e.params()...).Params(e.results()...).Block(e.fakeBody()...)
}

// action is testing.New<Root?><name>ActionWithOptions(args), the root
// variant (without the namespace) for a cluster-scoped type.
func (e ext) action(name string, ns, root []jen.Code) jen.Code {
	if e.tf.t.NonNamespaced {
		return e.tf.f.Use(testingPkg.Ident("NewRoot" + name + "ActionWithOptions")).Call(root...)
	}
	return e.tf.f.Use(testingPkg.Ident("New" + name + "ActionWithOptions")).Call(ns...)
}

// invoke is obj, err := c.Fake.Invokes(action, empty), then the result
// of type res.
func (e ext) invoke(action, empty jen.Code, res *jen.Statement) []jen.Code {
	return append(e.afterAction(jen.List(jen.Id("obj"), jen.Err()).Op(":=").Add(emit.Chain(jen.Id("c").Dot("Fake"), jen.Id("Invokes").Call(action, empty)))),
		jen.If(jen.Id("obj").Op("==").Nil()).Block(jen.Return(jen.Id("emptyResult"), jen.Err())),
		jen.Return(jen.Id("obj").Assert(jen.Op("*").Add(res)), jen.Err()),
	)
}

// afterAction is the statement making the action, then, for a
// namespaced type, the blank line upstream's template leaves after its
// namespaced variant.
func (e ext) afterAction(s jen.Code) []jen.Code {
	if e.tf.t.NonNamespaced {
		return []jen.Code{s}
	}
	return []jen.Code{s, jen.Line()}
}

// fakeBody is the fake client's action.
func (e ext) fakeBody() []jen.Code {
	resource, ns := jen.Id("c").Dot("Resource").Call(), jen.Id("c").Dot("Namespace").Call()
	c := func(n string) jen.Code { return jen.Id("c").Dot(n).Call() }
	name := jen.Id("name")
	if e.sub {
		name = jen.Id(e.nameVar())
	}
	in, opts, path := jen.Id(e.inVar()), jen.Id("opts"), jen.Lit(e.s.path)
	empty := func(t *jen.Statement) jen.Code { return jen.Id("emptyResult").Op(":=").Op("&").Add(t).Values() }
	switch e.s.verb {
	case "get":
		a := e.action("Get", []jen.Code{resource, ns, name, jen.Id("options")}, []jen.Code{resource, name, jen.Id("options")})
		if e.sub {
			a = e.action("GetSubresource", []jen.Code{resource, ns, path, name, jen.Id("options")}, []jen.Code{resource, path, name, jen.Id("options")})
		}
		return append([]jen.Code{empty(e.res())}, e.invoke(a, jen.Id("emptyResult"), e.res())...)
	case "list":
		list := e.tf.typ("", e.tf.name()+"List")
		a := e.action("List", []jen.Code{resource, c("Kind"), ns, opts}, []jen.Code{resource, c("Kind"), opts})
		return append([]jen.Code{empty(list)}, e.invoke(a, jen.Id("emptyResult"), e.tf.typ("", e.tf.name()+"List"))...)
	case "create", "update":
		return e.fakeWrite(resource, ns, name, in, opts, path)
	case "patch":
		args := []jen.Code{jen.Id("name"), jen.Id("pt"), jen.Id("data"), opts, jen.Id("subresources").Op("...")}
		a := e.action("PatchSubresource", append([]jen.Code{resource, ns}, args...), append([]jen.Code{resource}, args...))
		return append([]jen.Code{empty(e.res())}, e.invoke(a, jen.Id("emptyResult"), e.res())...)
	case "apply":
		return e.fakeApply(resource, ns)
	}
	return nil
}

// fakeWrite is the action of a create or an update.
func (e ext) fakeWrite(resource, ns, name, in, opts, path jen.Code) []jen.Code {
	verb := map[string]string{"create": "Create", "update": "Update"}[e.s.verb]
	emptyObj := jen.Id("emptyResult")
	a := e.action(verb, []jen.Code{resource, ns, in, opts}, []jen.Code{resource, in, opts})
	switch {
	case e.sub && e.s.verb == "create":
		a = e.action("CreateSubresource", []jen.Code{resource, name, path, ns, in, opts}, []jen.Code{resource, name, path, in, opts})
	case e.sub:
		a = e.action("UpdateSubresource", []jen.Code{resource, path, ns, in, opts}, []jen.Code{resource, path, in, opts})
		if !e.tf.t.NonNamespaced {
			// Upstream's namespaced template passes an empty input.
			emptyObj = jen.Op("&").Add(e.in()).Values()
		}
	}
	return append([]jen.Code{jen.Id("emptyResult").Op(":=").Op("&").Add(e.res()).Values()}, e.invoke(a, emptyObj, e.res())...)
}

// fakeApply is the action of an apply: a patch of the marshalled
// configuration.
func (e ext) fakeApply(resource, ns jen.Code) []jen.Code {
	out := []jen.Code{e.nilCheck(e.s.name),
		jen.List(jen.Id("data"), jen.Err()).Op(":=").Add(e.tf.f.Use(jsonPkg.Ident("Marshal"))).Call(jen.Id(e.inVar())),
		errReturn()}
	args := []jen.Code{jen.Id(e.nameVar()), e.tf.f.Use(typesPkg.Ident("ApplyPatchType")), jen.Id("data"), jen.Id("opts").Dot("ToPatchOptions").Call(),
		// Upstream names the input's type as the subresource.
		jen.Lit(e.inVar())}
	if !e.sub {
		out = append(out, e.nameCheck(e.s.name)...)
		args = []jen.Code{jen.Op("*").Id("name"), e.tf.f.Use(typesPkg.Ident("ApplyPatchType")), jen.Id("data"), jen.Id("opts").Dot("ToPatchOptions").Call()}
	}
	a := e.action("PatchSubresource", append([]jen.Code{resource, ns}, args...), append([]jen.Code{resource}, args...))
	return append(append(out, jen.Id("emptyResult").Op(":=").Op("&").Add(e.res()).Values()), e.invoke(a, jen.Id("emptyResult"), e.res())...)
}
