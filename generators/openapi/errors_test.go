package openapi_test

import (
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// run runs openapi-gen over one in-memory package example.com/m/a whose
// types.go is src (doc.go selects every type).
func run(t *testing.T, src string, args ...string) *gentest.Result {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/m/a", Name: "a", Dir: "/m/a", Files: map[string]string{
		"doc.go":   "// +k8s:openapi-gen=true\npackage a\n",
		"types.go": src,
	}}}, openapi.Generator.Keywords)
	args = append([]string{"--output-dir=/m/out", "--output-pkg=example.com/m/out"}, args...)
	return gentest.RunOn(t, u, openapi.Generator, u.Roots, args...)
}

// Mistakes upstream fails on (or writes code that does not compile for)
// are errors at the tag (at the field when no tag is to blame); those it
// only logs are warnings.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{
			name: "optional and required",
			src:  "package a\n\ntype T struct {\n\t// +optional\n\t// +required\n\tA string `json:\"a\"`\n}\n",
			want: []string{"types.go:5: field A is both +optional and +required: remove one"},
		},
		{
			name: "patch tags differ",
			src:  "package a\n\ntype T struct {\n\t// +patchStrategy=merge\n\tA []string `json:\"a\" patchStrategy:\"retainKeys\"`\n}\n",
			want: []string{`types.go:4: field A: the struct tag patchStrategy:"retainKeys" and the comment tag +patchStrategy=merge differ`},
		},
		{
			name: "default not JSON",
			src:  "package a\n\ntype T struct {\n\t// +default=abc\n\tA *string `json:\"a\"`\n}\n",
			want: []string{"types.go:4: field A: +default=abc is not JSON"},
		},
		{
			name: "default against the enforced zero",
			src:  "package a\n\ntype T struct {\n\t// +default=\"x\"\n\tA string `json:\"a\"`\n}\n",
			want: []string{"types.go:4: field A of T: invalid default value"},
		},
		{
			name: "map with int keys",
			src:  "package a\n\ntype T struct {\n\tA map[int]string `json:\"a\"`\n}\n",
			want: []string{"types.go:4: field A: a map with int keys has no OpenAPI schema: use string keys"},
		},
		{
			name: "validation marker on the wrong type",
			src:  "package a\n\ntype T struct {\n\t// +k8s:validation:maxLength=3\n\tA int `json:\"a\"`\n}\n",
			want: []string{"types.go:4: field A: +k8s:validation markers: maxLength can only be used on string types"},
		},
		{
			name: "nested marker for a property the struct lacks",
			src:  "package a\n\n// +k8s:validation:properties:nope:maxLength=3\ntype T struct {\n\tA string `json:\"a\"`\n}\n",
			want: []string{`types.go:3: type T: +k8s:validation markers: property used in comment tag "nope" not found in struct example.com/m/a.T`},
		},
		{
			name: "shape tag on the wrong kind",
			src:  "package a\n\ntype T struct {\n\t// +listType=atomic\n\tA map[string]string `json:\"a\"`\n}\n",
			want: []string{"warning: types.go:4: field A: +listType is for a slice field, not a map"},
		},
		{
			name: "duplicate property",
			src:  "package a\n\ntype In struct {\n\tA string `json:\"a\"`\n}\n\ntype T struct {\n\tIn `json:\",inline\"`\n\tB string `json:\"a\"`\n}\n",
			want: []string{`types.go:9: type T: field B has the JSON name "a" of field A`},
		},
		{
			name: "default names nothing",
			src:  "package a\n\nconst D = \"d\"\n\ntype T struct {\n\t// +default=ref(Nope)\n\tA *string `json:\"a\"`\n\t// +default=ref(D)\n\tB *string `json:\"b\"`\n}\n",
			want: []string{"types.go:6: field A: +default=ref(...) names example.com/m/a.Nope, which is not a constant or variable"},
		},
		{
			// Found by FuzzOpenAPI: upstream overflows its stack.
			name: "slice of itself",
			src:  "package a\n\ntype L []L\n\ntype T struct {\n\tA L `json:\"a\"`\n}\n",
			want: []string{"types.go:6: field A: its type example.com/m/a.L nests slices or maps of itself"},
		},
		{
			name: "inlines itself",
			src:  "package a\n\ntype T struct {\n\t*T `json:\",inline\"`\n\tA string `json:\"a\"`\n}\n",
			want: []string{"types.go:4: field T: *example.com/m/a.T inlines itself"},
		},
		{
			// k8s.io/api's: strategic merge patch reads them so.
			name: "patch strategy on a struct, two strategies",
			src:  "package a\n\ntype S struct{}\n\ntype T struct {\n\t// +patchStrategy=retainKeys\n\tA S `json:\"a\" patchStrategy:\"retainKeys\"`\n\t// +patchStrategy=merge,retainKeys\n\tB []S `json:\"b\" patchStrategy:\"merge,retainKeys\"`\n}\n",
		},
		{
			// apiextensions' XValidations: upstream logs it; it is right.
			name: "shape tag on a named slice",
			src:  "package a\n\ntype Rules []string\n\ntype T struct {\n\t// +listType=atomic\n\tA Rules `json:\"a\"`\n}\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, tc.src, "--report-filename=/m/report")
			r.Expect(t, tc.want...)
		})
	}
}

