package client

import (
	"path/filepath"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// write creates every file of the clientset.
func (p *plan) write(pass *gen.Pass) {
	p.writeClientset(pass)
	p.writeScheme(pass)
	if p.cfg.FakeClient {
		p.writeFakeClientset(pass)
	}
	if p.cfg.ClientsetOnly {
		return
	}
	type groupVersion struct {
		g  *Group
		gv *genclient.GroupVersion
	}
	var gvs []groupVersion
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			gvs = append(gvs, groupVersion{g, gv})
		}
	}
	genclient.Batches(pass, len(gvs), func(i int, b *genclient.Batch) {
		p.writeGroupVersion(b, gvs[i].g, gvs[i].gv)
	})
}

// writeGroupVersion creates the files of a group version's typed client
// (and fake client). It is called for several at once, each with a
// batch of its own.
func (p *plan) writeGroupVersion(pass files, g *Group, gv *genclient.GroupVersion) {
	p.writeDoc(pass, p.gvDir(g, gv), p.gvPkg(g, gv), genclient.VersionPackageName(gv.Version), "// This package has the automatically generated typed clients.\n")
	for _, t := range gv.Types {
		p.writeType(pass, g, gv, t)
	}
	p.writeGroup(pass, g, gv)
	p.writeExpansion(pass, g, gv)
	if p.cfg.FakeClient {
		p.writeFakeGroup(pass, g, gv)
	}
}

// files is where the writers create files: the pass, or a batch of
// its files (genclient.Batch).
type files interface {
	NewFile(path string, code *emit.File) *output.File
	ReadFile(name string) ([]byte, error)
}

// writeDoc writes dir/doc.go, of package name at pkg, with doc.
func (p *plan) writeDoc(pass files, dir, pkg, name, doc string) {
	f := pass.NewFile(filepath.Join(dir, "doc.go"), emit.NewFile(pkg, name))
	f.Doc = doc
}

// writeExpansion writes generated_expansion.go: an empty expansion
// interface for each type that has no hand-written <type>_expansion.go.
func (p *plan) writeExpansion(pass files, g *Group, gv *genclient.GroupVersion) {
	dir := p.gvDir(g, gv)
	f := pass.NewFile(filepath.Join(dir, "generated_expansion.go"), emit.NewFile(p.gvPkg(g, gv), genclient.VersionPackageName(gv.Version)))
	for _, t := range gv.Types {
		if handWritten(pass, filepath.Join(dir, strings.ToLower(t.Name.Name)+"_expansion.go")) {
			continue
		}
		f.Decls = append(f.Decls, jen.Type().Id(t.Name.Name+"Expansion").Interface())
	}
}

// handWritten reports whether the file at path exists and is not
// generated.
func handWritten(pass files, path string) bool {
	src, err := pass.ReadFile(path)
	return err == nil && !output.IsGenerated(src)
}

// groupName is gv's client's name ("WardleV1alpha1").
func groupName(gv *genclient.GroupVersion) string { return gv.GoName + genclientVersion(gv.Version) }

// writeGroup writes <group>_client.go: the group version's client.
func (p *plan) writeGroup(pass files, g *Group, gv *genclient.GroupVersion) {
	self := p.gvPkg(g, gv)
	f := emit.NewFile(self, genclient.VersionPackageName(gv.Version))
	out := pass.NewFile(filepath.Join(p.gvDir(g, gv), g.PackageName+"_client.go"), f)
	name := groupName(gv)
	client := name + "Client"
	rest := func(n string) *jen.Statement { return f.Use(restPkg.Ident(n)) }
	iface := []jen.Code{jen.Id("RESTClient").Params().Add(rest("Interface"))}
	for _, t := range gv.Types {
		iface = append(iface, jen.Id(p.namer.PublicPlural(t.Name.Name)+"Getter"))
	}
	decls := []jen.Code{
		jen.Type().Id(name + "Interface").Interface(iface...),
		jen.Commentf("%s is used to interact with features provided by the %s group.", client, gv.Group).Line().
			Type().Id(client).Struct(jen.Id("restClient").Add(rest("Interface"))),
	}
	for _, t := range gv.Types {
		plural := p.namer.PublicPlural(t.Name.Name)
		if t.NonNamespaced {
			decls = append(decls, jen.Func().Params(jen.Id("c").Op("*").Id(client)).Id(plural).Params().Id(genclient.Public(t.Name.Name)+"Interface").Block(
				jen.Return(jen.Id("new"+plural).Call(jen.Id("c")))))
			continue
		}
		decls = append(decls, jen.Func().Params(jen.Id("c").Op("*").Id(client)).Id(plural).Params(jen.Id("namespace").String()).Id(genclient.Public(t.Name.Name)+"Interface").Block(
			jen.Return(jen.Id("new"+plural).Call(jen.Id("c"), jen.Id("namespace")))))
	}
	out.Decls = append(decls, p.groupConstructors(f, gv, client)...)
}
