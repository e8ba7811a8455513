package informer

import (
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// Packages the informers name.
const (
	cachePkg     emit.Pkg = "k8s.io/client-go/tools/cache"
	metav1Pkg    emit.Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
	runtimePkg   emit.Pkg = "k8s.io/apimachinery/pkg/runtime"
	schemaPkg    emit.Pkg = "k8s.io/apimachinery/pkg/runtime/schema"
	watchPkg     emit.Pkg = "k8s.io/apimachinery/pkg/watch"
	waitPkg      emit.Pkg = "k8s.io/apimachinery/pkg/util/wait"
	contextPkg   emit.Pkg = "context"
	fmtPkg       emit.Pkg = "fmt"
	reflectPkg   emit.Pkg = "reflect"
	syncPkg      emit.Pkg = "sync"
	timePkg      emit.Pkg = "time"
	interfaceDir          = "internalinterfaces"
)

// run writes the informers of the packages of the pass. Its result is
// nil.
func run(pass *gen.Pass) any {
	c := pass.Config.(*config)
	plurals, ok := checkFlags(pass, c)
	if !ok {
		return nil
	}
	ext, internal := plan(pass, c)
	pass.OwnTree(c.outputDir)
	for _, t := range []*tree{ext, internal} {
		if len(t.groups) == 0 {
			continue
		}
		w := &writer{pass: pass, t: t, plurals: plurals}
		w.all()
	}
	genclient.PrerenderAll(pass.Files(), pass.FormatCache)
	return nil
}

// writer writes one tree's files.
type writer struct {
	pass    *gen.Pass
	t       *tree
	plurals *genclient.Namer
}

// spell spells the identifiers of other packages through one file.
type spell struct {
	f *emit.File
	t *tree
}

func (s spell) use(p emit.Pkg, name string) *jen.Statement { return s.f.Use(p.Ident(name)) }
func (s spell) cache(name string) *jen.Statement           { return s.use(cachePkg, name) }
func (s spell) duration() *jen.Statement                   { return s.use(timePkg, "Duration") }

// client is the clientset's Interface.
func (s spell) client() *jen.Statement { return s.use(emit.Pkg(s.t.clientset), "Interface") }

// iface is an identifier of the tree's internalinterfaces package.
func (s spell) iface(name string) *jen.Statement {
	return s.use(emit.Pkg(path.Join(s.t.pkg, interfaceDir)), name)
}

// file creates the file name of the package at rel under the tree (""
// for the tree's own package, named pkgName) with the declarations decls
// spells through it.
func (w *writer) file(rel, pkgName, name string, decls func(s spell) []jen.Code) {
	f := emit.NewFile(path.Join(w.t.pkg, rel), pkgName)
	out := w.pass.NewFile(filepath.Join(w.t.dir, filepath.FromSlash(rel), name), f)
	out.Decls = decls(spell{f: f, t: w.t})
}

// all writes every file of the tree, in upstream's order.
func (w *writer) all() {
	for _, g := range w.t.sortedGroups() {
		for _, v := range g.Versions {
			w.version(g, v)
		}
	}
	w.file(interfaceDir, interfaceDir, "factory_interfaces.go", factoryInterfacesDecls)
	w.file("", path.Base(w.t.dir), "factory.go", func(s spell) []jen.Code { return w.factoryDecls(s) })
	w.file("", path.Base(w.t.dir), "generic.go", func(s spell) []jen.Code { return genericDecls(s, w.genericVersions()) })
	for _, g := range w.t.sortedGroups() {
		w.file(g.PkgName, strings.Split(g.PkgName, ".")[0], "interface.go", func(s spell) []jen.Code { return w.groupDecls(s, g) })
	}
}

// version writes the interface and the informers of one version.
func (w *writer) version(g *group, v *version) {
	rel := path.Join(g.PkgName, versionDir(v))
	w.file(rel, versionDir(v), "interface.go", func(s spell) []jen.Code { return w.versionDecls(s, v) })
	for _, t := range v.Types {
		w.file(rel, versionDir(v), strings.ToLower(t.Name.Name)+".go", func(s spell) []jen.Code { return w.informer(s, g, v, t).decls() })
	}
}

// informer is the informer file of t.
func (w *writer) informer(s spell, g *group, v *version, t *genclient.Type) *typeFile {
	return &typeFile{spell: s, T: t.Name.Name, t: genclient.Private(t.Name.Name), Ts: w.plurals.PublicPlural(t.Name.Name), namespaced: !t.NonNamespaced,
		typ:      emit.IdentOf(t.Name),
		listers:  emit.Pkg(w.t.listers + "/" + g.PkgName + "/" + strings.ToLower(genclient.NonEmptyVersion(v.API.Version))),
		accessor: genclient.Public(v.GoName) + genclient.Public(v.API.Version),
		gvr:      [3]string{v.API.Group, v.API.Version, strings.ToLower(t.Name.Name) + "s"},
	}
}

// genericVersion is one version's cases in ForResource.
type genericVersion struct {
	Group, Version, GroupGoName, GoVersion string
	Scheme                                 emit.Ident
	// Resources are the resource names and the plurals of the types.
	Resources [][2]string
}

// genericVersions are the versions by group name, then version name,
// lower-cased.
func (w *writer) genericVersions() []genericVersion {
	var vs []genericVersion
	groups := w.t.sortedGroups()
	sort.SliceStable(groups, func(i, j int) bool {
		return strings.ToLower(genclient.NonEmptyGroup(groups[i].Group)) < strings.ToLower(genclient.NonEmptyGroup(groups[j].Group))
	})
	for _, g := range groups {
		versions := append([]*version{}, g.Versions...)
		sort.SliceStable(versions, func(i, j int) bool {
			return strings.ToLower(genclient.NonEmptyVersion(versions[i].API.Version)) < strings.ToLower(genclient.NonEmptyVersion(versions[j].API.Version))
		})
		for _, v := range versions {
			gv := genericVersion{Group: genclient.NonEmptyGroup(g.Group), Version: genclient.NonEmptyVersion(v.API.Version), GroupGoName: g.GoName,
				GoVersion: genclient.Public(genclient.NonEmptyVersion(v.API.Version)), Scheme: emit.Pkg(v.API.Package.Path).Ident("SchemeGroupVersion")}
			for _, t := range v.Types {
				res := t.ResourceName
				if res == "" {
					res = w.plurals.LowercasePlural(t.Name.Name)
				}
				gv.Resources = append(gv.Resources, [2]string{res, w.plurals.PublicPlural(t.Name.Name)})
			}
			vs = append(vs, gv)
		}
	}
	return vs
}
