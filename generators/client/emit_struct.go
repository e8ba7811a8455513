package client

import (
	"path"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// structDecls declare the client's struct, its constructor and its
// extension methods.
func (tf *typeFile) structDecls() []jen.Code {
	list := !tf.t.NoVerbs && tf.t.HasVerb("list")
	apply := !tf.t.NoVerbs && tf.t.HasVerb("apply") && tf.apply()
	kind := map[[2]bool]string{{false, false}: "Client", {true, false}: "ClientWithList", {false, true}: "ClientWithApply", {true, true}: "ClientWithListAndApply"}[[2]bool{list, apply}]
	res := func() *jen.Statement { return jen.Op("*").Add(tf.typ("", tf.name())) }
	typeArgs := func() []jen.Code {
		args := []jen.Code{res()}
		if list {
			args = append(args, jen.Op("*").Add(tf.typ("", tf.name()+"List")))
		}
		if apply {
			args = append(args, jen.Op("*").Add(tf.applyConfig("", tf.name())))
		}
		return args
	}
	priv := tf.privPlural()
	decls := []jen.Code{jen.Commentf("%s implements %sInterface", priv, tf.public()).Line().
		Type().Id(priv).Struct(jen.Op("*").Add(tf.f.Use(gentypePkg.Ident(kind))).Types(typeArgs()...))}

	params := []jen.Code{jen.Id("c").Op("*").Id(tf.gv.GoName + genclientVersion(tf.gv.Version) + "Client")}
	ns := jen.Lit("")
	if !tf.t.NonNamespaced {
		params = append(params, jen.Id("namespace").String())
		ns = jen.Id("namespace")
	}
	ctor := tf.f.Use(gentypePkg.Ident("New" + kind)).Types(typeArgs()...)
	args := []jen.Code{jen.Lit(tf.p.namer.Resource(tf.t)), jen.Id("c").Dot("RESTClient").Call(),
		tf.f.Use(emit.Pkg(path.Join(tf.p.pkg, "scheme")).Ident("ParameterCodec")), ns,
		jen.Func().Params().Add(res()).Custom(oneLine, jen.Return(jen.Op("&").Add(tf.typ("", tf.name())).Values()))}
	if list {
		args = append(args, jen.Func().Params().Op("*").Add(tf.typ("", tf.name()+"List")).Custom(oneLine, jen.Return(jen.Op("&").Add(tf.typ("", tf.name()+"List")).Values())))
	}
	if tf.p.cfg.PrefersProtobuf {
		args = append(args, tf.f.Use(gentypePkg.Ident("PrefersProtobuf")).Types(res()).Call())
	}
	decls = append(decls, jen.Commentf("new%s returns a %s", tf.plural(), tf.plural()).Line().
		Func().Id("new"+tf.plural()).Params(params...).Op("*").Id(priv).Block(
		jen.Return(jen.Op("&").Id(priv).Custom(emit.Multi("{", "}"), ctor.Custom(emit.Multi("(", ")"), args...)))))
	return append(decls, tf.extensionDecls()...)
}

// oneLine is a block on one line: func() *T { return &T{} }.
var oneLine = jen.Options{Open: "{", Close: "}"}

// genclientVersion is a version in Go names ("V1alpha1").
func genclientVersion(v string) string { return genclient.Public(v) }
