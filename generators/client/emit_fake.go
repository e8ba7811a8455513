package client

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

const testingPkg emit.Pkg = "k8s.io/client-go/testing"

// writeFakeGroup writes typed/<group>/<version>/fake/: doc.go, the fake
// group client and a fake client per type.
func (p *plan) writeFakeGroup(pass files, g *Group, gv *genclient.GroupVersion) {
	dir, pkg := filepath.Join(p.gvDir(g, gv), "fake"), path.Join(p.gvPkg(g, gv), "fake")
	p.writeDoc(pass, dir, pkg, "fake", "// Package fake has the automatically generated clients.\n")
	for _, t := range gv.Types {
		f := emit.NewFile(pkg, "fake")
		tf := &typeFile{p: p, gv: gv, t: t, f: f, self: pkg}
		out := pass.NewFile(filepath.Join(dir, "fake_"+strings.ToLower(genclient.Private(t.Name.Name))+".go"), f)
		out.Decls = tf.fakeDecls(emit.Pkg(p.gvPkg(g, gv)))
	}
	f := emit.NewFile(pkg, "fake")
	out := pass.NewFile(filepath.Join(dir, "fake_"+g.PackageName+"_client.go"), f)
	name := "Fake" + groupName(gv)
	real := emit.Pkg(p.gvPkg(g, gv))
	decls := []jen.Code{jen.Type().Id(name).Struct(jen.Op("*").Add(f.Use(testingPkg.Ident("Fake"))))}
	for _, t := range gv.Types {
		plural := p.namer.PublicPlural(t.Name.Name)
		params, args := []jen.Code{}, []jen.Code{jen.Id("c")}
		if !t.NonNamespaced {
			params, args = append(params, jen.Id("namespace").String()), append(args, jen.Id("namespace"))
		}
		decls = append(decls, jen.Func().Params(jen.Id("c").Op("*").Id(name)).Id(plural).Params(params...).Add(f.Use(real.Ident(genclient.Public(t.Name.Name)+"Interface"))).Block(
			jen.Return(jen.Id("newFake"+plural).Call(args...))))
	}
	rest := func(n string) *jen.Statement { return f.Use(restPkg.Ident(n)) }
	out.Decls = append(decls, jen.Comment("RESTClient returns a RESTClient that is used to communicate").Line().
		Comment("with API server by this client implementation.").Line().
		Func().Params(jen.Id("c").Op("*").Id(name)).Id("RESTClient").Params().Add(rest("Interface")).Block(
		jen.Var().Id("ret").Op("*").Add(rest("RESTClient")),
		jen.Return(jen.Id("ret"))))
}

// fakeDecls declare the fake client of a type: its struct and its
// constructor, then its extension methods.
func (tf *typeFile) fakeDecls(real emit.Pkg) []jen.Code {
	list := !tf.t.NoVerbs && tf.t.HasVerb("list")
	apply := !tf.t.NoVerbs && tf.t.HasVerb("apply") && tf.apply()
	kind := map[[2]bool]string{{false, false}: "FakeClient", {true, false}: "FakeClientWithList", {false, true}: "FakeClientWithApply", {true, true}: "FakeClientWithListAndApply"}[[2]bool{list, apply}]
	obj := func() *jen.Statement { return jen.Op("*").Add(tf.typ("", tf.name())) }
	objList := func() *jen.Statement { return jen.Op("*").Add(tf.typ("", tf.name()+"List")) }
	typeArgs := func() []jen.Code {
		args := []jen.Code{obj()}
		if list {
			args = append(args, objList())
		}
		if apply {
			args = append(args, jen.Op("*").Add(tf.applyConfig("", tf.name())))
		}
		return args
	}
	group := "Fake" + groupName(tf.gv)
	name := "fake" + tf.plural()
	decls := []jen.Code{jen.Commentf("%s implements %sInterface", name, tf.public()).Line().
		Type().Id(name).Struct(jen.Op("*").Add(tf.f.Use(gentypePkg.Ident(kind))).Types(typeArgs()...), jen.Id("Fake").Op("*").Id(group))}
	params := []jen.Code{jen.Id("fake").Op("*").Id(group)}
	ns := jen.Lit("")
	if !tf.t.NonNamespaced {
		params = append(params, jen.Id("namespace").String())
		ns = jen.Id("namespace")
	}
	iface := tf.f.Use(real.Ident(tf.public() + "Interface"))
	ctor := tf.f.Use(gentypePkg.Ident("New" + kind)).Types(typeArgs()...)
	sgv := func() *jen.Statement { return tf.typ("", "SchemeGroupVersion") }
	gentype := func(n string) *jen.Statement { return tf.f.Use(gentypePkg.Ident(n)) }
	args := []jen.Code{jen.Id("fake").Dot("Fake"), ns,
		sgv().Dot("WithResource").Call(jen.Lit(tf.p.namer.Resource(tf.t))),
		sgv().Dot("WithKind").Call(jen.Lit(genclient.Public(tf.name()))),
		jen.Func().Params().Add(obj()).Custom(oneLine, jen.Return(jen.Op("&").Add(tf.typ("", tf.name())).Values()))}
	if list {
		args = append(args,
			jen.Func().Params().Add(objList()).Custom(oneLine, jen.Return(jen.Op("&").Add(tf.typ("", tf.name()+"List")).Values())),
			jen.Func().Params(jen.List(jen.Id("dst"), jen.Id("src")).Add(objList())).Custom(oneLine, jen.Id("dst").Dot("ListMeta").Op("=").Id("src").Dot("ListMeta")),
			jen.Func().Params(jen.Id("list").Add(objList())).Index().Add(obj()).Custom(oneLine, jen.Return(gentype("ToPointerSlice").Call(jen.Id("list").Dot("Items")))),
			jen.Func().Params(jen.Id("list").Add(objList()), jen.Id("items").Index().Add(obj())).Custom(oneLine, jen.Id("list").Dot("Items").Op("=").Add(gentype("FromPointerSlice")).Call(jen.Id("items"))))
	}
	decls = append(decls, jen.Func().Id("newFake"+tf.plural()).Params(params...).Add(iface).Block(
		jen.Return(jen.Op("&").Id(name).Custom(emit.Multi("{", "}"), ctor.Custom(emit.Multi("(", ")"), args...), jen.Id("fake")))))
	return append(decls, tf.fakeExtensionDecls()...)
}
