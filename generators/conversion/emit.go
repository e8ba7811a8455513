package conversion

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// fileGen emits the conversion file of one target. Bodies shadow in and out
// at every nesting level, so the same code is valid however deep it sits.
type fileGen struct {
	g      *generator
	t      *target
	file   *emit.File
	scope  *universe.Type
	types  []*universe.Type
	peerOf map[*universe.Type]*universe.Type
	// explicit lists the url.Values conversions, by out type.
	explicit []*universe.Type
	// skipped lists, per in-type, the fields generated code cannot convert.
	skipped map[*universe.Type][]skippedField
	// cur is the top-level pair being generated, and field the field of
	// cur.in being converted, if any, for messages.
	cur   pair
	field string
}

type skippedField struct {
	name   string
	reason string
	pos    universe.Pos
}

// raw spells a type, adding its import as upstream's raw namer does.
func (f *fileGen) raw(t *universe.Type) *jen.Statement { return f.file.Type(t) }

// unsafePointer is unsafe.Pointer.
func (f *fileGen) unsafePointer() *jen.Statement {
	return f.file.Use(emit.Pkg("unsafe").Ident("Pointer"))
}

// public spells a type for a function name, tracking its import as
// upstream does even though the name does not use it.
func (f *fileGen) public(t *universe.Type) string {
	f.file.Import(t.Name.Package)
	return emit.PublicName(t)
}

// convName is Convert_<in>_To_<out>, naming in then out.
func (f *fileGen) convName(in, out *universe.Type) string {
	a := f.public(in)
	return "Convert_" + a + "_To_" + f.public(out)
}

// ifErr is: if err := call; err != nil { return err }
func ifErr(call jen.Code) *jen.Statement {
	return jen.If(jen.Err().Op(":=").Add(call), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err()))
}

// fnRef names a hand-written conversion function.
func (f *fileGen) fnRef(fn *universe.Method) *jen.Statement {
	return f.file.Use(emit.Pkg(fn.Package).Ident(fn.Name))
}

// register emits init and RegisterConversions.
func (f *fileGen) register() []jen.Code {
	g := f.g
	decls := []jen.Code{
		// func init() { localSchemeBuilder.Register(RegisterConversions) }
		jen.Func().Id("init").Params().Block(jen.Id("localSchemeBuilder").Dot("Register").Call(jen.Id("RegisterConversions"))),
	}
	scheme := g.runtimeScheme
	schemeName := jen.Op("*").Add(f.raw(scheme))
	var body []jen.Code
	add := func(method string, in, out *universe.Type, fn func() *jen.Statement) {
		// if err := s.AddGeneratedConversionFunc((*In)(nil), (*Out)(nil), func(a, b interface{}, scope conversion.Scope) error {
		//	return Convert_In_To_Out(a.(*In), b.(*Out), scope)
		// }); err != nil { return err }
		inN, outN, scopeN := f.raw(in), f.raw(out), f.raw(f.scope)
		call := fn()
		body = append(body, ifErr(jen.Id("s").Dot(method).Call(
			jen.Parens(jen.Op("*").Add(inN.Clone())).Call(jen.Nil()),
			jen.Parens(jen.Op("*").Add(outN.Clone())).Call(jen.Nil()),
			jen.Func().Params(jen.List(jen.Id("a"), jen.Id("b")).Interface(), jen.Id("scope").Add(scopeN)).Error().Block(
				jen.Return(call.Call(jen.Id("a").Assert(jen.Op("*").Add(f.raw(in))), jen.Id("b").Assert(jen.Op("*").Add(f.raw(out))), jen.Id("scope"))),
			),
		)))
	}
	generated := func(in, out *universe.Type) {
		add("AddGeneratedConversionFunc", in, out, func() *jen.Statement { return jen.Id(f.convName(in, out)) })
	}
	for _, t := range f.types {
		peer := f.peerOf[t]
		if _, ok := g.manual[pair{t, peer}]; !ok {
			generated(t, peer)
		}
		if _, ok := g.manual[pair{peer, t}]; !ok {
			generated(peer, t)
		}
	}
	for _, out := range f.explicit {
		generated(g.urlValuesName, out)
	}
	for _, p := range g.manualIn(f.t.pkg.Path) {
		fn := g.manual[p]
		add("AddConversionFunc", p.in, p.out, func() *jen.Statement { return f.fnRef(fn) })
	}
	body = append(body, jen.Return(jen.Nil()))
	decls = append(decls, jen.Comment("RegisterConversions adds conversion functions to the given scheme.").Line().
		Comment("Public to allow building arbitrary schemes.").Line().
		Func().Id("RegisterConversions").Params(jen.Id("s").Add(schemeName)).Error().Block(body...))
	return decls
}

