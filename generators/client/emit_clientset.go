package client

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

const (
	discoveryPkg   emit.Pkg = "k8s.io/client-go/discovery"
	flowcontrolPkg emit.Pkg = "k8s.io/client-go/util/flowcontrol"
)

// gvRef is one group version as the clientset names it.
type gvRef struct {
	name, lower string // WardleV1alpha1, wardleV1alpha1
	pkg         emit.Pkg
}

// clientsetRefs are the typed packages of every group version, imported
// under upstream's names.
func (p *plan) clientsetRefs(f *emit.File) []gvRef {
	var out []gvRef
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			pkg := p.gvPkg(g, gv)
			f.ImportAs(pkg, strings.ToLower(gv.GoName)+genclient.VersionPackageName(gv.Version))
			out = append(out, gvRef{name: groupName(gv), lower: genclient.Private(gv.GoName) + genclientVersion(gv.Version), pkg: emit.Pkg(pkg)})
		}
	}
	return out
}

// writeClientset writes clientset.go.
func (p *plan) writeClientset(pass *gen.Pass) {
	f := emit.NewFile(p.pkg, p.cfg.ClientsetName)
	out := pass.NewFile(filepath.Join(p.dir, "clientset.go"), f)
	refs := p.clientsetRefs(f)
	disc := func(n string) *jen.Statement { return f.Use(discoveryPkg.Ident(n)) }
	iface := []jen.Code{jen.Id("Discovery").Params().Add(disc("DiscoveryInterfaces"))}
	fields := []jen.Code{jen.Op("*").Add(disc("DiscoveryClient"))}
	for _, r := range refs {
		iface = append(iface, jen.Id(r.name).Params().Add(f.Use(r.pkg.Ident(r.name+"Interface"))))
		fields = append(fields, jen.Id(r.lower).Op("*").Add(f.Use(r.pkg.Ident(r.name+"Client"))))
	}
	decls := []jen.Code{
		jen.Type().Id("Interface").Interface(iface...),
		jen.Comment("Clientset contains the clients for groups.").Line().Type().Id("Clientset").Struct(fields...),
	}
	for _, r := range refs {
		decls = append(decls, jen.Commentf("%s retrieves the %sClient", r.name, r.name).Line().
			Func().Params(jen.Id("c").Op("*").Id("Clientset")).Id(r.name).Params().Add(f.Use(r.pkg.Ident(r.name+"Interface"))).Block(
			jen.Return(jen.Id("c").Dot(r.lower))))
	}
	decls = append(decls, jen.Comment("Discovery retrieves the DiscoveryClient").Line().
		Func().Params(jen.Id("c").Op("*").Id("Clientset")).Id("Discovery").Params().Add(disc("DiscoveryInterfaces")).Block(
		jen.If(jen.Id("c").Op("==").Nil()).Block(jen.Return(jen.Nil())),
		jen.Return(jen.Id("c").Dot("DiscoveryClient"))))
	out.Decls = append(decls, p.clientsetConstructors(f, refs)...)
}

