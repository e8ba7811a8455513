package client

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// The comments of the fake clientset's constructors.
var (
	newSimpleDoc = []string{
		"NewSimpleClientset returns a clientset that will respond with the provided objects.",
		"It's backed by a very simple object tracker that processes creates, updates and deletions as-is,",
		"without applying any field management, validations and/or defaults. It shouldn't be considered a replacement",
		"for a real clientset and is mostly useful in simple unit tests.",
	}
	newDoc = []string{
		"NewClientset returns a clientset that will respond with the provided objects.",
		"It's backed by a very simple object tracker that processes creates, updates and deletions as-is,",
		"without applying any validations and/or defaults. It shouldn't be considered a replacement",
		"for a real clientset and is mostly useful in simple unit tests.",
		"",
		"Compared to NewSimpleClientset, the Clientset returned here supports field tracking and thus",
		"server-side apply. Beware though that support in that for CRDs is missing",
		"(https://github.com/kubernetes/kubernetes/issues/126850).",
	}
	watchListDoc = []string{
		"IsWatchListSemanticsUnSupported informs the reflector that this client",
		"doesn't support WatchList semantics.",
		"",
		"This is a synthetic method whose sole purpose is to satisfy the optional",
		"interface check performed by the reflector.",
		"Returning true signals that WatchList can NOT be used.",
		"No additional logic is implemented here.",
	}
)

// comments is a comment of lines, then a line break.
func comments(lines []string) *jen.Statement {
	s := jen.Null()
	for _, l := range lines {
		s.Comment(l).Line()
	}
	return s
}

// newClientset declares NewSimpleClientset or, with field management,
// NewClientset.
func (p *plan) newClientset(f *emit.File, name string, managed bool) jen.Code {
	t := func(n string) *jen.Statement { return f.Use(testingPkg.Ident(n)) }
	doc, tracker := newSimpleDoc, t("NewObjectTracker").Call(jen.Id("scheme"), jen.Id("codecs").Dot("UniversalDecoder").Call())
	if managed {
		doc = newDoc
		tracker = t("NewFieldManagedObjectTracker").Custom(emit.Multi("(", ")"), jen.Id("scheme"), jen.Id("codecs").Dot("UniversalDecoder").Call(),
			f.Use(emit.Pkg(p.cfg.ApplyConfigurationPackage).Ident("NewTypeConverter")).Call(jen.Id("scheme")))
	}
	action := jen.Id("action")
	return comments(doc).Func().Id(name).Params(jen.Id("objects").Op("...").Add(f.Use(runtimePkg.Ident("Object")))).Op("*").Id("Clientset").Block(
		jen.Id("o").Op(":=").Add(tracker),
		jen.For(jen.List(jen.Id("_"), jen.Id("obj")).Op(":=").Range().Id("objects")).Block(
			jen.If(jen.Err().Op(":=").Id("o").Dot("Add").Call(jen.Id("obj")), jen.Err().Op("!=").Nil()).Block(jen.Panic(jen.Err()))),
		jen.Line(),
		jen.Id("cs").Op(":=").Op("&").Id("Clientset").Values(jen.Id("tracker").Op(":").Id("o")),
		jen.Id("cs").Dot("discovery").Op("=").Op("&").Add(f.Use(fakediscoveryPkg.Ident("FakeDiscovery"))).Values(jen.Id("Fake").Op(":").Op("&").Id("cs").Dot("Fake")),
		jen.Id("cs").Dot("AddReactor").Call(jen.Lit("*"), jen.Lit("*"), t("ObjectReaction").Call(jen.Id("o"))),
		jen.Id("cs").Dot("AddWatchReactor").Call(jen.Lit("*"), jen.Func().Params(action.Clone().Add(t("Action"))).Params(
			jen.Id("handled").Bool(), jen.Id("ret").Add(f.Use(watchPkg.Ident("Interface"))), jen.Err().Error()).Block(
			jen.Var().Id("opts").Add(f.Use(metav1Pkg.Ident("ListOptions"))),
			jen.If(jen.List(jen.Id("watchAction"), jen.Id("ok")).Op(":=").Add(action.Clone()).Assert(t("WatchActionImpl")), jen.Id("ok")).Block(
				jen.Id("opts").Op("=").Id("watchAction").Dot("ListOptions")),
			jen.Id("gvr").Op(":=").Add(action.Clone()).Dot("GetResource").Call(),
			jen.Id("ns").Op(":=").Add(action.Clone()).Dot("GetNamespace").Call(),
			jen.List(jen.Id("watch"), jen.Err()).Op(":=").Id("o").Dot("Watch").Call(jen.Id("gvr"), jen.Id("ns"), jen.Id("opts")),
			jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.False(), jen.Nil(), jen.Err())),
			jen.Return(jen.True(), jen.Id("watch"), jen.Nil()))),
		jen.Line(),
		jen.Return(jen.Id("cs")))
}

// fakeClientsetType declares Clientset and its Discovery, Tracker and
// IsWatchListSemanticsUnSupported.
func (p *plan) fakeClientsetType(f *emit.File) []jen.Code {
	recv := func() *jen.Statement { return jen.Params(jen.Id("c").Op("*").Id("Clientset")) }
	return []jen.Code{
		comments([]string{
			"Clientset implements clientset.Interface. Meant to be embedded into a",
			"struct to get a default implementation. This makes faking out just the method",
			"you want to test easier.",
		}).Type().Id("Clientset").Struct(
			f.Use(testingPkg.Ident("Fake")),
			jen.Id("discovery").Op("*").Add(f.Use(fakediscoveryPkg.Ident("FakeDiscovery"))),
			jen.Id("tracker").Add(f.Use(testingPkg.Ident("ObjectTracker")))),
		jen.Func().Add(recv()).Id("Discovery").Params().Add(f.Use(discoveryPkg.Ident("DiscoveryInterfaces"))).Block(jen.Return(jen.Id("c").Dot("discovery"))),
		jen.Func().Add(recv()).Id("Tracker").Params().Add(f.Use(testingPkg.Ident("ObjectTracker"))).Block(jen.Return(jen.Id("c").Dot("tracker"))),
		comments(watchListDoc).Func().Add(recv()).Id("IsWatchListSemanticsUnSupported").Params().Bool().Block(jen.Return(jen.True())),
	}
}
