package informer

import (
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/genclientlite"
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
		if w.err != nil {
			pass.Errorf(pass.Packages[0].DocTagPos(""), "%v", w.err)
		}
	}
	return nil
}

// writer writes one tree's files; the first error stops it.
type writer struct {
	pass    *gen.Pass
	t       *tree
	plurals genclientlite.Plurals
	err     error
}

// file creates the file name of the package at rel under the tree (""
// for the tree's own package, named pkgName) and fills it with snippet s.
func (w *writer) file(rel, pkgName, name string, s *genclientlite.Snippet, data func(f *emit.File) any) {
	if w.err != nil {
		return
	}
	f := emit.NewFile(path.Join(w.t.pkg, rel), pkgName)
	out := w.pass.NewFile(filepath.Join(w.t.dir, filepath.FromSlash(rel), name), f)
	code, err := s.Render(f, data(f))
	if err != nil {
		w.err = err
		return
	}
	out.Decls = append(out.Decls, code)
}

// all writes every file of the tree, in upstream's order.
func (w *writer) all() {
	for _, g := range w.t.sortedGroups() {
		for _, v := range g.Versions {
			w.version(g, v)
		}
	}
	w.file(interfaceDir, interfaceDir, "factory_interfaces.go", factoryInterfaces, func(*emit.File) any { return w.common() })
	w.file("", path.Base(w.t.dir), "factory.go", factory, func(*emit.File) any { return w.factoryData() })
	w.file("", path.Base(w.t.dir), "generic.go", generic, func(*emit.File) any { return w.genericData() })
	for _, g := range w.t.sortedGroups() {
		w.file(g.PkgName, strings.Split(g.PkgName, ".")[0], "interface.go", groupInterface, func(*emit.File) any { return w.groupData(g) })
	}
}

// version writes the interface and the informers of one version.
func (w *writer) version(g *group, v *version) {
	rel := path.Join(g.PkgName, versionDir(v))
	w.file(rel, versionDir(v), "interface.go", versionInterface, func(*emit.File) any {
		d := w.common()
		var types []map[string]any
		for _, t := range v.Types {
			types = append(types, w.names(t))
		}
		d["Types"] = types
		return d
	})
	for _, t := range v.Types {
		w.file(rel, versionDir(v), strings.ToLower(t.Name.Name)+".go", informer, func(*emit.File) any { return w.informerData(g, v, t) })
	}
}

// names are a type's names in the templates.
func (w *writer) names(t *genclientlite.Type) map[string]any {
	return map[string]any{
		"T": t.Name.Name, "t": genclientlite.IL(t.Name.Name), "Ts": w.plurals.Public(t.Name.Name),
		"Namespaced": !t.NonNamespaced,
	}
}

// common are the identifiers most templates name.
func (w *writer) common() map[string]any {
	ii := emit.Pkg(path.Join(w.t.pkg, interfaceDir))
	return map[string]any{
		"clientSetInterface":              emit.Pkg(w.t.clientset).Ident("Interface"),
		"timeDuration":                    timePkg.Ident("Duration"),
		"cacheSharedIndexInformer":        cachePkg.Ident("SharedIndexInformer"),
		"cacheIndexers":                   cachePkg.Ident("Indexers"),
		"cacheInformerName":               cachePkg.Ident("InformerName"),
		"runtimeObject":                   runtimePkg.Ident("Object"),
		"v1ListOptions":                   metav1Pkg.Ident("ListOptions"),
		"schemaGroupVersionResource":      schemaPkg.Ident("GroupVersionResource"),
		"contextContext":                  contextPkg.Ident("Context"),
		"interfacesSharedInformerFactory": ii.Ident("SharedInformerFactory"),
		"interfacesTweakListOptionsFunc":  ii.Ident("TweakListOptionsFunc"),
		"interfacesNewInformerFunc":       ii.Ident("NewInformerFunc"),
		"interfacesInformerOptions":       ii.Ident("InformerOptions"),
	}
}

