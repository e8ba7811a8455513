package informer

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// listWatch is the function field name of a ListWatch calling verb, with
// a context parameter or not.
func (x *typeFile) listWatch(name, verb string, withCtx bool) jen.Code {
	var params []jen.Code
	ctx := x.use(contextPkg, "Background").Call()
	if withCtx {
		params = append(params, jen.Id("ctx").Add(x.use(contextPkg, "Context")))
		ctx = jen.Id("ctx")
	}
	params = append(params, jen.Id("opts").Add(x.use(metav1Pkg, "ListOptions")))
	result := x.use(runtimePkg, "Object")
	if verb == "Watch" {
		result = x.use(watchPkg, "Interface")
	}
	var ns []jen.Code
	if x.namespaced {
		ns = append(ns, jen.Id("namespace"))
	}
	return field(name, jen.Func().Params(params...).Params(result, jen.Error()).Block(
		jen.If(jen.Id("tweakListOptions").Op("!=").Nil()).Block(jen.Id("tweakListOptions").Call(jen.Op("&").Id("opts"))),
		jen.Return(jen.Id("client").Dot(x.accessor).Call().Dot(x.Ts).Call(ns...).Dot(verb).Call(ctx, jen.Id("opts")))))
}

// withOptions is NewTyped<T>InformerWithOptions, which builds the
// informer.
func (x *typeFile) withOptions() jen.Code {
	T := x.T
	gvr := x.use(schemaPkg, "GroupVersionResource").Values(field("Group", jen.Lit(x.gvr[0])), field("Version", jen.Lit(x.gvr[1])), field("Resource", jen.Lit(x.gvr[2])))
	newTyped := x.cache("NewTypedSharedIndexInformer").Types(x.ptr())
	withOpts := x.cache("NewSharedIndexInformerWithOptions")
	lw := x.cache("ToListWatcherWithWatchListSemantics").Call(jen.Op("&").Add(x.cache("ListWatch")).Custom(emit.Multi("{", "}"),
		x.listWatch("ListFunc", "List", false), x.listWatch("WatchFunc", "Watch", false),
		x.listWatch("ListWithContextFunc", "List", true), x.listWatch("WatchFuncWithContext", "Watch", true)), jen.Id("client"))
	obj := jen.Op("&").Add(x.f.Use(x.typ)).Values()
	opts := x.cache("SharedIndexInformerOptions").Custom(emit.Multi("{", "}"),
		field("ResyncPeriod", jen.Id("options").Dot("ResyncPeriod")), field("Indexers", jen.Id("options").Dot("Indexers")), field("Identifier", jen.Id("identifier")))
	return x.constructorDoc("NewTyped"+T+"InformerWithOptions", " with additional options", true).
		Func().Id("NewTyped"+T+"InformerWithOptions").Params(x.params(jen.Id("options").Add(x.iface("InformerOptions")))...).Id(T+"IndexInformer").Block(
		jen.Id("gvr").Op(":=").Add(gvr),
		jen.Id("identifier").Op(":=").Id("options").Dot("InformerName").Dot("WithResource").Call(jen.Id("gvr")),
		jen.Id("tweakListOptions").Op(":=").Id("options").Dot("TweakListOptions"),
		jen.Return(newTyped.Call(withOpts.Custom(emit.Multi("(", ")"), lw, obj, opts))))
}

// methods are the informer's methods and the conversions.
func (x *typeFile) methods() []jen.Code {
	T, t := x.T, x.t
	recv := func(name string) *jen.Statement { return jen.Func().Params(jen.Id(name).Op("*").Id(t + "Informer")) }
	var ns []jen.Code
	if x.namespaced {
		ns = append(ns, jen.Id("f").Dot("namespace"))
	}
	return append([]jen.Code{
		recv("f").Id("defaultInformer").Params(jen.Id("client").Add(x.client()), jen.Id("resyncPeriod").Add(x.duration())).Add(x.cache("SharedIndexInformer")).Block(
			jen.Return(jen.Id("NewTyped" + T + "InformerWithOptions").Call(append(append([]jen.Code{jen.Id("client")}, ns...), x.options(
				field("ResyncPeriod", jen.Id("resyncPeriod")),
				field("Indexers", x.cache("Indexers").Values(jen.Add(x.cache("NamespaceIndex")).Op(":").Add(x.cache("MetaNamespaceIndexFunc")))),
				field("InformerName", jen.Id("f").Dot("factory").Dot("InformerName").Call()),
				field("TweakListOptions", jen.Id("f").Dot("tweakListOptions"))))...))),
		recv("f").Id("Informer").Params().Add(x.cache("SharedIndexInformer")).Block(jen.Return(jen.Id("f").Dot("TypedInformer").Call())),
		recv("f").Id("TypedInformer").Params().Id(T + "IndexInformer").Block(jen.Return(x.cache("NewTypedSharedIndexInformer").Types(x.ptr()).Call(
			jen.Id("f").Dot("factory").Dot("InformerFor").Call(jen.Op("&").Add(x.f.Use(x.typ)).Values(), jen.Id("f").Dot("defaultInformer"))))),
		recv("f").Id("Lister").Params().Add(x.f.Use(x.listers.Ident(T + "Lister"))).Block(jen.Return(x.f.Use(x.listers.Ident("New" + T + "Lister")).Call(
			jen.Id("f").Dot("Informer").Call().Dot("GetIndexer").Call()))),
	}, x.conversions()...)
}

// conversionDoc is the doc of a conversion to kind.
func conversionDoc(name, T, kind string) *jen.Statement {
	return emit.Doc(name+" converts an untyped informer into a "+kind+".", "",
		"WARNING: this conversion is only safe if the informer handles objects of type",
		"*"+T+". If that is not the case, calling type-safe methods of the returned",
		kind+" leads to runtime panics. A safer alternative is to pass",
		"around a "+kind+" instances that was obtained from a",
		"SharedInformerFactory.")
}

// conversions are ToTyped<T>Informer, its adapter and To<T>IndexInformer.
func (x *typeFile) conversions() []jen.Code {
	T, t := x.T, x.t
	convert := func(to string) jen.Code {
		return jen.If(jen.List(jen.Id("informer"), jen.Id("ok")).Op(":=").Id("informer").Assert(jen.Id(to)), jen.Id("ok")).Block(jen.Return(jen.Id("informer")))
	}
	return []jen.Code{
		conversionDoc("ToTyped"+T+"Informer", T, "Typed"+T+"Informer").
			Func().Id("ToTyped"+T+"Informer").Params(jen.Id("informer").Id(T+"Informer")).Id("Typed"+T+"Informer").Block(
			convert("Typed"+T+"Informer"),
			jen.Return(jen.Op("&").Id(t+"TypedInformerAdapter").Values(jen.Id("informer")))),
		jen.Type().Id(t + "TypedInformerAdapter").Struct(jen.Id(T + "Informer")),
		jen.Func().Params(jen.Id("a").Op("*").Id(t + "TypedInformerAdapter")).Id("TypedInformer").Params().Id(T + "IndexInformer").Block(
			jen.Return(x.cache("NewTypedSharedIndexInformer").Types(x.ptr()).Call(jen.Id("a").Dot("Informer").Call()))),
		conversionDoc("To"+T+"IndexInformer", T, T+"IndexInformer").
			Func().Id("To"+T+"IndexInformer").Params(jen.Id("informer").Add(x.cache("SharedIndexInformer"))).Id(T+"IndexInformer").Block(
			convert(T+"IndexInformer"),
			jen.Return(x.cache("NewTypedSharedIndexInformer").Types(x.ptr()).Call(jen.Id("informer")))),
	}
}
