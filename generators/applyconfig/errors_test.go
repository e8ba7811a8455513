package applyconfig_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/applyconfig"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// meta is a stand-in for meta/v1, for universes in memory.
var meta = universe.SourcePackage{
	Path: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "v1", Dir: "/meta",
	Files: map[string]string{"types.go": "package v1\n\ntype TypeMeta struct {\n\tKind string `json:\"kind,omitempty\"`\n}\n\ntype ObjectMeta struct {\n\tName string `json:\"name,omitempty\"`\n}\n"},
}

// runSource runs the generator over a package example.com/shop/v1 made of
// doc and types (types.go), beside meta, with args.
func runSource(t *testing.T, doc, types string, args ...string) *gentest.Result {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{meta, {
		Path: "example.com/shop/v1", Name: "v1", Dir: "/shop/v1",
		Files: map[string]string{"doc.go": doc + "\npackage v1\n", "types.go": types},
	}}, applyconfig.Generator.Keywords)
	return gentest.RunOn(t, u, applyconfig.Generator, u.Roots[1:], args...)
}

const (
	flags  = "--output-dir=/out"
	pkgArg = "--output-pkg=example.com/out"
	// kind is the start of a +genclient kind; its tags go before it.
	kind = "package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n"
	body = "type Widget struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n\tSize int32 `json:\"size\"`\n}\n"
)

// TestErrors checks that every mistake is reported at its place, saying
// what is wrong and the fix, and that nothing is written then.
func TestErrors(t *testing.T) {
	tests := []struct {
		name, doc, types string
		args             []string
		want             []string
	}{
		{name: "no output flags", types: kind + "// +genclient\n" + body, args: []string{},
			want: []string{"--output-dir must be specified", "--output-pkg must be specified"}},
		{name: "output-pkg a directory", types: kind + "// +genclient\n" + body, args: []string{"--output-dir=o", "--output-pkg=/applyconfiguration"},
			want: []string{`--output-pkg "/applyconfiguration" begins with "/"`}},
		// Found by FuzzSource: a stack overflow.
		{name: "embeds itself", types: kind + "// +genclient\ntype Widget struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n\tA B `json:\"a\"`\n}\n\ntype B struct {\n\tC `json:\",inline\"`\n}\n\ntype C struct {\n\tB `json:\",inline\"`\n}\n",
			want: []string{"types.go:11: type B embeds itself by value (through B, C, B), which Go does not allow (invalid recursive type); embed a pointer, or remove the embedding",
				"types.go:15: type C embeds itself by value (through C, B, C)"}},
		// Found by FuzzSource: the struct had "undefined type ..." as a field.
		{name: "field of an undeclared type", types: kind + "// +genclient\ntype Widget struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n\tSize Missing `json:\"size\"`\n}\n",
			want: []string{"types.go:9: type Widget: field Size: undefined type Missing, so it has no apply configuration; declare the type, or leave the field out of the API"}},
		{name: "genclient with a value", types: kind + "// +genclient=true\n" + body,
			want: []string{"types.go:5: type Widget: +genclient=true: the tag takes no value; write +genclient; to generate no client, remove the tag"}},
		{name: "unknown verb", types: kind + "// +genclient\n// +genclient:onlyVerbs=get,aply\n" + body,
			want: []string{`types.go:6: type Widget: +genclient:onlyVerbs=get,aply: unknown verb "aply"; write verbs among create, update,`}},
		{name: "method without a verb", types: kind + "// +genclient\n// +genclient:method=Scale\n" + body,
			want: []string{"types.go:6: type Widget: +genclient:method=Scale: no verb; add one, e.g. +genclient:method=Scale,verb=create"}},
		{name: "method not key=value", types: kind + "// +genclient\n// +genclient:method=Scale,verb\n" + body,
			want: []string{`types.go:6: type Widget: +genclient:method=Scale,verb: "verb" is not key=value`}},
		{name: "method without a name", types: kind + "// +genclient\n// +genclient:method=,verb=get\n" + body,
			want: []string{"types.go:6: type Widget: +genclient:method=,verb=get: the method has no name; write +genclient:method=<Name>"}},
		{name: "method with an unsupported verb", types: kind + "// +genclient\n// +genclient:method=W,verb=watch\n" + body,
			want: []string{`types.go:6: type Widget: +genclient:method=W,verb=watch: verb "watch" is not supported for a method; use one of create,`}},
		{name: "method input for get", types: kind + "// +genclient\n// +genclient:method=G,verb=get,input=Scale\n" + body,
			want: []string{`types.go:6: type Widget: +genclient:method=G,verb=get,input=Scale: a get method takes no input type; remove input= (it is for create, update, apply)`}},
		{name: "method unknown key", types: kind + "// +genclient\n// +genclient:method=G,verb=get,output=Scale\n" + body,
			want: []string{`types.go:6: type Widget: +genclient:method=G,verb=get,output=Scale: unknown key "output"`}},
		{name: "method input type missing", types: kind + "// +genclient\n// +genclient:method=A,verb=apply,input=example.com/shop/v1.Missing\n" + body,
			want: []string{"types.go:7: type Widget: +genclient:method=A: input type example.com/shop/v1.Missing does not exist"}},
		{name: "unknown genclient tag", types: kind + "// +genclient\n// +genclient:nonNamespace\n" + body,
			want: []string{"types.go:6: type Widget: unknown tag +genclient:nonNamespace; the +genclient tags are"}},
		{name: "flag tag with a value", types: kind + "// +genclient\n// +genclient:noStatus=false\n" + body,
			want: []string{"types.go:6: type Widget: +genclient:noStatus=false: the tag takes no value"}},
		{name: "opt-out with a bad value", doc: "// +k8s:applyconfiguration-gen=no", types: kind + "// +genclient\n" + body,
			want: []string{"doc.go:1: +k8s:applyconfiguration-gen=no: unsupported value"}},
		{name: "missing schema", types: kind + "// +genclient\n" + body, args: []string{flags, pkgArg, "--openapi-schema=/nonexistent.json"},
			want: []string{"reading the OpenAPI schema"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			if args == nil {
				args = []string{flags, pkgArg}
			}
			r := runSource(t, tt.doc, tt.types, args...)
			r.Expect(t, tt.want...)
			if len(r.Files) != 0 {
				t.Errorf("%d files written despite errors", len(r.Files))
			}
		})
	}
}

