package informer

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// start are Start, StartWithContext and Shutdown.
func (x *factory) start() []jen.Code {
	f := func() *jen.Statement { return jen.Id("f") }
	return []jen.Code{
		recv().Id("Start").Params(jen.Id("stopCh").Op("<-").Chan().Struct()).Block(
			f().Dot("StartWithContext").Call(x.use(waitPkg, "ContextForChannel").Call(jen.Id("stopCh")))),
		recv().Id("StartWithContext").Params(jen.Id("ctx").Add(x.use(contextPkg, "Context"))).Block(append(lock(),
			jen.Line(),
			jen.If(f().Dot("shuttingDown")).Block(jen.Return()),
			jen.Line(),
			jen.For(jen.List(jen.Id("informerType"), jen.Id("informer")).Op(":=").Range().Add(f().Dot("informers"))).Block(
				jen.If(jen.Op("!").Add(f().Dot("startedInformers").Index(jen.Id("informerType")))).Block(
					f().Dot("wg").Dot("Go").Call(jen.Func().Params().Block(jen.Id("informer").Dot("RunWithContext").Call(jen.Id("ctx")))),
					f().Dot("startedInformers").Index(jen.Id("informerType")).Op("=").True())))...),
		recv().Id("Shutdown").Params().Block(
			f().Dot("lock").Dot("Lock").Call(),
			f().Dot("shuttingDown").Op("=").True(),
			f().Dot("lock").Dot("Unlock").Call(),
			jen.Line(),
			jen.Comment("Will return immediately if there is nothing to wait for."),
			f().Dot("wg").Dot("Wait").Call(),
			f().Dot("informerName").Dot("Release").Call()),
	}
}

// waitForCacheSync are WaitForCacheSync and WaitForCacheSyncWithContext.
func (x *factory) waitForCacheSync() []jen.Code {
	informers := func() *jen.Statement { return x.reflectMap(x.cache("SharedIndexInformer")) }
	started := jen.Func().Params().Add(informers()).Block(append(lock(),
		jen.Line(),
		jen.Id("informers").Op(":=").Add(informers()).Values(),
		jen.For(jen.List(jen.Id("informerType"), jen.Id("informer")).Op(":=").Range().Id("f").Dot("informers")).Block(
			jen.If(jen.Id("f").Dot("startedInformers").Index(jen.Id("informerType"))).Block(
				jen.Id("informers").Index(jen.Id("informerType")).Op("=").Id("informer"))),
		jen.Return(jen.Id("informers")))...).Call()
	return []jen.Code{
		recv().Id("WaitForCacheSync").Params(jen.Id("stopCh").Op("<-").Chan().Struct()).Add(x.reflectMap(jen.Bool())).Block(
			jen.Id("result").Op(":=").Id("f").Dot("WaitForCacheSyncWithContext").Call(x.use(waitPkg, "ContextForChannel").Call(jen.Id("stopCh"))),
			jen.Return(jen.Id("result").Dot("Synced"))),
		recv().Id("WaitForCacheSyncWithContext").Params(jen.Id("ctx").Add(x.use(contextPkg, "Context"))).Add(x.cache("SyncResult")).Block(
			jen.Id("informers").Op(":=").Add(started),
			jen.Line(),
			jen.Comment("Wait for informers to sync, without polling."),
			jen.Id("cacheSyncs").Op(":=").Make(jen.Index().Add(x.cache("DoneChecker")), jen.Lit(0), jen.Len(jen.Id("informers"))),
			jen.For(jen.List(jen.Id("_"), jen.Id("informer")).Op(":=").Range().Id("informers")).Block(
				jen.Id("cacheSyncs").Op("=").Append(jen.Id("cacheSyncs"), jen.Id("informer").Dot("HasSyncedChecker").Call())),
			x.cache("WaitFor").Call(jen.Id("ctx"), jen.Lit("").Comment("/* no logging */"), jen.Id("cacheSyncs").Op("...")),
			jen.Line(),
			jen.Id("res").Op(":=").Add(x.cache("SyncResult")).Custom(emit.Multi("{", "}"),
				field("Synced", jen.Make(x.reflectMap(jen.Bool()), jen.Len(jen.Id("informers"))))),
			jen.Id("failed").Op(":=").False(),
			jen.For(jen.List(jen.Id("informType"), jen.Id("informer")).Op(":=").Range().Id("informers")).Block(
				jen.Id("hasSynced").Op(":=").Id("informer").Dot("HasSynced").Call(),
				jen.If(jen.Op("!").Id("hasSynced")).Block(jen.Id("failed").Op("=").True()),
				jen.Id("res").Dot("Synced").Index(jen.Id("informType")).Op("=").Id("hasSynced")),
			jen.If(jen.Id("failed")).Block(
				emit.Doc("context.Cause is more informative than ctx.Err().", "This must be non-nil, otherwise WaitFor wouldn't have stopped").
					Comment("prematurely."),
				jen.Id("res").Dot("Err").Op("=").Add(x.use(contextPkg, "Cause")).Call(jen.Id("ctx"))),
			jen.Line(),
			jen.Return(jen.Id("res"))),
	}
}

