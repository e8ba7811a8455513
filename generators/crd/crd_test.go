package crd_test

import (
	"flag"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/crd"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
)

var update = flag.Bool("update", false, "never: the goldens are controller-gen's (testdata/gen.sh)")

const hint = "the goldens are controller-gen v0.23.0's output: regenerate them with testdata/gen.sh, never with -update"

// Each testdata project's CRDs are controller-gen v0.23.0's, byte for byte
// (testdata/gen.sh wrote them).
// embedded has CEL rules on embedded structs and their embedders, nested,
// whose order controller-gen's allOf flattening decides: a struct's own
// rules first where it is a field's type, last at a CRD's root; an
// embedded struct's rules after those of the ones embedded after it.
// shapes holds the shapes of controller-tools' own testdata project, and a
// marker that differs from a known one in case only, which controller-gen
// ignores: a warning here.
func TestGolden(t *testing.T) {
	for _, tt := range []struct {
		dir  string
		want []string
	}{
		{dir: "simple"}, {dir: "markers"}, {dir: "columns"}, {dir: "immutable"}, {dir: "bare"}, {dir: "k8stags"}, {dir: "embedded"},
		{dir: "shapes", want: []string{"warning: types.go:183: +kubebuilder:validation:optional is not +kubebuilder:validation:Optional (marker names are case-sensitive)"}},
	} {
		dir := tt.dir
		t.Run(dir, func(t *testing.T) {
			r := gentest.Run(t, crd.Generator, "testdata", []string{"./" + dir + "/..."}, "--output-dir=testdata/"+dir+"/out")
			r.Expect(t, tt.want...)
			if len(r.Files) == 0 {
				t.Fatal("no CRD written")
			}
			r.Golden(t, *update, hint)
		})
	}
}

// controller-gen v0.23.0 drops a misspelled or misplaced marker and writes
// an ill-typed default (exit 0); it reports MaxLength on an integer and a
// float field but writes the CRD. Each is an error at its own line here,
// and nothing is written. So are gengo +default tags that are not JSON or
// not of the field's type, and ill-typed +k8s: limits.
func TestMistakes(t *testing.T) {
	r := gentest.Run(t, crd.Generator, "testdata", []string{"./errors/..."}, "--output-dir=testdata/errors/out")
	r.Expect(t,
		"types.go:40: CRD for Bolt.errors.example.com does not serve any version",
		"types.go:9: unknown marker +kubebuilder:validation:Minimun; did you mean +kubebuilder:validation:Minimum?",
		"types.go:12: +kubebuilder:subresource:status is read on a type, not on a field",
		"types.go:15: +kubebuilder:default=abc is not a valid integer value",
		"types.go:18: +kubebuilder:validation:MaxLength applies to string values, and this one is integer",
		"types.go:21: found float",
		"types.go:23: encountered struct field \"unexported\" without JSON tag",
		"defaults.go:7: +default=0.5 is not a valid string value",
		"defaults.go:10: +default=fast is not JSON",
		"defaults.go:13: +k8s:minimum: expected a number",
	)
	for _, p := range r.Passes {
		if !p.HasErrors() {
			t.Error("the pass has no errors")
		}
	}
}

// The mistakes of controller-tools' *_error testdata packages (and of
// some of its other markers), which controller-gen v0.23.0 reports while
// writing the CRD: errors at their line, nothing written.
func TestShapeMistakes(t *testing.T) {
	r := gentest.Run(t, crd.Generator, "testdata", []string{"./errors2/..."}, "--output-dir=testdata/errors2/out")
	r.Expect(t,
		"types.go:31: +k8s:enum must be set on a type, not a field",
		"types.go:34: inline struct types are not supported, use a named type instead",
		"types.go:16: field a is part of the OneOf constraint +kubebuilder:validation:ExactlyOneOf=a;b (line 14) and must have omitempty or omitzero",
		"types.go:8: +kubebuilder:validation:AtMostOneOf cannot reference nested fields: inner.a,inner.b",
		"types.go:40: +kubebuilder:title=123 is not a string",
		"types.go:43: cannot generate schema for any: an interface type is not supported",
		"types.go:45: +kubebuilder:externalDocs: url \"not a url\" is not an absolute URL",
		"types.go:21: type Word implements encoding.TextMarshaler, so it is a string, and its +kubebuilder:validation:Type says integer",
		"types.go:26: +k8s:enum: type Empty has no constants of its own",
		"types.go:67: conflicting types in allOf branches in schema: string vs object",
	)
	if len(r.Files) != 0 {
		t.Errorf("%d files written, want none", len(r.Files))
	}
}

// The flags of controller-gen's options that change the schema.
func TestFlags(t *testing.T) {
	r := gentest.Run(t, crd.Generator, "testdata", []string{"./errors/..."}, "--output-dir=out", "--allow-dangerous-types", "--ignore-unexported-fields")
	r.Expect(t,
		"types.go:40: CRD for Bolt.errors.example.com does not serve any version",
		"types.go:9: unknown marker",
		"types.go:12: +kubebuilder:subresource:status is read on a type",
		"types.go:15: +kubebuilder:default=abc",
		"types.go:18: +kubebuilder:validation:MaxLength",
		"defaults.go:7: +default=0.5",
		"defaults.go:10: +default=fast",
		"defaults.go:13: +k8s:minimum",
	)
}

// --max-desc-len cuts descriptions as controller-gen's maxDescLen does
// (testdata/gen.sh wrote markers/out-maxdesc with maxDescLen=30).
func TestMaxDescLen(t *testing.T) {
	r := gentest.Run(t, crd.Generator, "testdata", []string{"./markers/..."}, "--output-dir=testdata/markers/out-maxdesc", "--max-desc-len=30")
	r.Expect(t)
	if len(r.Files) != 2 {
		t.Fatalf("%d files, want 2", len(r.Files))
	}
	r.Golden(t, *update, hint)
}

// --header-file and --year: the header's text above the document, as it
// is (its blank line kept), " YEAR" replaced; without --year, by nothing
// (testdata/gen.sh wrote simple/out-header with headerFile and year=2026,
// simple/out-header-noyear with headerFile alone).
func TestHeader(t *testing.T) {
	for _, tt := range []struct {
		out  string
		year []string
	}{
		{out: "out-header", year: []string{"--year=2026"}},
		{out: "out-header-noyear"},
	} {
		t.Run(tt.out, func(t *testing.T) {
			flags := append([]string{"--output-dir=testdata/simple/" + tt.out, "--header-file=testdata/header.yaml.txt"}, tt.year...)
			r := gentest.Run(t, crd.Generator, "testdata", []string{"./simple/..."}, flags...)
			r.Expect(t)
			if len(r.Files) != 1 {
				t.Fatalf("%d files, want 1", len(r.Files))
			}
			r.Golden(t, *update, hint)
		})
	}
}

// A header file that cannot be read is an error at --header-file once
// there is a CRD to write, and nothing is written; with no kind,
// controller-gen reads no header file and neither does crd.
func TestHeaderMissing(t *testing.T) {
	for _, tt := range []struct {
		dir  string
		want []string
	}{
		{dir: "simple", want: []string{"--header-file:0: cannot read the header file: open testdata/missing.txt"}},
		{dir: "nokinds"},
	} {
		t.Run(tt.dir, func(t *testing.T) {
			r := gentest.Run(t, crd.Generator, "testdata", []string{"./" + tt.dir + "/..."}, "--output-dir=out", "--header-file=testdata/missing.txt")
			r.Expect(t, tt.want...)
			if len(r.Files) != 0 {
				t.Errorf("%d files written, want none", len(r.Files))
			}
		})
	}
}