// conversion emits autoConvert_In_To_Out and, unless hand-written or
// impossible, Convert_In_To_Out.
func (f *fileGen) conversion(in, out *universe.Type) []jen.Code {
	f.cur = pair{in, out}
	name := f.convName(in, out)
	f.g.record(in, out, name)
	sig := func() []jen.Code {
		return []jen.Code{jen.Id("in").Op("*").Add(f.raw(in)), jen.Id("out").Op("*").Add(f.raw(out)), jen.Id("s").Add(f.raw(f.scope))}
	}
	autoSig := sig()
	body := append(f.generateFor(in, out), jen.Return(jen.Nil()))
	decls := []jen.Code{jen.Func().Id("auto" + name).Params(autoSig...).Error().Block(body...)}
	if _, ok := f.g.manual[pair{in, out}]; ok {
		return decls
	}
	if fn := f.declared(name); fn != nil {
		// The package has a function of that name that is not a
		// conversion: upstream declares the name again, which does not
		// compile.
		f.g.errorAt(fn.Pos, "%s is not used as the conversion from %s to %s: its signature must be func(in *%s, out *%s, s conversion.Scope) error; fix the signature (or rename the function)", name, shortName(in), shortName(out), f.qualified(in), f.qualified(out))
		return decls
	}
	if skipped := f.skipped[in]; len(skipped) > 0 {
		f.g.needManual(f, in, out, name, skipped)
		return decls
	}
	return append(decls, f.public2(in, out, name, sig))
}

// generated reports whether this run writes Convert_<in>_To_<out>: in
// and out are peers (of one name) and conversion-gen converts them.
// Upstream also calls the function for structs of different names, which
// nobody writes; that call does not compile, so here it is a missing
// conversion, reported with the function to write.
func (f *fileGen) generated(in, out *universe.Type) bool {
	return in.Name.Name == out.Name.Name && f.g.convertibleOnlyWithinPackage(f.t, in, out)
}

// declared returns the top-level function of the output package named
// name, if any.
func (f *fileGen) declared(name string) *universe.Method {
	for _, fn := range f.t.pkg.Functions() {
		if fn.Name == name {
			return fn
		}
	}
	return nil
}

// public2 is the exported wrapper: Convert_X(in, out, s) { return autoConvert_X(in, out, s) }
func (f *fileGen) public2(in, out *universe.Type, name string, sig func() []jen.Code) jen.Code {
	comment := jen.Comment(f.convName(in, out) + " is an autogenerated conversion function.")
	return comment.Line().Func().Id(name).Params(sig()...).Error().Block(
		jen.Return(jen.Id("auto"+name).Call(jen.Id("in"), jen.Id("out"), jen.Id("s"))))
}

func (f *fileGen) generateFor(in, out *universe.Type) []jen.Code {
	switch in.Kind {
	case universe.Builtin:
		return f.doBuiltin(in, out)
	case universe.Map:
		return f.doMap(in, out)
	case universe.Slice:
		return f.doSlice(in, out)
	case universe.Struct:
		return f.doStruct(in, out)
	case universe.Pointer:
		return f.doPointer(in, out)
	}
	return f.doUnknown(in)
}

