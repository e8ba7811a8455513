package crdconversion

import (
	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
)

const (
	randfillPkg emit.Pkg = "sigs.k8s.io/randfill"
	diffPkg     emit.Pkg = "k8s.io/apimachinery/pkg/util/diff"
	reflectPkg  emit.Pkg = "reflect"
	testingPkg  emit.Pkg = "testing"

	// iterations is how many objects each direction of a round-trip test
	// converts.
	iterations = 200
)

// testFile is a spoke's round-trip test: for every kind, hub -> spoke ->
// hub and spoke -> hub -> spoke on objects filled by randfill.
func testFile(s *spokePlan) *output.File {
	f := newFileGen(s.pkg)
	var decls []jen.Code
	for _, k := range s.kinds {
		decls = append(decls, f.kindTest(k))
	}
	decls = append(decls,
		emit.Doc("crdconversionIterations is how many objects each direction of a round trip converts.").
			Const().Id("crdconversionIterations").Op("=").Lit(iterations),
		f.filler(), f.hubSpokeHub(), f.spokeHubSpoke(), f.clear(), f.clearValue())
	return f.output(TestFile, decls)
}

// paths is [][]string{{"Spec", "A"}, ...}, or nil.
func paths(ps [][]string) jen.Code {
	if len(ps) == 0 {
		return jen.Nil()
	}
	var vals []jen.Code
	for _, p := range ps {
		var lits []jen.Code
		for _, n := range p {
			lits = append(lits, jen.Lit(n))
		}
		vals = append(vals, jen.Values(lits...))
	}
	return jen.Index().Index().String().Values(vals...)
}

// kindTest is
//
//	func TestCRDConversionRoundTripGizmo(t *testing.T) {
//		newHub := func() conversion.Hub { return &v1.Gizmo{} }
//		newSpoke := func() conversion.Convertible { return &Gizmo{} }
//		t.Run("hub-spoke-hub", ...)
//		t.Run("spoke-hub-spoke", ...)
//	}
func (f *fileGen) kindTest(k *kindPlan) jen.Code {
	name := k.spoke.Name.Name
	run := func(dir, fn string, lossy [][]string) jen.Code {
		return jen.Id("t").Dot("Run").Call(jen.Lit(dir), jen.Func().Params(jen.Id("t").Op("*").Add(f.file.Use(testingPkg.Ident("T")))).Block(
			jen.Id(fn).Call(jen.Id("t"), jen.Id("newHub"), jen.Id("newSpoke"), paths(lossy))))
	}
	return emit.Doc("TestCRDConversionRoundTrip"+name+" converts "+name+" objects filled by randfill from the hub, "+shortName(k.hub)+",",
		"to this version and back, and from this version to the hub and back: each must come back",
		"as it was, but for the fields tagged +"+tagLossy+", and TypeMeta, which conversion-gen does",
		"not convert (the conversion webhook sets apiVersion and kind).").
		Func().Id("TestCRDConversionRoundTrip"+name).Params(jen.Id("t").Op("*").Add(f.file.Use(testingPkg.Ident("T")))).Block(
		jen.Id("newHub").Op(":=").Func().Params().Add(f.file.Use(crConversionPkg.Ident("Hub"))).Block(jen.Return(jen.Op("&").Add(f.file.Type(k.hub)).Values())),
		jen.Id("newSpoke").Op(":=").Func().Params().Add(f.file.Use(crConversionPkg.Ident("Convertible"))).Block(jen.Return(jen.Op("&").Id(name).Values())),
		run("hub-spoke-hub", "crdconversionHubSpokeHub", append([][]string{{"TypeMeta"}}, k.hubLossy...)),
		run("spoke-hub-spoke", "crdconversionSpokeHubSpoke", append([][]string{{"TypeMeta"}}, k.spokeLossy...)))
}

