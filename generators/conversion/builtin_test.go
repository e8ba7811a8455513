package conversion_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// convertSources runs conversion-gen from an in-memory v1 to its peer hub.
func convertSources(t *testing.T, v1, hub string) (string, []string, error) {
	t.Helper()
	pkgs := append([]universe.SourcePackage{
		{Path: "example.com/f/v1", Name: "v1", Dir: "/f/v1", Files: map[string]string{"doc.go": "// +k8s:conversion-gen=example.com/f/hub\n\npackage v1\n", "types.go": v1}},
		{Path: "example.com/f/hub", Name: "hub", Dir: "/f/hub", Files: map[string]string{"types.go": hub}},
	}, apimachineryStubs...)
	u := universe.LoadSources(pkgs, conversion.Keywords)
	res := gentest.RunOn(t, u, conversion.Generator, u.Roots, "--base-peer-dirs=")
	if err := res.Err(); err != nil {
		return "", nil, err
	}
	var warnings []string
	for _, w := range res.Warnings() {
		warnings = append(warnings, w.Error())
	}
	if len(res.Files) != 1 {
		t.Fatalf("got %d files, want 1", len(res.Files))
	}
	b, err := res.Files[0].Render()
	if err != nil {
		t.Fatal(err)
	}
	return string(b), warnings, nil
}

// Builtins of different kinds (string and int32, bool and float64, a named
// string and an int) do not convert with T(x): upstream writes it anyway,
// which does not compile or turns 65 into "A". The field is left to a
// hand-written function, as fields of different kinds are.
func TestInconvertibleBuiltinFields(t *testing.T) {
	got, warnings, err := convertSources(t,
		"package v1\n\ntype Kind string\n\ntype T struct {\n\tSize string\n\tOn float64\n\tK Kind\n\tN int64\n}\n",
		"package hub\n\ntype Kind int\n\ntype T struct {\n\tSize int32\n\tOn bool\n\tK Kind\n\tN int32\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"// WARNING: in.Size requires manual conversion: inconvertible types (string vs int32)",
		"// WARNING: in.On requires manual conversion: inconvertible types (float64 vs bool)",
		"// WARNING: in.K requires manual conversion: inconvertible types (",
		"out.N = int32(in.N)", // numbers convert, as upstream does
	} {
		if !strings.Contains(got, want) {
			t.Errorf("generated code lacks %q:\n%s", want, got)
		}
	}
	for _, bad := range []string{"int32(in.Size)", "string(in.Size)", "bool(in.On)", "hub.Kind(in.K)", "v1.Kind(in.K)"} {
		if strings.Contains(got, bad) {
			t.Errorf("generated code converts with %s:\n%s", bad, got)
		}
	}
	all := strings.Join(warnings, "\n")
	for _, want := range []string{
		"f/v1/types.go:6:2: field Size: its type string cannot be converted to int32 automatically",
		"f/v1/types.go:7:2: field On: its type float64 cannot be converted to bool automatically",
		"f/v1/types.go:8:2: field K: its type v1.Kind cannot be converted to hub.Kind automatically",
		"func Convert_v1_T_To_hub_T(in *T, out *hub.T, s conversion.Scope) error",
		"func Convert_hub_T_To_v1_T(in *hub.T, out *T, s conversion.Scope) error",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings lack %q; got:\n%s", want, all)
		}
	}
}