func (f *fileGen) doUnknown(in *universe.Type) []jen.Code {
	// Upstream emits a FIXME comment here; the result does not convert, so
	// it is an error, with the comment still in place, unless the
	// conversion is hand-written: then the incomplete autoConvert compiles
	// and nothing calls it for this pair.
	if !f.handWritten() {
		f.unsupported("type %s is not supported by conversion-gen; write %s by hand", shortName(in), f.convNameNoImport(f.cur.in, f.cur.out))
	}
	return []jen.Code{jen.Comment("FIXME: Type " + rawText(f, in) + " is unsupported.")}
}

func (f *fileGen) doBuiltin(in, out *universe.Type) []jen.Code {
	if in == out {
		return []jen.Code{jen.Op("*").Id("out").Op("=").Op("*").Id("in")}
	}
	if !builtinConvertible(in, out) {
		return f.missing(in, out)
	}
	return []jen.Code{jen.Op("*").Id("out").Op("=").Add(f.raw(out)).Call(jen.Op("*").Id("in"))}
}

// missing is the FIXME that upstream emits where no conversion exists
// between two element types; it is reported as an error.
func (f *fileGen) missing(in, out *universe.Type) []jen.Code {
	text := "FIXME: Provide conversion function to convert " + rawText(f, in) + " to " + rawText(f, out)
	a, b := in, out
	if a.Kind == universe.Pointer && b.Kind == universe.Pointer {
		a, b = a.Elem, b.Elem
	}
	if (a.Name.Package == "" && a.Kind != universe.Builtin) || (b.Name.Package == "" && b.Kind != universe.Builtin) {
		// No function can be named after an unnamed type such as a func:
		// the conversion of the whole type is the one to write.
		f.unsupported("no conversion from %s to %s; write %s by hand, or tag the field +k8s:conversion-gen=false", shortName(in), shortName(out), f.convNameNoImport(f.cur.in, f.cur.out))
	} else {
		f.unsupported("no conversion from %s to %s; write func %s(in *%s, out *%s, s conversion.Scope) error", shortName(in), shortName(out), f.convNameNoImport(a, b), shortName(a), shortName(b))
	}
	return []jen.Code{jen.Comment(text), jen.Id("compileErrorOnMissingConversion").Call()}
}

// shortName spells a type with package names instead of paths, for
// messages.
func shortName(t *universe.Type) string {
	if t.Name.Package != "" {
		return t.Name.Package[strings.LastIndex(t.Name.Package, "/")+1:] + "." + t.Name.Name
	}
	switch t.Kind {
	case universe.Pointer:
		return "*" + shortName(t.Elem)
	case universe.Slice:
		return "[]" + shortName(t.Elem)
	case universe.Map:
		return "map[" + shortName(t.Key) + "]" + shortName(t.Elem)
	}
	return t.Name.Name
}

