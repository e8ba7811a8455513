package crdconversion_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/crdconversion"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The smallest apimachinery crdconversion-gen and conversion-gen ask
// about: the metav1 types a kind embeds, runtime's scheme builder and
// conversion.Scope.
var fuzzStubs = []universe.SourcePackage{
	{Path: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "v1", Dir: "/meta",
		Files: map[string]string{"types.go": "package v1\n\ntype TypeMeta struct {\n\tKind string `json:\"kind\"`\n}\n\ntype ObjectMeta struct {\n\tName string `json:\"name\"`\n\tAnnotations map[string]string `json:\"annotations\"`\n}\n"}},
	{Path: "k8s.io/apimachinery/pkg/runtime", Name: "runtime", Dir: "/runtime",
		Files: map[string]string{"scheme.go": "package runtime\n\ntype Scheme struct{}\n\ntype SchemeBuilder []func(*Scheme) error\n"}},
	{Path: "k8s.io/apimachinery/pkg/conversion", Name: "conversion", Dir: "/conversion",
		Files: map[string]string{"scope.go": "package conversion\n\ntype Scope interface{ Meta() any }\n"}},
}

const (
	fuzzHubDoc   = "// +gvkgen:crd-conversion=hub\n\npackage v1\n"
	fuzzSpokeDoc = "// +k8s:conversion-gen=example.com/f/v1\n// +gvkgen:crd-conversion=example.com/f/v1\n\npackage v1alpha1\n"
)

// planSources plans hub (example.com/f/v1) and spoke
// (example.com/f/v1alpha1), each a map of file names to source, through
// the generator's contract, as gvkgen does.
func planSources(t *testing.T, hub, spoke map[string]string) *gentest.Result {
	pkgs := append([]universe.SourcePackage{
		{Path: "example.com/f/v1", Name: "v1", Dir: "/f/v1", Files: hub},
		{Path: "example.com/f/v1alpha1", Name: "v1alpha1", Dir: "/f/v1alpha1", Files: spoke},
	}, fuzzStubs...)
	u := universe.LoadSources(pkgs, crdconversion.Keywords)
	return gentest.RunOn(t, u, crdconversion.Generator, u.Roots[:2])
}

// The fuzz targets' seed tree plans cleanly and writes every file, so that
// their mutations start from a tree that gets as far as emission.
func TestFuzzSeedPlans(t *testing.T) {
	r := planSources(t, seedPkg("v1", fuzzHubDoc).files(), seedPkg("v1alpha1", fuzzSpokeDoc).files())
	if len(r.Diagnostics) > 0 || len(r.Files) == 0 {
		t.Fatalf("files %v, diagnostics %v", r.Files, r.Diagnostics)
	}
	var got []string
	for _, f := range r.Files {
		got = append(got, f.Path)
	}
	want := []string{"/f/v1/zz_generated.crdconversion.go", "/f/v1alpha1/zz_generated.crdconversion.go", "/f/v1alpha1/" + crdconversion.TestFile}
	if !slices.Equal(got, want) {
		t.Errorf("files %q, want %q", got, want)
	}
}

// planInMemory plans hub and spoke (see planSources) and checks the invariants that must hold for
// any input: no panic, every diagnostic says something and has a position
// (or names a flag), and without errors the files render, parse, are
// gofmt-clean and the same on a second run.
func planInMemory(t *testing.T, hub, spoke map[string]string) {
	t.Helper()
	input := fmt.Sprintf("hub:\n%v\nspoke:\n%v", hub, spoke)
	testutil.GeneratedInvariants(t, input, func() ([]*output.File, universe.ErrorList, error) {
		r := planSources(t, hub, spoke)
		for _, d := range r.Diagnostics {
			if d.Message == "" || (!d.Pos.IsValid() && !strings.HasPrefix(d.Pos.Filename, "--")) {
				t.Fatalf("a diagnostic without a message or a position: %+v\ninput:\n%s", d, input)
			}
		}
		if r.Err() != nil {
			return nil, nil, nil
		}
		return r.Files, nil, nil
	})
}

// fuzzField is one field of a struct of the seed tree; without a name it
// is embedded.
type fuzzField struct {
	name, typ, json string
	tags            []string
}

// fuzzStruct is a struct of the seed tree.
type fuzzStruct struct {
	name    string
	comment []string
	fields  []fuzzField
}

// fuzzPkg is a hub or a spoke of the seed tree.
type fuzzPkg struct {
	name, doc string
	structs   []*fuzzStruct
	extra     map[string]string
}