// Inside maps and slices there is no field to leave out: an element or
// key that does not convert is an error naming the function to write.
func TestInconvertibleBuiltinElements(t *testing.T) {
	for _, tt := range []struct{ name, v1, hub, want string }{
		{"map values", "map[string]string", "map[string]int32", "field F: no conversion from string to int32; write func Convert_string_To_int32(in *string, out *int32, s conversion.Scope) error"},
		{"map keys", "map[string]string", "map[int32]string", "field F: map keys of type string cannot be converted to int32; write Convert_v1_T_To_hub_T by hand"},
		{"slice elements", "[]bool", "[]string", "field F: no conversion from bool to string; write func Convert_bool_To_string(in *bool, out *string, s conversion.Scope) error"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := convertSources(t, "package v1\n\ntype T struct {\n\tF "+tt.v1+"\n}\n", "package hub\n\ntype T struct {\n\tF "+tt.hub+"\n}\n")
			if err == nil || !strings.Contains(err.Error(), "f/v1/types.go:4:2: conversion Convert_v1_T_To_hub_T: "+tt.want) {
				t.Errorf("got %v\nwant an error containing %q", err, tt.want)
			}
		})
	}
}

// A field whose struct type differs by name between the versions needs a
// hand-written conversion: upstream calls Convert_v1_B_To_hub_A, which
// nobody declares.
func TestFieldOfAnotherStruct(t *testing.T) {
	_, _, err := convertSources(t,
		"package v1\n\ntype A struct{ X int32 }\n\ntype B struct{ Y string }\n\ntype T struct {\n\tF B\n\tG []B\n}\n",
		"package hub\n\ntype A struct{ X int32 }\n\ntype B struct{ Y string }\n\ntype T struct {\n\tF A\n\tG []A\n}\n")
	for _, want := range []string{
		"f/v1/types.go:8:2: conversion Convert_v1_T_To_hub_T: field F: no conversion from v1.B to hub.A; write func Convert_v1_B_To_hub_A(in *v1.B, out *hub.A, s conversion.Scope) error",
		"f/v1/types.go:9:2: conversion Convert_v1_T_To_hub_T: field G: no conversion from v1.B to hub.A; write func Convert_v1_B_To_hub_A(in *v1.B, out *hub.A, s conversion.Scope) error",
		"f/v1/types.go:8:2: conversion Convert_hub_T_To_v1_T: field F: no conversion from hub.A to v1.B",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v\nwant an error containing %q", err, want)
		}
	}
}

// A field url.Values cannot fill is left unset with upstream's FIXME, and
// the code compiles, as upstream's does: a warning naming the function that
// would read it, not an error.
func TestExplicitFromUnreadableField(t *testing.T) {
	pkgs := append([]universe.SourcePackage{
		{Path: "example.com/f/v1", Name: "v1", Dir: "/f/v1", Files: map[string]string{
			"doc.go":   "// +k8s:conversion-gen=example.com/f/hub\n\npackage v1\n",
			"types.go": "package v1\n\n// +k8s:conversion-gen:explicit-from=net/url.Values\ntype Q struct {\n\tS string `json:\"s\"`\n\tN uint   `json:\"n\"`\n}\n",
		}},
		{Path: "example.com/f/hub", Name: "hub", Dir: "/f/hub", Files: map[string]string{"types.go": "package hub\n\ntype Q struct {\n\tS string\n\tN uint\n}\n"}},
		{Path: "net/url", Name: "url", Dir: "/url", Files: map[string]string{"url.go": "package url\n\ntype Values map[string][]string\n"}},
	}, apimachineryStubs...)
	u := universe.LoadSources(pkgs, conversion.Keywords)
	res := gentest.RunOn(t, u, conversion.Generator, u.Roots, "--base-peer-dirs=")
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	got, err := res.Files[0].Render()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "// FIXME: out.N is of not yet supported type and requires manual conversion") {
		t.Errorf("generated code lacks upstream's FIXME for N:\n%s", got)
	}
	want := "f/v1/types.go:6:2: conversion from url.Values to v1.Q: field N of type uint cannot be read from url.Values and is left unset; write func Convert_Slice_string_To_uint(in *[]string, out *uint, s conversion.Scope) error to read it"
	if w := res.Warnings(); len(w) != 1 || w[0].Error() != want {
		t.Errorf("warnings = %v, want exactly\n%s", w, want)
	}
}
