package applyconfig

import (
	"fmt"
	doccomment "go/doc/comment"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const (
	managedFieldsPkg emit.Pkg = "k8s.io/apimachinery/pkg/util/managedfields"
	schemaPkg        emit.Pkg = "k8s.io/apimachinery/pkg/runtime/schema"
	runtime          emit.Pkg = runtimePkg
)

// typeWriter builds the file of one apply configuration.
type typeWriter struct {
	pass  *genclient.Batch
	p     *Plan
	pkg   *Package
	ac    *ApplyConfig
	f     *emit.File
	decls []jen.Code
}

// writeType spells the file of one apply configuration: the struct, its
// constructor, its extraction functions (with a schema), its With and
// Get methods. It is called for several types at once, each with a
// batch of its own.
func writeType(pass *genclient.Batch, p *Plan, pkg *Package, ac *ApplyConfig) {
	w := &typeWriter{pass: pass, p: p, pkg: pkg, ac: ac, f: emit.NewFile(pkg.OutPkg, strings.ToLower(pkg.Version))}
	w.add(w.structDecl())
	t := ac.Type
	typeMeta := embeds(t, "TypeMeta")
	switch {
	case ac.Client.GenerateClient:
		w.add(w.clientConstructor())
		if ac.OpenAPIName != "" {
			w.extract()
		}
	case typeMeta:
		w.add(w.constructor(true))
	default:
		w.add(w.constructor(false))
	}
	if ac.Client.GenerateClient || typeMeta {
		w.add(jen.Func().Params(jen.Id("b").Id(ac.Name())).Id("IsApplyConfiguration").Params().Block())
	}
	if via := embedsItself(t, nil); via != nil {
		pass.Errorf(t.Pos, "type %s embeds itself by value (through %s), which Go does not allow (invalid recursive type); embed a pointer, or remove the embedding", t.Name.Name, strings.Join(via, ", "))
		return
	}
	w.withFuncs(t, nil, map[string]bool{})
	w.getters(t, nil)
	out := pass.NewFile(filepath.Join(p.OutputDir, filepath.FromSlash(pkg.Subdir), strings.ToLower(t.Name.Name)+".go"), w.f)
	out.Decls = w.decls
}

func (w *typeWriter) add(c jen.Code) { w.decls = append(w.decls, c) }

// comment is one comment line as upstream writes it: "// " and the text.
func comment(format string, args ...any) *jen.Statement {
	return jen.Comment("// " + fmt.Sprintf(format, args...))
}

// withoutTags are comment lines without the tags ("+..."), each trimmed.
func withoutTags(lines []string) []string {
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "+") {
			out = append(out, l)
		}
	}
	return out
}

// docLines are comment lines without the tags, as upstream writes a
// field's comment.
func docLines(lines []string) []jen.Code {
	var out []jen.Code
	for _, l := range withoutTags(lines) {
		out = append(out, comment("%s", l))
	}
	return out
}

// docComment is a top-level declaration's doc comment of text lines, as
// gofmt reformats upstream's (go/doc/comment: no trailing blank lines,
// lists indented, ...); the driver's formatting does not, as the
// declarations are rendered apart from the file.
func docComment(lines []string) []jen.Code {
	var p doccomment.Parser
	var pr doccomment.Printer
	text := string(pr.Comment(p.Parse(strings.Join(lines, "\n") + "\n")))
	var out []jen.Code
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		switch {
		case l == "":
			out = append(out, jen.Comment("//"))
		case strings.HasPrefix(l, "\t"):
			out = append(out, jen.Comment("//"+l))
		default:
			out = append(out, jen.Comment("// "+l))
		}
	}
	return out
}

// doc joins comment lines and a declaration.
func doc(lines []jen.Code, decl jen.Code) *jen.Statement {
	s := jen.Null()
	for _, l := range lines {
		s.Add(l).Line()
	}
	return s.Add(decl)
}

// spell spells an apply configuration's type, recording its imports.
func (w *typeWriter) spell(a *acType) *jen.Statement {
	if a.u != nil {
		return w.f.Type(a.u)
	}
	switch a.kind {
	case universe.Map:
		return jen.Map(w.spell(a.key)).Add(w.spell(a.elem))
	case universe.Slice:
		return jen.Index().Add(w.spell(a.elem))
	case universe.Pointer:
		return jen.Op("*").Add(w.spell(a.elem))
	}
	return w.f.Use(emit.Pkg(a.pkg).Ident(a.name))
}

// blocklisted are the fields apply configurations leave out: ObjectMeta's
// ManagedFields and SelfLink, and fields on their way out (ZZZ_).
func blocklisted(t *universe.Type, m universe.Member) bool {
	meta := t.Name == universe.Name{Package: metaPkg, Name: "ObjectMeta"}
	return (meta && (m.Name == "ManagedFields" || m.Name == "SelfLink")) || strings.HasPrefix(m.Name, "ZZZ_")
}

// nillable reports whether a field of type t is not written as a pointer.
func nillable(t *universe.Type) bool { return t.Kind == universe.Slice || t.Kind == universe.Map }

