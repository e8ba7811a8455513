package conversion

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Keywords make a file worth parsing for this generator: hand-written
// conversion functions live in files that may declare no type.
var Keywords = []string{"Convert_"}

// options configure a run.
type options struct {
	OutputFile    string
	BasePeerDirs  []string
	ExtraPeerDirs []string
	SkipUnsafe    bool
	// Packages are the packages to generate for; the roots of the load if
	// nil.
	Packages []*universe.Package
}

// result is what a run produced: files, and the conversions that must be
// written by hand (each a message with a position).
type result struct {
	Files    []*output.File
	Warnings universe.ErrorList
	// Manual are the warnings that name a conversion to write by hand (a
	// subset of Warnings): until it is written the generated file does not
	// build, which a generator built on these conversions reports as an
	// error.
	Manual universe.ErrorList
	// ManualIn is the package each of Manual is to be written in.
	ManualIn map[*universe.Error]string
	// Funcs and Fields are conversion()'s: see Result.
	Funcs  map[[2]*universe.Type]string
	Fields map[[2]*universe.Type][]FieldPair
}

type generator struct {
	u    *universe.Universe
	opts options
	// manual and mem are those of the target being generated.
	manual map[pair]*universe.Method
	mem    *memoryEqual
	// found lists the hand-written conversions of each package scanned,
	// in scanning order.
	found        map[string][]*universe.Method
	scanned      []string
	errs         universe.ErrorList
	warnings     universe.ErrorList
	manualNeeded universe.ErrorList
	// manualPkg is the package each of manualNeeded is to be written in.
	manualPkg map[*universe.Error]string
	// fieldTagsRead are the packages whose field tags checkFieldTags read.
	fieldTagsRead map[string]bool
	// funcs and fields are what conversion() converts, for the result.
	funcs  map[[2]*universe.Type]string
	fields map[[2]*universe.Type][]FieldPair

	runtimeScheme *universe.Type
	scopeType     *universe.Type
	urlValuesName *universe.Type
}

// Generate returns the conversion files of every root package of u tagged
// +k8s:conversion-gen. On any error it returns no files.
func generate(u *universe.Universe, opts options) (*result, error) {
	g := &generator{u: u, opts: opts, found: map[string][]*universe.Method{}, manualPkg: map[*universe.Error]string{},
		funcs: map[[2]*universe.Type]string{}, fields: map[[2]*universe.Type][]FieldPair{}}
	roots := opts.Packages
	if roots == nil {
		roots = u.Roots
	}
	targets := g.targets(roots)
	if len(targets) == 0 || len(g.errs) > 0 {
		return &result{Warnings: g.warnings}, g.errOrNil()
	}
	g.addPeers(targets)
	if len(g.errs) > 0 {
		return &result{Warnings: g.warnings}, g.errOrNil()
	}
	g.findManual(targets)
	g.runtimeScheme = g.mustType(runtimePkg, "Scheme")
	g.scopeType = g.mustType(conversionPkg, "Scope")
	if len(g.errs) > 0 {
		return &result{Warnings: g.warnings}, g.errOrNil()
	}

	res := &result{}
	for _, t := range targets {
		g.manual, g.mem = t.manual, t.mem
		res.Files = append(res.Files, g.file(t))
	}
	g.checkCycles(targets, res.Files)
	res.Warnings, res.Manual, res.ManualIn = g.warnings, g.manualNeeded, g.manualPkg
	res.Funcs, res.Fields = g.funcs, g.fields
	if len(g.errs) > 0 {
		return res, g.errs
	}
	return res, nil
}

// targets returns the packages of roots that conversion-gen activates on.
func (g *generator) targets(roots []*universe.Package) []*target {
	var targets []*target
	for _, pkg := range roots {
		if err := pkg.ParseErr(); err != nil {
			if list, ok := err.(universe.ErrorList); ok {
				g.errs = append(g.errs, list...)
			}
			continue
		}
		if t := g.activation(pkg); t != nil {
			targets = append(targets, t)
		}
	}
	return targets
}