// informerFor is InformerFor.
func (x *factory) informerFor() jen.Code {
	return emit.Doc("InformerFor returns the SharedIndexInformer for obj using an internal", "client.").
		Add(recv()).Id("InformerFor").Params(jen.Id("obj").Add(x.use(runtimePkg, "Object")), jen.Id("newFunc").Add(x.iface("NewInformerFunc"))).Add(x.cache("SharedIndexInformer")).Block(append(lock(),
		jen.Line(),
		jen.Id("informerType").Op(":=").Add(x.use(reflectPkg, "TypeOf")).Call(jen.Id("obj")),
		jen.List(jen.Id("informer"), jen.Id("exists")).Op(":=").Id("f").Dot("informers").Index(jen.Id("informerType")),
		jen.If(jen.Id("exists")).Block(jen.Return(jen.Id("informer"))),
		jen.Line(),
		jen.List(jen.Id("resyncPeriod"), jen.Id("exists")).Op(":=").Id("f").Dot("customResync").Index(jen.Id("informerType")),
		jen.If(jen.Op("!").Id("exists")).Block(jen.Id("resyncPeriod").Op("=").Id("f").Dot("defaultResync")),
		jen.Line(),
		jen.Id("informer").Op("=").Id("newFunc").Call(jen.Id("f").Dot("client"), jen.Id("resyncPeriod")),
		jen.If(jen.Id("f").Dot("transform").Op("!=").Nil()).Block(jen.Id("informer").Dot("SetTransform").Call(jen.Id("f").Dot("transform"))),
		jen.Id("f").Dot("informers").Index(jen.Id("informerType")).Op("=").Id("informer"),
		jen.Line(),
		jen.Return(jen.Id("informer")))...)
}

// interfaceDoc is SharedInformerFactory's doc comment.
var interfaceDoc = []string{
	"SharedInformerFactory provides shared informers for resources in all known",
	"API group versions.",
	"",
	"It is typically used like this:",
	"",
	"\tctx, cancel := context.WithCancel(context.Background())",
	"\tdefer cancel()",
	"\tfactory := NewSharedInformerFactory(client, resyncPeriod)",
	"\tdefer factory.Shutdown()    // Returns immediately if nothing was started.",
	"\tgenericInformer := factory.ForResource(resource)",
	"\ttypedInformer := factory.SomeAPIGroup().V1().SomeType()",
	"\thandle, err := typeInformer.Informer().AddEventHandler(...)",
	"\tif err != nil {",
	"\t    return fmt.Errorf(\"register event handler: %v\", err)",
	"\t}",
	"\tdefer typeInformer.Informer().RemoveEventHandler(handle) // Avoids leaking goroutines.",
	"\tfactory.StartWithContext(ctx)                            // Start processing these informers.",
	"\tsynced := factory.WaitForCacheSyncWithContext(ctx)",
	"\tif err := synced.AsError(); err != nil {",
	"\t    return err",
	"\t}",
	"\tfor v := range synced {",
	"\t    // Only if desired log some information similar to this.",
	"\t    fmt.Fprintf(os.Stdout, \"cache synced: %s\", v)",
	"\t}",
	"",
	"\t// Also make sure that all of the initial cache events have been delivered.",
	"\tif !WaitFor(ctx, \"event handler sync\", handle.HasSyncedChecker()) {",
	"\t    // Must have failed because of context.",
	"\t    return fmt.Errorf(\"sync event handler: %w\", context.Cause(ctx))",
	"\t}",
	"",
	"\t// Creating informers can also be created after Start, but then",
	"\t// Start must be called again:",
	"\tanotherGenericInformer := factory.ForResource(resource)",
	"\tfactory.StartWithContext(ctx)",
}

