package client

import (
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
	var builders []jen.Code
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			alias := strings.ToLower(gv.GoName) + genclient.VersionPackageName(gv.Version)
			f.ImportAs(gv.Package.Path, alias)
			builders = append(builders, f.Use(emit.Pkg(gv.Package.Path).Ident("AddToScheme")))
		}
	}
	if !private && handWritten(filepath.Join(dir, "register_custom.go")) {
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
	builder := jen.Var().Id("localSchemeBuilder").Op("=").Add(rt("SchemeBuilder")).Custom(multi("{", "}"), builders...)
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