// addPeers loads the peers of every target, the tagged ones, then the base
// and extra peer packages, and lists the packages to scan for hand-written
// conversions.
func (g *generator) addPeers(targets []*target) {
	for _, t := range targets {
		if !t.explicitOnly {
			for _, p := range t.peers {
				if pkg := g.loadPackage(p, t.pkg.DocTagPos(tagName)); pkg != nil {
					t.scan = append(t.scan, pkg)
					g.checkFieldTags(pkg)
				}
			}
		}
		g.checkFieldTags(t.typesPkg)
		if t.typesPkg != t.pkg {
			t.scan = append(t.scan, t.typesPkg)
		}
	}
	var extra []string
	var extraPkgs []*universe.Package
	for _, p := range append(append([]string{}, g.opts.BasePeerDirs...), g.opts.ExtraPeerDirs...) {
		flag := "--extra-peer-dirs"
		if slices.Contains(g.opts.BasePeerDirs, p) {
			flag = "--base-peer-dirs"
		}
		pkg := g.loadPackage(p, universe.Pos{Filename: flag})
		if pkg == nil {
			continue
		}
		extraPkgs = append(extraPkgs, pkg)
		extra = append(extra, p)
	}
	for _, t := range targets {
		if !t.explicitOnly {
			t.peers = append(t.peers, extra...)
		}
		t.scan = append(append(t.scan, extraPkgs...), t.pkg)
	}
}

// findManual scans the packages of every target for hand-written
// conversions, and decides which type pairs they keep from unsafe casts.
func (g *generator) findManual(targets []*target) {
	for _, t := range targets {
		for _, p := range t.scan {
			g.scanManual(p)
		}
	}
	for _, t := range targets {
		t.manual = g.manualFor(t)
		if !g.opts.SkipUnsafe {
			t.mem = &memoryEqual{cache: map[pair]bool{}}
			for k, fn := range t.manual {
				if fnTag(fn) != "copy-only" {
					t.mem.skip(k.in, k.out)
				}
			}
		}
	}
}

// checkCycles reports generated files whose imports lead back to their own
// package (peers converting to each other, or a peer that imports the
// package): upstream writes them, and the packages no longer build.
func (g *generator) checkCycles(targets []*target, files []*output.File) {
	generated := map[string][]string{}
	for _, f := range files {
		for _, im := range f.Code.Imports() {
			generated[f.PkgPath] = append(generated[f.PkgPath], im.Path)
		}
	}
	// Imports as the go command listed them: parsing every package on the
	// way (apimachinery, the standard library) would cost more than the
	// whole run.
	imports := func(path string) []string {
		return append(g.u.ListedImports(path), generated[path]...)
	}
	reported := map[string]bool{}
	for i, f := range files {
		from, found := importPath(f, imports)
		if !found {
			continue
		}
		cycle := []string{f.PkgPath}
		for p := from[f.PkgPath]; p != f.PkgPath; p = from[p] {
			cycle = append(cycle, p)
		}
		slices.Reverse(cycle[1:])
		key := slices.Clone(cycle)
		sort.Strings(key)
		if reported[strings.Join(key, " ")] {
			continue
		}
		reported[strings.Join(key, " ")] = true
		var steps []string
		for j, p := range cycle {
			next := cycle[(j+1)%len(cycle)]
			by := " imports "
			if slices.Contains(generated[p], next) {
				by = "'s conversions would import "
			}
			steps = append(steps, p+by+next)
		}
		g.errorAt(targets[i].pkg.DocTagPos(tagName), "the generated conversions would create an import cycle: %s; packages cannot convert to each other: keep the +%s peer on one side only (the versioned package, converting to the internal one)", strings.Join(steps, ", "), tagName)
	}
}