// informerData is the data of one type's informer.
func (w *writer) informerData(g *group, v *version, t *genclientlite.Type) map[string]any {
	d := w.common()
	for k, x := range w.names(t) {
		d[k] = x
	}
	listers := emit.Pkg(w.t.listers + "/" + g.PkgName + "/" + strings.ToLower(genclientlite.VersionNonEmpty(v.API.Version)))
	for _, n := range []string{"DeletedObject", "ListWatch", "MetaNamespaceIndexFunc", "NamespaceIndex", "NewTypedSharedIndexInformer", "NewSharedIndexInformerWithOptions", "TypedFilteringResourceEventHandler", "TypedResourceEventHandlerDetailedFuncs", "TypedResourceEventHandlerFuncs", "TypedIndexers", "TypedIndexersToIndexers", "TypedSharedIndexInformer", "SharedIndexInformerOptions", "ToListWatcherWithWatchListSemantics"} {
		d["cache"+n] = cachePkg.Ident(n)
	}
	d["contextBackground"] = contextPkg.Ident("Background")
	d["watchInterface"] = watchPkg.Ident("Interface")
	d["Type"] = emit.IdentOf(t.Name)
	d["Lister"] = listers.Ident(t.Name.Name + "Lister")
	d["NewLister"] = listers.Ident("New" + t.Name.Name + "Lister")
	d["Group"] = genclientlite.IC(v.GoName)
	d["Version"] = genclientlite.IC(v.API.Version)
	d["GroupName"] = v.API.Group
	d["VersionName"] = v.API.Version
	d["ResourceName"] = strings.ToLower(t.Name.Name) + "s"
	return d
}

// groupData is the data of a group's interface.
func (w *writer) groupData(g *group) map[string]any {
	d := w.common()
	var vs []map[string]any
	for _, v := range g.Versions {
		p := emit.Pkg(path.Join(w.t.pkg, g.PkgName, versionDir(v)))
		vs = append(vs, map[string]any{"Name": genclientlite.IC(genclientlite.VersionNonEmpty(v.API.Version)), "Interface": p.Ident("Interface"), "New": p.Ident("New")})
	}
	d["Versions"] = vs
	return d
}

// factoryData is the data of factory.go.
func (w *writer) factoryData() map[string]any {
	d := w.common()
	for _, n := range []string{"DoneChecker", "SyncResult", "TransformFunc", "WaitFor"} {
		d["cache"+n] = cachePkg.Ident(n)
	}
	d["syncMutex"], d["syncWaitGroup"] = syncPkg.Ident("Mutex"), syncPkg.Ident("WaitGroup")
	d["reflectType"], d["reflectTypeOf"] = reflectPkg.Ident("Type"), reflectPkg.Ident("TypeOf")
	d["metav1Object"], d["metav1NamespaceAll"] = metav1Pkg.Ident("Object"), metav1Pkg.Ident("NamespaceAll")
	d["waitContextForChannel"] = waitPkg.Ident("ContextForChannel")
	d["contextCause"] = contextPkg.Ident("Cause")
	var gs []map[string]any
	for _, g := range w.t.sortedGroups() {
		p := emit.Pkg(path.Join(w.t.pkg, g.PkgName))
		gs = append(gs, map[string]any{"GoName": g.GoName, "Interface": p.Ident("Interface"), "New": p.Ident("New")})
	}
	d["Groups"] = gs
	return d
}

// genericVersion is one version's cases in ForResource.
type genericVersion struct {
	Group, Version, GroupGoName, GoVersion string
	Scheme                                 emit.Ident
	Resources                              []map[string]string
}

// genericData is the data of generic.go: the versions by group name,
// then version name, lower-cased.
func (w *writer) genericData() map[string]any {
	var vs []genericVersion
	groups := w.t.sortedGroups()
	sort.SliceStable(groups, func(i, j int) bool {
		return strings.ToLower(genclientlite.NonEmpty(groups[i].Group)) < strings.ToLower(genclientlite.NonEmpty(groups[j].Group))
	})
	for _, g := range groups {
		versions := append([]*version{}, g.Versions...)
		sort.SliceStable(versions, func(i, j int) bool {
			return strings.ToLower(genclientlite.VersionNonEmpty(versions[i].API.Version)) < strings.ToLower(genclientlite.VersionNonEmpty(versions[j].API.Version))
		})
		for _, v := range versions {
			gv := genericVersion{Group: genclientlite.NonEmpty(g.Group), Version: genclientlite.VersionNonEmpty(v.API.Version), GroupGoName: g.GoName,
				GoVersion: genclientlite.IC(genclientlite.VersionNonEmpty(v.API.Version)), Scheme: emit.Pkg(v.API.Path).Ident("SchemeGroupVersion")}
			for _, t := range v.Types {
				res := t.ResourceName
				if res == "" {
					res = w.plurals.Lower(t.Name.Name)
				}
				gv.Resources = append(gv.Resources, map[string]string{"Resource": res, "Plural": w.plurals.Public(t.Name.Name)})
			}
			vs = append(vs, gv)
		}
	}
	d := w.common()
	d["cacheGenericLister"], d["cacheNewGenericLister"] = cachePkg.Ident("GenericLister"), cachePkg.Ident("NewGenericLister")
	d["schemaGroupResource"], d["fmtErrorf"] = schemaPkg.Ident("GroupResource"), fmtPkg.Ident("Errorf")
	d["Versions"] = vs
	return d
}
