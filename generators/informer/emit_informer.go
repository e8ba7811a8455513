package informer

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// typeFile is a type's informer file, <group>/<version>/<type>.go.
type typeFile struct {
	spell
	// T is the type's name, t its private form, Ts its public plural.
	T, t, Ts   string
	namespaced bool
	typ        emit.Ident
	listers    emit.Pkg
	// accessor is the clientset's accessor of the group and version
	// (AppsV1); gvr the group, version and resource of the informer.
	accessor string
	gvr      [3]string
}

// ptr is *T.
func (x *typeFile) ptr() *jen.Statement { return jen.Op("*").Add(x.f.Use(x.typ)) }

// params are client (and namespace) then more.
func (x *typeFile) params(more ...jen.Code) []jen.Code {
	ps := []jen.Code{jen.Id("client").Add(x.client())}
	if x.namespaced {
		ps = append(ps, jen.Id("namespace").String())
	}
	return append(ps, more...)
}

// args are client (and ns) then more.
func (x *typeFile) args(ns jen.Code, more ...jen.Code) []jen.Code {
	as := []jen.Code{jen.Id("client")}
	if x.namespaced {
		as = append(as, ns)
	}
	return append(as, more...)
}

// options is internalinterfaces.InformerOptions{fields}.
func (x *typeFile) options(fields ...jen.Code) *jen.Statement {
	return x.iface("InformerOptions").Values(fields...)
}

func field(name string, v jen.Code) jen.Code { return jen.Id(name).Op(":").Add(v) }

// decls are the declarations of the file, in upstream's order.
func (x *typeFile) decls() []jen.Code {
	decls := x.interfaceDecls()
	fields := []jen.Code{jen.Id("factory").Add(x.iface("SharedInformerFactory")), jen.Id("tweakListOptions").Add(x.iface("TweakListOptionsFunc"))}
	if x.namespaced {
		fields = append(fields, jen.Id("namespace").String())
	}
	decls = append(decls, jen.Type().Id(x.t+"Informer").Struct(fields...))
	decls = append(decls, x.constructors()...)
	decls = append(decls, x.withOptions())
	return append(decls, x.methods()...)
}

// interfaceDecls are the informer interfaces and the type aliases.
func (x *typeFile) interfaceDecls() []jen.Code {
	T := x.T
	decls := []jen.Code{
		emit.Doc(T+"Informer provides access to a shared informer and lister for", x.Ts+". Prefer using the type-safe variant (see [Typed"+T+"Informer]).").
			Type().Id(T+"Informer").Interface(
			jen.Id("Informer").Params().Add(x.cache("SharedIndexInformer")),
			jen.Id("Lister").Params().Add(x.f.Use(x.listers.Ident(T+"Lister")))),
		emit.Doc("Typed"+T+"Informer provides access to a shared informer and lister for", x.Ts+", including the type-safe TypedInformer variant.", "It is a superset of "+T+"Informer.").
			Type().Id("Typed"+T+"Informer").Interface(
			jen.Id("Informer").Params().Add(x.cache("SharedIndexInformer")),
			jen.Id("TypedInformer").Params().Id(T+"IndexInformer"),
			jen.Id("Lister").Params().Add(x.f.Use(x.listers.Ident(T+"Lister")))),
		emit.Doc(T+"IndexInformer is a wrapper around the underlying ["+x.f.Text(cachePkg.Ident("SharedIndexInformer"))+"]", "with type-safe variants of several methods.").
			Type().Id(T + "IndexInformer").Add(x.cache("TypedSharedIndexInformer")).Types(x.ptr()),
	}
	for _, a := range [][2]string{{"HandlerFuncs", "TypedResourceEventHandlerFuncs"}, {"DetailedHandlerFuncs", "TypedResourceEventHandlerDetailedFuncs"},
		{"FilteringHandler", "TypedFilteringResourceEventHandler"}, {"Indexers", "TypedIndexers"}} {
		decls = append(decls, emit.Doc(T+a[0]+" is a specialization of ["+x.f.Text(cachePkg.Ident(a[1]))+"] for "+T+".").
			Type().Id(T+a[0]).Op("=").Add(x.cache(a[1])).Types(x.ptr()))
	}
	return append(decls, emit.Doc("Deleted"+T+" is a specialization of ["+x.f.Text(cachePkg.Ident("DeletedObject"))+"] for "+T+".").
		Type().Id("Deleted"+T).Op("=").Add(x.cache("DeletedObject")).Types(x.ptr()))
}