// seedPkg is a Gizmo kind with a spec of every common shape, the same in
// the hub and the spoke until mutated.
func seedPkg(name, doc string) *fuzzPkg {
	kind := &fuzzStruct{name: "Gizmo", fields: []fuzzField{
		{typ: "metav1.TypeMeta", json: ",inline"},
		{typ: "metav1.ObjectMeta", json: "metadata"},
		{name: "Spec", typ: "GizmoSpec", json: "spec"},
		{name: "Status", typ: "*GizmoStatus", json: "status"},
	}}
	spec := &fuzzStruct{name: "GizmoSpec", fields: []fuzzField{
		{name: "A", typ: "string", json: "a"},
		{name: "B", typ: "int32", json: "b"},
		{name: "C", typ: "*Inner", json: "c"},
		{name: "D", typ: "[]string", json: "d"},
		{name: "E", typ: "map[string]Inner", json: "e"},
	}}
	status := &fuzzStruct{name: "GizmoStatus", fields: []fuzzField{{name: "Ready", typ: "bool", json: "ready"}}}
	inner := &fuzzStruct{name: "Inner", fields: []fuzzField{{name: "X", typ: "string", json: "x"}, {name: "Y", typ: "[]*Inner", json: "y"}}}
	return &fuzzPkg{name: name, doc: doc, structs: []*fuzzStruct{kind, spec, status, inner}, extra: map[string]string{}}
}

// files renders the package.
func (p *fuzzPkg) files() map[string]string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/runtime\"\n)\n\nvar localSchemeBuilder runtime.SchemeBuilder\n", p.name)
	for _, s := range p.structs {
		b.WriteString("\n")
		for _, c := range s.comment {
			fmt.Fprintf(&b, "// %s\n", c)
		}
		fmt.Fprintf(&b, "type %s struct {\n", s.name)
		for _, f := range s.fields {
			for _, tag := range f.tags {
				fmt.Fprintf(&b, "\t// %s\n", tag)
			}
			fmt.Fprintf(&b, "\t%s %s `json:%q`\n", f.name, f.typ, f.json)
		}
		b.WriteString("}\n")
	}
	files := map[string]string{"doc.go": p.doc, "types.go": b.String()}
	for n, src := range p.extra {
		files[n] = src
	}
	return files
}

// The choices the mutations pick from.
var (
	fuzzNames = []string{"A", "B", "C", "Owner", "Maintainer", "X", "Spec", "ObjectMeta", "Inner", "TypeMeta"}
	fuzzTypes = []string{"string", "int32", "int64", "*string", "[]Inner", "*Inner", "map[string]string", "Inner",
		"bool", "[]byte", "Missing", "GizmoSpec", "*GizmoStatus", "[2]int", "interface{}", "chan int", "func()",
		"metav1.ObjectMeta", "metav1.TypeMeta", "map[Inner]int", "*[]*Inner", "runtime.Scheme"}
	fuzzTags = []string{"+gvkgen:crd-conversion:hub-field=A", "+gvkgen:crd-conversion:hub-field=Owner",
		"+gvkgen:crd-conversion:hub-field=Missing", "+gvkgen:crd-conversion:hub-field=", "+gvkgen:crd-conversion:lossy",
		"+gvkgen:crd-conversion:lossy=true", "+optional", "+k8s:conversion-gen=false", "+gvkgen:crd-conversion=hub"}
	fuzzDocs = []string{"package %s\n", "// +gvkgen:crd-conversion=hub\n// +gvkgen:crd-conversion=hub\n\npackage %s\n",
		"// +gvkgen:crd-conversion=example.com/f/v2\n// +k8s:conversion-gen=example.com/f/v2\n\npackage %s\n",
		"// +gvkgen:crd-conversion=\n\npackage %s\n", "// +gvkgen:crd-conversion=./v1\n\npackage %s\n",
		"// +gvkgen:crd-conversion=example.com/f/v1alpha1\n// +k8s:conversion-gen=example.com/f/v1alpha1\n\npackage %s\n",
		"// +gvkgen:crd-conversion=example.com/f/v1\n\npackage %s\n", "// +gvkgen:crd-conversion=hub\n\npackage %s\n"}
)

// fuzzExtras are files a mutation adds: hand-written conversions for the
// spec, kubebuilder's scaffolded methods, a second kind, broken source.
var fuzzExtras = []struct{ name, src string }{
	{"conversion.go", "package %s\n\nimport (\n\tconversion \"k8s.io/apimachinery/pkg/conversion\"\n\tv1 \"example.com/f/v1\"\n)\n\nfunc Convert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in *GizmoSpec, out *v1.GizmoSpec, s conversion.Scope) error {\n\treturn autoConvert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in, out, s)\n}\n\nfunc Convert_v1_GizmoSpec_To_v1alpha1_GizmoSpec(in *v1.GizmoSpec, out *GizmoSpec, s conversion.Scope) error {\n\treturn nil\n}\n"},
	{"conversion.go", "package %s\n\nimport v1 \"example.com/f/v1\"\n\nfunc Convert_v1alpha1_Inner_To_v1_Inner(in *Inner, out *v1.Inner) error { return nil }\n"},
	{"hub.go", "package %s\n\nfunc (*Gizmo) Hub() {}\n"},
	{"convert.go", "package %s\n\nfunc (src *Gizmo) ConvertTo(dst any) error { return nil }\n\nfunc (dst *Gizmo) ConvertFrom(src any) error { return nil }\n"},
	{"widget.go", "package %s\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Widget struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n\tSize int `json:\"size\"`\n}\n"},
	{"broken.go", "package %s\n\ntype Broken struct {\n"},
	{"alias.go", "package %s\n\ntype Alias = GizmoSpec\n\ntype Named Inner\n"},
}

