package register

import (
	"path"
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// The packages whose identifiers the generated code uses.
const (
	metav1Pkg     emit.Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
	runtimePkg    emit.Pkg = "k8s.io/apimachinery/pkg/runtime"
	schemaPkg     emit.Pkg = "k8s.io/apimachinery/pkg/runtime/schema"
	utilruntimePk emit.Pkg = "k8s.io/apimachinery/pkg/util/runtime"
)

// registerFile emits register.go. The external form is upstream's, byte
// for byte; the internal one has the same shape for the internal version.
func (g *generator) registerFile(t *Target, opts options) *output.File {
	file := emit.NewFile(t.Pkg.Path, t.Pkg.Name)
	var decls []jen.Code
	decls = append(decls, groupVersionDecls(t, file)...)
	decls = append(decls, schemeBuilderDecls(t, file)...)
	decls = append(decls, addKnownTypesDecl(t, file))

	return &output.File{
		Path:    filepath.Join(t.Pkg.Dir, opts.OutputFile),
		PkgPath: t.Pkg.Path,
		PkgName: t.Pkg.Name,
		Code:    file,
		Decls:   decls,
	}
}

// groupVersionDecls declares GroupName, SchemeGroupVersion (and
// GroupVersion, or Kind for an internal version) and Resource.
func groupVersionDecls(t *Target, file *emit.File) []jen.Code {
	var decls []jen.Code
	decls = append(decls, jen.Comment("GroupName specifies the group name used to register the objects.").Line().
		Const().Id("GroupName").Op("=").Lit(t.Group))
	if t.Internal {
		decls = append(decls, jen.Comment("SchemeGroupVersion is the group and the internal version used to register these objects.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(file.Use(schemaPkg.Ident("GroupVersion"))).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(file.Use(runtimePkg.Ident("APIVersionInternal")))))
		decls = append(decls, jen.Comment("Kind takes an unqualified kind and returns a Group qualified GroupKind").Line().
			Func().Id("Kind").Params(jen.Id("kind").String()).Add(file.Use(schemaPkg.Ident("GroupKind"))).Block(
			jen.Return(jen.Id("SchemeGroupVersion").Dot("WithKind").Call(jen.Id("kind")).Dot("GroupKind").Call())))
	} else {
		decls = append(decls, jen.Comment("GroupVersion specifies the group and the version used to register the objects.").Line().
			Var().Id("GroupVersion").Op("=").Add(file.Use(metav1Pkg.Ident("GroupVersion"))).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
		decls = append(decls, jen.Comment("SchemeGroupVersion is group version used to register these objects").Line().
			Comment("").Line().
			Comment("Deprecated: use GroupVersion instead.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(file.Use(schemaPkg.Ident("GroupVersion"))).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
	}
	decls = append(decls, jen.Comment("Resource takes an unqualified resource and returns a Group qualified GroupResource").Line().
		Func().Id("Resource").Params(jen.Id("resource").String()).Add(file.Use(schemaPkg.Ident("GroupResource"))).Block(
		jen.Return(jen.Id("SchemeGroupVersion").Dot("WithResource").Call(jen.Id("resource")).Dot("GroupResource").Call())))
	return decls
}

// schemeBuilderDecls declares SchemeBuilder, localSchemeBuilder,
// AddToScheme, Install and the init that registers the hand-written
// functions.
func schemeBuilderDecls(t *Target, file *emit.File) []jen.Code {
	var decls []jen.Code
	builder := file.Use(runtimePkg.Ident("SchemeBuilder"))
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
func addKnownTypesDecl(t *Target, file *emit.File) jen.Code {
	// scheme.AddKnownTypes(SchemeGroupVersion,
	//	&A{},
	// )
	var known []jen.Code
	for _, name := range t.Types {
		known = append(known, jen.Op("&").Id(name).Values())
	}
	body := []jen.Code{jen.Id("scheme").Dot("AddKnownTypes").Custom(jen.Options{Open: "(SchemeGroupVersion,", Close: ")", Separator: ",", Multi: true}, known...)}
	scheme := file.Use(runtimePkg.Ident("Scheme"))
	if !t.Internal {
		body = append(body,
			jen.Comment("AddToGroupVersion allows the serialization of client types like ListOptions."),
			file.Use(metav1Pkg.Ident("AddToGroupVersion")).Call(jen.Id("scheme"), jen.Id("SchemeGroupVersion")))
	}
	body = append(body, jen.Return(jen.Nil()))
	return jen.Comment("Adds the list of known types to Scheme.").Line().
		Func().Id("addKnownTypes").Params(jen.Id("scheme").Op("*").Add(scheme)).Error().Block(body...)
}

// installFile is the file of an install package.
const installFile = "install.go"

// installGo emits <group>/install/install.go.
func (g *generator) installGo(t *Target, targets []*Target, opts options) *output.File {
	pkgPath := t.Pkg.Path + "/install"
	file := emit.NewFile(pkgPath, path.Base(pkgPath))
	byVersion := map[string]*Target{}
	for _, o := range targets {
		if !o.Internal && filepath.Dir(o.Pkg.Dir) == t.Pkg.Dir {
			byVersion[o.Version] = o
		}
	}
	scheme := file.Use(runtimePkg.Ident("Scheme"))
	must := func(c jen.Code) jen.Code { return file.Use(utilruntimePk.Ident("Must")).Call(c) }
	body := []jen.Code{must(file.Use(emit.Pkg(t.Pkg.Path).Ident("AddToScheme")).Call(jen.Id("scheme")))}
	var prio []jen.Code
	for _, v := range t.Priority {
		o := byVersion[v]
		body = append(body, must(file.Use(emit.Pkg(o.Pkg.Path).Ident("AddToScheme")).Call(jen.Id("scheme"))))
		if o.Defaults {
			// // <v>'s AddToScheme does not register its defaulters.
			// utilruntime.Must(<v>.RegisterDefaults(scheme))
			body = append(body, jen.Comment(o.Version+"'s AddToScheme does not register its defaulters.").Line().
				Add(must(file.Use(emit.Pkg(o.Pkg.Path).Ident("RegisterDefaults")).Call(jen.Id("scheme")))))
		}
		prio = append(prio, file.Use(emit.Pkg(o.Pkg.Path).Ident("SchemeGroupVersion")))
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
		Code:    file,
		Decls:   []jen.Code{decl},
	}
}
