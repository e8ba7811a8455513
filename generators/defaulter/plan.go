package defaulter

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// options configure a run.
type options struct {
	// OutputFile is the name of the file written in each package.
	OutputFile string
	// ExtraPeerDirs are more packages searched for hand-written
	// defaulting functions.
	ExtraPeerDirs []string
	// Packages are the packages to generate for; the roots of the load if
	// nil.
	Packages []*universe.Package
}

// defaults are the defaulting functions of one type: a hand-written or
// generated object defaulter (SetObjectDefaults_T, which covers everything
// below T), the base one (SetDefaults_T) and the additional ones
// (SetDefaults_T_<anything>).
type defaults struct {
	object, base *universe.Method
	additional   []*universe.Method
}

// target is one package that gets a defaulters file.
type target struct {
	pkg *universe.Package
	// typesPkg holds the types defaulted: pkg, or +k8s:defaulter-gen-input's.
	typesPkg *universe.Package
	// fields are the package tag's values: a struct with a field of one of
	// these names gets an object defaulter.
	fields []string
	// objects maps the types that get an object defaulter to it.
	objects map[*universe.Type]*universe.Method
	// types are those types, in name order.
	types []*universe.Type
}

// planner holds what every package's plan shares: the hand-written
// defaulting functions found so far (upstream accumulates them package
// after package, and decides with what it has found at the time), and the
// errors.
type planner struct {
	u        *universe.Universe
	existing map[*universe.Type]*defaults
	scanned  map[*universe.Package]bool
	peers    []*universe.Package
	errs     universe.ErrorList
	seen     map[string]bool
}

// Generate returns the defaulters file of every package of opts.Packages
// (or of the roots of u) that asks for one. On any error it returns none.
func generate(u *universe.Universe, opts options) ([]*output.File, error) {
	p := &planner{u: u, existing: map[*universe.Type]*defaults{}, scanned: map[*universe.Package]bool{}, seen: map[string]bool{}}
	roots := opts.Packages
	if roots == nil {
		roots = u.Roots
	}
	targets := p.targets(roots)
	p.loadPeers(opts.ExtraPeerDirs)
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	for _, pkg := range roots {
		p.scanPackage(pkg)
		for _, peer := range p.peers {
			p.scanPackage(peer)
		}
		if t := targets[pkg]; t != nil {
			p.chooseTypes(t)
		}
	}
	var files []*output.File
	for _, pkg := range roots {
		if t := targets[pkg]; t != nil {
			files = append(files, p.file(t, opts.OutputFile))
		}
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return files, nil
}

// targets reads the package tags of every root that parses.
func (p *planner) targets(roots []*universe.Package) map[*universe.Package]*target {
	out := map[*universe.Package]*target{}
	for _, pkg := range roots {
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				p.errs = append(p.errs, list...)
			}
			continue
		}
		if t := p.activation(pkg); t != nil {
			out[pkg] = t
		}
	}
	return out
}

// activation reads pkg's +k8s:defaulter-gen and +k8s:defaulter-gen-input;
// nil means no file for pkg.
func (p *planner) activation(pkg *universe.Package) *target {
	vals, ok := p.values(enabledTag, tags.OfPackage(pkg))
	if !ok {
		return nil
	}
	hasFalse := slices.Contains(vals, "false")
	if hasFalse && slices.ContainsFunc(vals, func(v string) bool { return v != "false" }) {
		p.errorAt(pkg.DocTagPos(tagName), "+%s: cannot mix \"false\" with other values (%s); keep either", tagName, strings.Join(vals, ", "))
		return nil
	}
	if hasFalse || len(vals) == 0 {
		return nil
	}
	t := &target{pkg: pkg, typesPkg: pkg, fields: vals}
	inputs, ok := p.values(inputTag, tags.OfPackage(pkg))
	pos := pkg.DocTagPos(tagInput)
	switch {
	case !ok:
		return nil
	case len(inputs) > 1:
		p.errorAt(pos, "+%s is given %d times (%s); name the one package that holds the types", tagInput, len(inputs), strings.Join(inputs, ", "))
		return nil
	case len(inputs) == 1 && (strings.HasPrefix(inputs[0], "./") || strings.HasPrefix(inputs[0], "../")):
		p.errorAt(pos, "+%s=%s: a relative path is not supported; use the full import path", tagInput, inputs[0])
		return nil
	case len(inputs) == 1 && inputs[0] != pkg.Path:
		t.typesPkg = p.loadPackage(inputs[0], pos)
		if t.typesPkg == nil {
			return nil
		}
	}
	return t
}

