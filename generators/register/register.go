package register

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"
	"k8s.io/apimachinery/pkg/version"

	"github.com/gvk-dev/gvkgen/generators/emit"
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

	metav1Pkg     = "k8s.io/apimachinery/pkg/apis/meta/v1"
	runtimePkg    = "k8s.io/apimachinery/pkg/runtime"
	schemaPkg     = "k8s.io/apimachinery/pkg/runtime/schema"
	utilruntimePk = "k8s.io/apimachinery/pkg/util/runtime"

	// handWritten is the file whose presence makes upstream skip a package
	// (when it is not the output file).
	handWritten = "register.go"
)

// Keywords make a file worth parsing: registration helpers may live in
// files that declare no type.
var Keywords = []string{"addDefaultingFuncs", "addConversionFuncs", "RegisterDefaults"}

// Options configure a run.
type Options struct {
	OutputFile string
	Header     []byte
	// Packages are the packages to generate for; the roots of the load if
	// nil.
	Packages []*universe.Package
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
}

// Result is the files and the warnings of a run.
type Result struct {
	Files    []*output.File
	Warnings universe.ErrorList
}

type generator struct {
	u          *universe.Universe
	roots      []*universe.Package
	outputFile string
	errs       universe.ErrorList
	warnings   universe.ErrorList
}

// Plan decides what to generate for the packages of opts (the root packages
// of u if none); only opts.OutputFile and opts.Packages matter.
func Plan(u *universe.Universe, opts Options) ([]*Target, universe.ErrorList, error) {
	g := newGenerator(u, opts)
	targets := g.plan()
	if len(g.errs) > 0 {
		return nil, g.warnings, g.errs
	}
	return targets, g.warnings, nil
}

func newGenerator(u *universe.Universe, opts Options) *generator {
	g := &generator{u: u, roots: opts.Packages, outputFile: opts.OutputFile}
	if g.roots == nil {
		g.roots = u.Roots
	}
	return g
}