// filler is crdconversionFiller(i int) *randfill.Filler.
func (f *fileGen) filler() jen.Code {
	filler := func() *jen.Statement { return jen.Op("*").Add(f.file.Use(randfillPkg.Ident("Filler"))) }
	return emit.Doc("crdconversionFiller returns the filler of iteration i. Even iterations fill every",
		"value, with non-empty collections; odd ones leave some nil or empty. Times have",
		"whole seconds, as their JSON in the annotation has.").
		Func().Id("crdconversionFiller").Params(jen.Id("i").Int()).Add(filler()).Block(
		jen.Id("f").Op(":=").Add(f.file.Use(randfillPkg.Ident("NewWithSeed"))).Call(jen.Int64().Parens(jen.Id("i"))).Dot("MaxDepth").Call(jen.Lit(24)).Dot("Funcs").Call(
			jen.Func().Params(jen.Id("t").Op("*").Add(f.file.Use(metaPkg.Ident("Time"))), jen.Id("c").Add(f.file.Use(randfillPkg.Ident("Continue")))).Block(
				jen.Op("*").Id("t").Op("=").Add(f.file.Use(metaPkg.Ident("Unix"))).Call(jen.Id("c").Dot("Int63n").Call(jen.Lit(1).Op("<<").Lit(33)), jen.Lit(0)).Dot("Rfc3339Copy").Call())),
		jen.If(jen.Id("i").Op("%").Lit(2).Op("==").Lit(0)).Block(jen.Return(jen.Id("f").Dot("NilChance").Call(jen.Lit(0)).Dot("NumElements").Call(jen.Lit(1), jen.Lit(3)))),
		jen.Return(jen.Id("f").Dot("NilChance").Call(jen.Lit(0.25)).Dot("NumElements").Call(jen.Lit(0), jen.Lit(3))))
}

// roundTripParams are the parameters of both round-trip functions.
func (f *fileGen) roundTripParams() []jen.Code {
	return []jen.Code{
		jen.Id("t").Op("*").Add(f.file.Use(testingPkg.Ident("T"))),
		jen.Id("newHub").Func().Params().Add(f.file.Use(crConversionPkg.Ident("Hub"))),
		jen.Id("newSpoke").Func().Params().Add(f.file.Use(crConversionPkg.Ident("Convertible"))),
		jen.Id("lossy").Index().Index().String(),
	}
}

// fatalIfErr is: if err := call; err != nil { t.Fatalf("iteration %d: what: %v", i, err) }
func fatalIfErr(call jen.Code, what string) jen.Code {
	return jen.If(jen.Err().Op(":=").Add(call), jen.Err().Op("!=").Nil()).Block(
		jen.Id("t").Dot("Fatalf").Call(jen.Lit("iteration %d: "+what+": %v"), jen.Id("i"), jen.Err()))
}

// unchanged fails the test when a conversion modified its input.
func (f *fileGen) unchanged(before, after, what string) jen.Code {
	return jen.If(jen.Op("!").Add(f.file.Use(reflectPkg.Ident("DeepEqual"))).Call(jen.Id(before), jen.Id(after))).Block(
		jen.Id("t").Dot("Fatalf").Call(jen.Lit("iteration %d: "+what+" modified its input (-before +after):\n%s"), jen.Id("i"), f.file.Use(diffPkg.Ident("Diff")).Call(jen.Id(before), jen.Id(after))))
}

// sameAfter clears the lossy fields of want and got and fails the test
// unless they are semantically equal.
func (f *fileGen) sameAfter(what string) []jen.Code {
	return []jen.Code{
		jen.Id("crdconversionClear").Call(jen.Id("want"), jen.Id("lossy")),
		jen.Id("crdconversionClear").Call(jen.Id("got"), jen.Id("lossy")),
		jen.If(jen.Op("!").Add(f.file.Use(equalityPkg.Ident("Semantic"))).Dot("DeepEqual").Call(jen.Id("want"), jen.Id("got"))).Block(
			jen.Id("t").Dot("Fatalf").Call(jen.Lit("iteration %d: "+what+" lost data (-want +got):\n%s"), jen.Id("i"), f.file.Use(diffPkg.Ident("Diff")).Call(jen.Id("want"), jen.Id("got")))),
	}
}

func (f *fileGen) hubSpokeHub() jen.Code {
	loop := []jen.Code{
		jen.Id("hub").Op(":=").Id("newHub").Call(),
		jen.Id("crdconversionFiller").Call(jen.Id("i")).Dot("Fill").Call(jen.Id("hub")),
		jen.Id("want").Op(":=").Id("hub").Dot("DeepCopyObject").Call(),
		jen.Id("spoke").Op(":=").Id("newSpoke").Call(),
		fatalIfErr(jen.Id("spoke").Dot("ConvertFrom").Call(jen.Id("hub")), "ConvertFrom"),
		f.unchanged("want", "hub", "ConvertFrom"),
		jen.Id("got").Op(":=").Id("newHub").Call(),
		fatalIfErr(jen.Id("spoke").Dot("ConvertTo").Call(jen.Id("got")), "ConvertTo"),
	}
	loop = append(loop, f.sameAfter("hub -> spoke -> hub")...)
	return emit.Doc("crdconversionHubSpokeHub converts hubs to the spoke and back; each must come back",
		"as it was, but for the fields at lossy, and the conversion must not modify the hub.").
		Func().Id("crdconversionHubSpokeHub").Params(f.roundTripParams()...).Block(
		jen.For(jen.Id("i").Op(":=").Lit(0), jen.Id("i").Op("<").Id("crdconversionIterations"), jen.Id("i").Op("++")).Block(loop...))
}

