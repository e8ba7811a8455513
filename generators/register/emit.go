package register

import (
	"path"
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// registerFile emits register.go. The external form is upstream's, byte
// for byte; the internal one has the same shape for the internal version.
func (g *generator) registerFile(t *Target, opts Options) *output.File {
	n := emit.NewNamer(t.Pkg.Path)
	var decls []jen.Code
	q := func(pkg, name string) *jen.Statement {
		n.Imports.Add(pkg)
		return jen.Qual(pkg, name)
	}
	decls = append(decls, groupVersionDecls(t, q)...)
	decls = append(decls, schemeBuilderDecls(t, q)...)
	decls = append(decls, addKnownTypesDecl(t, q))

	return &output.File{
		Path:    filepath.Join(t.Pkg.Dir, opts.OutputFile),
		PkgPath: t.Pkg.Path,
		PkgName: t.Pkg.Name,
		Header:  opts.Header,
		Imports: n.Imports.List(),
		Decls:   decls,
	}
}

// qualifier names an identifier of a package, importing it.
type qualifier func(pkg, name string) *jen.Statement

// groupVersionDecls declares GroupName, SchemeGroupVersion (and
// GroupVersion, or Kind for an internal version) and Resource.
func groupVersionDecls(t *Target, q qualifier) []jen.Code {
	var decls []jen.Code
	decls = append(decls, jen.Comment("GroupName specifies the group name used to register the objects.").Line().
		Const().Id("GroupName").Op("=").Lit(t.Group))
	if t.Internal {
		decls = append(decls, jen.Comment("SchemeGroupVersion is the group and the internal version used to register these objects.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(q(schemaPkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(q(runtimePkg, "APIVersionInternal"))))
		decls = append(decls, jen.Comment("Kind takes an unqualified kind and returns a Group qualified GroupKind").Line().
			Func().Id("Kind").Params(jen.Id("kind").String()).Add(q(schemaPkg, "GroupKind")).Block(
			jen.Return(jen.Id("SchemeGroupVersion").Dot("WithKind").Call(jen.Id("kind")).Dot("GroupKind").Call())))
	} else {
		decls = append(decls, jen.Comment("GroupVersion specifies the group and the version used to register the objects.").Line().
			Var().Id("GroupVersion").Op("=").Add(q(metav1Pkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
		decls = append(decls, jen.Comment("SchemeGroupVersion is group version used to register these objects").Line().
			Comment("").Line().
			Comment("Deprecated: use GroupVersion instead.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(q(schemaPkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
	}
	decls = append(decls, jen.Comment("Resource takes an unqualified resource and returns a Group qualified GroupResource").Line().
		Func().Id("Resource").Params(jen.Id("resource").String()).Add(q(schemaPkg, "GroupResource")).Block(
		jen.Return(jen.Id("SchemeGroupVersion").Dot("WithResource").Call(jen.Id("resource")).Dot("GroupResource").Call())))
	return decls
}

// schemeBuilderDecls declares SchemeBuilder, localSchemeBuilder,
// AddToScheme, Install and the init that registers the hand-written
// functions.
func schemeBuilderDecls(t *Target, q qualifier) []jen.Code {
	var decls []jen.Code
	builder := q(runtimePkg, "SchemeBuilder")
	if t.Internal {
		decls = append(decls, jen.Var().Defs(
			jen.Comment("SchemeBuilder collects the functions that add this version to a scheme."),
			jen.Id("SchemeBuilder").Add(builder),
			jen.Id("localSchemeBuilder").Op("=").Op("&").Id("SchemeBuilder"),
			jen.Comment("AddToScheme adds this version to a scheme."),
			jen.Id("AddToScheme").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
			jen.Comment("Install adds this version to a scheme."),
			jen.Id("Install").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
		))
	} else {
		decls = append(decls, jen.Var().Defs(
			jen.Comment("localSchemeBuilder and AddToScheme will stay in k8s.io/kubernetes."),
			jen.Id("SchemeBuilder").Add(builder),
			jen.Id("localSchemeBuilder").Op("=").Op("&").Id("SchemeBuilder"),
			jen.Comment("Deprecated: use Install instead"),
			jen.Id("AddToScheme").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
			jen.Id("Install").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
		))
	}
	registered := []jen.Code{jen.Id("addKnownTypes")}
	for _, f := range t.Funcs {
		registered = append(registered, jen.Id(f))
	}
	decls = append(decls, jen.Func().Id("init").Params().Block(
		jen.Comment("We only register manually written functions here. The registration of the"),
		jen.Comment("generated functions takes place in the generated files. The separation"),
		jen.Comment("makes the code compile even when the generated files are missing."),
		jen.Id("localSchemeBuilder").Dot("Register").Call(registered...),
	))
	return decls
}

// addKnownTypesDecl declares addKnownTypes, which adds the types of t to a
// scheme.
func addKnownTypesDecl(t *Target, q qualifier) jen.Code {
	// scheme.AddKnownTypes(SchemeGroupVersion,
	//	&A{},
	// )
	var known []jen.Code
	for _, name := range t.Types {
		known = append(known, jen.Op("&").Id(name).Values())
	}
	body := []jen.Code{jen.Id("scheme").Dot("AddKnownTypes").Custom(jen.Options{Open: "(SchemeGroupVersion,", Close: ")", Separator: ",", Multi: true}, known...)}
	scheme := q(runtimePkg, "Scheme")
	if !t.Internal {
		body = append(body,
			jen.Comment("AddToGroupVersion allows the serialization of client types like ListOptions."),
			q(metav1Pkg, "AddToGroupVersion").Call(jen.Id("scheme"), jen.Id("SchemeGroupVersion")))
	}
	body = append(body, jen.Return(jen.Nil()))
	return jen.Comment("Adds the list of known types to Scheme.").Line().
		Func().Id("addKnownTypes").Params(jen.Id("scheme").Op("*").Add(scheme)).Error().Block(body...)
}

// installFile is the file of an install package.
const installFile = "install.go"

// installGo emits <group>/install/install.go.
func (g *generator) installGo(t *Target, targets []*Target, opts Options) *output.File {
	pkgPath := t.Pkg.Path + "/install"
	n := emit.NewNamer(pkgPath)
	q := func(pkg, name string) *jen.Statement {
		n.Imports.Add(pkg)
		return jen.Qual(pkg, name)
	}
	byVersion := map[string]*Target{}
	for _, o := range targets {
		if !o.Internal && filepath.Dir(o.Pkg.Dir) == t.Pkg.Dir {
			byVersion[o.Version] = o
		}
	}
	scheme := q(runtimePkg, "Scheme")
	must := func(c jen.Code) jen.Code { return q(utilruntimePk, "Must").Call(c) }
	body := []jen.Code{must(q(t.Pkg.Path, "AddToScheme").Call(jen.Id("scheme")))}
	var prio []jen.Code
	for _, v := range t.Priority {
		o := byVersion[v]
		body = append(body, must(q(o.Pkg.Path, "AddToScheme").Call(jen.Id("scheme"))))
		if o.Defaults {
			// // <v>'s AddToScheme does not register its defaulters.
			// utilruntime.Must(<v>.RegisterDefaults(scheme))
			body = append(body, jen.Comment(o.Version+"'s AddToScheme does not register its defaulters.").Line().
				Add(must(q(o.Pkg.Path, "RegisterDefaults").Call(jen.Id("scheme")))))
		}
		prio = append(prio, q(o.Pkg.Path, "SchemeGroupVersion"))
	}
	body = append(body, must(jen.Id("scheme").Dot("SetVersionPriority").Call(prio...)))
	decl := jen.Comment("Install registers the API group and adds types to a scheme: the internal").Line().
		Comment("version, every external version, and their priority (the first is the").Line().
		Comment("preferred and storage version).").Line().
		Func().Id("Install").Params(jen.Id("scheme").Op("*").Add(scheme)).Block(body...)
	return &output.File{
		Path:    filepath.Join(t.Pkg.Dir, "install", installFile),
		PkgPath: pkgPath,
		PkgName: path.Base(pkgPath),
		Header:  opts.Header,
		Imports: n.Imports.List(),
		Decls:   []jen.Code{decl},
	}
}
