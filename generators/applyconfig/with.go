package applyconfig

import (
	"unicode"
	"unicode/utf8"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// member is a field as the With and Get methods see it.
type member struct {
	m    universe.Member
	typ  *acType
	json jsonTag
	// in is the embedded field it is promoted from, if any.
	in *member
	// arg is the type of a slice's With arguments.
	arg *acType
	// ptrElems: a slice of pointers that are not apply configurations
	// ([]*string), appended as given (see ptrSliceWarning).
	ptrElems bool
}

// memberType is the type of field m in the methods: a pointer to an
// apply configuration, or what applyConfigFor gives.
func (w *typeWriter) member(m universe.Member, j jsonTag, in *member) *member {
	typ := w.p.applyConfigFor(m.Type)
	if w.p.isApplyConfig(m.Type) {
		typ = &acType{kind: universe.Pointer, elem: typ}
	}
	return &member{m: m, typ: typ, json: j, in: in}
}

// embedName is the name of the field an embedded member is reached
// through ("" if none).
func embedName(in *member) string {
	if in == nil {
		return ""
	}
	if n := in.typ.typeName(); n != "" {
		return n
	}
	if e := in.typ.element(); e != nil {
		return e.typeName()
	}
	return ""
}

// field is b's field of mp, through its embedded field.
func field(mp *member) *jen.Statement {
	s := jen.Id("b")
	if n := embedName(mp.in); n != "" {
		s = s.Dot(n)
	}
	return s.Dot(mp.m.Name)
}

// publicName is a type's name in method names (ensure<Name>Exists).
func publicName(a *acType) string {
	if a == nil {
		return ""
	}
	return upperFirst(a.typeName())
}

// ensureEmbed is the call that makes sure the non-inline embedded field
// mp is promoted from exists (nil if it is inline, or not embedded).
func ensureEmbed(mp *member) []jen.Code {
	if mp.in == nil || mp.in.json.inline {
		return nil
	}
	return []jen.Code{jen.Id("b").Dot("ensure" + publicName(mp.in.typ.element()) + "Exists").Call()}
}

// method declares func (b *<AC>) name(params) *<AC> { body }.
func (w *typeWriter) method(lines []jen.Code, name string, param jen.Code, body []jen.Code) jen.Code {
	return doc(lines, jen.Func().Params(jen.Id("b").Op("*").Id(w.ac.Name())).Id(name).Params(param).Op("*").Id(w.ac.Name()).Block(body...))
}

// withFuncs declares the With methods of t's fields (promoted ones
// through in), each name once.
func (w *typeWriter) withFuncs(t *universe.Type, in *member, done map[string]bool) {
	for _, m := range t.Members {
		j, ok := lookupJSON(m)
		if blocklisted(t, m) || !ok || done[m.Name] {
			continue
		}
		done[m.Name] = true
		mp := w.member(m, j, in)
		if m.Embedded {
			w.withFuncs(m.Type, mp, done)
			if !j.inline {
				w.ensureEmbedDecl(mp)
			}
			continue
		}
		d := m.Type
		for d.Kind == universe.Pointer {
			d = d.Elem
		}
		switch {
		case d.Kind == universe.Slice && w.p.isApplyConfig(d.Elem):
			mp.arg = &acType{kind: universe.Pointer, elem: mp.typ.element()}
			w.withSlice(mp)
		case m.Type.Kind == universe.Slice:
			mp.arg = mp.typ.element()
			if mp.ptrElems = isPointer(mp.arg); mp.ptrElems {
				w.ptrSliceWarning(t, mp)
			}
			w.withSlice(mp)
		case m.Type.Kind == universe.Map:
			w.withMap(mp)
		default:
			w.with(mp)
		}
	}
}

// ensureEmbedDecl declares the method that makes the non-inline embedded
// field mp exist.
func (w *typeWriter) ensureEmbedDecl(mp *member) {
	e := mp.typ.element()
	if e == nil {
		w.pass.Errorf(mp.m.Pos, "type %s: embedded field %s has no apply configuration, so its fields cannot be set through it; give it a json name with a type that has one, or inline it (json:\",inline\")", w.ac.Type.Name.Name, mp.m.Name)
		return
	}
	name := publicName(e)
	w.add(jen.Func().Params(jen.Id("b").Op("*").Id(w.ac.Name())).Id("ensure" + name + "Exists").Params().Block(
		jen.If(jen.Id("b").Dot(name).Op("==").Nil()).Block(
			jen.Id("b").Dot(name).Op("=").Op("&").Add(w.spell(e)).Values())))
}

// with declares the With method of a single value.
func (w *typeWriter) with(mp *member) {
	n := mp.m.Name
	lines := []jen.Code{
		comment("With%s sets the %s field in the declarative configuration to the given value", n, n),
		comment("and returns the receiver, so that objects can be built by chaining \"With\" function invocations."),
		comment("If called multiple times, the %s field is set to the value of the last call.", n),
	}
	param := jen.Id("value").Add(w.spell(mp.typ))
	value := jen.Op("&").Id("value")
	if w.p.isApplyConfig(mp.m.Type) || nillable(mp.m.Type) {
		value = jen.Id("value")
	}
	body := append(ensureEmbed(mp), field(mp).Op("=").Add(value), jen.Return(jen.Id("b")))
	w.add(w.method(lines, "With"+n, param, body))
}

// withSlice declares the With method that appends to a slice.
func (w *typeWriter) withSlice(mp *member) {
	n := mp.m.Name
	ptrSlice := mp.m.Type.Kind == universe.Pointer
	var ensure []jen.Code
	if ptrSlice {
		e := mp.typ.element()
		ensure = []jen.Code{jen.Id("b").Dot("ensure" + publicName(e) + "Exists").Call()}
		w.add(jen.Func().Params(jen.Id("b").Op("*").Id(w.ac.Name())).Id("ensure" + publicName(e) + "Exists").Params().Block(
			jen.If(field(&member{m: mp.m}).Op("==").Nil()).Block(
				field(&member{m: mp.m}).Op("=").Op("&").Index().Add(w.spell(e)).Values())))
	}
	lines := []jen.Code{
		comment("With%s adds the given value to the %s field in the declarative configuration", n, n),
		comment("and returns the receiver, so that objects can be build by chaining \"With\" function invocations."),
		comment("If called multiple times, values provided by each call will be appended to the %s field.", n),
	}
	param := jen.Id("values").Op("...").Add(w.spell(mp.arg))
	target, value := field(mp), jen.Id("values").Index(jen.Id("i"))
	if ptrSlice {
		target = jen.Op("*").Add(target)
	}
	var loop []jen.Code
	if isPointer(mp.arg) {
		loop = append(loop, jen.If(jen.Id("values").Index(jen.Id("i")).Op("==").Nil()).Block(
			jen.Panic(jen.Lit("nil value passed to With"+n))))
		if !mp.ptrElems {
			value = jen.Op("*").Add(value)
		}
	}
	loop = append(loop, target.Clone().Op("=").Append(target.Clone(), value))
	body := append(append(ensureEmbed(mp), ensure...), jen.For(jen.Id("i").Op(":=").Range().Id("values")).Block(loop...), jen.Return(jen.Id("b")))
	w.add(w.method(lines, "With"+n, param, body))
}

// ptrSliceWarning warns about a field that is a slice of pointers to
// what has no apply configuration (Messages []*string): upstream v0.37.2
// writes a With method that appends *values[i] to it, which does not
// compile; gvkgen appends values[i] (docs/differences.md).
func (w *typeWriter) ptrSliceWarning(t *universe.Type, mp *member) {
	n := mp.m.Name
	w.pass.Warnf(mp.m.Pos, "type %s: field %s is a slice of pointers (%s): upstream applyconfiguration-gen v0.37.2 writes a With%s that does not compile (it appends *values[i] to the slice); gvkgen appends the pointers as given instead, so the two differ; make the field a slice of values (e.g. []string) to get upstream's code", t.Name.Name, n, mp.m.Type, n)
}

// isPointer reports whether a is a pointer type.
func isPointer(a *acType) bool {
	if a.u != nil {
		return a.u.Kind == universe.Pointer
	}
	return a.kind == universe.Pointer
}

// withMap declares the With method that puts entries into a map.
func (w *typeWriter) withMap(mp *member) {
	n := mp.m.Name
	lines := []jen.Code{
		comment("With%s puts the entries into the %s field in the declarative configuration", n, n),
		comment("and returns the receiver, so that objects can be build by chaining \"With\" function invocations."),
		comment("If called multiple times, the entries provided by each call will be put on the %s field,", n),
		comment("overwriting an existing map entries in %s field with the same key.", n),
	}
	param := jen.Id("entries").Add(w.spell(mp.typ))
	body := append(ensureEmbed(mp),
		jen.If(field(mp).Op("==").Nil().Op("&&").Len(jen.Id("entries")).Op(">").Lit(0)).Block(
			field(mp).Op("=").Make(w.spell(mp.typ), jen.Len(jen.Id("entries")))),
		jen.For(jen.List(jen.Id("k"), jen.Id("v")).Op(":=").Range().Id("entries")).Block(
			field(mp).Index(jen.Id("k")).Op("=").Id("v")),
		jen.Return(jen.Id("b")))
	w.add(w.method(lines, "With"+n, param, body))
}

// getters declares the Get methods apply needs: ObjectMeta's Name and
// Namespace, TypeMeta's Kind and APIVersion, promoted through embedding.
func (w *typeWriter) getters(t *universe.Type, in *member) {
	for _, m := range t.Members {
		j, ok := lookupJSON(m)
		if blocklisted(t, m) || !ok {
			continue
		}
		mp := w.member(m, j, in)
		if m.Embedded {
			w.getters(m.Type, mp)
			continue
		}
		meta := t.Name == universe.Name{Package: metaPkg, Name: "ObjectMeta"} && (m.Name == "Name" || m.Name == "Namespace")
		typeMeta := t.Name == universe.Name{Package: metaPkg, Name: "TypeMeta"} && (m.Name == "Kind" || m.Name == "APIVersion")
		if !meta && !typeMeta {
			continue
		}
		result := w.spell(mp.typ)
		if !w.p.isApplyConfig(m.Type) && !nillable(m.Type) {
			result = jen.Op("*").Add(result)
		}
		body := append(ensureEmbed(mp), jen.Return(field(mp)))
		w.add(doc([]jen.Code{comment("Get%s retrieves the value of the %s field in the declarative configuration.", m.Name, m.Name)},
			jen.Func().Params(jen.Id("b").Op("*").Id(w.ac.Name())).Id("Get"+m.Name).Params().Add(result).Block(body...)))
	}
}

// upperFirst is the name with its first letter upper-case (upstream's
// public namer; by rune, so that a name starting with a non-ASCII
// letter stays valid).
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerFirst is the name with its first letter lower-case (upstream's
// private namer).
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