// loadPeers loads --extra-peer-dirs (a path into a vendor directory names
// the vendored package).
func (p *planner) loadPeers(dirs []string) {
	for _, d := range dirs {
		if i := strings.Index(d, "/vendor/"); i >= 0 {
			d = d[i+len("/vendor/"):]
		}
		if pkg := p.loadPackage(d, universe.Pos{Filename: "--extra-peer-dirs"}); pkg != nil {
			p.peers = append(p.peers, pkg)
		}
	}
}

// loadPackage loads a package a tag or a flag names; pos without a line
// names the flag.
func (p *planner) loadPackage(path string, pos universe.Pos) *universe.Package {
	pkg, err := p.u.LoadPackage(path)
	if err == nil && pkg != nil && len(pkg.GoFiles) > 0 {
		return pkg
	}
	why := ""
	switch {
	case err != nil:
		why = ": " + err.Error()
	case pkg != nil && len(pkg.ListErrors) > 0:
		why = ": " + strings.Join(pkg.ListErrors, "; ")
	}
	where := ""
	if !pos.IsValid() && pos.Filename != "" {
		where, pos = pos.Filename+": ", universe.Pos{}
	}
	p.errorAt(pos, "%spackage %s not found%s; check the import path (is it in your module's dependencies?)", where, path, why)
	return nil
}

// scanPackage records the hand-written defaulting functions of pkg: those
// without results taking one pointer, named SetDefaults_<T>,
// SetDefaults_<T>_<anything> or SetObjectDefaults_<T> for the type T it
// points to.
func (p *planner) scanPackage(pkg *universe.Package) {
	if pkg == nil || pkg.ParseErr() != nil {
		return
	}
	for _, f := range pkg.Functions() {
		params := f.Params()
		if len(params) != 1 || len(f.Results()) != 0 || params[0].Kind != universe.Pointer {
			continue
		}
		in := params[0].Elem
		name, ok := fnName(in)
		if !ok {
			continue
		}
		d := p.existing[in]
		if d == nil {
			d = &defaults{}
			p.existing[in] = d
		}
		switch {
		case f.Name == "SetDefaults_"+name:
			p.setOnce(&d.base, f, pkg)
		case strings.HasPrefix(f.Name, "SetDefaults_"+name+"_"):
			if !slices.ContainsFunc(d.additional, func(m *universe.Method) bool { return m.Name == f.Name && m.Package == f.Package }) {
				d.additional = append(d.additional, f)
			}
		case f.Name == "SetObjectDefaults_"+name:
			p.setOnce(&d.object, f, pkg)
		}
	}
}

// setOnce records a base or object defaulter; one of the same name in
// another package is an error (upstream panics).
func (p *planner) setOnce(slot **universe.Method, f *universe.Method, pkg *universe.Package) {
	if old := *slot; old != nil && old.Package != pkg.Path {
		p.errorAt(f.Pos, "%s is also defined in %s (%s); keep one of them, or drop that package from --extra-peer-dirs", f.Name, old.Package, old.Pos)
		return
	}
	*slot = f
}

