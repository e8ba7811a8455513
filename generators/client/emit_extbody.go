package client

import (
	"fmt"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// comment is the method's doc comment, as upstream's templates word it
// (the fake's differ in a few places).
func (e ext) comment() []string {
	n, typ := e.s.name, genclient.Private(e.tf.name())
	in, res := genclient.Private(e.s.in), genclient.Private(e.s.res)
	switch e.s.verb {
	case "get":
		obj := res
		if e.sub && !e.fake {
			obj = e.tf.f.Text(e.resIdent())
		}
		return []string{fmt.Sprintf("%s takes name of the %s, and returns the corresponding %s object, and an error if there is any.", n, typ, obj)}
	case "list":
		plural := e.tf.p.namer.PublicPlural(e.s.res)
		if e.fake {
			return []string{fmt.Sprintf("%s takes label and field selectors, and returns the list of %s that match those selectors.", n, e.tf.plural())}
		}
		if e.sub {
			return []string{fmt.Sprintf("%s takes %s name, label and field selectors, and returns the list of %s that match those selectors.", n, e.tf.f.Text(emit.IdentOf(e.tf.t.Name)), plural)}
		}
		return []string{fmt.Sprintf("%s takes label and field selectors, and returns the list of %s that match those selectors.", n, plural)}
	case "create":
		return []string{fmt.Sprintf("%s takes the representation of a %s and creates it.  Returns the server's representation of the %s, and an error, if there is any.", n, in, res)}
	case "update":
		what := "the representation"
		if e.sub && !e.fake {
			what = "the top resource name and the representation"
		}
		return []string{fmt.Sprintf("%s takes %s of a %s and updates it. Returns the server's representation of the %s, and an error, if there is any.", n, what, in, res)}
	case "patch":
		return []string{fmt.Sprintf("%s applies the patch and returns the patched %s.", n, res)}
	case "apply":
		if e.sub {
			return []string{fmt.Sprintf("%s takes top resource name and the apply declarative configuration for %s,", n, e.s.path),
				fmt.Sprintf("applies it and returns the applied %s, and an error, if there is any.", res)}
		}
		return []string{fmt.Sprintf("%s takes the given apply declarative configuration, applies it and returns the applied %s.", n, res)}
	}
	return nil
}

// resIdent is the result type as an identifier.
func (e ext) resIdent() emit.Ident {
	pkg := e.s.resPkg
	if pkg == "" {
		pkg = e.tf.t.Name.Package
	}
	return emit.Pkg(pkg).Ident(e.s.res)
}

// newResult is result = &<Result>{} (of the list type for list).
func (e ext) newResult(name string) jen.Code {
	return jen.Id("result").Op("=").Op("&").Add(e.tf.typ(e.s.resPkg, name)).Values()
}

// body is the typed client's request.
func (e ext) body() []jen.Code {
	name := jen.Id("name")
	if e.sub {
		name = jen.Id(e.nameVar())
	}
	ret := jen.Return()
	switch e.s.verb {
	case "get":
		call := e.request(client("Get"), append(e.target(name), append([]jen.Code{e.versioned("options")}, into()...)...)...)
		return []jen.Code{e.newResult(e.s.res), jen.Err().Op("=").Add(call), ret}
	case "list":
		calls := []jen.Code{jen.Id("Resource").Call(jen.Lit(e.tf.p.namer.Resource(e.tf.t)))}
		if e.sub {
			calls = e.target(name)
		}
		calls = append(calls, e.versioned("opts"), jen.Id("Timeout").Call(jen.Id("timeout")))
		call := e.request(client("Get"), append(calls, into()...)...)
		return append(e.timeout(), e.newResult(e.s.res+"List"), jen.Err().Op("=").Add(call), ret)
	case "create", "update":
		method, calls := map[string]string{"create": "Post", "update": "Put"}[e.s.verb], []jen.Code{jen.Id("Resource").Call(jen.Lit(e.tf.p.namer.Resource(e.tf.t)))}
		if e.sub {
			calls = e.target(name)
		} else if e.s.verb == "update" {
			calls = e.target(jen.Id(e.inVar()).Dot("Name"))
		}
		calls = append(calls, e.versioned("opts"), jen.Id("Body").Call(jen.Id(e.inVar())))
		return []jen.Code{e.newResult(e.s.res), jen.Err().Op("=").Add(e.request(client(method), append(calls, into()...)...)), ret}
	case "patch":
		calls := []jen.Code{jen.Id("Resource").Call(jen.Lit(e.tf.p.namer.Resource(e.tf.t))), jen.Id("Name").Call(jen.Id("name")),
			jen.Id("SubResource").Call(jen.Id("subresources").Op("...")), e.versioned("opts"), jen.Id("Body").Call(jen.Id("data"))}
		return []jen.Code{e.newResult(e.s.res), jen.Err().Op("=").Add(e.request(client("Patch", jen.Id("pt")), append(calls, into()...)...)), ret}
	case "apply":
		return e.applyBody()
	}
	return nil
}

// nilCheck returns an error when the apply configuration is nil.
func (e ext) nilCheck(verb string) jen.Code {
	return jen.If(jen.Id(e.inVar()).Op("==").Nil()).Block(
		jen.Return(jen.Nil(), e.tf.f.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit(e.inVar()+" provided to "+verb+" must not be nil"))))
}

// nameCheck takes the apply configuration's name, an error without one.
func (e ext) nameCheck(verb string) []jen.Code {
	return []jen.Code{jen.Id("name").Op(":=").Id(e.inVar()).Dot("Name"),
		jen.If(jen.Id("name").Op("==").Nil()).Block(
			jen.Return(jen.Nil(), e.tf.f.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit(e.inVar()+".Name must be provided to "+verb))))}
}

func errReturn() jen.Code {
	return jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Nil(), jen.Err()))
}

// applyBody is the typed client's apply request.
func (e ext) applyBody() []jen.Code {
	out := []jen.Code{e.nilCheck(e.s.name), jen.Id("patchOpts").Op(":=").Id("opts").Dot("ToPatchOptions").Call()}
	name := jen.Id(e.nameVar())
	if !e.sub {
		out = append(out, e.nameCheck(e.s.name)...)
		name = jen.Op("*").Id("name")
	}
	out = append(out, jen.List(jen.Id("request"), jen.Err()).Op(":=").Add(e.tf.f.Use(applyPkg.Ident("NewRequest"))).Call(jen.Id("c").Dot("GetClient").Call(), jen.Id(e.inVar())),
		errReturn())
	if e.sub {
		out = append(out, jen.Line())
	}
	calls := append(e.target(name), e.versioned("patchOpts"))
	return append(out, e.newResult(e.s.res), jen.Err().Op("=").Add(e.request(jen.Id("request"), append(calls, into()...)...)), jen.Return())
}