// clientsetConstructors declare NewForConfig, NewForConfigAndClient,
// NewForConfigOrDie and New.
func (p *plan) clientsetConstructors(f *emit.File, refs []gvRef) []jen.Code {
	rest := func(n string) *jen.Statement { return f.Use(restPkg.Ident(n)) }
	csc := jen.Id("configShallowCopy")
	andClient := []jen.Code{}
	news := []jen.Code{jen.Var().Id("cs").Id("Clientset")}
	cfgArg := func() *jen.Statement { return jen.Op("&").Id("configShallowCopy") }
	newForConfig := jen.Commentf("NewForConfig creates a new Clientset for the given config.").Line().
		Comment("If config's RateLimiter is not set and QPS and Burst are acceptable,").Line().
		Comment("NewForConfig will generate a rate-limiter in configShallowCopy.").Line().
		Comment("NewForConfig is equivalent to NewForConfigAndClient(c, httpClient),").Line().
		Comment("where httpClient was generated with rest.HTTPClientFor(c).").Line().
		Func().Id("NewForConfig").Params(jen.Id("c").Op("*").Add(rest("Config"))).Params(jen.Op("*").Id("Clientset"), jen.Error()).Block(
		csc.Clone().Op(":=").Op("*").Id("c"),
		jen.Line(),
		jen.If(csc.Clone().Dot("UserAgent").Op("==").Lit("")).Block(csc.Clone().Dot("UserAgent").Op("=").Add(rest("DefaultKubernetesUserAgent")).Call()),
		jen.Line(),
		jen.Comment("share the transport between all clients"),
		jen.List(jen.Id("httpClient"), jen.Err()).Op(":=").Add(rest("HTTPClientFor")).Call(cfgArg()),
		errCheck(),
		jen.Line(),
		jen.Return(jen.Id("NewForConfigAndClient").Call(cfgArg(), jen.Id("httpClient"))))
	andClient = append(andClient,
		csc.Clone().Op(":=").Op("*").Id("c"),
		jen.If(csc.Clone().Dot("RateLimiter").Op("==").Nil().Op("&&").Add(csc.Clone()).Dot("QPS").Op(">").Lit(0)).Block(
			jen.If(csc.Clone().Dot("Burst").Op("<=").Lit(0)).Block(
				jen.Return(jen.Nil(), f.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit("burst is required to be greater than 0 when RateLimiter is not set and QPS is set to greater than 0")))),
			csc.Clone().Dot("RateLimiter").Op("=").Add(f.Use(flowcontrolPkg.Ident("NewTokenBucketRateLimiter"))).Call(csc.Clone().Dot("QPS"), csc.Clone().Dot("Burst"))),
		jen.Line(),
		jen.Var().Id("cs").Id("Clientset"),
		jen.Var().Err().Error())
	for _, r := range refs {
		andClient = append(andClient, jen.List(jen.Id("cs").Dot(r.lower), jen.Err()).Op("=").Add(f.Use(r.pkg.Ident("NewForConfigAndClient"))).Call(cfgArg(), jen.Id("httpClient")), errCheck())
		news = append(news, jen.Id("cs").Dot(r.lower).Op("=").Add(f.Use(r.pkg.Ident("New"))).Call(jen.Id("c")))
	}
	andClient = append(andClient, jen.Line(),
		jen.List(jen.Id("cs").Dot("DiscoveryClient"), jen.Err()).Op("=").Add(f.Use(discoveryPkg.Ident("NewDiscoveryClientForConfigAndClient"))).Call(cfgArg(), jen.Id("httpClient")),
		errCheck(),
		jen.Return(jen.Op("&").Id("cs"), jen.Nil()))
	news = append(news, jen.Line(), jen.Id("cs").Dot("DiscoveryClient").Op("=").Add(f.Use(discoveryPkg.Ident("NewDiscoveryClient"))).Call(jen.Id("c")), jen.Return(jen.Op("&").Id("cs")))
	return []jen.Code{
		newForConfig,
		jen.Comment("NewForConfigAndClient creates a new Clientset for the given config and http client.").Line().
			Comment("Note the http client provided takes precedence over the configured transport values.").Line().
			Comment("If config's RateLimiter is not set and QPS and Burst are acceptable,").Line().
			Comment("NewForConfigAndClient will generate a rate-limiter in configShallowCopy.").Line().
			Func().Id("NewForConfigAndClient").Params(jen.Id("c").Op("*").Add(rest("Config")), jen.Id("httpClient").Op("*").Add(f.Use(httpPkg.Ident("Client")))).Params(jen.Op("*").Id("Clientset"), jen.Error()).Block(andClient...),
		jen.Comment("NewForConfigOrDie creates a new Clientset for the given config and").Line().
			Comment("panics if there is an error in the config.").Line().
			Func().Id("NewForConfigOrDie").Params(jen.Id("c").Op("*").Add(rest("Config"))).Op("*").Id("Clientset").Block(
			jen.List(jen.Id("cs"), jen.Err()).Op(":=").Id("NewForConfig").Call(jen.Id("c")),
			jen.If(jen.Err().Op("!=").Nil()).Block(jen.Panic(jen.Err())),
			jen.Return(jen.Id("cs"))),
		jen.Comment("New creates a new Clientset for the given RESTClient.").Line().
			Func().Id("New").Params(jen.Id("c").Add(rest("Interface"))).Op("*").Id("Clientset").Block(news...),
	}
}

// schemeDir and schemePkg are the clientset's scheme package.
func (p *plan) schemePkg() string { return path.Join(p.pkg, "scheme") }
