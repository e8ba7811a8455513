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
	fakediscoveryPkg emit.Pkg = "k8s.io/client-go/discovery/fake"
)

// writeFakeClientset writes fake/: doc.go, register.go and
// clientset_generated.go.
func (p *plan) writeFakeClientset(pass *gen.Pass) {
	dir, pkg := filepath.Join(p.dir, "fake"), path.Join(p.pkg, "fake")
	p.writeDoc(pass, dir, pkg, "fake", "// This package has the automatically generated fake clientset.\n")
	p.writeRegister(pass, dir, pkg, "fake", true)
	f := emit.NewFile(pkg, "fake")
	out := pass.NewFile(filepath.Join(dir, "clientset_generated.go"), f)
	type ref struct {
		name      string
		real, fak emit.Pkg
	}
	var refs []ref
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			alias := strings.ToLower(gv.GoName) + genclient.VersionPackageName(gv.Version)
			real := p.gvPkg(g, gv)
			f.ImportAs(real, alias)
			f.ImportAs(path.Join(real, "fake"), "fake"+alias)
			refs = append(refs, ref{name: groupName(gv), real: emit.Pkg(real), fak: emit.Pkg(path.Join(real, "fake"))})
		}
	}
	f.ImportAs(p.pkg, "clientset")
	for _, b := range []emit.Pkg{testingPkg, discoveryPkg, runtimePkg, watchPkg} {
		f.ImportBare(string(b))
	}
	f.ImportAs(string(fakediscoveryPkg), "fakediscovery")
	f.ImportAs(string(metav1Pkg), "metav1")
	decls := []jen.Code{p.newClientset(f, "NewSimpleClientset", false)}
	decls = append(decls, p.fakeClientsetType(f)...)
	if p.cfg.ApplyConfigurationPackage != "" {
		decls = append(decls, p.newClientset(f, "NewClientset", true))
	}
	decls = append(decls, jen.Var().Defs(
		jen.Id("_").Add(f.Use(emit.Pkg(p.pkg).Ident("Interface"))).Op("=").Op("&").Id("Clientset").Values(),
		jen.Id("_").Add(f.Use(testingPkg.Ident("FakeClient"))).Op("=").Op("&").Id("Clientset").Values()))
	for _, r := range refs {
		decls = append(decls, jen.Commentf("%s retrieves the %sClient", r.name, r.name).Line().
			Func().Params(jen.Id("c").Op("*").Id("Clientset")).Id(r.name).Params().Add(f.Use(r.real.Ident(r.name+"Interface"))).Block(
			jen.Return(jen.Op("&").Add(f.Use(r.fak.Ident("Fake"+r.name))).Values(jen.Id("Fake").Op(":").Op("&").Id("c").Dot("Fake")))))
	}
	out.Decls = decls
}
