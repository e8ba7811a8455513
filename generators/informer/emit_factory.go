package informer

import (
	"path"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// factory spells factory.go: the shared informer factory, its options
// and an accessor per group.
type factory struct {
	spell
	groups []*group
}

// factoryDecls are factory.go's declarations, in upstream's order.
func (w *writer) factoryDecls(s spell) []jen.Code {
	x := &factory{spell: s, groups: w.t.sortedGroups()}
	decls := []jen.Code{
		emit.Doc("SharedInformerOption defines the functional option type for SharedInformerFactory.").
			Type().Id("SharedInformerOption").Func().Params(jen.Op("*").Id("sharedInformerFactory")).Op("*").Id("sharedInformerFactory"),
		x.structDecl(),
	}
	decls = append(decls, x.options()...)
	decls = append(decls, x.constructors()...)
	decls = append(decls, x.start()...)
	decls = append(decls, x.waitForCacheSync()...)
	decls = append(decls, x.informerFor(), x.interfaceDecl())
	for _, g := range x.groups {
		pkg := x.groupPkg(g)
		decls = append(decls, jen.Func().Params(jen.Id("f").Op("*").Id("sharedInformerFactory")).Id(g.GoName).Params().Add(x.use(pkg, "Interface")).Block(
			jen.Return(x.use(pkg, "New").Call(jen.Id("f"), jen.Id("f").Dot("namespace"), jen.Id("f").Dot("tweakListOptions")))))
	}
	return decls
}

// groupPkg is the informers' package of g.
func (x *factory) groupPkg(g *group) emit.Pkg { return emit.Pkg(path.Join(x.t.pkg, g.PkgName)) }

// reflectMap is map[reflect.Type]v.
func (x *factory) reflectMap(v jen.Code) *jen.Statement {
	return jen.Map(x.use(reflectPkg, "Type")).Add(v)
}

// recv starts a method of *sharedInformerFactory.
func recv() *jen.Statement {
	return jen.Func().Params(jen.Id("f").Op("*").Id("sharedInformerFactory"))
}

// lock is f.lock.Lock() and the deferred f.lock.Unlock().
func lock() []jen.Code {
	return []jen.Code{
		jen.Id("f").Dot("lock").Dot("Lock").Call(),
		jen.Defer().Id("f").Dot("lock").Dot("Unlock").Call(),
	}
}

func (x *factory) structDecl() jen.Code {
	return jen.Type().Id("sharedInformerFactory").Struct(
		jen.Id("client").Add(x.client()),
		jen.Id("namespace").String(),
		jen.Id("tweakListOptions").Add(x.iface("TweakListOptionsFunc")),
		jen.Id("lock").Add(x.use(syncPkg, "Mutex")),
		jen.Id("defaultResync").Add(x.duration()),
		jen.Id("customResync").Add(x.reflectMap(x.duration())),
		jen.Id("transform").Add(x.cache("TransformFunc")),
		jen.Id("informerName").Op("*").Add(x.cache("InformerName")),
		jen.Line(),
		jen.Id("informers").Add(x.reflectMap(x.cache("SharedIndexInformer"))),
		emit.Doc("startedInformers is used for tracking which informers have been started.", "This allows Start() to be called multiple times safely.").
			Id("startedInformers").Add(x.reflectMap(jen.Bool())),
		emit.Doc("wg tracks how many goroutines were started.").Id("wg").Add(x.use(syncPkg, "WaitGroup")),
		emit.Doc("shuttingDown is true when Shutdown has been called. It may still be running", "because it needs to wait for goroutines.").Id("shuttingDown").Bool(),
	)
}

// option is a SharedInformerOption constructor: name(param) applies body
// to the factory.
func option(comment []string, name string, param jen.Code, body ...jen.Code) jen.Code {
	return emit.Doc(comment...).Func().Id(name).Params(param).Id("SharedInformerOption").Block(
		jen.Return(jen.Func().Params(jen.Id("factory").Op("*").Id("sharedInformerFactory")).Op("*").Id("sharedInformerFactory").Block(
			append(body, jen.Return(jen.Id("factory")))...)))
}

func (x *factory) options() []jen.Code {
	set := func(field string) jen.Code { return jen.Id("factory").Dot(field).Op("=").Id(field) }
	return []jen.Code{
		option([]string{"WithCustomResyncConfig sets a custom resync period for the specified informer types."}, "WithCustomResyncConfig",
			jen.Id("resyncConfig").Map(x.use(metav1Pkg, "Object")).Add(x.duration()),
			jen.For(jen.List(jen.Id("k"), jen.Id("v")).Op(":=").Range().Id("resyncConfig")).Block(
				jen.Id("factory").Dot("customResync").Index(x.use(reflectPkg, "TypeOf").Call(jen.Id("k"))).Op("=").Id("v"))),
		option([]string{"WithTweakListOptions sets a custom filter on all listers of the configured SharedInformerFactory."}, "WithTweakListOptions",
			jen.Id("tweakListOptions").Add(x.iface("TweakListOptionsFunc")), set("tweakListOptions")),
		option([]string{"WithNamespace limits the SharedInformerFactory to the specified namespace."}, "WithNamespace",
			jen.Id("namespace").String(), set("namespace")),
		option([]string{"WithTransform sets a transform on all informers."}, "WithTransform",
			jen.Id("transform").Add(x.cache("TransformFunc")), set("transform")),
		option([]string{"WithInformerName sets the InformerName for informer identity used in metrics.",
			"The InformerName must be created via cache.NewInformerName() at startup,",
			"which validates global uniqueness. Each informer type will register its",
			"GVR under this name."}, "WithInformerName",
			jen.Id("informerName").Op("*").Add(x.cache("InformerName")), set("informerName")),
		recv().Id("InformerName").Params().Op("*").Add(x.cache("InformerName")).Block(jen.Return(jen.Id("f").Dot("informerName"))),
	}
}

func (x *factory) constructors() []jen.Code {
	client := func() jen.Code { return jen.Id("client").Add(x.client()) }
	resync := func() jen.Code { return jen.Id("defaultResync").Add(x.duration()) }
	return []jen.Code{
		emit.Doc("NewSharedInformerFactory constructs a new instance of sharedInformerFactory for all namespaces.").
			Func().Id("NewSharedInformerFactory").Params(client(), resync()).Id("SharedInformerFactory").Block(
			jen.Return(jen.Id("NewSharedInformerFactoryWithOptions").Call(jen.Id("client"), jen.Id("defaultResync")))),
		emit.Doc("NewFilteredSharedInformerFactory constructs a new instance of sharedInformerFactory.",
			"Listers obtained via this SharedInformerFactory will be subject to the same filters",
			"as specified here.", "",
			"Deprecated: Please use NewSharedInformerFactoryWithOptions instead").
			Func().Id("NewFilteredSharedInformerFactory").Params(client(), resync(), jen.Id("namespace").String(), jen.Id("tweakListOptions").Add(x.iface("TweakListOptionsFunc"))).Id("SharedInformerFactory").Block(
			jen.Return(jen.Id("NewSharedInformerFactoryWithOptions").Call(jen.Id("client"), jen.Id("defaultResync"),
				jen.Id("WithNamespace").Call(jen.Id("namespace")), jen.Id("WithTweakListOptions").Call(jen.Id("tweakListOptions"))))),
		emit.Doc("NewSharedInformerFactoryWithOptions constructs a new instance of a SharedInformerFactory with additional options.").
			Func().Id("NewSharedInformerFactoryWithOptions").Params(client(), resync(), jen.Id("options").Op("...").Id("SharedInformerOption")).Id("SharedInformerFactory").Block(
			jen.Id("factory").Op(":=").Op("&").Id("sharedInformerFactory").Custom(emit.Multi("{", "}"),
				field("client", jen.Id("client")),
				field("namespace", x.use(metav1Pkg, "NamespaceAll")),
				field("defaultResync", jen.Id("defaultResync")),
				field("informers", jen.Make(x.reflectMap(x.cache("SharedIndexInformer")))),
				field("startedInformers", jen.Make(x.reflectMap(jen.Bool()))),
				field("customResync", jen.Make(x.reflectMap(x.duration())))),
			jen.Line(),
			jen.Comment("Apply all options"),
			jen.For(jen.List(jen.Id("_"), jen.Id("opt")).Op(":=").Range().Id("options")).Block(
				jen.Id("factory").Op("=").Id("opt").Call(jen.Id("factory"))),
			jen.Line(),
			jen.Return(jen.Id("factory"))),
	}
}
