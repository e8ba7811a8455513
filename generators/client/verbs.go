package client

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// sig is what a client method's signature is made of: its name, its
// verb, whether it addresses a subresource, and its input and result
// types (package, empty for the type's own, and name).
type sig struct {
	name, verb  string
	sub         bool
	inPkg, in   string
	resPkg, res string
	// path is the subresource's path.
	path string
}

// method returns the signature of s, spelling its types in the order
// upstream's templates name them; nil for a verb without one.
func (tf *typeFile) method(s sig) jen.Code {
	ctx := jen.Id("ctx").Add(tf.f.Use(contextPkg.Ident("Context")))
	inName := genclient.Private(s.in)
	var params []jen.Code
	if s.sub {
		params = append(params, ctx, jen.Id(genclient.Private(tf.name())+"Name").String())
	} else {
		params = append(params, ctx)
	}
	opts := func(name string) jen.Code { return jen.Id("opts").Add(tf.f.Use(metav1Pkg.Ident(name))) }
	res := func() *jen.Statement { return jen.Op("*").Add(tf.typ(s.resPkg, s.res)) }
	named := func() []jen.Code { return []jen.Code{jen.Id("result").Add(res()), jen.Id("err").Error()} }
	switch s.verb {
	case "create", "update":
		in := jen.Id(inName).Op("*").Add(tf.typ(s.inPkg, s.in))
		o := map[string]string{"create": "CreateOptions", "update": "UpdateOptions"}[s.verb]
		return jen.Id(s.name).Params(append(params, in, opts(o))...).Params(res(), jen.Error())
	case "updateStatus":
		in := jen.Id(inName).Op("*").Add(tf.typ(s.inPkg, s.in))
		return jen.Comment("Add a +genclient:noStatus comment above the type to avoid generating UpdateStatus().").Line().
			Id(s.name).Params(append(params, in, opts("UpdateOptions"))...).Params(res(), jen.Error())
	case "delete":
		return jen.Id(s.name).Params(append(params, jen.Id("name").String(), opts("DeleteOptions"))...).Error()
	case "deleteCollection":
		return jen.Id(s.name).Params(append(params, opts("DeleteOptions"), jen.Id("listOpts").Add(tf.f.Use(metav1Pkg.Ident("ListOptions"))))...).Error()
	case "get":
		if s.sub {
			return jen.Id(s.name).Params(append(params, jen.Id("options").Add(tf.f.Use(metav1Pkg.Ident("GetOptions"))))...).Params(res(), jen.Error())
		}
		return jen.Id(s.name).Params(append(params, jen.Id("name").String(), opts("GetOptions"))...).Params(res(), jen.Error())
	case "list":
		return jen.Id(s.name).Params(append(params, opts("ListOptions"))...).Params(jen.Op("*").Add(tf.typ(s.resPkg, s.res+"List")), jen.Error())
	case "watch":
		return jen.Id(s.name).Params(append(params, opts("ListOptions"))...).Params(tf.f.Use(watchPkg.Ident("Interface")), jen.Error())
	case "patch":
		return jen.Id(s.name).Params(append(params, jen.Id("name").String(), jen.Id("pt").Add(tf.f.Use(typesPkg.Ident("PatchType"))),
			jen.Id("data").Index().Byte(), opts("PatchOptions"), jen.Id("subresources").Op("...").String())...).Params(named()...)
	case "apply", "applyStatus":
		in := jen.Id(inName).Op("*").Add(tf.applyConfig(s.inPkg, s.in))
		if s.sub {
			// Upstream's subresource template leaves the results unnamed.
			return jen.Id(s.name).Params(append(params, in, opts("ApplyOptions"))...).Params(res(), jen.Error())
		}
		m := jen.Id(s.name).Params(append(params, in, opts("ApplyOptions"))...).Params(named()...)
		if s.verb == "applyStatus" {
			return jen.Comment("Add a +genclient:noStatus comment above the type to avoid generating ApplyStatus().").Line().Add(m)
		}
		return m
	}
	return nil
}

// verbNames are the methods of the default verbs.
var verbNames = map[string]string{
	"create": "Create", "update": "Update", "updateStatus": "UpdateStatus", "delete": "Delete", "deleteCollection": "DeleteCollection",
	"get": "Get", "list": "List", "watch": "Watch", "patch": "Patch", "apply": "Apply", "applyStatus": "ApplyStatus",
}

// interfaceMethods are the methods of the type's interface: its verbs,
// its extension methods, and its expansion.
func (tf *typeFile) interfaceMethods() []jen.Code {
	var out []jen.Code
	if !tf.t.NoVerbs {
		for _, v := range genclient.SupportedVerbs {
			if !tf.t.HasVerb(v) || ((v == "apply" || v == "applyStatus") && !tf.apply()) {
				continue
			}
			out = append(out, tf.method(sig{name: verbNames[v], verb: v, in: tf.name(), res: tf.name()}))
		}
		exts := tf.extensions()
		for _, e := range exts {
			out = append(out, tf.method(e))
		}
		// Upstream ends the extension methods with a blank line.
		if len(exts) > 0 {
			out = append(out, jen.Line())
		}
	}
	return append(out, jen.Id(tf.public()+"Expansion"))
}

// extSigs are the signatures of the type's extension methods as their
// tags give them (those of verb apply only with apply configurations).
func (tf *typeFile) extSigs() []sig {
	var out []sig
	for _, m := range tf.t.Options.Methods {
		if m.Verb == "apply" && !tf.apply() {
			continue
		}
		s := sig{name: m.Name, verb: m.Verb, sub: m.IsSubresource(), in: tf.name(), res: tf.name(), path: m.Subresource}
		if m.Input != "" {
			s.inPkg, s.in = m.InputType()
		}
		if m.Result != "" {
			s.resPkg, s.res = m.ResultType()
		}
		out = append(out, s)
	}
	return out
}

// extensions are the signatures of the extension methods in the
// interface: upstream declares those of a subresource by its
// subresource template only for create, list, update, get and apply.
func (tf *typeFile) extensions() []sig {
	out := tf.extSigs()
	for i, s := range out {
		if s.sub && s.verb != "create" && s.verb != "list" && s.verb != "update" && s.verb != "get" && s.verb != "apply" {
			out[i].sub = false
		}
	}
	return out
}