// TestSchemaErrors checks the mistakes of --openapi-schema files.
func TestSchemaErrors(t *testing.T) {
	const def = `"com.example.shop.v1.Widget"`
	tests := []struct{ name, schema, want string }{
		{"not JSON", "{", "is not an OpenAPI schema"},
		{"undefined reference", `{"definitions": {` + def + `: {"type": "object", "properties": {"spec": {"$ref": "#/definitions/com.example.shop.v1.Spec"}}}}}`,
			"the schema refers to com.example.shop.v1.Spec, which it does not define"},
		{"unknown list type", `{"definitions": {` + def + `: {"type": "object", "properties": {"l": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "bag"}}}}}`,
			"com.example.shop.v1.Widget: unknown list type bag"},
		{"two types", `{"definitions": {` + def + `: {"type": ["string", "null"]}}}`, "com.example.shop.v1.Widget: several types (string, null)"},
		{"array without items", `{"definitions": {` + def + `: {"type": "array"}}}`, "an array needs exactly one items schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "schema.json")
			if err := os.WriteFile(file, []byte(tt.schema), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runSource(t, "", kind+"// +genclient\n"+body, flags, pkgArg, "--openapi-schema="+file)
			r.Expect(t, tt.want)
			if len(r.Files) != 0 {
				t.Errorf("%d files written despite errors", len(r.Files))
			}
		})
	}
}