// constructorDoc is the doc of a constructor named name; typed
// constructors do not point to their type-safe variant.
func (x *typeFile) constructorDoc(name, what string, typed bool) *jen.Statement {
	lines := []string{name + " constructs a new informer for " + x.T + " type" + what + ".",
		"Always prefer using an informer factory to get a shared informer instead of getting an independent",
		"one. This reduces memory footprint and number of connections to the server."}
	if !typed {
		lines = append(lines, "If you really need an independent one, prefer using the type-safe variant (see [NewTyped"+name[len("New"):]+"]).")
	}
	return emit.Doc(lines...)
}

// constructors are New<T>Informer, NewTyped<T>Informer and their
// filtered variants.
func (x *typeFile) constructors() []jen.Code {
	T := x.T
	resync := func() jen.Code { return jen.Id("resyncPeriod").Add(x.duration()) }
	tweak := func() jen.Code { return jen.Id("tweakListOptions").Add(x.iface("TweakListOptionsFunc")) }
	typedIdx := func() jen.Code {
		return field("Indexers", x.cache("TypedIndexersToIndexers").Call(jen.Id("indexers")))
	}
	ns := jen.Id("namespace")
	return []jen.Code{
		x.constructorDoc("New"+T+"Informer", "", false).
			Func().Id("New" + T + "Informer").Params(x.params(resync(), jen.Id("indexers").Add(x.cache("Indexers")))...).Add(x.cache("SharedIndexInformer")).Block(
			jen.Return(jen.Id("New" + T + "InformerWithOptions").Call(x.args(ns, x.options(field("ResyncPeriod", jen.Id("resyncPeriod")), field("Indexers", jen.Id("indexers"))))...))),
		x.constructorDoc("NewTyped"+T+"Informer", "", true).
			Func().Id("NewTyped" + T + "Informer").Params(x.params(resync(), jen.Id("indexers").Id(T+"Indexers"))...).Id(T + "IndexInformer").Block(
			jen.Return(jen.Id("NewTyped" + T + "InformerWithOptions").Call(x.args(ns, x.options(field("ResyncPeriod", jen.Id("resyncPeriod")), typedIdx()))...))),
		x.constructorDoc("NewFiltered"+T+"Informer", "", false).
			Func().Id("NewFiltered" + T + "Informer").Params(x.params(resync(), jen.Id("indexers").Add(x.cache("Indexers")), tweak())...).Add(x.cache("SharedIndexInformer")).Block(
			jen.Return(jen.Id("NewTyped" + T + "InformerWithOptions").Call(x.args(ns, x.options(field("ResyncPeriod", jen.Id("resyncPeriod")), field("Indexers", jen.Id("indexers")), field("TweakListOptions", jen.Id("tweakListOptions"))))...))),
		x.constructorDoc("NewTypedFiltered"+T+"Informer", "", true).
			Func().Id("NewTypedFiltered" + T + "Informer").Params(x.params(resync(), jen.Id("indexers").Id(T+"Indexers"), tweak())...).Id(T + "IndexInformer").Block(
			jen.Return(jen.Id("NewTyped" + T + "InformerWithOptions").Call(x.args(ns, x.options(field("ResyncPeriod", jen.Id("resyncPeriod")), typedIdx(), field("TweakListOptions", jen.Id("tweakListOptions"))))...))),
		x.constructorDoc("New"+T+"InformerWithOptions", " with additional options", false).
			Func().Id("New" + T + "InformerWithOptions").Params(x.params(jen.Id("options").Add(x.iface("InformerOptions")))...).Add(x.cache("SharedIndexInformer")).Block(
			jen.Return(jen.Id("NewTyped" + T + "InformerWithOptions").Call(x.args(ns, jen.Id("options"))...))),
	}
}
