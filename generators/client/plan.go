package client

import (
	"go/token"
	"path"
	"path/filepath"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Group is one API group of the clientset: its versions, in the order
// of --input.
type Group struct {
	// PackageName names the group's directory (typed/<PackageName>).
	PackageName string
	Versions    []*genclient.GroupVersion
}

// plan is what one run writes.
type plan struct {
	cfg    *Config
	namer  *genclient.Namer
	groups []*Group
	// dir and pkg are the clientset's directory and import path.
	dir, pkg string
}

// run is the pass: it plans the clientset and writes it.
func run(pass *gen.Pass) any {
	p := newPlan(pass)
	if p == nil || pass.HasErrors() {
		return nil
	}
	pass.OwnTree(p.dir)
	p.write(pass)
	return p.groups
}

// newPlan checks the flags and reads the input packages; nil after an
// error in the flags.
func newPlan(pass *gen.Pass) *plan {
	c := pass.Config.(*Config)
	for _, f := range [][2]string{{"output-dir", c.OutputDir}, {"output-pkg", c.OutputPkg}, {"clientset-name", c.ClientsetName}, {"clientset-api-path", c.ClientsetAPIPath}} {
		if f[1] == "" {
			pass.Errorf(gen.FlagPos(f[0]), "--%s must be given", f[0])
		}
		if f[0] == "output-pkg" {
			if msg := genclient.CheckImportPath(f[0], f[1]); msg != "" {
				pass.Errorf(gen.FlagPos(f[0]), "%s", msg)
			}
		}
	}
	if c.ClientsetName != "" && !token.IsIdentifier(c.ClientsetName) {
		// It names the clientset's directory and package (#29 item 14).
		pass.Errorf(gen.FlagPos("clientset-name"), "--clientset-name %q is not a Go package name: it is the clientset's directory, below --output-dir, and its package's name; write one like versioned or internalclientset", c.ClientsetName)
	}
	if len(c.Input.Values) == 0 {
		pass.Errorf(gen.FlagPos("input"), "no --input given; name the group/versions to generate clients for, e.g. --input wardle/v1alpha1")
	}
	namer, _ := genclient.Result.Of(pass).Namer(pass, c.PluralExceptions.Values)
	if pass.HasErrors() {
		return nil
	}
	p := &plan{cfg: c, namer: namer, dir: filepath.Join(c.OutputDir, c.ClientsetName), pkg: path.Join(c.OutputPkg, c.ClientsetName)}
	model := genclient.Result.Of(pass)
	for _, ins := range groupInputs(c) {
		g := &Group{PackageName: strings.ToLower(genclient.NonEmptyGroup(ins[0].group))}
		for _, in := range ins {
			pkg := findPackage(pass, in.pkg)
			if pkg == nil {
				pass.Errorf(gen.FlagPos("input"), "no package %s for --input %s/%s; check --input-base", in.pkg, in.group, in.version)
				continue
			}
			if !checkOptOut(pass, pkg, in) {
				continue
			}
			gv := model.GroupVersion(pass, pkg, in.group, in.group, in.version)
			g.Versions = append(g.Versions, gv)
		}
		// Upstream takes the group's name from the +groupName of its
		// first version.
		for _, gv := range g.Versions[min(1, len(g.Versions)):] {
			gv.Group = g.Versions[0].Group
		}
		p.groups = append(p.groups, g)
	}
	p.applyOverrides(pass, model)
	p.checkInstall(pass)
	p.checkPlurals(pass)
	return p
}

// checkPlurals reports, at the second type's +genclient, two types of a
// group version whose clients share a plural (Policy and Policie, both
// Policies): upstream declares the group client's method and the typed
// client twice, and its output does not compile (#29 item 8).
func (p *plan) checkPlurals(pass *gen.Pass) {
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			seen := map[string]*genclient.Type{}
			for _, t := range gv.Types {
				plural := p.namer.PublicPlural(t.Name.Name)
				first := seen[plural]
				if first == nil {
					seen[plural] = t
					continue
				}
				pass.Errorf(t.Options.Pos, "type %s: its client's plural %s is also type %s's (%s:%d): the group's client would declare %s twice (upstream's does not compile); give one a plural of its own with --plural-exceptions=%s:<Plural>, or rename it",
					t.Name.Name, plural, first.Name.Name, filepath.Base(first.Options.Pos.Filename), first.Options.Pos.Line, plural, t.Name.Name)
			}
		}
	}
}

// findPackage returns the loaded package whose import path or directory
// is name.
func findPackage(pass *gen.Pass, name string) *universe.Package {
	for _, p := range pass.Packages {
		if p.Path == name || (filepath.IsAbs(name) && filepath.Clean(name) == p.Dir) {
			return p
		}
	}
	return nil
}
