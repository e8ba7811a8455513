package informer

import (
	"path"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// factoryFields are the struct and the constructor New of a group's or a
// version's package, the struct named name.
func factoryFields(s spell, name string) []jen.Code {
	return []jen.Code{
		jen.Type().Id(name).Struct(
			jen.Id("factory").Add(s.iface("SharedInformerFactory")),
			jen.Id("namespace").String(),
			jen.Id("tweakListOptions").Add(s.iface("TweakListOptionsFunc"))),
		emit.Doc("New returns a new Interface.").
			Func().Id("New").Params(jen.Id("f").Add(s.iface("SharedInformerFactory")), jen.Id("namespace").String(), jen.Id("tweakListOptions").Add(s.iface("TweakListOptionsFunc"))).Id("Interface").Block(
			jen.Return(jen.Op("&").Id(name).Values(jen.Id("factory").Op(":").Id("f"), jen.Id("namespace").Op(":").Id("namespace"), jen.Id("tweakListOptions").Op(":").Id("tweakListOptions")))),
	}
}

// versionDecls are <group>/<version>/interface.go's declarations.
func (w *writer) versionDecls(s spell, v *version) []jen.Code {
	var methods []jen.Code
	for _, t := range v.Types {
		T, Ts := t.Name.Name, w.plurals.PublicPlural(t.Name.Name)
		methods = append(methods, emit.Doc(Ts+" returns a "+T+"Informer.").Id(Ts).Params().Id("Typed"+T+"Informer"))
	}
	decls := append([]jen.Code{emit.Doc("Interface provides access to all the informers in this group version.").Type().Id("Interface").Interface(methods...)},
		factoryFields(s, "version")...)
	for _, t := range v.Types {
		T, Ts := t.Name.Name, w.plurals.PublicPlural(t.Name.Name)
		fields := []jen.Code{jen.Id("factory").Op(":").Id("v").Dot("factory")}
		if !t.NonNamespaced {
			fields = append(fields, jen.Id("namespace").Op(":").Id("v").Dot("namespace"))
		}
		fields = append(fields, jen.Id("tweakListOptions").Op(":").Id("v").Dot("tweakListOptions"))
		decls = append(decls, emit.Doc(Ts+" returns a Typed"+T+"Informer.").
			Func().Params(jen.Id("v").Op("*").Id("version")).Id(Ts).Params().Id("Typed"+T+"Informer").Block(
			jen.Return(jen.Op("&").Id(genclient.Private(T)+"Informer").Values(fields...))))
	}
	return decls
}

// groupDecls are <group>/interface.go's declarations.
func (w *writer) groupDecls(s spell, g *group) []jen.Code {
	var methods []jen.Code
	pkg := func(v *version) emit.Pkg { return emit.Pkg(path.Join(w.t.pkg, g.PkgName, versionDir(v))) }
	name := func(v *version) string { return genclient.Public(genclient.NonEmptyVersion(v.API.Version)) }
	for _, v := range g.Versions {
		methods = append(methods, emit.Doc(name(v)+" provides access to shared informers for resources in "+name(v)+".").
			Id(name(v)).Params().Add(s.use(pkg(v), "Interface")))
	}
	decls := append([]jen.Code{emit.Doc("Interface provides access to each of this group's versions.").Type().Id("Interface").Interface(methods...)},
		factoryFields(s, "group")...)
	for _, v := range g.Versions {
		decls = append(decls, emit.Doc(name(v)+" returns a new "+s.f.Text(pkg(v).Ident("Interface"))+".").
			Func().Params(jen.Id("g").Op("*").Id("group")).Id(name(v)).Params().Add(s.use(pkg(v), "Interface")).Block(
			jen.Return(s.use(pkg(v), "New").Call(jen.Id("g").Dot("factory"), jen.Id("g").Dot("namespace"), jen.Id("g").Dot("tweakListOptions")))))
	}
	return decls
}

// factoryInterfacesDecls are internalinterfaces/factory_interfaces.go's
// declarations.
func factoryInterfacesDecls(s spell) []jen.Code {
	return []jen.Code{
		emit.Doc("NewInformerFunc takes "+s.f.Text(emit.Pkg(s.t.clientset).Ident("Interface"))+" and "+s.f.Text(timePkg.Ident("Duration"))+" to return a SharedIndexInformer.").
			Type().Id("NewInformerFunc").Func().Params(s.client(), s.duration()).Add(s.cache("SharedIndexInformer")),
		emit.Doc("SharedInformerFactory a small interface to allow for adding an informer without an import cycle").
			Type().Id("SharedInformerFactory").Interface(
			jen.Id("Start").Params(jen.Id("stopCh").Op("<-").Chan().Struct()),
			jen.Id("InformerFor").Params(jen.Id("obj").Add(s.use(runtimePkg, "Object")), jen.Id("newFunc").Id("NewInformerFunc")).Add(s.cache("SharedIndexInformer")),
			jen.Id("InformerName").Params().Op("*").Add(s.cache("InformerName"))),
		emit.Doc("TweakListOptionsFunc is a function that transforms a " + s.f.Text(metav1Pkg.Ident("ListOptions")) + ".").
			Type().Id("TweakListOptionsFunc").Func().Params(jen.Op("*").Add(s.use(metav1Pkg, "ListOptions"))),
		emit.Doc("InformerOptions holds the options for creating an informer.").
			Type().Id("InformerOptions").Struct(
			emit.Doc("ResyncPeriod is the resync period for this informer.", "If not set, defaults to 0 (no resync).").Id("ResyncPeriod").Add(s.duration()),
			jen.Line(),
			emit.Doc("Indexers are the indexers for this informer.").Id("Indexers").Add(s.cache("Indexers")),
			jen.Line(),
			emit.Doc("InformerName is used to uniquely identify this informer for metrics.", "If not set, metrics will not be published for this informer.",
				"Use cache.NewInformerName() to create an InformerName at startup.").Id("InformerName").Op("*").Add(s.cache("InformerName")),
			jen.Line(),
			emit.Doc("TweakListOptions is an optional function to modify the list options.").Id("TweakListOptions").Id("TweakListOptionsFunc")),
	}
}

// genericDecls are generic.go's declarations: the generic informer and
// ForResource over versions.
func genericDecls(s spell, versions []genericVersion) []jen.Code {
	recv := jen.Func().Params(jen.Id("f").Op("*").Id("genericInformer"))
	decls := []jen.Code{
		emit.Doc("GenericInformer is type of SharedIndexInformer which will locate and delegate to other", "sharedInformers based on type").
			Type().Id("GenericInformer").Interface(
			jen.Id("Informer").Params().Add(s.cache("SharedIndexInformer")),
			jen.Id("Lister").Params().Add(s.cache("GenericLister"))),
		jen.Type().Id("genericInformer").Struct(
			jen.Id("informer").Add(s.cache("SharedIndexInformer")),
			jen.Id("resource").Add(s.use(schemaPkg, "GroupResource"))),
		emit.Doc("Informer returns the SharedIndexInformer.").
			Add(recv.Clone()).Id("Informer").Params().Add(s.cache("SharedIndexInformer")).Block(jen.Return(jen.Id("f").Dot("informer"))),
		emit.Doc("Lister returns the GenericLister.").
			Add(recv.Clone()).Id("Lister").Params().Add(s.cache("GenericLister")).Block(
			jen.Return(s.cache("NewGenericLister").Call(jen.Id("f").Dot("Informer").Call().Dot("GetIndexer").Call(), jen.Id("f").Dot("resource")))),
	}
	sig := emit.Doc("ForResource gives generic access to a shared informer of the matching type", "TODO extend this to unknown resources with a client pool").
		Func().Params(jen.Id("f").Op("*").Id("sharedInformerFactory")).Id("ForResource").Params(jen.Id("resource").Add(s.use(schemaPkg, "GroupVersionResource"))).Params(jen.Id("GenericInformer"), jen.Error())
	var cases []jen.Code
	for i, v := range versions {
		comment := jen.Comment("Group=" + v.Group + ", Version=" + v.Version)
		if i > 0 {
			// Upstream's text indents the comments after the first
			// more than the cases, so gofmt indents them as the previous
			// case's body: an indentation does the same here.
			comment = jen.Op("\t").Add(comment)
		}
		cases = append(cases, comment)
		for _, r := range v.Resources {
			cases = append(cases, jen.Case(s.f.Use(v.Scheme).Dot("WithResource").Call(jen.Lit(r[0]))).Block(
				jen.Return(jen.Op("&").Id("genericInformer").Values(jen.Id("resource").Op(":").Id("resource").Dot("GroupResource").Call(),
					jen.Id("informer").Op(":").Id("f").Dot(v.GroupGoName).Call().Dot(v.GoVersion).Call().Dot(r[1]).Call().Dot("Informer").Call()), jen.Nil())))
		}
		cases = append(cases, jen.Line())
	}
	return append(decls, sig.Block(
		jen.Switch(jen.Id("resource")).Block(cases...),
		jen.Line(),
		jen.Return(jen.Nil(), s.use(fmtPkg, "Errorf").Call(jen.Lit("no informer found for %v"), jen.Id("resource")))))
}