// mutate applies one mutation, chosen by op, to hub or spoke, at places
// chosen by a and b.
func mutate(hub, spoke *fuzzPkg, op, a, b byte) {
	p := spoke
	if a&1 == 1 {
		p = hub
	}
	s := p.structs[int(a>>1)%len(p.structs)]
	var f *fuzzField
	if len(s.fields) > 0 {
		f = &s.fields[int(b)%len(s.fields)]
	}
	switch op % 10 {
	case 0, 1, 2, 5:
		if f != nil {
			mutateField(f, op%10, b)
		}
	case 3:
		if f != nil {
			i := int(b) % len(s.fields)
			s.fields = append(s.fields[:i], s.fields[i+1:]...)
		}
	case 4:
		s.fields = append(s.fields, fuzzField{name: pick(fuzzNames, b), typ: pick(fuzzTypes, a), json: strings.ToLower(pick(fuzzNames, b))})
	case 6:
		p.doc = fmt.Sprintf(pick(fuzzDocs, b), p.name)
	case 7:
		s.comment = append(s.comment, pick([]string{"+kubebuilder:storageversion", "+gvkgen:crd-conversion:lossy", "+k8s:conversion-gen=false", "+gvkgen:crd-conversion:hub-field=A"}, b))
	case 8:
		e := fuzzExtras[int(b)%len(fuzzExtras)]
		p.extra[e.name] = fmt.Sprintf(e.src, p.name)
	case 9:
		s.name = pick([]string{"Gizmo", "GizmoSpec", "Inner", "Other", "GizmoList"}, b)
	}
}

// mutateField renames (0), retypes (1), tags (2) or renames in JSON (5)
// field f.
func mutateField(f *fuzzField, op, b byte) {
	switch op {
	case 0:
		f.name = pick(fuzzNames, b)
	case 1:
		f.typ = pick(fuzzTypes, b)
	case 2:
		f.tags = append(f.tags, pick(fuzzTags, b))
	case 5:
		f.json = pick([]string{"", "-", "a", ",inline", "spec,omitempty", "x"}, b)
	}
}

func pick(list []string, b byte) string { return list[int(b)%len(list)] }

// FuzzCRDConversionTree mutates a hub and a spoke that generate cleanly:
// field names, types, tags and JSON names, the packages' tags, kinds'
// markers, hand-written conversions and scaffolded methods, three bytes a
// mutation.
func FuzzCRDConversionTree(f *testing.F) {
	for _, seed := range [][]byte{{}, {0, 0, 3}, {1, 3, 1}, {2, 2, 0, 8, 0, 0}, {0, 2, 0, 8, 0, 0}, {4, 2, 3, 2, 2, 5},
		{6, 1, 0, 6, 0, 6}, {7, 1, 0, 8, 1, 2, 8, 0, 3}, {1, 6, 4, 1, 7, 9, 3, 2, 2}, {9, 4, 3, 5, 3, 3, 8, 0, 4}} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		hub, spoke := seedPkg("v1", fuzzHubDoc), seedPkg("v1alpha1", fuzzSpokeDoc)
		for i := 0; i+2 < len(data) && i < 30; i += 3 {
			mutate(hub, spoke, data[i], data[i+1], data[i+2])
		}
		planInMemory(t, hub.files(), spoke.files())
	})
}

// FuzzCRDConversionSource feeds arbitrary source text, valid or not, as the
// types of the hub and of the spoke, with the packages tagged as in a real
// group.
func FuzzCRDConversionSource(f *testing.F) {
	hub, spoke := seedPkg("v1", fuzzHubDoc).files()["types.go"], seedPkg("v1alpha1", fuzzSpokeDoc).files()["types.go"]
	f.Add(hub, spoke)
	f.Add(hub, strings.Replace(spoke, "\tA string", "\t// +gvkgen:crd-conversion:hub-field=B\n\tOwner string", 1))
	f.Add(strings.Replace(hub, "\tB int32", "\t// +gvkgen:crd-conversion:lossy\n\tB int64", 1), spoke)
	f.Add("package v1\n\ntype Gizmo struct {\n", spoke)
	f.Add(hub, "package v1alpha1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Gizmo struct {\n\tmetav1.ObjectMeta\n\tSpec *Gizmo\n}\n")
	f.Fuzz(func(t *testing.T, hubSrc, spokeSrc string) {
		planInMemory(t, map[string]string{"doc.go": fuzzHubDoc, "types.go": hubSrc}, map[string]string{"doc.go": fuzzSpokeDoc, "types.go": spokeSrc})
	})
}