// --output-dir and --output-pkg are required, as upstream's.
func TestFlagsRequired(t *testing.T) {
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/m/a", Name: "a", Dir: "/m/a", Files: map[string]string{
		"doc.go": "// +k8s:openapi-gen=true\npackage a\n", "types.go": "package a\n\ntype T struct{}\n",
	}}}, nil)
	r := gentest.RunOn(t, u, openapi.Generator, u.Roots)
	r.Expect(t, "--output-dir must be specified", "--output-pkg must be specified")
	r = gentest.RunOn(t, u, openapi.Generator, u.Roots, "--output-dir=/m/out", "--output-pkg=/m/out")
	r.Expect(t, "--output-pkg /m/out is a directory, not an import path")
	if len(r.Files) != 0 {
		t.Errorf("%d files written after a flag error", len(r.Files))
	}
}

// A package outside the module (here: in memory, not local) would get a
// model name file; upstream writes it, even into the module cache. It is
// an error at its +k8s:openapi-model-package tag that names
// --readonly-pkg, which leaves the package alone.
func TestModelNameOutsideModule(t *testing.T) {
	src := "package a\n\n// +k8s:openapi-model-package=io.example.a\ntype T struct {\n\tA string `json:\"a\"`\n}\n"
	r := run(t, src, "--output-model-name-file=zz_generated.model_name.go", "--report-filename=/m/report")
	r.Expect(t, "types.go:3: package example.com/m/a is not the module's (it is in the module cache): openapi-gen would write zz_generated.model_name.go into it; pass --readonly-pkg example.com/m/a")
	r = run(t, src, "--output-model-name-file=zz_generated.model_name.go", "--report-filename=/m/report", "--readonly-pkg=example.com/m/a")
	r.Expect(t)
	for _, f := range r.Files {
		if filepath.Base(f.Path) == "zz_generated.model_name.go" {
			t.Errorf("wrote %s for a read-only package", f.Path)
		}
	}
}

// -r /dev/null discards the report, as upstream's writing to it does: no
// file is created for it (the driver would refuse to replace a device).
func TestReportDevNull(t *testing.T) {
	r := run(t, "package a\n\ntype T struct {\n\tA string\n}\n", "--report-filename=/dev/null")
	r.Expect(t)
	for _, f := range r.Files {
		if f.Path == "/dev/null" {
			t.Errorf("a file for /dev/null")
		}
	}
	if len(r.Passes[0].Printed()) != 0 {
		t.Errorf("printed %q", r.Passes[0].Printed())
	}
	if len(r.Result().(*openapi.Model).Violations) == 0 {
		t.Errorf("no violation found for a field without a json tag")
	}
}

// Upstream reads the type and package comments, and the constants, of the
// packages it is given only (gengo loads the others as dependencies): a
// +enum type or a +k8s:openapi-model-package of another package is not
// one (k8s.io/api's references to intstr.IntOrString, found by
// TestDiffOpenAPI).
func TestOtherPackagesComments(t *testing.T) {
	u := universe.LoadSources([]universe.SourcePackage{
		{Path: "example.com/m/a", Name: "a", Dir: "/m/a", Files: map[string]string{
			"doc.go":   "// +k8s:openapi-gen=true\npackage a\n",
			"types.go": "package a\n\nimport \"example.com/m/b\"\n\ntype T struct {\n\tE b.E `json:\"e\"`\n\tS b.S `json:\"s\"`\n}\n",
		}},
		{Path: "example.com/m/b", Name: "b", Dir: "/m/b", Files: map[string]string{
			"types.go": "package b\n\n// +enum\ntype E string\n\nconst X E = \"x\"\n\n// +k8s:openapi-model-package=io.b\ntype S struct{}\n",
		}},
	}, openapi.Generator.Keywords)
	for _, tc := range []struct {
		name   string
		inputs []*universe.Package
		enum   bool
	}{{"b is a dependency", u.Roots[:1], false}, {"b is given", u.Roots, true}} {
		t.Run(tc.name, func(t *testing.T) {
			r := gentest.RunOn(t, u, openapi.Generator, tc.inputs, "--output-dir=/m/out", "--output-pkg=example.com/m/out", "--report-filename=/dev/null")
			r.Expect(t)
			var a *openapi.Definition
			for _, d := range r.Result().(*openapi.Model).Definitions {
				if d.GoName == "example.com/m/a.T" {
					a = d
				}
			}
			e, s := a.Schema.Properties[0].Schema, a.Schema.Properties[1].Schema
			if (len(e.Enum) > 0) != tc.enum || s.Ref.UsesModelName != tc.enum {
				t.Errorf("enum %v, model name %v; want both %v", e.Enum, s.Ref.UsesModelName, tc.enum)
			}
		})
	}
}
