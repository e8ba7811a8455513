package client

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// The packages the generated code names.
const (
	contextPkg emit.Pkg = "context"
	fmtPkg     emit.Pkg = "fmt"
	httpPkg    emit.Pkg = "net/http"
	metav1Pkg  emit.Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
	typesPkg   emit.Pkg = "k8s.io/apimachinery/pkg/types"
	watchPkg   emit.Pkg = "k8s.io/apimachinery/pkg/watch"
	gentypePkg emit.Pkg = "k8s.io/client-go/gentype"
	restPkg    emit.Pkg = "k8s.io/client-go/rest"
	applyPkg   emit.Pkg = "k8s.io/client-go/util/apply"
)

// typeFile is the file of one type's client in its typed package.
type typeFile struct {
	p    *plan
	gv   *genclient.GroupVersion
	t    *genclient.Type
	f    *emit.File
	self string // the typed package's import path
}

// gvDir and gvPkg are the typed package of gv: its directory and path.
func (p *plan) gvDir(g *Group, gv *genclient.GroupVersion) string {
	return filepath.Join(p.dir, "typed", g.PackageName, genclient.VersionPackageName(gv.Version))
}

func (p *plan) gvPkg(g *Group, gv *genclient.GroupVersion) string {
	return path.Join(p.pkg, "typed", g.PackageName, genclient.VersionPackageName(gv.Version))
}

// writeType writes the client of t.
func (p *plan) writeType(pass files, g *Group, gv *genclient.GroupVersion, t *genclient.Type) {
	self := p.gvPkg(g, gv)
	tf := &typeFile{p: p, gv: gv, t: t, f: emit.NewFile(self, genclient.VersionPackageName(gv.Version)), self: self}
	out := pass.NewFile(filepath.Join(p.gvDir(g, gv), strings.ToLower(genclient.Private(t.Name.Name))+".go"), tf.f)
	out.Decls = tf.decls()
}

func (tf *typeFile) name() string   { return tf.t.Name.Name }
func (tf *typeFile) public() string { return genclient.Public(tf.name()) }
func (tf *typeFile) plural() string { return tf.p.namer.PublicPlural(tf.name()) }
func (tf *typeFile) privPlural() string {
	return tf.p.namer.PrivatePlural(tf.t.Name.Package, tf.name())
}
func (tf *typeFile) apply() bool { return tf.p.cfg.ApplyConfigurationPackage != "" }

// typ spells the type named name of the type's package (or of pkg).
func (tf *typeFile) typ(pkg, name string) *jen.Statement {
	if pkg == "" {
		pkg = tf.t.Name.Package
	}
	return tf.f.Use(emit.Pkg(pkg).Ident(name))
}

// applyConfig spells the apply configuration of the type pkg.name.
func (tf *typeFile) applyConfig(pkg, name string) *jen.Statement {
	if pkg == "" {
		pkg = tf.t.Name.Package
	}
	_, gv := splitGV(pkg)
	return tf.f.Use(emit.Pkg(path.Join(tf.p.cfg.ApplyConfigurationPackage, gv)).Ident(name + "ApplyConfiguration"))
}

// splitGV splits a package path into what precedes its last two
// elements and those two ("wardle/v1alpha1").
func splitGV(p string) (string, string) {
	parts := strings.Split(p, "/")
	if len(parts) <= 2 {
		return "", p
	}
	return strings.Join(parts[:len(parts)-2], "/"), strings.Join(parts[len(parts)-2:], "/")
}

func (tf *typeFile) decls() []jen.Code {
	getter := jen.Id(tf.plural()).Params().Id(tf.public() + "Interface")
	if !tf.t.NonNamespaced {
		getter = jen.Id(tf.plural()).Params(jen.Id("namespace").String()).Id(tf.public() + "Interface")
	}
	decls := []jen.Code{
		jen.Commentf("%sGetter has a method to return a %sInterface.", tf.plural(), tf.public()).Line().
			Comment("A group's client should implement this interface.").Line().
			Type().Id(tf.plural() + "Getter").Interface(getter),
		jen.Commentf("%sInterface has methods to work with %s resources.", tf.public(), tf.public()).Line().
			Type().Id(tf.public() + "Interface").Interface(tf.interfaceMethods()...),
	}
	return append(decls, tf.structDecls()...)
}
