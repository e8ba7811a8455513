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
	runtimePkg     emit.Pkg = "k8s.io/apimachinery/pkg/runtime"
	schemaPkg      emit.Pkg = "k8s.io/apimachinery/pkg/runtime/schema"
	serializerPkg  emit.Pkg = "k8s.io/apimachinery/pkg/runtime/serializer"
	utilruntimePkg emit.Pkg = "k8s.io/apimachinery/pkg/util/runtime"
)

// schemeDoc is AddToScheme's comment.
var schemeDoc = []string{
	"AddToScheme adds all types of this clientset into the given scheme. This allows composition",
	"of clientsets, like in:",
	"",
	"\timport (",
	"\t  \"k8s.io/client-go/kubernetes\"",
	"\t  clientsetscheme \"k8s.io/client-go/kubernetes/scheme\"",
	"\t  aggregatorclientsetscheme \"k8s.io/kube-aggregator/pkg/client/clientset_generated/clientset/scheme\"",
	"\t)",
	"",
	"\tkclientset, _ := kubernetes.NewForConfig(c)",
	"\t_ = aggregatorclientsetscheme.AddToScheme(clientsetscheme.Scheme)",
	"",
	"After this, RawExtensions in Kubernetes types will serialize kube-aggregator types",
	"correctly.",
}

// writeScheme writes scheme/doc.go and scheme/register.go.
func (p *plan) writeScheme(pass *gen.Pass) {
	dir := filepath.Join(p.dir, "scheme")
	p.writeDoc(pass, dir, p.schemePkg(), "scheme", "// This package contains the scheme of the automatically generated clientset.\n")
	p.writeRegister(pass, dir, p.schemePkg(), "scheme", false)
}

// writeRegister writes dir/register.go, of package name at pkg: the
// scheme of the clientset's groups (its variables private for the fake
// clientset).
func (p *plan) writeRegister(pass *gen.Pass, dir, pkg, name string, private bool) {
	f := emit.NewFile(pkg, name)
	out := pass.NewFile(filepath.Join(dir, "register.go"), f)
	if !private && p.internal() {
		out.Decls = p.installRegister(f, handWritten(pass, filepath.Join(dir, "register_custom.go")))
		return
	}
	var builders []jen.Code
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			alias := strings.ToLower(gv.GoName) + genclient.VersionPackageName(gv.Version)
			f.ImportAs(gv.Package.Path, alias)
			builders = append(builders, f.Use(emit.Pkg(gv.Package.Path).Ident("AddToScheme")))
		}
	}
	if !private && handWritten(pass, filepath.Join(dir, "register_custom.go")) {
		// The user's own registrations, as upstream adds them.
		builders = append(builders, jen.Id("ExtraAddToScheme"))
	}
	rt := func(n string) *jen.Statement { return f.Use(runtimePkg.Ident(n)) }
	scheme, codecs := "Scheme", "Codecs"
	if private {
		scheme, codecs = "scheme", "codecs"
	}
	globals := jen.Var().Id(scheme).Op("=").Add(rt("NewScheme")).Call().Line().
		Var().Id(codecs).Op("=").Add(f.Use(serializerPkg.Ident("NewCodecFactory"))).Call(jen.Id(scheme))
	builder := jen.Var().Id("localSchemeBuilder").Op("=").Add(rt("SchemeBuilder")).Custom(emit.Multi("{", "}"), builders...)
	var decls []jen.Code
	if private {
		decls = []jen.Code{globals, builder}
	} else {
		decls = []jen.Code{globals.Line().Var().Id("ParameterCodec").Op("=").Add(rt("NewParameterCodec")).Call(jen.Id(scheme)).Line().Add(builder)}
	}
	doc := jen.Null()
	for _, l := range schemeDoc {
		if strings.HasPrefix(l, "\t") {
			// Rendered as written: jennifer puts a space after "//".
			l = "//" + l
		}
		doc.Comment(l).Line()
	}
	out.Decls = append(decls,
		doc.Var().Id("AddToScheme").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
		jen.Func().Id("init").Params().Block(
			f.Use(metav1Pkg.Ident("AddToGroupVersion")).Call(jen.Id(scheme), f.Use(schemaPkg.Ident("GroupVersion")).Values(jen.Id("Version").Op(":").Lit("v1"))),
			f.Use(utilruntimePkg.Ident("Must")).Call(jen.Id("AddToScheme").Call(jen.Id(scheme)))))
}

// internal reports whether an input is an internal version: upstream then
// writes a scheme that installs each group through its install package.
func (p *plan) internal() bool {
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			if gv.Version == "" {
				return true
			}
		}
	}
	return false
}

// installRegister declares the public scheme of a clientset with an
// internal version: Install calls <group>/install's Install for every
// group (the install package beside an internal version's package, or
// beside an external version's directory), named after the group's first
// version, then ExtraInstall when register_custom.go is written by hand.
func (p *plan) installRegister(f *emit.File, custom bool) []jen.Code {
	rt := func(n string) *jen.Statement { return f.Use(runtimePkg.Ident(n)) }
	var installs []jen.Code
	for _, g := range p.groups {
		install, _ := installPackage(g)
		f.ImportAs(install, strings.ToLower(g.Versions[0].GoName))
		installs = append(installs, f.Use(emit.Pkg(install).Ident("Install")).Call(jen.Id("scheme")))
	}
	if custom {
		installs = append(installs, jen.Line(), jen.Id("ExtraInstall").Call(jen.Id("scheme")))
	}
	return []jen.Code{
		jen.Var().Id("Scheme").Op("=").Add(rt("NewScheme")).Call().Line().
			Var().Id("Codecs").Op("=").Add(f.Use(serializerPkg.Ident("NewCodecFactory"))).Call(jen.Id("Scheme")).Line().
			Var().Id("ParameterCodec").Op("=").Add(rt("NewParameterCodec")).Call(jen.Id("Scheme")),
		jen.Func().Id("init").Params().Block(
			f.Use(metav1Pkg.Ident("AddToGroupVersion")).Call(jen.Id("Scheme"), f.Use(schemaPkg.Ident("GroupVersion")).Values(jen.Id("Version").Op(":").Lit("v1"))),
			jen.Id("Install").Call(jen.Id("Scheme"))),
		jen.Comment("Install registers the API group and adds types to a scheme").Line().
			Func().Id("Install").Params(jen.Id("scheme").Op("*").Add(rt("Scheme"))).Block(installs...),
	}
}

// installPackage is the import path and the directory of g's install
// package, as upstream finds it from g's first version: beside an
// external version's directory, or in an internal version's.
func installPackage(g *Group) (importPath, dir string) {
	first := g.Versions[0]
	importPath, dir = first.Package.Path, first.Package.Dir
	if first.Version != "" {
		importPath, dir = path.Dir(importPath), filepath.Dir(dir)
	}
	return path.Join(importPath, "install"), filepath.Join(dir, "install")
}

// checkInstall reports each group of an internal clientset without an
// install package: upstream imports it all the same, and its clientset
// does not compile.
func (p *plan) checkInstall(pass *gen.Pass) {
	if pass.HasErrors() || !p.internal() {
		return
	}
	for _, g := range p.groups {
		importPath, dir := installPackage(g)
		if matches, _ := filepath.Glob(filepath.Join(dir, "*.go")); len(matches) == 0 {
			pass.Errorf(gen.FlagPos("input"), "group %s: a clientset with an internal version installs every group through its install package, and there is none in %s; write package %s with func Install(scheme *runtime.Scheme) registering the group's versions, or leave the internal version out of --input", g.Versions[0].Group, dir, importPath)
		}
	}
}
