package crdconversion

import (
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The packages whose identifiers the generated code uses.
const (
	crConversionPkg emit.Pkg = "sigs.k8s.io/controller-runtime/pkg/conversion"
	equalityPkg     emit.Pkg = "k8s.io/apimachinery/pkg/api/equality"
	fmtPkg          emit.Pkg = "fmt"
	jsonPkg         emit.Pkg = "encoding/json"
	metaPkg         emit.Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Names the generated code declares in each spoke package.
const (
	annotationConst = "crdconversionAnnotation"
	saveFunc        = "crdconversionSave"
	emptyFunc       = "crdconversionEmpty"
	loadFunc        = "crdconversionLoad"
)

// fileGen builds one file.
type fileGen struct {
	pkg  *universe.Package
	file *emit.File
	// needEmpty is set once the file calls crdconversionEmpty.
	needEmpty bool
}

func newFileGen(pkg *universe.Package) *fileGen {
	f := &fileGen{pkg: pkg, file: emit.NewFile(pkg.Path, pkg.Name)}
	// The generated functions' own identifiers would shadow imports.
	f.file.Reserve("hub", "src", "dst", "ok", "err", "restored", "lost", "obj", "data", "annotations", "empty", "k", "v", "t", "i",
		"f", "e", "c", "p", "iter", "spoke", "want", "got", "newHub", "newSpoke", "lossy", "path", "paths")
	return f
}

// output is the file called name in the package, holding decls.
func (f *fileGen) output(name string, decls []jen.Code) *output.File {
	return &output.File{
		Path:    filepath.Join(f.pkg.Dir, name),
		PkgPath: f.pkg.Path,
		PkgName: f.pkg.Name,
		Code:    f.file,
		Decls:   decls,
	}
}

// emitAll builds the files of every hub and spoke in pass.
func emitAll(pass *gen.Pass, g *group) {
	for _, h := range g.hubs {
		pass.AddFile(hubFile(h, pass.OutputFile))
	}
	for _, s := range g.spokes {
		pass.AddFile(spokeFile(s, pass.OutputFile))
		pass.AddFile(testFile(s))
	}
}

// hubFile declares Hub() on every kind of the hub.
func hubFile(h *hubPlan, outputFile string) *output.File {
	f := newFileGen(h.pkg)
	var decls []jen.Code
	for _, k := range h.kinds {
		// func (*Gizmo) Hub() {}
		decls = append(decls, emit.Doc("Hub marks "+k.Name.Name+" as the hub of its conversions: every other version of the kind", "converts to and from it.").
			Func().Params(jen.Op("*").Id(k.Name.Name)).Id("Hub").Params().Block())
	}
	return f.output(outputFile, decls)
}

// spokeFile declares ConvertTo and ConvertFrom on every kind of a spoke,
// and the functions that keep the hub's fields in the annotation.
func spokeFile(s *spokePlan, outputFile string) *output.File {
	f := newFileGen(s.pkg)
	decls := []jen.Code{
		emit.Doc(annotationConst+" holds, as JSON of a hub object, the hub's fields this version", "cannot hold, so that converting from the hub and back loses nothing.").
			Const().Id(annotationConst).Op("=").Lit(Annotation),
	}
	for _, k := range s.kinds {
		decls = append(decls, f.convertTo(k), f.convertFrom(k))
	}
	decls = append(decls, f.save(), f.load())
	if f.needEmpty {
		decls = append(decls, f.empty())
	}
	return f.output(outputFile, decls)
}

// castHub is
//
//	other, ok := hub.(*v1.Gizmo)
//	if !ok {
//		return fmt.Errorf(...)
//	}
func (f *fileGen) castHub(other string, k *kindPlan, msg string) []jen.Code {
	return []jen.Code{
		jen.List(jen.Id(other), jen.Id("ok")).Op(":=").Id("hub").Assert(jen.Op("*").Add(f.file.Type(k.hub))),
		jen.If(jen.Op("!").Id("ok")).Block(jen.Return(f.file.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit(msg), jen.Id("hub")))),
	}
}

// convertCall is: if err := Convert_...(src, dst, nil); err != nil { return err }
func convertCall(name string) jen.Code {
	return jen.If(jen.Err().Op(":=").Id(name).Call(jen.Id("src"), jen.Id("dst"), jen.Nil()), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err()))
}

