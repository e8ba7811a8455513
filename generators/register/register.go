package register

import (
	"bytes"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The comment tags this generator reads.
const (
	tagName            = "k8s:register-gen"
	tagInternal        = tagName + ":internal"
	tagSchemeFuncs     = tagName + ":scheme-funcs"
	tagInstall         = tagName + ":install"
	tagVersionPriority = tagName + ":version-priority"
	tagGroupName       = "groupName"

	// handWritten is the file whose presence makes upstream skip a package
	// (when it is not the output file).
	handWritten = "register.go"
)

// Keywords make a file worth parsing: registration helpers may live in
// files that declare no type.
var Keywords = []string{"addDefaultingFuncs", "addConversionFuncs", "RegisterDefaults"}

// options configure a run.
type options struct {
	OutputFile string
	// Packages are the packages to generate for; the roots of the load if
	// nil.
	Packages []*universe.Package
	// Defaults are the packages defaulter-gen writes a RegisterDefaults
	// for, by import path (its result).
	Defaults map[string]bool
	// FS reads the packages' files beyond the load (generated ones, a
	// register.go of their own): the pass's.
	FS gen.FS
}

// Target is what register-gen decided for one package.
type Target struct {
	Pkg      *universe.Package
	Group    string
	Version  string
	Internal bool
	// Write is set when the package's register file is written. An
	// internal version is written only on request (+k8s:register-gen:internal
	// or :install), as upstream never writes one; a package with a register.go
	// of its own is not written when the output file has another name, as
	// upstream skips it. Skipped says why not.
	Write   bool
	Skipped string
	// Types are the names of the types registered, sorted.
	Types []string
	// Funcs are the hand-written or generated registration functions
	// registered beside addKnownTypes, in order
	// (+k8s:register-gen:scheme-funcs only).
	Funcs []string
	// Install is set on an internal version tagged to get an install
	// package; Priority then lists its external versions, preferred first.
	Install  bool
	Priority []string
	// Defaults is set on an external version with defaulters that its
	// AddToScheme does not register (see hasDefaults, registersDefaults):
	// an install package registers its RegisterDefaults.
	Defaults bool
}

// result is the plan, the files and the warnings of a run.
type result struct {
	Targets  []*Target
	Files    []*output.File
	Warnings universe.ErrorList
}

type generator struct {
	u          *universe.Universe
	roots      []*universe.Package
	outputFile string
	// defaults are options.Defaults.
	defaults map[string]bool
	fs       gen.FS
	errs     universe.ErrorList
	warnings universe.ErrorList
}

func newGenerator(u *universe.Universe, opts options) *generator {
	g := &generator{u: u, roots: opts.Packages, outputFile: opts.OutputFile, defaults: opts.Defaults, fs: opts.FS}
	if g.fs == nil {
		g.fs = gen.OS{}
	}
	if g.roots == nil {
		g.roots = u.Roots
	}
	return g
}

// generate returns register files (and install files) for the root
// packages of u. On any error it returns no files.
func generate(u *universe.Universe, opts options) (*result, error) {
	g := newGenerator(u, opts)
	targets := g.plan()
	if len(g.errs) > 0 {
		return &result{Warnings: g.warnings}, g.errs
	}
	res := &result{Targets: targets, Warnings: g.warnings}
	for _, t := range targets {
		if t.Write {
			res.Files = append(res.Files, g.registerFile(t, opts))
		}
		if t.Install {
			res.Files = append(res.Files, g.installGo(t, targets, opts))
		}
	}
	return res, nil
}

func (g *generator) plan() []*Target {
	var targets []*Target
	for _, pkg := range g.roots {
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				g.errs = append(g.errs, list...)
			}
			continue
		}
		if t := g.target(pkg); t != nil {
			targets = append(targets, t)
		}
	}
	for _, t := range targets {
		if t.Install {
			g.priority(t, targets)
		}
		t.Defaults = !t.Internal && g.hasDefaults(t.Pkg) && !registersDefaults(g.fs, t)
	}
	return targets
}