func (f *fileGen) doMap(in, out *universe.Type) []jen.Code {
	stmts := []jen.Code{jen.Op("*").Id("out").Op("=").Make(f.raw(out), jen.Len(jen.Op("*").Id("in")))}
	if !directlyAssignable(in.Key, out.Key) {
		if !f.handWritten() {
			f.unsupported("map keys of type %s cannot be converted to %s; write %s by hand", shortName(in.Key), shortName(out.Key), f.convNameNoImport(f.cur.in, f.cur.out))
		}
		return append(stmts, jen.For(jen.Range().Op("*").Id("in")).Block(jen.Comment("FIXME: Converting unassignable keys unsupported "+rawText(f, in.Key))))
	}
	outKey := func() *jen.Statement {
		if in.Key == out.Key {
			return jen.Parens(jen.Op("*").Id("out")).Index(jen.Id("key"))
		}
		return jen.Parens(jen.Op("*").Id("out")).Index(f.raw(out.Key).Call(jen.Id("key")))
	}
	var loop []jen.Code
	if directlyAssignable(in.Elem, out.Elem) {
		// (*out)[key] = val, converting where the types differ.
		lhs := outKey()
		if in.Elem == out.Elem {
			loop = append(loop, lhs.Op("=").Id("val"))
		} else {
			loop = append(loop, lhs.Op("=").Add(f.raw(out.Elem)).Call(jen.Id("val")))
		}
	} else {
		var conv []jen.Code
		ok := true
		switch fn, pfn := f.g.manual[pair{in.Elem, out.Elem}], f.g.preexistsPointers(in.Elem, out.Elem); {
		case fn != nil:
			// newVal := new(Out); if err := Fn(&val, newVal, s); err != nil { return err }
			conv = append(conv, jen.Id("newVal").Op(":=").New(f.raw(out.Elem)))
			conv = append(conv, ifErr(f.fnRef(fn).Call(jen.Op("&").Id("val"), jen.Id("newVal"), jen.Id("s"))))
		case pfn != nil:
			conv = append(conv, jen.Id("newVal").Op(":=").New(f.raw(out.Elem)))
			elem := jen.Op("*").Id("newVal").Op("=").New(f.raw(out.Elem.Elem))
			conv = append(conv, jen.If(jen.Id("val").Op("!=").Nil()).Block(elem, ifErr(f.fnRef(pfn).Call(jen.Id("val"), jen.Op("*").Id("newVal"), jen.Id("s")))))
		case f.generated(in.Elem, out.Elem):
			conv = append(conv, jen.Id("newVal").Op(":=").New(f.raw(out.Elem)))
			conv = append(conv, ifErr(jen.Id(f.convName(in.Elem, out.Elem)).Call(jen.Op("&").Id("val"), jen.Id("newVal"), jen.Id("s"))))
		default:
			conv = f.missing(in.Elem, out.Elem)
			ok = false
		}
		loop = append(loop, conv...)
		if ok {
			loop = append(loop, outKey().Op("=").Op("*").Id("newVal"))
		}
	}
	return append(stmts, jen.For(jen.List(jen.Id("key"), jen.Id("val")).Op(":=").Range().Op("*").Id("in")).Block(loop...))
}

func (f *fileGen) doSlice(in, out *universe.Type) []jen.Code {
	stmts := []jen.Code{jen.Op("*").Id("out").Op("=").Make(f.raw(out), jen.Len(jen.Op("*").Id("in")))}
	if in.Elem == out.Elem && in.Elem.Kind == universe.Builtin {
		return append(stmts, jen.Copy(jen.Op("*").Id("out"), jen.Op("*").Id("in")))
	}
	inI := func() *jen.Statement { return jen.Parens(jen.Op("*").Id("in")).Index(jen.Id("i")) }
	outI := func() *jen.Statement { return jen.Parens(jen.Op("*").Id("out")).Index(jen.Id("i")) }
	var loop []jen.Code
	if directlyAssignable(in.Elem, out.Elem) {
		if in.Elem == out.Elem {
			loop = append(loop, outI().Op("=").Add(inI()))
		} else {
			loop = append(loop, outI().Op("=").Add(f.raw(out.Elem)).Call(inI()))
		}
	} else {
		switch fn, pfn := f.g.manual[pair{in.Elem, out.Elem}], f.g.preexistsPointers(in.Elem, out.Elem); {
		case fn != nil:
			loop = append(loop, ifErr(f.fnRef(fn).Call(jen.Op("&").Add(inI()), jen.Op("&").Add(outI()), jen.Id("s"))))
		case pfn != nil:
			// if (*in)[i] != nil { (*out)[i] = new(T); if err := Fn((*in)[i], (*out)[i], s); ... }
			loop = append(loop, jen.If(inI().Op("!=").Nil()).Block(
				outI().Op("=").New(f.raw(out.Elem.Elem)),
				ifErr(f.fnRef(pfn).Call(inI(), outI(), jen.Id("s")))))
		case f.generated(in.Elem, out.Elem):
			loop = append(loop, ifErr(jen.Id(f.convName(in.Elem, out.Elem)).Call(jen.Op("&").Add(inI()), jen.Op("&").Add(outI()), jen.Id("s"))))
		default:
			loop = append(loop, f.missing(in.Elem, out.Elem)...)
		}
	}
	return append(stmts, jen.For(jen.Id("i").Op(":=").Range().Op("*").Id("in")).Block(loop...))
}