// fnName is how a defaulting function's name spells the type it takes a
// pointer to (upstream's name for it): the type's name for a named type,
// a description of an unnamed one.
func fnName(t *universe.Type) (string, bool) {
	if t.Name.Package != "" {
		return t.Name.Name, t.Origin == nil
	}
	elem := func(prefix string, e *universe.Type) (string, bool) {
		n, ok := fnName(e)
		return prefix + "_" + n, ok
	}
	switch t.Kind {
	case universe.Builtin:
		return t.Name.Name, true
	case universe.Slice:
		return elem("Slice", t.Elem)
	case universe.Pointer:
		return elem("Pointer", t.Elem)
	case universe.Array:
		return elem(fmt.Sprintf("Array_%d", t.Len), t.Elem)
	case universe.Map:
		k, ok := fnName(t.Key)
		if !ok {
			return "", false
		}
		return elem("Map_"+k+"_To", t.Elem)
	}
	return "", false
}

// chooseTypes decides which types of t get an object defaulter: those the
// tags select that have anything to default, with the defaulting
// functions found so far.
func (p *planner) chooseTypes(t *target) {
	cands := map[*universe.Type]*universe.Method{}
	var order []*universe.Type
	for _, typ := range t.typesPkg.Types() {
		if typ.Generic || isPrivate(typ.Name.Name) || !p.wants(t, typ) {
			continue
		}
		cands[typ] = nil
		order = append(order, typ)
	}
	for promoted := true; promoted; {
		promoted = false
		for _, typ := range order {
			if cands[typ] == nil && p.tree(cands).build(typ, true) != nil {
				cands[typ] = &universe.Method{Name: "SetObjectDefaults_" + typ.Name.Name, Package: t.pkg.Path}
				promoted = true
			}
		}
	}
	t.objects = map[*universe.Type]*universe.Method{}
	for _, typ := range order {
		if cands[typ] != nil {
			t.objects[typ] = cands[typ]
			t.types = append(t.types, typ)
		}
	}
}

// wants reports whether typ should get an object defaulter if it has
// anything to default.
func (p *planner) wants(t *target, typ *universe.Type) bool {
	if d := p.existing[typ]; d != nil && d.object != nil {
		return false
	}
	vals, ok := p.values(enabledTag, tags.Block("type "+typ.Name.Name, typ.Pos, typ.SecondClosestCommentLines, typ.SecondClosestCommentAt...))
	if !ok {
		return false
	}
	if len(vals) == 1 && (vals[0] == "false" || vals[0] == "true") {
		return vals[0] == "true"
	}
	if typ.Kind != universe.Struct {
		return false
	}
	for _, m := range typ.Members {
		if slices.Contains(t.fields, m.Name) {
			return true
		}
	}
	return false
}

// isPrivate is upstream's test for a name that generated code cannot use.
func isPrivate(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return name == "" || unicode.ToLower(r) == r
}

// tree starts a call tree builder over the defaulting functions found so
// far and the object defaulters of objects.
func (p *planner) tree(objects map[*universe.Type]*universe.Method) *treeBuilder {
	return &treeBuilder{p: p, objects: objects, building: map[*universe.Type]bool{}}
}

// file builds the defaulters file of t.
func (p *planner) file(t *target, name string) *output.File {
	e := newEmitter(p, t)
	return &output.File{
		Path:    filepath.Join(t.pkg.Dir, name),
		PkgPath: t.pkg.Path,
		PkgName: t.pkg.Name,
		Decls:   e.decls(),
		Code:    e.file,
	}
}

// errorAt records an error once.
// values returns the values of tag in c, as written; ok is false after an
// error, which is reported.
func (p *planner) values(tag tags.Tag[string], c tags.Comments) ([]string, bool) {
	found, d := tag.All(c)
	if !d.OK() {
		p.errs = append(p.errs, d.Errors...)
		return nil, false
	}
	out := make([]string, len(found))
	for i, f := range found {
		out[i] = f.Value
	}
	return out, true
}

func (p *planner) errorAt(pos universe.Pos, format string, args ...any) {
	e := &universe.Error{Pos: pos, Message: fmt.Sprintf(format, args...)}
	if key := e.Error(); !p.seen[key] {
		p.seen[key] = true
		p.errs = append(p.errs, e)
	}
}