// Generate returns register files (and install files) for the root
// packages of u. On any error it returns no files.
func Generate(u *universe.Universe, opts Options) (*Result, error) {
	g := newGenerator(u, opts)
	targets := g.plan()
	if len(g.errs) > 0 {
		return &Result{Warnings: g.warnings}, g.errs
	}
	res := &Result{Warnings: g.warnings}
	for _, t := range targets {
		if t.Write {
			res.Files = append(res.Files, g.registerFile(t, opts))
		}
		if t.Install {
			res.Files = append(res.Files, g.installFile(t, targets, opts))
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
	}
	return targets
}

func (g *generator) errorAt(pos universe.Pos, format string, args ...any) {
	g.errs = append(g.errs, &universe.Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// flag reads a package tag that takes no value or true/false: set unless
// its value is false.
func (g *generator) flag(pkg *universe.Package, name string) bool {
	vals, err := tags.Values(pkg.DocComments, name)
	if err != nil {
		g.errorAt(pkg.DocTagPos(name), "%v", err)
		return false
	}
	if len(vals) == 0 {
		return false
	}
	switch vals[0] {
	case "", "true":
		return true
	case "false":
		return false
	}
	g.errorAt(pkg.DocTagPos(name), "+%s=%s: unsupported value; write +%s (or =true), or =false", name, vals[0], name)
	return false
}

// target reads a package's tags and types; nil means nothing to do. The
// choice of packages, the group, the version and the types registered are
// upstream's (k8s.io/code-generator/cmd/register-gen/generators.GetTargets).
func (g *generator) target(pkg *universe.Package) *Target {
	vals, err := tags.Values(pkg.DocComments, tagName)
	if err != nil {
		g.errorAt(pkg.DocTagPos(tagName), "%v", err)
		return nil
	}
	groups, err := tags.Values(pkg.DocComments, tagGroupName)
	if err != nil {
		g.errorAt(pkg.DocTagPos(tagGroupName), "%v", err)
		return nil
	}
	enabled := false
	for _, v := range vals {
		if v == "false" {
			return nil
		}
		enabled = true
	}
	// Our opt-ins (which upstream does not read) activate the package too.
	internalTag := g.flag(pkg, tagInternal)
	schemeFuncs := g.flag(pkg, tagSchemeFuncs)
	install := g.flag(pkg, tagInstall)
	if !enabled && len(groups) == 0 && !internalTag && !schemeFuncs && !install {
		return nil
	}

	// Upstream reads the version from the path, not the package name.
	t := &Target{Pkg: pkg, Version: path.Base(pkg.Path)}
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
	t.Write = !t.Internal || internalTag || install
	if !t.Internal && (internalTag || install) {
		tag := tagInternal
		if install {
			tag = tagInstall
		}
		if len(typeMetaTags) > 0 {
			g.errorAt(pkg.DocTagPos(tag), "+%s belongs in the doc.go of the group's internal version (its TypeMeta has no json tags); %s is an external version", tag, pkg.Path)
			return nil
		}
	}
	if t.Write && g.outputFile != handWritten {
		if _, err := os.Stat(filepath.Join(pkg.Dir, handWritten)); err == nil {
			t.Write = false
			t.Skipped = fmt.Sprintf("the package has its own %s", handWritten)
		}
	}
	// Only where a file is written: upstream skips a package with its own
	// register.go whatever its tags say (k8s.io/apiserver's
	// pkg/apis/apiserver/v1alpha1 has two +groupName values).
	if t.Write && len(groups) > 1 {
		g.errorAt(pkg.DocTagPos(tagGroupName), "+%s is given %d times (%s); keep one", tagGroupName, len(groups), strings.Join(groups, ", "))
		return nil
	}
	if len(typeMetaTags) == 0 {
		if t.Write || install {
			g.warnings = append(g.warnings, &universe.Error{Pos: pkg.DocTagPos(tagName), Msg: fmt.Sprintf("package %s asks for register-gen (+%s or +%s) but no type embeds metav1.TypeMeta; nothing to register, no file written", pkg.Path, tagName, tagGroupName)})
		}
		return nil
	}
	if !t.Write && t.Skipped == "" {
		t.Skipped = fmt.Sprintf("internal version; +%s or +%s in doc.go writes it", tagInternal, tagInstall)
	}
	if t.Write && !g.registeredTypes(t) {
		return nil
	}
	sort.Strings(t.Types)

	parts := strings.Split(pkg.Path, "/")
	switch {
	case len(groups) == 1:
		// An empty +groupName= is the core (legacy) group, as in k8s.io/api/core/v1.
		t.Group = groups[0]
	case t.Internal:
		t.Group = parts[len(parts)-1]
	case len(parts) >= 2:
		t.Group = parts[len(parts)-2]
	default:
		g.errorAt(pkg.DocTagPos(tagName), "cannot tell the group of package %s from its path; add +%s=<group> to doc.go", pkg.Path, tagGroupName)
		return nil
	}
	if t.Internal {
		t.Version = runtimeAPIVersionInternal
	}
	if schemeFuncs {
		t.Funcs = g.extraFuncs(pkg)
	}
	t.Install = install
	return t
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
		tv, err := tags.Values(append(append([]string{}, typ.SecondClosestCommentLines...), typ.CommentLines...), tagName)
		if err != nil {
			g.errorAt(typ.Pos, "type %s: %v", typ.Name.Name, err)
			ok = false
			continue
		}
		if len(tv) > 0 && tv[0] == "false" {
			continue
		}
		if len(tv) > 0 && tv[0] != "true" {
			g.errorAt(typ.Pos, "type %s: unsupported +%s value %q; on a type only =false (do not register it) is allowed", typ.Name.Name, tagName, tv[0])
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
	hasRegisterDefaults := definesRegisterDefaults(pkg.Dir)
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

// definesRegisterDefaults reports whether a Go file of dir, generated ones
// included (defaulter-gen's output carries the ignore_autogenerated
// constraint, so the load does not see it), declares RegisterDefaults.
func definesRegisterDefaults(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err == nil && bytes.Contains(b, []byte("\nfunc RegisterDefaults(")) {
			return true
		}
	}
	return false
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
		return version.CompareKubeAwareVersionStrings(versions[i], versions[j]) > 0
	})
	order, err := tags.Values(t.Pkg.DocComments, tagVersionPriority)
	if err != nil {
		g.errorAt(t.Pkg.DocTagPos(tagVersionPriority), "%v", err)
		return
	}
	if len(order) > 0 {
		listed := strings.Split(order[0], ",")
		if !sameSet(listed, versions) {
			g.errorAt(t.Pkg.DocTagPos(tagVersionPriority), "+%s=%s must list each version of the group once; the versions found under %s are %s (generate them in the same run)", tagVersionPriority, order[0], t.Pkg.Path, strings.Join(versions, ","))
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

// registerFile emits register.go. The external form is upstream's, byte
// for byte; the internal one has the same shape for the internal version.
func (g *generator) registerFile(t *Target, opts Options) *output.File {
	n := emit.NewNamer(t.Pkg.Path)
	var decls []jen.Code
	q := func(pkg, name string) *jen.Statement {
		n.Imports.Add(pkg)
		return jen.Qual(pkg, name)
	}
	decls = append(decls, jen.Comment("GroupName specifies the group name used to register the objects.").Line().
		Const().Id("GroupName").Op("=").Lit(t.Group))
	if t.Internal {
		decls = append(decls, jen.Comment("SchemeGroupVersion is the group and the internal version used to register these objects.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(q(schemaPkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(q(runtimePkg, "APIVersionInternal"))))
		decls = append(decls, jen.Comment("Kind takes an unqualified kind and returns a Group qualified GroupKind").Line().
			Func().Id("Kind").Params(jen.Id("kind").String()).Add(q(schemaPkg, "GroupKind")).Block(
			jen.Return(jen.Id("SchemeGroupVersion").Dot("WithKind").Call(jen.Id("kind")).Dot("GroupKind").Call())))
	} else {
		decls = append(decls, jen.Comment("GroupVersion specifies the group and the version used to register the objects.").Line().
			Var().Id("GroupVersion").Op("=").Add(q(metav1Pkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
		decls = append(decls, jen.Comment("SchemeGroupVersion is group version used to register these objects").Line().
			Comment("").Line().
			Comment("Deprecated: use GroupVersion instead.").Line().
			Var().Id("SchemeGroupVersion").Op("=").Add(q(schemaPkg, "GroupVersion")).Values(jen.Id("Group").Op(":").Id("GroupName"), jen.Id("Version").Op(":").Add(jen.Lit(t.Version))))
	}
	decls = append(decls, jen.Comment("Resource takes an unqualified resource and returns a Group qualified GroupResource").Line().
		Func().Id("Resource").Params(jen.Id("resource").String()).Add(q(schemaPkg, "GroupResource")).Block(
		jen.Return(jen.Id("SchemeGroupVersion").Dot("WithResource").Call(jen.Id("resource")).Dot("GroupResource").Call())))

	builder := q(runtimePkg, "SchemeBuilder")
	if t.Internal {
		decls = append(decls, jen.Var().Defs(
			jen.Comment("SchemeBuilder collects the functions that add this version to a scheme."),
			jen.Id("SchemeBuilder").Add(builder),
			jen.Id("localSchemeBuilder").Op("=").Op("&").Id("SchemeBuilder"),
			jen.Comment("AddToScheme adds this version to a scheme."),
			jen.Id("AddToScheme").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
			jen.Comment("Install adds this version to a scheme."),
			jen.Id("Install").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
		))
	} else {
		decls = append(decls, jen.Var().Defs(
			jen.Comment("localSchemeBuilder and AddToScheme will stay in k8s.io/kubernetes."),
			jen.Id("SchemeBuilder").Add(builder),
			jen.Id("localSchemeBuilder").Op("=").Op("&").Id("SchemeBuilder"),
			jen.Comment("Deprecated: use Install instead"),
			jen.Id("AddToScheme").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
			jen.Id("Install").Op("=").Id("localSchemeBuilder").Dot("AddToScheme"),
		))
	}
	registered := []jen.Code{jen.Id("addKnownTypes")}
	for _, f := range t.Funcs {
		registered = append(registered, jen.Id(f))
	}
	decls = append(decls, jen.Func().Id("init").Params().Block(
		jen.Comment("We only register manually written functions here. The registration of the"),
		jen.Comment("generated functions takes place in the generated files. The separation"),
		jen.Comment("makes the code compile even when the generated files are missing."),
		jen.Id("localSchemeBuilder").Dot("Register").Call(registered...),
	))

	// scheme.AddKnownTypes(SchemeGroupVersion,
	//	&A{},
	// )
	var known []jen.Code
	for _, name := range t.Types {
		known = append(known, jen.Op("&").Id(name).Values())
	}
	body := []jen.Code{jen.Id("scheme").Dot("AddKnownTypes").Custom(jen.Options{Open: "(SchemeGroupVersion,", Close: ")", Separator: ",", Multi: true}, known...)}
	scheme := q(runtimePkg, "Scheme")
	if !t.Internal {
		body = append(body,
			jen.Comment("AddToGroupVersion allows the serialization of client types like ListOptions."),
			q(metav1Pkg, "AddToGroupVersion").Call(jen.Id("scheme"), jen.Id("SchemeGroupVersion")))
	}
	body = append(body, jen.Return(jen.Nil()))
	decls = append(decls, jen.Comment("Adds the list of known types to Scheme.").Line().
		Func().Id("addKnownTypes").Params(jen.Id("scheme").Op("*").Add(scheme)).Error().Block(body...))

	return &output.File{
		Path:    filepath.Join(t.Pkg.Dir, opts.OutputFile),
		PkgPath: t.Pkg.Path,
		PkgName: t.Pkg.Name,
		Header:  opts.Header,
		Imports: n.Imports.List(),
		Decls:   decls,
	}
}

// installFile emits <group>/install/install.go.
func (g *generator) installFile(t *Target, targets []*Target, opts Options) *output.File {
	pkgPath := t.Pkg.Path + "/install"
	n := emit.NewNamer(pkgPath)
	q := func(pkg, name string) *jen.Statement {
		n.Imports.Add(pkg)
		return jen.Qual(pkg, name)
	}
	byVersion := map[string]*Target{}
	for _, o := range targets {
		if !o.Internal && filepath.Dir(o.Pkg.Dir) == t.Pkg.Dir {
			byVersion[o.Version] = o
		}
	}
	scheme := q(runtimePkg, "Scheme")
	must := func(c jen.Code) jen.Code { return q(utilruntimePk, "Must").Call(c) }
	body := []jen.Code{must(q(t.Pkg.Path, "AddToScheme").Call(jen.Id("scheme")))}
	var prio []jen.Code
	for _, v := range t.Priority {
		o := byVersion[v]
		body = append(body, must(q(o.Pkg.Path, "AddToScheme").Call(jen.Id("scheme"))))
		prio = append(prio, q(o.Pkg.Path, "SchemeGroupVersion"))
	}
	body = append(body, must(jen.Id("scheme").Dot("SetVersionPriority").Call(prio...)))
	decl := jen.Comment("Install registers the API group and adds types to a scheme: the internal").Line().
		Comment("version, every external version, and their priority (the first is the").Line().
		Comment("preferred and storage version).").Line().
		Func().Id("Install").Params(jen.Id("scheme").Op("*").Add(scheme)).Block(body...)
	return &output.File{
		Path:    filepath.Join(t.Pkg.Dir, "install", "install.go"),
		PkgPath: pkgPath,
		PkgName: path.Base(pkgPath),
		Header:  opts.Header,
		Imports: n.Imports.List(),
		Decls:   []jen.Code{decl},
	}
}