// interfaceDecl is the SharedInformerFactory interface, with an accessor
// per group.
func (x *factory) interfaceDecl() jen.Code {
	stopCh := func() jen.Code { return jen.Id("stopCh").Op("<-").Chan().Struct() }
	ctx := func() jen.Code { return jen.Id("ctx").Add(x.use(contextPkg, "Context")) }
	methods := []jen.Code{
		x.iface("SharedInformerFactory"),
		jen.Line(),
		emit.Doc("Start initializes all requested informers. They are handled in goroutines",
			"which run until the stop channel gets closed.",
			"Warning: Start does not block. When run in a go-routine, it will race with a later WaitForCacheSync.",
			"",
			"Contextual logging: StartWithContext should be used instead of Start in code which supports contextual logging.").
			Id("Start").Params(stopCh()),
		jen.Line(),
		emit.Doc("StartWithContext initializes all requested informers. They are handled in goroutines",
			"which run until the context gets canceled.",
			"Warning: StartWithContext does not block. When run in a go-routine, it will race with a later WaitForCacheSync.").
			Id("StartWithContext").Params(ctx()),
		jen.Line(),
		emit.Doc("Shutdown marks a factory as shutting down. At that point no new",
			"informers can be started anymore and Start will return without",
			"doing anything.",
			"",
			"In addition, Shutdown blocks until all goroutines have terminated. For that",
			"to happen, the close channel(s) that they were started with must be closed,",
			"either before Shutdown gets called or while it is waiting.",
			"",
			"Shutdown may be called multiple times, even concurrently. All such calls will",
			"block until all goroutines have terminated.").
			Id("Shutdown").Params(),
		jen.Line(),
		emit.Doc("WaitForCacheSync blocks until all started informers' caches were synced",
			"or the stop channel gets closed.",
			"",
			"Contextual logging: WaitForCacheSyncWithContext should be used instead of WaitForCacheSync in code which supports contextual logging. It also returns a more useful result.").
			Id("WaitForCacheSync").Params(stopCh()).Add(x.reflectMap(jen.Bool())),
		jen.Line(),
		emit.Doc("WaitForCacheSyncWithContext blocks until all started informers' caches were synced",
			"or the context gets canceled.").
			Id("WaitForCacheSyncWithContext").Params(ctx()).Add(x.cache("SyncResult")),
		jen.Line(),
		emit.Doc("ForResource gives generic access to a shared informer of the matching type.").
			Id("ForResource").Params(jen.Id("resource").Add(x.use(schemaPkg, "GroupVersionResource"))).Params(jen.Id("GenericInformer"), jen.Error()),
		jen.Line(),
		emit.Doc("InformerFor returns the SharedIndexInformer for obj using an internal", "client.").
			Id("InformerFor").Params(jen.Id("obj").Add(x.use(runtimePkg, "Object")), jen.Id("newFunc").Add(x.iface("NewInformerFunc"))).Add(x.cache("SharedIndexInformer")),
		jen.Line(),
	}
	for _, g := range x.groups {
		methods = append(methods, jen.Id(g.GoName).Params().Add(x.use(x.groupPkg(g), "Interface")))
	}
	return emit.Doc(interfaceDoc...).Type().Id("SharedInformerFactory").Interface(methods...)
}