func (f *fileGen) doPointer(in, out *universe.Type) []jen.Code {
	stmts := []jen.Code{jen.Op("*").Id("out").Op("=").New(f.raw(out.Elem))}
	if directlyAssignable(in.Elem, out.Elem) {
		if in.Elem == out.Elem {
			return append(stmts, jen.Op("**").Id("out").Op("=").Op("**").Id("in"))
		}
		return append(stmts, jen.Op("**").Id("out").Op("=").Add(f.raw(out.Elem)).Call(jen.Op("**").Id("in")))
	}
	switch fn := f.g.manual[pair{in.Elem, out.Elem}]; {
	case fn != nil:
		return append(stmts, ifErr(f.fnRef(fn).Call(jen.Op("*").Id("in"), jen.Op("*").Id("out"), jen.Id("s"))))
	case f.generated(in.Elem, out.Elem):
		return append(stmts, ifErr(jen.Id(f.convName(in.Elem, out.Elem)).Call(jen.Op("*").Id("in"), jen.Op("*").Id("out"), jen.Id("s"))))
	}
	return append(stmts, f.missing(in.Elem, out.Elem)...)
}

// aliasCopy gives the underlying type of an alias the alias's name, as
// upstream does for fields (aliases are assignable to each other).
func aliasCopy(t *universe.Type) *universe.Type {
	u := universe.Unalias(t)
	if u == t {
		return t
	}
	c := *u
	c.Name = t.Name
	return &c
}

func (f *fileGen) doStruct(in, out *universe.Type) []jen.Code {
	if f.g.canMemoryCopy(f.t, in, out) {
		// *out = *(*Out)(unsafe.Pointer(in))
		return []jen.Code{jen.Op("*").Id("out").Op("=").Op("*").Parens(jen.Op("*").Add(f.raw(out))).Call(f.unsafePointer().Call(jen.Id("in")))}
	}
	var stmts []jen.Code
	defer func(prev string) { f.field = prev }(f.field)
	for _, im := range in.Members {
		if in == f.cur.in {
			f.field = im.Name
		}
		stmts = append(stmts, f.structField(in, out, im)...)
	}
	return stmts
}

// structField returns the statements that convert the field im of in to
// its namesake in out, or the comment that says why it cannot.
func (f *fileGen) structField(in, out *universe.Type, im universe.Member) []jen.Code {
	if memberOptedOut(im) {
		return []jen.Code{jen.Comment("INFO: in." + im.Name + " opted out of conversion generation")}
	}
	om, found := findMember(out, im.Name)
	if !found {
		f.skip(in, im, "it does not exist in "+shortName(out))
		return []jen.Code{jen.Comment("WARNING: in." + im.Name + " requires manual conversion: does not exist in peer-type")}
	}
	if !isExported(im.Name) && f.t.pkg.Path != in.Name.Package {
		f.skip(in, im, "it is not exported and cannot be read from package "+f.t.pkg.Path)
		return []jen.Code{jen.Comment("WARNING: in." + im.Name + " is not exported and cannot be read")}
	}
	if !isExported(om.Name) && f.t.pkg.Path != out.Name.Package {
		f.skip(in, im, "its peer field is not exported and cannot be set from package "+f.t.pkg.Path)
		return []jen.Code{jen.Comment("WARNING: out." + im.Name + " is not exported and cannot be set")}
	}
	if f.g.undefinedMember(im, om) {
		return nil
	}
	imt, omt := aliasCopy(im.Type), aliasCopy(om.Type)
	if stmt := f.unsafeField(imt, omt, im.Name); stmt != nil {
		return []jen.Code{stmt}
	}
	if fn, ok := f.g.manual[pair{im.Type, om.Type}]; ok {
		tag := fnTag(fn)
		if tag == "drop" {
			return nil
		}
		if tag != "copy-only" || !f.isFastConversion(imt, omt) {
			return []jen.Code{ifErr(f.fnRef(fn).Call(jen.Op("&").Add(jen.Id("in").Dot(im.Name)), jen.Op("&").Add(jen.Id("out").Dot(im.Name)), jen.Id("s")))}
		}
	}
	if imt.Kind != omt.Kind || !builtinConvertible(im.Type, om.Type) {
		f.skip(in, im, "its type "+shortName(imt)+" cannot be converted to "+shortName(omt)+" automatically")
		return []jen.Code{jen.Comment("WARNING: in." + im.Name + " requires manual conversion: inconvertible types (" + imt.String() + " vs " + omt.String() + ")")}
	}
	return f.convertField(imt, omt, im.Name)
}