// TestWarnings checks what upstream accepts silently but is likely a
// mistake: a warning, and the files are written.
func TestWarnings(t *testing.T) {
	r := runSource(t, "", "package v1\n\n// +genclient\ntype Widget struct {\n\tSize int32 `json:\"size\"`\n}\n", flags, pkgArg)
	r.Expect(t, "warning: types.go:4: type Widget has +genclient but does not embed metav1.ObjectMeta")
	if len(r.Files) != 2 {
		t.Errorf("%d files, want utils.go and internal.go", len(r.Files))
	}
}

// TestOptOut checks +k8s:applyconfiguration-gen=false in doc.go: no apply
// configurations for the package.
func TestOptOut(t *testing.T) {
	for _, tt := range []struct {
		doc   string
		files int
	}{{"", 3}, {"// +k8s:applyconfiguration-gen=true", 3}, {"// +k8s:applyconfiguration-gen=false", 2}} {
		t.Run(tt.doc, func(t *testing.T) {
			r := runSource(t, tt.doc, kind+"// +genclient\n"+body, flags, pkgArg)
			if err := r.Err(); err != nil {
				t.Fatal(err)
			}
			if len(r.Files) != tt.files {
				t.Errorf("%d files, want %d", len(r.Files), tt.files)
			}
		})
	}
}

// TestInternalVersion checks that an internal version (ObjectMeta without
// a json tag), which kube_codegen.sh's gen_client gives, is skipped
// without a word, as upstream does (it only logs).
func TestInternalVersion(t *testing.T) {
	r := runSource(t, "", kind+"// +genclient\ntype Widget struct {\n\tmetav1.ObjectMeta\n\tSize int32 `json:\"size\"`\n}\n", flags, pkgArg)
	r.Expect(t)
	if len(r.Files) != 2 {
		t.Errorf("%d files, want utils.go and internal.go only", len(r.Files))
	}
}

// A type that embeds another package's namesake does not embed itself.
func TestEmbedsNamesake(t *testing.T) {
	r := runSource(t, "", kind+"// +genclient\ntype Widget struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n\tSpec TypeMeta `json:\"spec\"`\n}\n\ntype TypeMeta struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n", flags, pkgArg)
	r.Expect(t)
	if len(r.Files) == 0 {
		t.Error("no file written")
	}
}

// TestPointerSlice checks a slice of pointers to what has no apply
// configuration (Messages []*string): upstream v0.37.2's WithMessages
// appends *values[i] to it and does not compile; gvkgen appends values[i]
// and warns at the field (docs/differences.md). A slice of values and a
// slice of pointers to apply configurations keep upstream's dereference.
func TestPointerSlice(t *testing.T) {
	const status = "type WidgetStatus struct {\n\tReady *bool `json:\"ready,omitempty\"`\n}\n"
	tests := []struct {
		name, field, want, warning string
	}{
		{"pointers to strings", "Messages []*string `json:\"messages,omitempty\"`", "b.Messages = append(b.Messages, values[i])",
			"warning: types.go:9: type Widget: field Messages is a slice of pointers ([]*string): upstream applyconfiguration-gen v0.37.2 writes a WithMessages that does not compile"},
		{"pointers to ints", "Counts []*int32 `json:\"counts,omitempty\"`", "b.Counts = append(b.Counts, values[i])",
			"warning: types.go:9: type Widget: field Counts is a slice of pointers ([]*int32)"},
		{"strings", "Messages []string `json:\"messages,omitempty\"`", "b.Messages = append(b.Messages, values[i])", ""},
		{"pointers to apply configurations", "Statuses []*WidgetStatus `json:\"statuses,omitempty\"`", "b.Statuses = append(b.Statuses, *values[i])", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			types := kind + "// +genclient\ntype Widget struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n\t" + tt.field + "\n}\n\n" + status
			r := runSource(t, "", types, flags, pkgArg)
			if tt.warning == "" {
				r.Expect(t)
			} else {
				r.Expect(t, tt.warning)
			}
			got := string(r.Render(t)["/out/shop/v1/widget.go"])
			if !strings.Contains(got, "\t\t"+tt.want+"\n") {
				t.Errorf("widget.go has no line %q:\n%s", tt.want, got)
			}
		})
	}
}
