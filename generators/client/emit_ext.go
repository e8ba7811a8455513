package client

import (
	"path"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

const (
	timePkg emit.Pkg = "time"
	jsonPkg emit.Pkg = "encoding/json"
)

// ext is one extension method (+genclient:method) as its
// implementation, real or fake, spells it.
type ext struct {
	tf *typeFile
	s  sig
	// sub is whether it addresses a subresource (s.path is given).
	sub  bool
	fake bool
}

// extensionDecls are the implementations of the extension methods, in
// the order of their tags.
func (tf *typeFile) extensionDecls() []jen.Code {
	if tf.t.NoVerbs {
		return nil
	}
	var out []jen.Code
	for _, s := range tf.extSigs() {
		out = append(out, ext{tf: tf, s: s, sub: s.path != ""}.decl())
	}
	return out
}

func (e ext) res() *jen.Statement { return e.tf.typ(e.s.resPkg, e.s.res) }
func (e ext) in() *jen.Statement  { return e.tf.typ(e.s.inPkg, e.s.in) }
func (e ext) inVar() string       { return genclient.Private(e.s.in) }
func (e ext) nameVar() string     { return genclient.Private(e.tf.name()) + "Name" }
func (e ext) meta(n string) *jen.Statement {
	return e.tf.f.Use(metav1Pkg.Ident(n))
}
func (e ext) codec() *jen.Statement {
	return e.tf.f.Use(emit.Pkg(path.Join(e.tf.p.pkg, "scheme")).Ident("ParameterCodec"))
}

// params are the method's parameters; those of a fake's list never
// name the parent object, as upstream's fake template has no variant for
// subresources.
func (e ext) params() []jen.Code {
	out := []jen.Code{jen.Id("ctx").Add(e.tf.f.Use(contextPkg.Ident("Context")))}
	name := jen.Id("name").String()
	if e.sub {
		name = jen.Id(e.nameVar()).String()
	}
	in := jen.Id(e.inVar()).Op("*").Add(e.in())
	switch e.s.verb {
	case "get":
		return append(out, name, jen.Id("options").Add(e.meta("GetOptions")))
	case "list":
		if e.sub && !e.fake {
			out = append(out, name)
		}
		return append(out, jen.Id("opts").Add(e.meta("ListOptions")))
	case "create", "update":
		if e.sub {
			out = append(out, name)
		}
		o := map[string]string{"create": "CreateOptions", "update": "UpdateOptions"}[e.s.verb]
		return append(out, in, jen.Id("opts").Add(e.meta(o)))
	case "patch":
		return append(out, jen.Id("name").String(), jen.Id("pt").Add(e.tf.f.Use(typesPkg.Ident("PatchType"))),
			jen.Id("data").Index().Byte(), jen.Id("opts").Add(e.meta("PatchOptions")), jen.Id("subresources").Op("...").String())
	case "apply":
		if e.sub {
			out = append(out, name)
		}
		return append(out, jen.Id(e.inVar()).Op("*").Add(e.tf.applyConfig(e.s.inPkg, e.s.in)), jen.Id("opts").Add(e.meta("ApplyOptions")))
	}
	return out
}

// results are the method's results.
func (e ext) results() []jen.Code {
	switch e.s.verb {
	case "list":
		list := e.tf.typ(e.s.resPkg, e.s.res+"List")
		if e.fake {
			list = e.tf.typ("", e.tf.name()+"List")
		}
		return []jen.Code{jen.Id("result").Op("*").Add(list), jen.Id("err").Error()}
	}
	return []jen.Code{jen.Id("result").Op("*").Add(e.res()), jen.Id("err").Error()}
}

// decl is the method of the typed client: its comment, signature and
// request.
func (e ext) decl() jen.Code {
	recv := jen.Params(jen.Id("c").Op("*").Id(e.tf.privPlural()))
	doc := e.comment()
	return comments(doc).Func().Add(recv).Id(e.s.name).Params(e.params()...).Params(e.results()...).Block(e.body()...)
}

// request is c.GetClient().<verb> or another head, then the calls every
// request makes (protobuf, namespace), then calls, one a line.
func (e ext) request(head *jen.Statement, calls ...jen.Code) *jen.Statement {
	var pre []jen.Code
	if e.tf.p.cfg.PrefersProtobuf {
		pre = append(pre, jen.Id("UseProtobufAsDefault").Call())
	}
	if !e.tf.t.NonNamespaced {
		pre = append(pre, jen.Id("Namespace").Call(jen.Id("c").Dot("GetNamespace").Call()))
	}
	return emit.Chain(head, append(pre, calls...)...)
}

// client is c.GetClient().<method>(args).
func client(method string, args ...jen.Code) *jen.Statement {
	return jen.Id("c").Dot("GetClient").Call().Dot(method).Call(args...)
}

// target are the calls naming the object and its subresource.
func (e ext) target(name jen.Code) []jen.Code {
	out := []jen.Code{jen.Id("Resource").Call(jen.Lit(e.tf.p.namer.Resource(e.tf.t))), jen.Id("Name").Call(name)}
	if e.sub {
		out = append(out, jen.Id("SubResource").Call(jen.Lit(e.s.path)))
	}
	return out
}

// params is &name, scheme.ParameterCodec.
func (e ext) versioned(name string) jen.Code {
	return jen.Id("VersionedParams").Call(jen.Op("&").Id(name), e.codec())
}

func into() []jen.Code {
	return []jen.Code{jen.Id("Do").Call(jen.Id("ctx")), jen.Id("Into").Call(jen.Id("result"))}
}

// timeout declares the request's timeout from opts.
func (e ext) timeout() []jen.Code {
	dur := func() *jen.Statement { return e.tf.f.Use(timePkg.Ident("Duration")) }
	return []jen.Code{jen.Var().Id("timeout").Add(dur()),
		jen.If(jen.Id("opts").Dot("TimeoutSeconds").Op("!=").Nil()).Block(
			jen.Id("timeout").Op("=").Add(dur()).Call(jen.Op("*").Id("opts").Dot("TimeoutSeconds")).Op("*").Add(e.tf.f.Use(timePkg.Ident("Second"))))}
}
