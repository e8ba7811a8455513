package applyconfig

import (
	"path"
	"reflect"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const (
	metaPkg    = "k8s.io/apimachinery/pkg/apis/meta/v1"
	runtimePkg = "k8s.io/apimachinery/pkg/runtime"
	// suffix ends the names of apply configuration types.
	suffix = "ApplyConfiguration"
)

// Plan is what a run writes: a package of apply configurations per input
// package, and the map from API types to the packages of their apply
// configurations.
type Plan struct {
	OutputDir, OutputPkg string
	// Packages are those with apply configurations, by output package.
	Packages []*Package
	// all are the input packages generated for, with apply
	// configurations or not.
	all []*Package
	// refs maps a type to the package of its apply configuration: the
	// externals, and the types of Packages.
	refs map[universe.Name]string
}

// Package is one input package and the apply configurations written for
// it.
type Package struct {
	Src *universe.Package
	// OutPkg is its output package, Subdir that package under the base.
	OutPkg, Subdir string
	// Group is the API group ("" for the core group), Version the
	// version, GroupGoName the group's name in Go identifiers.
	Group, Version, GroupGoName string
	// Types are its apply configurations, by lower-case name.
	Types []*ApplyConfig
	// client holds the +genclient tags of its types.
	client map[*universe.Type]genclient.Options
}

// ApplyConfig is one type's apply configuration.
type ApplyConfig struct {
	Type   *universe.Type
	Client genclient.Options
	// OpenAPIName is the type's name in the schema, when it has one
	// (extraction functions are written only then).
	OpenAPIName string
}

// Name is the apply configuration's type name.
func (a *ApplyConfig) Name() string { return a.Type.Name.Name + suffix }

// groupNonEmpty is the group's name, "core" for the core group.
func (p *Package) groupNonEmpty() string {
	if p.Group == "" {
		return "core"
	}
	return p.Group
}

// apiVersion is the group/version of apiVersion fields.
func (p *Package) apiVersion() string {
	if p.Group == "" {
		return p.Version
	}
	return p.Group + "/" + p.Version
}

// newPlan plans the apply configurations of the pass's packages.
func newPlan(pass *gen.Pass, c *Config) *Plan {
	p := &Plan{OutputDir: c.OutputDir, OutputPkg: c.OutputPkg, refs: map[universe.Name]string{}}
	for n, pkg := range c.Externals {
		p.refs[n] = pkg
	}
	var pkgs []*Package
	seen := map[string]*universe.Package{}
	for _, src := range pass.Packages {
		pkg := p.input(pass, src)
		if pkg == nil {
			continue
		}
		if prev := seen[pkg.OutPkg]; prev != nil {
			pass.Errorf(src.DocTagPos(""), "packages %s and %s both have apply configurations in %s (its last two path elements); give only one", prev.Path, src.Path, pkg.OutPkg)
			continue
		}
		seen[pkg.OutPkg] = src
		pkgs = append(pkgs, pkg)
	}
	slices.SortFunc(pkgs, func(a, b *Package) int { return strings.Compare(a.OutPkg, b.OutPkg) })
	p.all = pkgs
	p.addReachable(pass, pkgs)
	for _, pkg := range pkgs {
		p.collect(pass, pkg)
		if len(pkg.Types) > 0 {
			p.Packages = append(p.Packages, pkg)
		}
	}
	checkVersions(pass, p.Packages)
	return p
}

// input reads one input package: nil when it is skipped.
func (p *Plan) input(pass *gen.Pass, src *universe.Package) *Package {
	doc := tags.OfPackage(src)
	on, ok, d := enabledTag.Get(doc)
	pass.ReportTags(d)
	if ok && !on.Value {
		return nil
	}
	if internalMeta(src) {
		// Upstream logs that it skips it; kube_codegen.sh's gen_client
		// gives internal packages routinely, so this is no warning.
		return nil
	}
	group, version := genclient.FromPath(src.Path)
	parts := strings.Split(src.Path, "/")
	sub := src.Path
	if len(parts) > 2 {
		sub = strings.Join(parts[len(parts)-2:], "/")
	}
	gv := genclient.Result.Of(pass).GroupVersion(pass, src, group, group, version)
	pkg := &Package{Src: src, OutPkg: path.Join(p.OutputPkg, strings.ToLower(sub)), Group: gv.Group, Version: version, GroupGoName: gv.GoName, client: map[*universe.Type]genclient.Options{}}
	pkg.Subdir = strings.TrimPrefix(pkg.OutPkg, p.OutputPkg+"/")
	for _, t := range gv.Types {
		pkg.client[t.Type] = t.Options
	}
	return pkg
}

// internalMeta reports whether src is an internal version: the first
// ObjectMeta field of its types has no json tag.
func internalMeta(src *universe.Package) bool {
	for _, t := range src.Types() {
		for _, m := range t.Members {
			if m.Name == "ObjectMeta" {
				_, ok := lookupJSON(m)
				return !ok
			}
		}
	}
	return false
}

// checkVersions reports two packages of one group and version, whose
// apply configurations ForKind cannot tell apart.
func checkVersions(pass *gen.Pass, pkgs []*Package) {
	seen := map[[2]string]*Package{}
	for _, pkg := range pkgs {
		k := [2]string{pkg.Group, pkg.Version}
		if prev := seen[k]; prev != nil {
			pass.Errorf(pkg.Src.DocTagPos(""), "packages %s and %s are both version %s of group %q; give one package per version", prev.Src.Path, pkg.Src.Path, pkg.Version, pkg.Group)
		}
		seen[k] = pkg
	}
}

// canApply reports whether a type is a root of apply configurations: a
// +genclient type with apply or applyStatus.
func canApply(o genclient.Options) bool {
	return o.GenerateClient && (o.HasVerb("apply") || o.HasVerb("applyStatus"))
}

// jsonTag is a field's json tag as apply configurations read it.
type jsonTag struct {
	name              string
	inline, omitempty bool
}

// String is the tag's value: the name (none when inline), then
// ",omitempty".
func (j jsonTag) String() string {
	s := j.name
	if j.inline {
		s = ""
	}
	if j.omitempty {
		s += ",omitempty"
	}
	return s
}

// lookupJSON reads m's json tag; ok is false without one, or for "-".
func lookupJSON(m universe.Member) (jsonTag, bool) {
	tag, ok := reflect.StructTag(m.Tags).Lookup("json")
	if !ok || tag == "-" {
		return jsonTag{}, false
	}
	name, opts, _ := strings.Cut(tag, ",")
	j := jsonTag{name: name, inline: m.Embedded && name == "", omitempty: slices.Contains(strings.Split(opts, ","), "omitempty")}
	if j.name == "" {
		j.name = m.Name
	}
	return j, true
}
