package lister

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// names are what a type's lister declarations are named after.
type names struct {
	// T is the type's name (Flunder), t its private form (flunder), Ts
	// its public plural (Flunders).
	T, t, Ts   string
	namespaced bool
}

// expansionDecls are the expansion interfaces of a type's lister.
func expansionDecls(n names) []jen.Code {
	decls := []jen.Code{emit.Doc(n.T+"ListerExpansion allows custom methods to be added to", n.T+"Lister.").
		Type().Id(n.T + "ListerExpansion").Interface()}
	if n.namespaced {
		decls = append(decls, emit.Doc(n.T+"NamespaceListerExpansion allows custom methods to be added to", n.T+"NamespaceLister.").
			Type().Id(n.T+"NamespaceListerExpansion").Interface())
	}
	return decls
}

// lister spells the identifiers of a lister's file.
type lister struct {
	f    *emit.File
	n    names
	typ  emit.Ident
	self string // the type's package, whose Resource names the resource
}

// ptr is *T, the type spelled through the file.
func (l *lister) ptr() *jen.Statement { return jen.Op("*").Add(l.f.Use(l.typ)) }

func (l *lister) use(p emit.Pkg, name string) *jen.Statement { return l.f.Use(p.Ident(name)) }

// listDecl is the List method of a lister interface, documented.
func (l *lister) listDecl(where string) *jen.Statement {
	return emit.Doc("List lists all "+l.n.Ts+" in the indexer"+where+".", "Objects returned here must be treated as read-only.").
		Id("List").Params(jen.Id("selector").Add(l.use(labelsPkg, "Selector"))).
		Params(jen.Id("ret").Index().Add(l.ptr()), jen.Err().Error())
}

// getDecl is the Get method of a lister interface, documented.
func (l *lister) getDecl(from string) *jen.Statement {
	return emit.Doc("Get retrieves the "+l.n.T+" from the "+from+".", "Objects returned here must be treated as read-only.").
		Id("Get").Params(jen.Id("name").String()).Params(l.ptr(), jen.Error())
}

// indexerStruct is a lister's struct, embedding listers.ResourceIndexer.
func (l *lister) indexerStruct(name string) *jen.Statement {
	return jen.Type().Id(name).Struct(l.use(listersPkg, "ResourceIndexer").Types(l.ptr()))
}

// decls are the declarations of the lister's file, in upstream's order.
func (l *lister) decls() []jen.Code {
	n := l.n
	methods := []jen.Code{l.listDecl("")}
	if n.namespaced {
		methods = append(methods, emit.Doc(n.Ts+" returns an object that can list and get "+n.Ts+".").
			Id(n.Ts).Params(jen.Id("namespace").String()).Id(n.T+"NamespaceLister"))
	} else {
		methods = append(methods, l.getDecl("index for a given name"))
	}
	methods = append(methods, jen.Id(n.T+"ListerExpansion"))
	decls := []jen.Code{
		emit.Doc(n.T+"Lister helps list "+n.Ts+".", "All objects returned here must be treated as read-only.").
			Type().Id(n.T + "Lister").Interface(methods...),
		emit.Doc(n.t + "Lister implements the " + n.T + "Lister interface.").Add(l.indexerStruct(n.t + "Lister")),
		emit.Doc("New" + n.T + "Lister returns a new " + n.T + "Lister.").
			Func().Id("New" + n.T + "Lister").Params(jen.Id("indexer").Add(l.use(cachePkg, "Indexer"))).Id(n.T + "Lister").Block(
			jen.Return(jen.Op("&").Id(n.t + "Lister").Values(l.use(listersPkg, "New").Types(l.ptr()).Call(
				jen.Id("indexer"), l.f.Use(emit.Pkg(l.self).Ident("Resource")).Call(jen.Lit(strings.ToLower(n.T))))))),
	}
	if !n.namespaced {
		return decls
	}
	return append(decls,
		emit.Doc(n.Ts+" returns an object that can list and get "+n.Ts+".").
			Func().Params(jen.Id("s").Op("*").Id(n.t+"Lister")).Id(n.Ts).Params(jen.Id("namespace").String()).Id(n.T+"NamespaceLister").Block(
			jen.Return(jen.Id(n.t+"NamespaceLister").Values(l.use(listersPkg, "NewNamespaced").Types(l.ptr()).Call(
				jen.Id("s").Dot("ResourceIndexer"), jen.Id("namespace"))))),
		emit.Doc(n.T+"NamespaceLister helps list and get "+n.Ts+".", "All objects returned here must be treated as read-only.").
			Type().Id(n.T+"NamespaceLister").Interface(l.listDecl(" for a given namespace"), l.getDecl("indexer for a given namespace and name"), jen.Id(n.T+"NamespaceListerExpansion")),
		emit.Doc(n.t+"NamespaceLister implements the "+n.T+"NamespaceLister", "interface.").Add(l.indexerStruct(n.t+"NamespaceLister")),
	)
}