// embedsItself returns the names of the types through which t embeds, by
// value, a type already on path (t itself, or a type it is embedded in);
// nil when it does not.
func embedsItself(t *universe.Type, path []universe.Name) []string {
	if slices.Contains(path, t.Name) {
		var names []string
		for _, n := range append(path, t.Name) {
			names = append(names, n.Name)
		}
		return names
	}
	path = append(path, t.Name)
	for _, m := range t.Members {
		if m.Embedded && m.Type != nil && m.Type.Kind == universe.Struct {
			if via := embedsItself(m.Type, path); via != nil {
				return via
			}
		}
	}
	return nil
}

// unsupported says why t, or a type it is made of, cannot be spelled (a
// type that is not declared); "" when it can.
func unsupported(t *universe.Type) string {
	for seen := 0; t != nil && seen < 64; seen++ {
		switch t.Kind {
		case universe.Unsupported:
			return t.Why
		case universe.Map:
			if why := unsupported(t.Key); why != "" {
				return why
			}
			t = t.Elem
		case universe.Pointer, universe.Slice, universe.Array:
			t = t.Elem
		default:
			return ""
		}
	}
	return ""
}

// structDecl declares the apply configuration's struct.
func (w *typeWriter) structDecl() jen.Code {
	t := w.ac.Type
	lines := []string{
		fmt.Sprintf("%s represents a declarative configuration of the %s type for use", w.ac.Name(), t.Name.Name),
		"with apply.",
	}
	if more := withoutTags(append(append([]string{}, t.SecondClosestCommentLines...), t.CommentLines...)); len(more) > 0 {
		lines = append(append(lines, ""), more...)
	}
	var fields []jen.Code
	for _, m := range t.Members {
		j, ok := lookupJSON(m)
		if blocklisted(t, m) || !ok {
			continue
		}
		if why := unsupported(m.Type); why != "" {
			w.pass.Errorf(m.Pos, "type %s: field %s: %s, so it has no apply configuration; declare the type, or leave the field out of the API (json:\"-\")", t.Name.Name, m.Name, why)
			continue
		}
		if !j.inline {
			j.omitempty = true
		}
		fields = append(fields, docLines(m.CommentLines)...)
		typ := w.spell(w.p.applyConfigFor(m.Type))
		tag := map[string]string{"json": j.String()}
		switch {
		case m.Embedded && j.inline:
			fields = append(fields, typ.Tag(tag))
		case m.Embedded:
			fields = append(fields, jen.Op("*").Add(typ).Tag(tag))
		case nillable(m.Type):
			fields = append(fields, jen.Id(m.Name).Add(typ).Tag(tag))
		default:
			fields = append(fields, jen.Id(m.Name).Op("*").Add(typ).Tag(tag))
		}
	}
	return doc(docComment(lines), jen.Type().Id(w.ac.Name()).Struct(fields...))
}

// constructorDoc is the comment of a constructor named name.
func (w *typeWriter) constructorDoc(name string) []jen.Code {
	return []jen.Code{
		comment("%s constructs a declarative configuration of the %s type for use with", name, w.ac.Type.Name.Name),
		comment("apply."),
	}
}

// kindAndVersion sets the kind and the API version on b.
func (w *typeWriter) kindAndVersion() []jen.Code {
	return []jen.Code{
		jen.Id("b").Dot("WithKind").Call(jen.Lit(upperFirst(w.ac.Type.Name.Name))),
		jen.Id("b").Dot("WithAPIVersion").Call(jen.Lit(w.pkg.apiVersion())),
	}
}

// clientConstructor is the constructor of a +genclient type: by name,
// and namespace unless it is cluster-scoped.
func (w *typeWriter) clientConstructor() jen.Code {
	name := w.ac.Type.Name.Name
	params := []jen.Code{jen.Id("name").String()}
	body := []jen.Code{jen.Id("b").Op(":=").Op("&").Id(w.ac.Name()).Values(), jen.Id("b").Dot("WithName").Call(jen.Id("name"))}
	if !w.ac.Client.NonNamespaced {
		params = []jen.Code{jen.Id("name"), jen.Id("namespace").String()}
		body = append(body, jen.Id("b").Dot("WithNamespace").Call(jen.Id("namespace")))
	}
	body = append(append(body, w.kindAndVersion()...), jen.Return(jen.Id("b")))
	return doc(w.constructorDoc(name), jen.Func().Id(name).Params(params...).Op("*").Id(w.ac.Name()).Block(body...))
}

// constructor is the constructor of another type; one with TypeMeta
// sets its kind and API version.
func (w *typeWriter) constructor(typeMeta bool) jen.Code {
	body := []jen.Code{jen.Return(jen.Op("&").Id(w.ac.Name()).Values())}
	if typeMeta {
		body = append([]jen.Code{jen.Id("b").Op(":=").Op("&").Id(w.ac.Name()).Values()}, w.kindAndVersion()...)
		body = append(body, jen.Return(jen.Id("b")))
	}
	docName := w.ac.Name()
	return doc(w.constructorDoc(docName), jen.Func().Id(w.ac.Type.Name.Name).Params().Op("*").Id(w.ac.Name()).Block(body...))
}

// internalPkg is the package of the schema's parser.
func (w *typeWriter) internalPkg() emit.Pkg { return emit.Pkg(path.Join(w.p.OutputPkg, "internal")) }
