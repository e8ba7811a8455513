package genclient

import (
	"sync"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator computes the run's Model: it writes nothing and is never run on
// its own; applyconfiguration, client, lister and informer require it.
var Generator = &gen.Generator{
	Name: "genclient",
	Tool: toolName,
	Doc:  "Reads the +genclient, +groupName and +groupGoName tags of the client generators' packages once, for all of them.",
}

// Result names the model, for the generators that require Generator.
var Result = gen.Produces(Generator, newModel)

// Model is what the +genclient, +groupName and +groupGoName tags of a
// run's packages say, each package read once (those of the pass when the
// run starts, any other on first use). Each mistake is a gen.Shared
// diagnostic that the generators reading the package claim, so that it is
// printed once however many of them read it.
type Model struct {
	mu    sync.Mutex
	pkgs  map[*universe.Package]*pkgModel
	diags map[diagKey]*gen.Diagnostic
}

// pkgModel is one package's tags.
type pkgModel struct {
	group     *groupTags
	types     []*Type
	typeDiags tags.Diagnostics
	// options are those of the types with a tag ParseOptions reads; the
	// others have none.
	options map[*universe.Type]Options
	// path is the package as lister-gen and informer-gen read it, once
	// asked for.
	path      *PathPackage
	pathDiags []*gen.Diagnostic
	pathRead  bool
}

type diagKey struct {
	pos     universe.Pos
	msg     string
	warning bool
}

// newModel reads the tags of the pass's packages.
func newModel(pass *gen.Pass) *Model {
	m := &Model{pkgs: map[*universe.Package]*pkgModel{}, diags: map[diagKey]*gen.Diagnostic{}}
	for _, pkg := range pass.Packages {
		m.pkg(pkg)
	}
	return m
}

// pkg is pkg's model, read on first use; m.mu is not held.
func (m *Model) pkg(pkg *universe.Package) *pkgModel {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pkgLocked(pkg)
}

func (m *Model) pkgLocked(pkg *universe.Package) *pkgModel {
	if pm := m.pkgs[pkg]; pm != nil {
		return pm
	}
	pm := &pkgModel{group: readGroupTags(pkg)}
	pm.types, pm.options, pm.typeDiags = readTypes(pkg)
	m.pkgs[pkg] = pm
	return pm
}

// shared turns d into shared diagnostics, warnings first, each mistake one
// diagnostic for the whole run; m.mu is held.
func (m *Model) shared(d tags.Diagnostics) []*gen.Diagnostic {
	var out []*gen.Diagnostic
	add := func(l universe.ErrorList, warning bool) {
		for _, e := range l {
			k := diagKey{e.Pos, e.Message, warning}
			if m.diags[k] == nil {
				d := *e
				d.Severity = diag.Error
				if warning {
					d.Severity = diag.Warning
				}
				m.diags[k] = gen.Shared(d)
			}
			out = append(out, m.diags[k])
		}
	}
	add(d.Warnings, true)
	add(d.Errors, false)
	return out
}

// claim reports ds in pass and returns whether none is an error.
func claim(pass *gen.Pass, ds []*gen.Diagnostic) bool {
	ok := true
	for _, d := range ds {
		pass.Claim(d)
		ok = ok && !d.IsError()
	}
	return ok
}

// GroupVersion is NewGroupVersion's reading of pkg, from the model: its
// mistakes are reported in pass (each printed once in the run). The
// GroupVersion is the caller's to change.
func (m *Model) GroupVersion(pass *gen.Pass, pkg *universe.Package, groupPkg, group, version string) *GroupVersion {
	m.mu.Lock()
	pm := m.pkgLocked(pkg)
	gv, goErr := pm.group.groupVersion(pkg, groupPkg, group, version)
	gv.Types = append([]*Type{}, pm.types...)
	d := pm.group.diags
	if goErr != nil {
		d.Errors = append(append(universe.ErrorList{}, d.Errors...), goErr)
	}
	ds := append(m.shared(d), m.shared(pm.typeDiags)...)
	m.mu.Unlock()
	claim(pass, ds)
	return gv
}

// PathPackage is ReadPathPackage's reading of pkg for the tool whose
// opt-out tag is optOut, from the model: the opt-out's mistakes are the
// tool's own, the others are reported in pass and printed once in the run.
// The PathPackage is the caller's to change.
func (m *Model) PathPackage(pass *gen.Pass, pkg *universe.Package, optOut tags.Tag[bool]) (*PathPackage, bool) {
	out, given, d := optOut.Get(tags.OfPackage(pkg))
	pass.ReportTags(d)
	if given && !out.Value {
		return nil, false
	}
	m.mu.Lock()
	pm := m.pkgLocked(pkg)
	if !pm.pathRead {
		var pd tags.Diagnostics
		pm.path, pd = readPath(pkg, pm.types, pm.typeDiags, pm.group)
		pm.pathDiags, pm.pathRead = m.shared(pd), true
	}
	p, ds := pm.path, pm.pathDiags
	m.mu.Unlock()
	if !claim(pass, ds) || !d.OK() || p == nil {
		return nil, false
	}
	c := *p
	gv := *p.GroupVersion
	gv.Types = append([]*Type{}, gv.Types...)
	c.GroupVersion = &gv
	return &c, true
}

// Options are t's +genclient options (ParseOptions), whose mistakes are
// those of its package's reading.
func (m *Model) Options(t *universe.Type, pkg *universe.Package) Options {
	return m.pkg(pkg).options[t]
}

// Namer is NewNamer's namer for pluralExceptions (a generator's
// --plural-exceptions), its mistake reported in pass at the flag and
// printed once in the run: gvkgen's --plural-exceptions gives client-gen,
// lister-gen and informer-gen the same values (#29 item 15). It reports
// whether there was none.
func (m *Model) Namer(pass *gen.Pass, pluralExceptions []string) (*Namer, bool) {
	n, err := NewNamer(pluralExceptions)
	if err == nil {
		return n, true
	}
	m.mu.Lock()
	ds := m.shared(tags.Diagnostics{Errors: universe.ErrorList{{Pos: gen.FlagPos("plural-exceptions"), Message: err.Error()}}})
	m.mu.Unlock()
	claim(pass, ds)
	return nil, false
}