func (f *fileGen) spokeHubSpoke() jen.Code {
	loop := []jen.Code{
		jen.Id("spoke").Op(":=").Id("newSpoke").Call(),
		jen.Id("crdconversionFiller").Call(jen.Id("i")).Dot("Fill").Call(jen.Id("spoke")),
		jen.Id("want").Op(":=").Id("spoke").Dot("DeepCopyObject").Call(),
		jen.Id("hub").Op(":=").Id("newHub").Call(),
		fatalIfErr(jen.Id("spoke").Dot("ConvertTo").Call(jen.Id("hub")), "ConvertTo"),
		f.unchanged("want", "spoke", "ConvertTo"),
		jen.Id("got").Op(":=").Id("newSpoke").Call(),
		fatalIfErr(jen.Id("got").Dot("ConvertFrom").Call(jen.Id("hub")), "ConvertFrom"),
	}
	loop = append(loop, f.sameAfter("spoke -> hub -> spoke")...)
	return emit.Doc("crdconversionSpokeHubSpoke converts spokes to the hub and back; each must come back",
		"as it was, but for the fields at lossy, and the conversion must not modify the spoke.").
		Func().Id("crdconversionSpokeHubSpoke").Params(f.roundTripParams()...).Block(
		jen.For(jen.Id("i").Op(":=").Lit(0), jen.Id("i").Op("<").Id("crdconversionIterations"), jen.Id("i").Op("++")).Block(loop...))
}

func (f *fileGen) clear() jen.Code {
	return emit.Doc("crdconversionClear zeroes the fields of obj at paths (Go field names from the kind).").
		Func().Id("crdconversionClear").Params(jen.Id("obj").Any(), jen.Id("paths").Index().Index().String()).Block(
		jen.For(jen.List(jen.Id("_"), jen.Id("p")).Op(":=").Range().Id("paths")).Block(
			jen.Id("crdconversionClearValue").Call(f.file.Use(reflectPkg.Ident("ValueOf")).Call(jen.Id("obj")), jen.Id("p"))))
}

// clearValue is crdconversionClearValue(v reflect.Value, path []string),
// which follows pointers and every element of slices, arrays and maps.
func (f *fileGen) clearValue() jen.Code {
	v := func() *jen.Statement { return jen.Id("v") }
	kind := func(k string) *jen.Statement { return f.file.Use(reflectPkg.Ident(k)) }
	recurse := func(val, path jen.Code) jen.Code {
		return jen.Id("crdconversionClearValue").Call(val, path)
	}
	return emit.Doc("crdconversionClearValue zeroes the field at path in v, through pointers and in every",
		"element of slices, arrays and maps.").
		Func().Id("crdconversionClearValue").Params(jen.Id("v").Add(f.file.Use(reflectPkg.Ident("Value"))), jen.Id("path").Index().String()).Block(
		jen.If(jen.Len(jen.Id("path")).Op("==").Lit(0)).Block(v().Dot("SetZero").Call(), jen.Return()),
		jen.Switch(v().Dot("Kind").Call()).Block(
			jen.Case(kind("Pointer")).Block(jen.If(jen.Op("!").Add(v()).Dot("IsNil").Call()).Block(recurse(v().Dot("Elem").Call(), jen.Id("path")))),
			jen.Case(kind("Slice"), kind("Array")).Block(jen.For(jen.Id("i").Op(":=").Range().Add(v()).Dot("Len").Call()).Block(recurse(v().Dot("Index").Call(jen.Id("i")), jen.Id("path")))),
			jen.Case(kind("Map")).Block(
				jen.Id("iter").Op(":=").Add(v()).Dot("MapRange").Call(),
				jen.For(jen.Id("iter").Dot("Next").Call()).Block(
					jen.Id("e").Op(":=").Add(f.file.Use(reflectPkg.Ident("New"))).Call(v().Dot("Type").Call().Dot("Elem").Call()).Dot("Elem").Call(),
					jen.Id("e").Dot("Set").Call(jen.Id("iter").Dot("Value").Call()),
					recurse(jen.Id("e"), jen.Id("path")),
					v().Dot("SetMapIndex").Call(jen.Id("iter").Dot("Key").Call(), jen.Id("e")))),
			jen.Case(kind("Struct")).Block(recurse(v().Dot("FieldByName").Call(jen.Id("path").Index(jen.Lit(0))), jen.Id("path").Index(jen.Lit(1), jen.Empty())))))
}