func (f *fileGen) convertTo(k *kindPlan) jen.Code {
	name, hub := k.spoke.Name.Name, shortName(k.hub)
	body := f.castHub("dst", k, "cannot convert "+shortName(k.spoke)+" to %T: its hub is *"+hub)
	body = append(body, convertCall(k.toHub))
	if len(k.restore) == 0 {
		body = append(body,
			jen.List(jen.Id("_"), jen.Err()).Op(":=").Id(loadFunc).Call(jen.Id("dst"), jen.Nil()),
			jen.Return(jen.Err()))
	} else {
		body = append(body,
			jen.Id("restored").Op(":=").Op("&").Add(f.file.Type(k.hub)).Values(),
			jen.If(jen.List(jen.Id("ok"), jen.Err()).Op(":=").Id(loadFunc).Call(jen.Id("dst"), jen.Id("restored")), jen.Err().Op("!=").Nil().Op("||").Op("!").Id("ok")).Block(jen.Return(jen.Err())))
		for _, p := range k.restore {
			body = append(body, f.copyField(p, "restored", "dst", false, 0, nil))
		}
		body = append(body, jen.Return(jen.Nil()))
	}
	return emit.Doc("ConvertTo converts this "+name+" to the hub, "+hub+", with "+k.toHub+",",
		"and restores the hub's fields this version cannot hold from the "+Annotation+" annotation.").
		Func().Params(jen.Id("src").Op("*").Id(name)).Id("ConvertTo").Params(jen.Id("hub").Add(f.file.Use(crConversionPkg.Ident("Hub")))).Error().Block(body...)
}

func (f *fileGen) convertFrom(k *kindPlan) jen.Code {
	name, hub := k.spoke.Name.Name, shortName(k.hub)
	body := f.castHub("src", k, "cannot convert %T to "+shortName(k.spoke)+": its hub is *"+hub)
	body = append(body, convertCall(k.fromHub))
	if len(k.restore) == 0 {
		body = append(body, jen.Return(jen.Id(saveFunc).Call(jen.Id("dst"), jen.Nil(), jen.True())))
	} else {
		body = append(body, jen.Id("lost").Op(":=").Op("&").Add(f.file.Type(k.hub)).Values())
		for _, p := range k.restore {
			body = append(body, f.copyField(p, "src", "lost", true, 0, nil))
		}
		empty := f.file.Use(equalityPkg.Ident("Semantic")).Dot("DeepEqual").Call(jen.Id("lost"), jen.Op("&").Add(f.file.Type(k.hub)).Values())
		body = append(body, jen.Return(jen.Id(saveFunc).Call(jen.Id("dst"), jen.Id("lost"), empty)))
	}
	return emit.Doc("ConvertFrom converts the hub, "+hub+", to this "+name+" with "+k.fromHub+",",
		"and keeps the hub's fields this version cannot hold in the "+Annotation+" annotation.").
		Func().Params(jen.Id("dst").Op("*").Id(name)).Id("ConvertFrom").Params(jen.Id("hub").Add(f.file.Use(crConversionPkg.Ident("Hub")))).Error().Block(body...)
}

// sel is root.A.B... for the first n steps of p.
func sel(root string, p fieldPath, n int) *jen.Statement {
	s := jen.Id(root)
	for _, st := range p[:n] {
		s = s.Dot(st.name)
	}
	return s
}

// copyField copies the field at p from one hub object to another, through
// the pointers of p from step start on: where from has nil, nothing is
// copied. Restoring (alloc false), nothing is copied where to has nil
// either; saving (alloc true), to's pointers are allocated, only for a
// value that is not empty, so that lost stays empty when nothing is lost.
//
//	if from.Spec.Ref != nil {
//		if !crdconversionEmpty(from.Spec.Ref.Extra) {
//			if to.Spec.Ref == nil {
//				to.Spec.Ref = &v1.Ref{}
//			}
//			to.Spec.Ref.Extra = from.Spec.Ref.Extra
//		}
//	}
func (f *fileGen) copyField(p fieldPath, from, to string, alloc bool, start int, allocs []jen.Code) jen.Code {
	for i := start; i < len(p)-1; i++ {
		if p[i].ptr == nil {
			continue
		}
		cond := sel(from, p, i+1).Op("!=").Nil()
		if alloc {
			allocs = append(allocs, jen.If(sel(to, p, i+1).Op("==").Nil()).Block(sel(to, p, i+1).Op("=").Op("&").Add(f.file.Type(p[i].ptr)).Values()))
		} else {
			cond = cond.Op("&&").Add(sel(to, p, i+1).Op("!=").Nil())
		}
		return jen.If(cond).Block(f.copyField(p, from, to, alloc, i+1, allocs))
	}
	assign := sel(to, p, len(p)).Op("=").Add(sel(from, p, len(p)))
	if len(allocs) == 0 {
		return assign
	}
	f.needEmpty = true
	return jen.If(jen.Op("!").Id(emptyFunc).Call(sel(from, p, len(p)))).Block(append(allocs, assign)...)
}