// unsafeField returns the cast that converts field name when its types
// have the same memory layout and it is a pointer, map or slice, or nil.
func (f *fileGen) unsafeField(imt, omt *universe.Type, name string) jen.Code {
	if !f.g.mem.Equal(imt, omt) {
		return nil
	}
	inF := jen.Id("in").Dot(name)
	var stmt jen.Code
	switch imt.Kind {
	case universe.Pointer:
		// out.F = (*T)(unsafe.Pointer(in.F))
		stmt = jen.Id("out").Dot(name).Op("=").Parens(f.raw(omt)).Call(f.unsafePointer().Call(inF))
	case universe.Map, universe.Slice:
		// out.F = *(*T)(unsafe.Pointer(&in.F))
		stmt = jen.Id("out").Dot(name).Op("=").Op("*").Parens(jen.Op("*").Add(f.raw(omt))).Call(f.unsafePointer().Call(jen.Op("&").Add(inF)))
	default:
		return nil
	}
	return stmt
}

// convertField returns the statements that convert field name, of type imt
// in in and omt in out, of the same kind and convertible.
func (f *fileGen) convertField(imt, omt *universe.Type, name string) []jen.Code {
	inF := func() *jen.Statement { return jen.Id("in").Dot(name) }
	outF := func() *jen.Statement { return jen.Id("out").Dot(name) }
	convCall := func() []jen.Code {
		if f.generated(imt, omt) {
			return []jen.Code{ifErr(jen.Id(f.convName(imt, omt)).Call(jen.Op("&").Add(inF()), jen.Op("&").Add(outF()), jen.Id("s")))}
		}
		return f.missing(imt, omt)
	}
	switch imt.Kind {
	case universe.Builtin:
		if imt == omt {
			return []jen.Code{outF().Op("=").Add(inF())}
		}
		return []jen.Code{outF().Op("=").Add(f.raw(omt)).Call(inF())}
	case universe.Map, universe.Slice, universe.Pointer:
		if sameUnder(imt, omt) {
			return []jen.Code{outF().Op("=").Add(inF())}
		}
		// if in.F != nil { in, out := &in.F, &out.F; ... } else { out.F = nil }
		inner := append([]jen.Code{jen.List(jen.Id("in"), jen.Id("out")).Op(":=").List(jen.Op("&").Add(inF()), jen.Op("&").Add(outF()))}, f.generateFor(imt, omt)...)
		return []jen.Code{jen.If(inF().Op("!=").Nil()).Block(inner...).Else().Block(outF().Op("=").Nil())}
	case universe.Struct:
		if sameUnder(imt, omt) {
			return []jen.Code{outF().Op("=").Add(inF())}
		}
	}
	return convCall()
}

func (f *fileGen) isFastConversion(in, out *universe.Type) bool {
	switch in.Kind {
	case universe.Builtin:
		return true
	case universe.Map, universe.Slice, universe.Pointer, universe.Struct, universe.Alias:
		return sameUnder(in, out)
	}
	return false
}

// sameUnder reports whether two types are the same once aliases are
// followed (upstream's method isDirectlyAssignable).
func sameUnder(a, b *universe.Type) bool {
	return universe.Unalias(a) == universe.Unalias(b)
}

