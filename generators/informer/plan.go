package informer

import (
	"go/token"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// tree is one output tree: the external versions' (externalversions/)
// or the internal ones' (internalversion/).
type tree struct {
	dir, pkg  string
	clientset string
	listers   string
	groups    map[string]*group
}

// group is one API group of a tree, by the directory its path gives.
type group struct {
	// PkgName is the group's directory ("core", "apps").
	PkgName string
	// Group is the group as written (+groupName), GoName its Go name.
	Group, GoName string
	Versions      []*version
}

// version is one API package of a group and the types it has informers
// for.
type version struct {
	API *genclient.PathPackage
	// GoName is the group's Go name when the package was read (upstream
	// names the client's group accessor by it).
	GoName string
	Types  []*genclient.Type
}

// sortedGroups are t's groups by directory.
func (t *tree) sortedGroups() []*group {
	var out []*group
	for _, k := range slices.Sorted(maps.Keys(t.groups)) {
		out = append(out, t.groups[k])
	}
	return out
}

// add adds the informers of api's types ts to t.
func (t *tree) add(api *genclient.PathPackage, goName string, ts []*genclient.Type) {
	g := t.groups[api.PathGroup]
	if g == nil {
		g = &group{PkgName: api.PathGroup, Group: api.Group}
		t.groups[api.PathGroup] = g
	}
	g.Versions = append(g.Versions, &version{API: api, GoName: goName, Types: ts})
}

// plan reads the packages of the pass into the external and internal
// trees.
func plan(pass *gen.Pass, c *config) (ext, internal *tree) {
	extDir, extPkg, intDir, intPkg := c.outputDir, c.outputPkg, c.outputDir, c.outputPkg
	if !c.singleDirectory {
		extDir, extPkg = filepath.Join(extDir, "externalversions"), path.Join(extPkg, "externalversions")
		intDir, intPkg = filepath.Join(intDir, "internalversion"), path.Join(intPkg, "internalversion")
	}
	ext = &tree{dir: extDir, pkg: extPkg, clientset: c.versionedClientset, listers: c.listersPackage, groups: map[string]*group{}}
	internal = &tree{dir: intDir, pkg: intPkg, clientset: c.internalClientset, listers: c.listersPackage, groups: map[string]*group{}}
	goNames := map[string]string{}
	model := genclient.Result.Of(pass)
	for _, pkg := range pass.Packages {
		api, ok := model.PathPackage(pass, pkg, optOut)
		if !ok {
			continue
		}
		goNames[api.PathGroup] = api.GoName
		var ts []*genclient.Type
		for _, t := range api.Types {
			if !t.NoVerbs && t.HasVerb("list") && t.HasVerb("watch") {
				ts = append(ts, t)
			}
		}
		if len(ts) == 0 {
			continue
		}
		if api.Internal {
			if c.internalClientset == "" {
				pass.Errorf(pkg.DocTagPos(""), "%s is an internal version (its ObjectMeta has no json tag), whose informers need --internal-clientset-package; give it, or leave the package out", pkg.Path)
				continue
			}
			internal.add(api, goNames[api.PathGroup], ts)
		} else {
			ext.add(api, goNames[api.PathGroup], ts)
		}
	}
	for _, t := range []*tree{ext, internal} {
		for _, g := range t.groups {
			g.GoName = goNames[g.PkgName]
		}
	}
	return ext, internal
}

// checkFlags reports the flags upstream requires and reads
// --plural-exceptions.
func checkFlags(pass *gen.Pass, c *config) (*genclient.Namer, bool) {
	ok := true
	for _, f := range []struct{ name, value, what string }{
		{"--output-dir", c.outputDir, "the informers are written under it"},
		{"--output-pkg", c.outputPkg, "the informers' import path"},
		{"--versioned-clientset-package", c.versionedClientset, "the import path of the clientset the informers list and watch with"},
		{"--listers-package", c.listersPackage, "the import path of the listers (lister-gen's --output-pkg)"},
	} {
		if f.value == "" {
			pass.Errorf(token.Position{Filename: f.name}, "%s must be specified: %s", f.name, f.what)
			ok = false
		}
		if msg := genclient.CheckImportPath(f.name[2:], f.value); f.name != "--output-dir" && msg != "" {
			pass.Errorf(token.Position{Filename: f.name}, "%s", msg)
			ok = false
		}
	}
	plurals, pok := genclient.Result.Of(pass).Namer(pass, c.plurals.Values)
	return plurals, ok && pok
}

// versionDir is the directory of a version's informers under its group's.
func versionDir(v *version) string {
	return strings.ToLower(genclient.NonEmptyVersion(v.API.Version))
}