// empty is
//
//	func crdconversionEmpty(v any) bool
//
// which reports whether v is its type's zero value, or an empty slice or
// map.
func (f *fileGen) empty() jen.Code {
	return emit.Doc(emptyFunc + " reports whether v is its type's zero value, or an empty slice or map.").
		Func().Id(emptyFunc).Params(jen.Id("v").Any()).Bool().Block(
		jen.Return(jen.Id("v").Op("==").Nil().Op("||").Add(f.file.Use(equalityPkg.Ident("Semantic"))).Dot("DeepEqual").Call(
			jen.Id("v"), f.file.Use(reflectPkg.Ident("Zero")).Call(f.file.Use(reflectPkg.Ident("TypeOf")).Call(jen.Id("v"))).Dot("Interface").Call())))
}

// save is
//
//	func crdconversionSave(obj metav1.Object, lost any, empty bool) error
//
// which sets the annotation to lost's JSON, or removes it when empty,
// on a copy of obj's annotations (which the conversion may share with the
// hub).
func (f *fileGen) save() jen.Code {
	return emit.Doc(saveFunc+" sets the "+Annotation+" annotation of obj to the JSON of lost, the hub's",
		"fields obj cannot hold, or removes it when they are all empty. The annotations are",
		"copied first: the conversion may share them with the hub.").
		Func().Id(saveFunc).Params(jen.Id("obj").Add(f.file.Use(metaPkg.Ident("Object"))), jen.Id("lost").Any(), jen.Id("empty").Bool()).Error().Block(
		jen.Id("annotations").Op(":=").Map(jen.String()).String().Values(),
		jen.For(jen.List(jen.Id("k"), jen.Id("v")).Op(":=").Range().Id("obj").Dot("GetAnnotations").Call()).Block(
			jen.If(jen.Id("k").Op("!=").Id(annotationConst)).Block(jen.Id("annotations").Index(jen.Id("k")).Op("=").Id("v"))),
		jen.If(jen.Op("!").Id("empty")).Block(
			jen.List(jen.Id("data"), jen.Err()).Op(":=").Add(f.file.Use(jsonPkg.Ident("Marshal"))).Call(jen.Id("lost")),
			jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(f.file.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit("annotation %s: %w"), jen.Id(annotationConst), jen.Err()))),
			jen.Id("annotations").Index(jen.Id(annotationConst)).Op("=").String().Call(jen.Id("data"))),
		jen.If(jen.Len(jen.Id("annotations")).Op("==").Lit(0)).Block(jen.Id("annotations").Op("=").Nil()),
		jen.Id("obj").Dot("SetAnnotations").Call(jen.Id("annotations")),
		jen.Return(jen.Nil()))
}

// load is
//
//	func crdconversionLoad(obj metav1.Object, restored any) (bool, error)
//
// which removes the annotation from obj and reads it into restored.
func (f *fileGen) load() jen.Code {
	return emit.Doc(loadFunc+" removes the "+Annotation+" annotation from obj, the hub, and reads",
		"it into restored (if not nil); it reports whether obj had it.").
		Func().Id(loadFunc).Params(jen.Id("obj").Add(f.file.Use(metaPkg.Ident("Object"))), jen.Id("restored").Any()).Params(jen.Bool(), jen.Error()).Block(
		jen.List(jen.Id("data"), jen.Id("ok")).Op(":=").Id("obj").Dot("GetAnnotations").Call().Index(jen.Id(annotationConst)),
		jen.If(jen.Op("!").Id("ok")).Block(jen.Return(jen.False(), jen.Nil())),
		jen.Id("annotations").Op(":=").Map(jen.String()).String().Values(),
		jen.For(jen.List(jen.Id("k"), jen.Id("v")).Op(":=").Range().Id("obj").Dot("GetAnnotations").Call()).Block(
			jen.If(jen.Id("k").Op("!=").Id(annotationConst)).Block(jen.Id("annotations").Index(jen.Id("k")).Op("=").Id("v"))),
		jen.If(jen.Len(jen.Id("annotations")).Op("==").Lit(0)).Block(jen.Id("annotations").Op("=").Nil()),
		jen.Id("obj").Dot("SetAnnotations").Call(jen.Id("annotations")),
		jen.If(jen.Id("restored").Op("==").Nil()).Block(jen.Return(jen.True(), jen.Nil())),
		jen.If(jen.Err().Op(":=").Add(f.file.Use(jsonPkg.Ident("Unmarshal"))).Call(jen.Index().Byte().Parens(jen.Id("data")), jen.Id("restored")), jen.Err().Op("!=").Nil()).Block(
			jen.Return(jen.False(), f.file.Use(fmtPkg.Ident("Errorf")).Call(jen.Lit("annotation %s: %w"), jen.Id(annotationConst), jen.Err()))),
		jen.Return(jen.True(), jen.Nil()))
}
