package client

import (
	"path"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// errCheck is "if err != nil { return nil, err }".
func errCheck() jen.Code {
	return jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Nil(), jen.Err()))
}

// groupConstructors declare the group client's constructors, its
// setConfigDefaults and RESTClient.
func (p *plan) groupConstructors(f *emit.File, gv *genclient.GroupVersion, client string) []jen.Code {
	rest := func(n string) *jen.Statement { return f.Use(restPkg.Ident(n)) }
	ptr := jen.Op("*").Id(client)
	return []jen.Code{
		jen.Commentf("NewForConfig creates a new %s for the given config.", client).Line().
			Comment("NewForConfig is equivalent to NewForConfigAndClient(c, httpClient),").Line().
			Comment("where httpClient was generated with rest.HTTPClientFor(c).").Line().
			Func().Id("NewForConfig").Params(jen.Id("c").Op("*").Add(rest("Config"))).Params(ptr.Clone(), jen.Error()).Block(
			jen.Id("config").Op(":=").Op("*").Id("c"),
			jen.Id("setConfigDefaults").Call(jen.Op("&").Id("config")),
			jen.List(jen.Id("httpClient"), jen.Err()).Op(":=").Add(rest("HTTPClientFor")).Call(jen.Op("&").Id("config")),
			errCheck(),
			jen.Return(jen.Id("NewForConfigAndClient").Call(jen.Op("&").Id("config"), jen.Id("httpClient")))),
		jen.Commentf("NewForConfigAndClient creates a new %s for the given config and http client.", client).Line().
			Comment("Note the http client provided takes precedence over the configured transport values.").Line().
			Func().Id("NewForConfigAndClient").Params(jen.Id("c").Op("*").Add(rest("Config")), jen.Id("h").Op("*").Add(f.Use(httpPkg.Ident("Client")))).Params(ptr.Clone(), jen.Error()).Block(
			jen.Id("config").Op(":=").Op("*").Id("c"),
			jen.Id("setConfigDefaults").Call(jen.Op("&").Id("config")),
			jen.List(jen.Id("client"), jen.Err()).Op(":=").Add(rest("RESTClientForConfigAndClient")).Call(jen.Op("&").Id("config"), jen.Id("h")),
			errCheck(),
			jen.Return(jen.Op("&").Id(client).Values(jen.Id("client")), jen.Nil())),
		jen.Commentf("NewForConfigOrDie creates a new %s for the given config and", client).Line().
			Comment("panics if there is an error in the config.").Line().
			Func().Id("NewForConfigOrDie").Params(jen.Id("c").Op("*").Add(rest("Config"))).Add(ptr.Clone()).Block(
			jen.List(jen.Id("client"), jen.Err()).Op(":=").Id("NewForConfig").Call(jen.Id("c")),
			jen.If(jen.Err().Op("!=").Nil()).Block(jen.Panic(jen.Err())),
			jen.Return(jen.Id("client"))),
		jen.Commentf("New creates a new %s for the given RESTClient.", client).Line().
			Func().Id("New").Params(jen.Id("c").Add(rest("Interface"))).Add(ptr.Clone()).Block(
			jen.Return(jen.Op("&").Id(client).Values(jen.Id("c")))),
		p.setConfigDefaults(f, gv),
		jen.Comment("RESTClient returns a RESTClient that is used to communicate").Line().
			Comment("with API server by this client implementation.").Line().
			Func().Params(jen.Id("c").Op("*").Id(client)).Id("RESTClient").Params().Add(rest("Interface")).Block(
			jen.If(jen.Id("c").Op("==").Nil()).Block(jen.Return(jen.Nil())),
			jen.Return(jen.Id("c").Dot("restClient"))),
	}
}

// setConfigDefaults declares the function that sets a rest.Config's
// group version, API path and serializer.
func (p *plan) setConfigDefaults(f *emit.File, gv *genclient.GroupVersion) jen.Code {
	rest := func(n string) *jen.Statement { return f.Use(restPkg.Ident(n)) }
	apiPath := p.cfg.ClientsetAPIPath
	if gv.Group == "" {
		apiPath = "/api"
	}
	scheme := emit.Pkg(path.Join(p.pkg, "scheme"))
	cfg := jen.Id("config").Op("*").Add(rest("Config"))
	userAgent := jen.If(jen.Id("config").Dot("UserAgent").Op("==").Lit("")).Block(
		jen.Id("config").Dot("UserAgent").Op("=").Add(rest("DefaultKubernetesUserAgent")).Call())
	if gv.Version == "" {
		prio := func() *jen.Statement {
			return f.Use(scheme.Ident("Scheme")).Dot("PrioritizedVersionsForGroup").Call(jen.Lit(gv.Group)).Index(jen.Lit(0))
		}
		return jen.Func().Id("setConfigDefaults").Params(cfg).Block(
			jen.Id("config").Dot("APIPath").Op("=").Lit(apiPath),
			userAgent,
			jen.If(jen.Id("config").Dot("GroupVersion").Op("==").Nil().Op("||").Id("config").Dot("GroupVersion").Dot("Group").Op("!=").Add(prio()).Dot("Group")).Block(
				jen.Id("gv").Op(":=").Add(prio()),
				jen.Id("config").Dot("GroupVersion").Op("=").Op("&").Id("gv")),
			jen.Id("config").Dot("NegotiatedSerializer").Op("=").Add(rest("CodecFactoryForGeneratedClient")).Call(f.Use(scheme.Ident("Scheme")), f.Use(scheme.Ident("Codecs"))),
			jen.Line(),
			jen.If(jen.Id("config").Dot("QPS").Op("==").Lit(0)).Block(jen.Id("config").Dot("QPS").Op("=").Lit(5)),
			jen.If(jen.Id("config").Dot("Burst").Op("==").Lit(0)).Block(jen.Id("config").Dot("Burst").Op("=").Lit(10)))
	}
	return jen.Func().Id("setConfigDefaults").Params(cfg).Block(
		jen.Id("gv").Op(":=").Add(f.Use(emit.Pkg(gv.Package.Path).Ident("SchemeGroupVersion"))),
		jen.Id("config").Dot("GroupVersion").Op("=").Op("&").Id("gv"),
		jen.Id("config").Dot("APIPath").Op("=").Lit(apiPath),
		jen.Id("config").Dot("NegotiatedSerializer").Op("=").Add(rest("CodecFactoryForGeneratedClient")).Call(f.Use(scheme.Ident("Scheme")), f.Use(scheme.Ident("Codecs"))).Dot("WithoutConversion").Call(),
		jen.Line(),
		userAgent)
}