// directlyAssignable is upstream's function isDirectlyAssignable: an
// assignable type, builtin or from the same package as the other.
func directlyAssignable(in, out *universe.Type) bool {
	return in.IsAssignable() && (in.IsPrimitive() || in.Name.Package == out.Name.Package) && builtinConvertible(in, out)
}

// builtinConvertible reports whether a conversion T(x) between two builtin
// (or named builtin) types compiles and means what a field conversion
// means: numbers to numbers, strings to strings, bools to bools. Go also
// turns an integer into a one-rune string, never what is meant here.
// Upstream emits T(x) for every pair of builtins, which then fails to
// compile or silently converts 65 to "A".
func builtinConvertible(in, out *universe.Type) bool {
	a, b := universe.Unalias(in), universe.Unalias(out)
	if a.Kind != universe.Builtin || b.Kind != universe.Builtin {
		return true
	}
	return builtinClass(a.Name.Name) == builtinClass(b.Name.Name)
}

func builtinClass(name string) string {
	switch name {
	case "bool", "string":
		return name
	case "complex64", "complex128":
		return "complex"
	}
	return "number"
}

func findMember(t *universe.Type, name string) (universe.Member, bool) {
	if t.Kind != universe.Struct {
		return universe.Member{}, false
	}
	for _, m := range t.Members {
		if m.Name == name {
			return m, true
		}
	}
	return universe.Member{}, false
}

// memberOptedOut reports whether field m is tagged +k8s:conversion-gen=false;
// its tag's problems are reported by checkFieldTags.
func memberOptedOut(m universe.Member) bool {
	v, ok, d := optOutTag.Get(tags.Block("", m.Pos, m.CommentLines, m.CommentAt...))
	return ok && d.OK() && v.Value == "false"
}

func isExported(name string) bool {
	return name != "" && strings.ToUpper(name[:1]) == name[:1] && name[0] != '_'
}

// rawText spells a type as text, for comments, naming imports as code does.
func rawText(f *fileGen, t *universe.Type) string {
	var b strings.Builder
	rawTextTo(f, t, &b)
	return b.String()
}

func rawTextTo(f *fileGen, t *universe.Type, b *strings.Builder) {
	if t.Name.Package != "" {
		if t.Name.Package == f.t.pkg.Path {
			b.WriteString(t.Name.Name)
			return
		}
		b.WriteString(f.file.Text(emit.IdentOf(t.Name)))
		return
	}
	switch t.Kind {
	case universe.Map:
		b.WriteString("map[")
		rawTextTo(f, t.Key, b)
		b.WriteString("]")
		rawTextTo(f, t.Elem, b)
	case universe.Slice:
		b.WriteString("[]")
		rawTextTo(f, t.Elem, b)
	case universe.Pointer:
		b.WriteString("*")
		rawTextTo(f, t.Elem, b)
	default:
		b.WriteString(t.Name.Name)
	}
}

// convNameNoImport is a conversion function name for messages.
func (f *fileGen) convNameNoImport(in, out *universe.Type) string {
	return "Convert_" + emit.PublicName(in) + "_To_" + emit.PublicName(out)
}

func (f *fileGen) skip(in *universe.Type, m universe.Member, reason string) {
	f.skipped[in] = append(f.skipped[in], skippedField{name: m.Name, reason: reason, pos: m.Pos})
}

// handWritten reports whether the conversion being generated has a
// hand-written Convert_ function: its autoConvert is then only a helper.
func (f *fileGen) handWritten() bool {
	_, ok := f.g.manual[f.cur]
	return ok
}

func (f *fileGen) unsupported(format string, args ...any) {
	local := f.cur.in
	if f.cur.in.Name.Package != f.t.typesPkg.Path {
		local = f.cur.out
	}
	pos, where := local.Pos, ""
	if f.field != "" {
		where = "field " + f.field + ": "
		if m, ok := findMember(local, f.field); ok {
			pos = m.Pos
		}
	}
	f.g.errorAt(pos, "conversion %s: %s"+format, append([]any{f.convNameNoImport(f.cur.in, f.cur.out), where}, args...)...)
}