// importPath searches breadth-first from the imports of f back to its
// package, imports giving each package's imports; from maps each package
// reached to the one it was reached from.
func importPath(f *output.File, imports func(string) []string) (from map[string]string, found bool) {
	from = map[string]string{}
	var queue []string
	for _, im := range f.Code.Imports() {
		if _, ok := from[im.Path]; !ok && im.Path != f.PkgPath {
			from[im.Path] = f.PkgPath
			queue = append(queue, im.Path)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, dep := range imports(p) {
			if dep == f.PkgPath {
				from[f.PkgPath] = p
				return from, true
			}
			if _, ok := from[dep]; !ok {
				from[dep] = p
				queue = append(queue, dep)
			}
		}
	}
	return from, false
}

func (g *generator) errOrNil() error {
	if len(g.errs) > 0 {
		return g.errs
	}
	return nil
}

func (g *generator) mustType(pkg, name string) *universe.Type {
	if _, err := g.u.LoadPackage(pkg); err == nil {
		if t := g.u.Type(pkg, name); t != nil {
			return t
		}
	}
	g.errorAt(universe.Pos{}, "cannot find %s.%s: add k8s.io/apimachinery to your module's requirements", pkg, name)
	return &universe.Type{Name: universe.Name{Package: pkg, Name: name}}
}

// file builds the conversion file of one target.
func (g *generator) file(t *target) *output.File {
	f := &fileGen{g: g, t: t, file: emit.NewFile(t.pkg.Path, t.pkg.Name), scope: g.scopeType, peerOf: map[*universe.Type]*universe.Type{}, skipped: map[*universe.Type][]skippedField{}}
	// RegisterConversions' parameter s and its closures' a, b and scope
	// would shadow an import of that name, in which every registered type
	// of the package is spelled: name such a package otherwise.
	f.file.Reserve("a", "b", "s", "scope")
	// Decide which types convert, in name order, as upstream's filter does.
	type todo struct {
		t        *universe.Type
		peer     *universe.Type
		explicit []*universe.Type
	}
	var work []todo
	for _, typ := range t.typesPkg.Types() {
		peer := g.peerType(typ, t.peers)
		withPeer := peer != nil && g.convertibleOnlyWithinPackage(t, typ, peer)
		if withPeer && peer != typ && emit.PublicName(typ) == emit.PublicName(peer) {
			g.reportOnce(t.pkg.DocTagPos(tagName), "%s", g.sameNameMessage(t, typ, peer))
			continue
		}
		if withPeer && peer == typ {
			// Upstream declares Convert_<v>_<T>_To_<v>_<T> twice.
			g.errorAt(typ.Pos, "type %s: its first peer is the type itself (+%s=%s names this package, and no peer before it has a type %s); add %s to the internal package, or tag it +%s=false", typ.Name.Name, tagName, typ.Name.Package, typ.Name.Name, typ.Name.Name, tagName)
			continue
		}
		if withPeer {
			f.types = append(f.types, typ)
			f.peerOf[typ] = peer
		}
		explicit := g.explicitFrom(typ)
		for range explicit {
			f.explicit = append(f.explicit, typ)
		}
		if withPeer || len(explicit) > 0 {
			work = append(work, todo{typ, peer, explicit})
		}
	}
	decls := f.register()
	for _, w := range work {
		if w.peer != nil {
			decls = append(decls, f.conversion(w.t, w.peer)...)
			decls = append(decls, f.conversion(w.peer, w.t)...)
		}
		for _, in := range w.explicit {
			decls = append(decls, f.fromURLValues(in, w.t)...)
		}
	}
	return &output.File{
		Path:    filepath.Join(t.pkg.Dir, g.opts.OutputFile),
		PkgPath: t.pkg.Path,
		PkgName: t.pkg.Name,
		Code:    f.file,
		Decls:   decls,
	}
}

// sameNameMessage explains why a type and its peer, in packages of the same
// name, cannot be converted: function names spell a package by the last
// element of its path only, so both directions get one name.
func (g *generator) sameNameMessage(t *target, typ, peer *universe.Type) string {
	origin := func(path string) string {
		switch {
		case path == t.pkg.Path:
			return "the package itself"
		case path == t.typesPkg.Path:
			return "named by +" + tagExternalTypes + "=" + path
		case slices.Contains(g.opts.ExtraPeerDirs, path):
			return "named by --extra-peer-dirs"
		case slices.Contains(g.opts.BasePeerDirs, path):
			return "named by --base-peer-dirs"
		}
		return "named by +" + tagName + "=" + path
	}
	name := "Convert_" + emit.PublicName(typ) + "_To_" + emit.PublicName(peer)
	return fmt.Sprintf("%s (%s) and its peer %s (%s) have the same last path element, and conversion function names spell a package by it alone: %s would name the conversions both ways; move one of them to a directory of another name, or change the peer (%s)",
		typ.Name.Package, origin(typ.Name.Package), peer.Name.Package, origin(peer.Name.Package), name, strings.TrimPrefix(origin(peer.Name.Package), "named by "))
}

// explicitFrom reads +k8s:conversion-gen:explicit-from on a type; only
// net/url.Values is supported, as upstream.
func (g *generator) explicitFrom(t *universe.Type) []*universe.Type {
	vals, d := explicitFromTag.All(tags.OfType(t))
	if !d.OK() {
		g.errs = append(g.errs, d.Errors...)
		return nil
	}
	var out []*universe.Type
	for _, f := range vals {
		if f.Value != "net/url.Values" {
			g.errorAt(f.Pos, "type %s: +%s=%s is not supported; the only supported source type is net/url.Values", t.Name.Name, tagExplicitFrom, f.Value)
			continue
		}
		if g.urlValuesName == nil {
			if _, err := g.u.LoadPackage("net/url"); err == nil {
				g.urlValuesName = g.u.Type("net/url", "Values")
			}
			if g.urlValuesName == nil {
				g.errorAt(t.Pos, "type %s: cannot load net/url.Values", t.Name.Name)
				continue
			}
		}
		out = append(out, g.urlValuesName)
	}
	return out
}

// convertibleOnlyWithinPackage reports whether a conversion between in and
// out is generated in this target: one of them is a struct of the types
// package that did not opt out, and the other is exported.
func (g *generator) convertibleOnlyWithinPackage(tg *target, in, out *universe.Type) bool {
	t, other := out, in
	if in.Name.Package == tg.typesPkg.Path {
		t, other = in, out
	}
	if t.Name.Package != tg.typesPkg.Path {
		return false
	}
	v, ok, d := optOutTag.Get(tags.OfType(t))
	for _, e := range d.Errors {
		g.reportOnce(e.Pos, "%s", e.Message)
	}
	for _, w := range d.Warnings {
		g.warnOnce(w)
	}
	if !d.OK() {
		return false
	}
	if ok {
		if v.Value != "false" {
			g.reportOnce(v.Pos, "type %s: unsupported +%s value %q; on a type only =false (skip this type) is allowed", t.Name.Name, tagName, v.Value)
		}
		return false
	}
	if t.Kind != universe.Struct {
		return false
	}
	return isExported(other.Name.Name)
}

// canMemoryCopy reports whether a whole struct converts by one unsafe cast:
// same layout, every field present and accessible, and no hand-written
// conversion (other than copy-only) for any field.
func (g *generator) canMemoryCopy(tg *target, in, out *universe.Type) bool {
	if !g.mem.Equal(in, out) {
		return false
	}
	for _, im := range in.Members {
		if memberOptedOut(im) {
			return false
		}
		om, found := findMember(out, im.Name)
		if !found {
			return false
		}
		if !isExported(im.Name) && tg.pkg.Path != in.Name.Package {
			return false
		}
		if !isExported(om.Name) && tg.pkg.Path != out.Name.Package {
			return false
		}
		if fn, ok := g.manual[pair{im.Type, om.Type}]; ok && fnTag(fn) != "copy-only" {
			return false
		}
	}
	return true
}

func (g *generator) preexistsPointers(in, out *universe.Type) *universe.Method {
	if in.Kind != universe.Pointer || out.Kind != universe.Pointer {
		return nil
	}
	return g.manual[pair{in.Elem, out.Elem}]
}

// manualIn lists the hand-written conversions of a package, by name.
func (g *generator) manualIn(pkg string) []pair {
	var pairs []pair
	for p, fn := range g.manual {
		if fn.Package == pkg {
			pairs = append(pairs, p)
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return g.manual[pairs[i]].Name < g.manual[pairs[j]].Name })
	return pairs
}

// needManual reports a conversion that must be written by hand because
// some fields could not be converted.
func (g *generator) needManual(f *fileGen, in, out *universe.Type, name string, skipped []skippedField) {
	inName, outName := f.qualified(in), f.qualified(out)
	var why []string
	for _, s := range skipped {
		why = append(why, fmt.Sprintf("\t%s: field %s: %s", s.pos, s.name, s.reason))
	}
	g.warnAt(in.Pos, "conversion from %s to %s needs a hand-written function, because:\n%s\n\twrite, in package %s:\n\tfunc %s(in *%s, out *%s, s conversion.Scope) error\n\t(it may call auto%s for the other fields)",
		shortName(in), shortName(out), strings.Join(why, "\n"), f.t.pkg.Path, name, inName, outName, name)
	w := g.warnings[len(g.warnings)-1]
	g.manualNeeded = append(g.manualNeeded, w)
	g.manualPkg[w] = f.t.pkg.Path
}

// qualified spells a type as the output package would, for messages.
func (f *fileGen) qualified(t *universe.Type) string {
	if t.Name.Package == f.t.pkg.Path || t.Name.Package == "" {
		return t.Name.Name
	}
	return filepath.Base(t.Name.Package) + "." + t.Name.Name
}

func (g *generator) reportOnce(pos universe.Pos, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, e := range g.errs {
		if e.Pos == pos && e.Message == msg {
			return
		}
	}
	g.errs = append(g.errs, &universe.Error{Pos: pos, Message: msg})
}

// warnOnce adds warning w unless it was given already.
func (g *generator) warnOnce(w *universe.Error) {
	for _, e := range g.warnings {
		if e.Same(w) {
			return
		}
	}
	g.warnings = append(g.warnings, w)
}

// fromURLValues emits the conversion from url.Values to a struct, one
// query parameter per json-tagged field.
func (f *fileGen) fromURLValues(in, out *universe.Type) []jen.Code {
	f.cur = pair{in, out}
	name := f.convName(in, out)
	sig := func() []jen.Code {
		return []jen.Code{jen.Id("in").Op("*").Add(f.raw(in)), jen.Id("out").Op("*").Add(f.raw(out)), jen.Id("s").Add(f.raw(f.scope))}
	}
	autoSig := sig()
	var body []jen.Code
	elem := universe.Unalias(in).Elem
	for _, om := range out.Members {
		if memberOptedOut(om) {
			body = append(body, jen.Comment("INFO: in."+om.Name+" opted out of conversion generation"))
			continue
		}
		jsonTag := reflect.StructTag(om.Tags).Get("json")
		tagName, _, _ := strings.Cut(jsonTag, ",")
		if tagName == "" {
			body = append(body, jen.Comment("WARNING: Field "+om.Name+" does not have json tag, skipping."), jen.Line())
			continue
		}
		// if values, ok := map[string][]string(*in)["tag"]; ok && len(values) > 0 { ... } else { zero }
		lookup := jen.Map(jen.String()).Index().String().Call(jen.Op("*").Id("in")).Index(jen.Lit(tagName))
		body = append(body, jen.If(jen.List(jen.Id("values"), jen.Id("ok")).Op(":=").Add(lookup), jen.Id("ok").Op("&&").Len(jen.Id("values")).Op(">").Lit(0)).
			Block(f.fromValuesEntry(elem, om)...).Else().Block(f.zeroValue(om)...))
	}
	body = append(body, jen.Return(jen.Nil()))
	decls := []jen.Code{jen.Func().Id("auto" + name).Params(autoSig...).Error().Block(body...)}
	if _, ok := f.g.manual[pair{in, out}]; ok {
		return decls
	}
	return append(decls, f.public2(in, out, name, sig))
}

func (f *fileGen) fromValuesEntry(in *universe.Type, om universe.Member) []jen.Code {
	outF := func() *jen.Statement { return jen.Id("out").Dot(om.Name) }
	if fn, ok := f.g.manual[pair{in, om.Type}]; ok {
		return []jen.Code{ifErr(f.fnRef(fn).Call(jen.Op("&").Id("values"), jen.Op("&").Add(outF()), jen.Id("s")))}
	}
	switch {
	case om.Type.Kind == universe.Builtin && om.Type.Name.Name == "string":
		return []jen.Code{outF().Op("=").Id("values").Index(jen.Lit(0))}
	case f.g.mem.Equal(in, om.Type):
		switch in.Kind {
		case universe.Pointer:
			return []jen.Code{outF().Op("=").Parens(f.raw(om.Type)).Call(f.unsafePointer().Call(jen.Op("&").Id("values")))}
		case universe.Map, universe.Slice:
			return []jen.Code{outF().Op("=").Op("*").Parens(jen.Op("*").Add(f.raw(om.Type))).Call(f.unsafePointer().Call(jen.Op("&").Id("values")))}
		}
	}
	// Upstream leaves the field unset with a FIXME, and the code compiles:
	// a warning, not an error.
	f.g.warnAt(om.Pos, "conversion from url.Values to %s: field %s of type %s cannot be read from url.Values and is left unset; write func Convert_Slice_string_To_%s(in *[]string, out *%s, s conversion.Scope) error to read it", shortName(f.cur.out), om.Name, shortName(om.Type), emit.PublicName(om.Type), shortName(om.Type))
	return []jen.Code{jen.Comment("FIXME: out." + om.Name + " is of not yet supported type and requires manual conversion")}
}

func (f *fileGen) zeroValue(om universe.Member) []jen.Code {
	t := universe.Unalias(om.Type)
	outF := jen.Id("out").Dot(om.Name)
	switch t.Kind {
	case universe.Builtin:
		switch t.Name.Name {
		case "string":
			return []jen.Code{outF.Op("=").Lit("")}
		case "int64", "int32", "int16", "int", "uint64", "uint32", "uint16", "uint", "uintptr", "byte", "int8", "float64", "float32":
			return []jen.Code{outF.Op("=").Lit(0)}
		case "bool":
			return []jen.Code{outF.Op("=").False()}
		}
	case universe.Struct:
		if t == om.Type {
			return []jen.Code{outF.Op("=").Add(f.raw(t)).Values()}
		}
		return []jen.Code{outF.Op("=").Add(f.raw(om.Type)).Call(f.raw(t).Values())}
	case universe.Map, universe.Slice, universe.Pointer, universe.Interface, universe.Array:
		return []jen.Code{outF.Op("=").Nil()}
	}
	f.g.warnAt(om.Pos, "conversion from url.Values to %s: field %s of type %s has no zero value conversion-gen knows and is left as it was when the parameter is absent", shortName(f.cur.out), om.Name, shortName(om.Type))
	return []jen.Code{jen.Comment("FIXME: out." + om.Name + " is of unsupported type and requires manual conversion")}
}