func (g *generator) errorAt(pos universe.Pos, format string, args ...any) {
	g.errs = append(g.errs, &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// flag reads a package tag that takes no value or true/false: set unless
// its value is false.
func (g *generator) flag(pkg *universe.Package, name string) bool {
	v, _, d := optInTags[name].Get(tags.OfPackage(pkg))
	g.errs = append(g.errs, d.Errors...)
	g.warnings = append(g.warnings, d.Warnings...)
	return v.Value
}

// target reads a package's tags and types; nil means nothing to do. The
// choice of packages, the group, the version and the types registered are
// upstream's (k8s.io/code-generator/cmd/register-gen/generators.GetTargets).
func (g *generator) target(pkg *universe.Package) *Target {
	groups, o, ok := g.activation(pkg)
	if !ok {
		return nil
	}
	// Upstream reads the version from the path, not the package name.
	t := &Target{Pkg: pkg, Version: path.Base(pkg.Path)}
	if !g.decideWrite(t, o) {
		return nil
	}
	// Only where a file is written: upstream skips a package with its own
	// register.go whatever its tags say (k8s.io/apiserver's
	// pkg/apis/apiserver/v1alpha1 has two +groupName values).
	if t.Write && len(groups) > 1 {
		g.errorAt(pkg.DocTagPos(tagGroupName), "+%s is given %d times (%s); keep one", tagGroupName, len(groups), strings.Join(groups, ", "))
		return nil
	}
	if t.Write && !g.registeredTypes(t) {
		return nil
	}
	sort.Strings(t.Types)
	if !g.setGroup(t, groups) {
		return nil
	}
	if t.Internal {
		t.Version = runtimeAPIVersionInternal
	}
	if o.schemeFuncs {
		t.Funcs = g.extraFuncs(pkg)
	}
	t.Install = o.install
	return t
}

// optIns are the doc.go tags of ours that upstream does not read.
type optIns struct{ internal, schemeFuncs, install bool }

// activation reads the package tags of pkg: its +groupName values and
// opt-ins. ok is false when the package is no target, or after an error.
func (g *generator) activation(pkg *universe.Package) (groups []string, o optIns, ok bool) {
	vals, d := enabledTag.All(tags.OfPackage(pkg))
	if !d.OK() {
		g.errs = append(g.errs, d.Errors...)
		return nil, o, false
	}
	found, d := groupNameTag.All(tags.OfPackage(pkg))
	if !d.OK() {
		g.errs = append(g.errs, d.Errors...)
		return nil, o, false
	}
	for _, f := range found {
		groups = append(groups, f.Value)
	}
	enabled := false
	for _, v := range vals {
		if v.Value == "false" {
			return nil, o, false
		}
		enabled = true
	}
	// Our opt-ins (which upstream does not read) activate the package too.
	o = optIns{internal: g.flag(pkg, tagInternal), schemeFuncs: g.flag(pkg, tagSchemeFuncs), install: g.flag(pkg, tagInstall)}
	if !enabled && len(groups) == 0 && !o.internal && !o.schemeFuncs && !o.install {
		return nil, o, false
	}
	return groups, o, true
}

// decideWrite decides whether t is an internal version and whether its
// file is written (and if not, why). It returns false when the package is
// no target.
func (g *generator) decideWrite(t *Target, o optIns) bool {
	pkg := t.Pkg
	var typeMetaTags []string
	for _, typ := range pkg.Types() {
		for _, m := range typ.Members {
			if m.Name == "TypeMeta" && m.Embedded {
				typeMetaTags = append(typeMetaTags, m.Tags)
			}
		}
	}
	// Internal types carry no json tags, as upstream decides.
	t.Internal = len(typeMetaTags) > 0 && !strings.Contains(typeMetaTags[0], "json")
	t.Write = !t.Internal || o.internal || o.install
	if !t.Internal && (o.internal || o.install) && len(typeMetaTags) > 0 {
		tag := tagInternal
		if o.install {
			tag = tagInstall
		}
		g.errorAt(pkg.DocTagPos(tag), "+%s belongs in the doc.go of the group's internal version (its TypeMeta has no json tags); %s is an external version", tag, pkg.Path)
		return false
	}
	if t.Write && g.outputFile != handWritten {
		if _, err := g.fs.Stat(filepath.Join(pkg.Dir, handWritten)); err == nil {
			t.Write = false
			t.Skipped = fmt.Sprintf("the package has its own %s", handWritten)
		}
	}
	if t.Write && !g.checkOtherOutput(pkg) {
		return false
	}
	if len(typeMetaTags) == 0 {
		if t.Write || o.install {
			g.warnings = append(g.warnings, &universe.Error{Pos: pkg.DocTagPos(tagName), Message: fmt.Sprintf("package %s asks for register-gen (+%s or +%s) but no type embeds metav1.TypeMeta; nothing to register, no file written", pkg.Path, tagName, tagGroupName)})
		}
		return false
	}
	if !t.Write && t.Skipped == "" {
		t.Skipped = fmt.Sprintf("internal version; +%s or +%s in doc.go writes it", tagInternal, tagInstall)
	}
	return true
}

// setGroup sets the group of t: +groupName, else from its path. It returns
// false after an error.
func (g *generator) setGroup(t *Target, groups []string) bool {
	parts := strings.Split(t.Pkg.Path, "/")
	switch {
	case len(groups) == 1:
		// An empty +groupName= is the core (legacy) group, as in k8s.io/api/core/v1.
		t.Group = groups[0]
	case t.Internal:
		t.Group = parts[len(parts)-1]
	case len(parts) >= 2:
		t.Group = parts[len(parts)-2]
	default:
		g.errorAt(t.Pkg.DocTagPos(tagName), "cannot tell the group of package %s from its path; add +%s=<group> to doc.go", t.Pkg.Path, tagGroupName)
		return false
	}
	return true
}

// runtimeAPIVersionInternal is runtime.APIVersionInternal.
const runtimeAPIVersionInternal = "__internal"

// registeredTypes fills t.Types: every type that embeds TypeMeta, as
// upstream registers them, but those tagged +k8s:register-gen=false. It
// reports false on errors.
func (g *generator) registeredTypes(t *Target) bool {
	ok := true
	for _, typ := range t.Pkg.Types() {
		if !embedsTypeMeta(typ) {
			continue
		}
		tv, found, d := enabledTag.Get(tags.OfType(typ))
		g.warnings = append(g.warnings, d.Warnings...)
		if !d.OK() {
			g.errs = append(g.errs, d.Errors...)
			ok = false
			continue
		}
		if found && tv.Value == "false" {
			continue
		}
		if found && tv.Value != "true" {
			g.errorAt(tv.Pos, "type %s: unsupported +%s value %q; on a type only =false (do not register it) is allowed", typ.Name.Name, tagName, tv.Value)
			ok = false
			continue
		}
		if strings.HasSuffix(typ.Name.Name, "List") && !hasItems(typ) {
			g.errorAt(typ.Pos, "type %s is registered as a list (its name ends in List and it embeds TypeMeta) but has no Items field; add Items []%s, or tag it +%s=false", typ.Name.Name, strings.TrimSuffix(typ.Name.Name, "List"), tagName)
			ok = false
			continue
		}
		t.Types = append(t.Types, typ.Name.Name)
	}
	return ok
}

func embedsTypeMeta(t *universe.Type) bool {
	for _, m := range t.Members {
		if m.Name == "TypeMeta" && m.Embedded {
			return true
		}
	}
	return false
}

func hasItems(t *universe.Type) bool {
	for _, m := range t.Members {
		if m.Name == "Items" && universe.Unalias(m.Type).Kind == universe.Slice {
			return true
		}
	}
	return false
}

// extraFuncs finds the registration functions a register.go registers
// beside addKnownTypes: a hand-written addDefaultingFuncs (or, without
// one, the generated RegisterDefaults), and a hand-written
// addConversionFuncs. RegisterDefaults is registered once: not when
// addDefaultingFuncs calls it already.
func (g *generator) extraFuncs(pkg *universe.Package) []string {
	var defaulting, conversions *universe.Method
	for _, f := range pkg.Functions() {
		switch f.Name {
		case "addDefaultingFuncs":
			defaulting = f
		case "addConversionFuncs":
			conversions = f
		}
	}
	var out []string
	hasRegisterDefaults := g.hasDefaults(pkg)
	if defaulting != nil {
		out = append(out, "addDefaultingFuncs")
		if hasRegisterDefaults && !strings.Contains(defaulting.Body, "RegisterDefaults(") {
			out = append(out, "RegisterDefaults")
		}
	} else if hasRegisterDefaults {
		out = append(out, "RegisterDefaults")
	}
	if conversions != nil {
		out = append(out, "addConversionFuncs")
	}
	return out
}

// priority orders the external versions of an internal target's group:
// the order of +k8s:register-gen:version-priority, else Kubernetes version
// order (v1 > v1beta2 > v1beta1 > v1alpha1), as apimachinery sorts them.
func (g *generator) priority(t *Target, targets []*Target) {
	var versions []string
	for _, o := range targets {
		if !o.Internal && o.Group == t.Group && filepath.Dir(o.Pkg.Dir) == t.Pkg.Dir {
			versions = append(versions, o.Version)
		}
	}
	sort.Slice(versions, func(i, j int) bool {
		return compareKubeVersions(versions[i], versions[j]) > 0
	})
	order, found, d := versionPriorityTag.Get(tags.OfPackage(t.Pkg))
	g.warnings = append(g.warnings, d.Warnings...)
	if !d.OK() {
		g.errs = append(g.errs, d.Errors...)
		return
	}
	if found {
		listed := strings.Split(order.Value, ",")
		if !sameSet(listed, versions) {
			g.errorAt(order.Pos, "+%s=%s must list each version of the group once; the versions found under %s are %s (generate them in the same run)", tagVersionPriority, order.Value, t.Pkg.Path, strings.Join(versions, ","))
			return
		}
		versions = listed
	}
	if len(versions) == 0 {
		g.errorAt(t.Pkg.DocTagPos(tagInstall), "+%s: no external version of group %s found in subdirectories of %s among the packages given; pass them too (for example %s/...)", tagInstall, t.Group, t.Pkg.Path, t.Pkg.Path)
	}
	t.Priority = versions
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x := append([]string{}, a...)
	y := append([]string{}, b...)
	sort.Strings(x)
	sort.Strings(y)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// checkOtherOutput reports an error, and returns false, when the package
// already has register-gen's output under another name than the one being
// written (zz_generated.register.go, as kube_codegen.sh's gen_register
// writes it, or upstream's default generated.register.go): writing both
// would declare GroupName and the rest twice, and the package would no
// longer build.
func (g *generator) checkOtherOutput(pkg *universe.Package) bool {
	entries, err := g.fs.ReadDir(pkg.Dir)
	if err != nil {
		return true
	}
	for _, e := range entries {
		name := e.Name()
		if name == g.outputFile || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || !e.Type().IsRegular() {
			continue
		}
		src, err := g.fs.ReadFile(filepath.Join(pkg.Dir, name))
		if err != nil || !bytes.Contains(src, []byte("// Code generated by register-gen. DO NOT EDIT.")) || !output.IsGenerated(src) {
			continue
		}
		g.errorAt(universe.Pos{Filename: filepath.Join(pkg.Dir, name), Line: 1, Column: 1},
			"this package's registration is already generated into %s; writing %s too would declare GroupName, SchemeGroupVersion and AddToScheme twice. Generate into %s (register-gen --output-file %s, gvkgen --register-output-file %s), or delete %s",
			name, g.outputFile, name, name, name, name)
		return false
	}
	return true
}
