package modelsschema_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/modelsschema"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// integration are kube-openapi's integration input packages (as
// generators/openapi's test runs them).
var integration = []string{"listtype", "maptype", "structtype", "dummytype", "uniontype", "enumtype", "custom", "valuevalidation", "defaults"}

const root = "k8s.io/kube-openapi/test/integration/testdata/"

func model(t *testing.T) (*universe.Universe, *openapi.Model) {
	t.Helper()
	var pkgs []string
	for _, p := range integration {
		pkgs = append(pkgs, root+p)
	}
	u := gentest.Load(t, "../openapi/testdata", []*gen.Generator{openapi.Generator}, pkgs...)
	var ps []*universe.Package
	for _, p := range pkgs {
		ps = append(ps, u.Package(p))
	}
	r := gentest.RunOn(t, u, openapi.Generator, ps, "--output-dir=testdata/pkg/generated", "--output-pkg=k8s.io/kube-openapi/test/integration/pkg/generated")
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return u, r.Result().(*openapi.Model)
}

// TestIntegration compares the document of kube-openapi's integration
// types with what models-schema prints over upstream's golden
// GetOpenAPIDefinitions (testdata/README.md): extensions, unions, enums,
// defaults, validations, types whose OpenAPISchemaType and
// OpenAPISchemaFormat give their schema and hand-written OpenAPIDefinition
// and OpenAPIV3Definition methods returning a literal.
func TestIntegration(t *testing.T) {
	u, m := model(t)
	got, errs := modelsschema.Document(u, m)
	if errs != nil {
		t.Fatal(errs)
	}
	want, err := os.ReadFile("testdata/integration.json")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("document differs from models-schema's (-want +got):\n%s", diff)
	}
}

// TestNotLiteral: a method whose result is not one literal is an error at
// the method, naming the type and the method; nothing is written.
func TestNotLiteral(t *testing.T) {
	const pkg = "example.com/fixture/computed"
	u := gentest.Load(t, "testdata/fixture", []*gen.Generator{openapi.Generator}, pkg)
	r := gentest.RunOn(t, u, openapi.Generator, []*universe.Package{u.Package(pkg)}, "--output-dir=out", "--output-pkg=example.com/fixture/out")
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	got, errs := modelsschema.Document(u, r.Result().(*openapi.Model))
	if got != nil {
		t.Errorf("a document was made despite errors: %d bytes", len(got))
	}
	want := []string{
		"computed.go:13: " + pkg + ".Def.OpenAPIDefinition",
		"computed.go:29: " + pkg + ".Format.OpenAPISchemaFormat",
		"computed.go:34: " + pkg + ".Type.OpenAPISchemaType",
	}
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Msg)
		if !strings.Contains(e.Msg, "not one literal") {
			t.Errorf("%s: want it to say the result is not one literal", e.Msg)
		}
	}
	for i, w := range want {
		if i >= len(errs) {
			t.Errorf("missing error %s", w)
			continue
		}
		at := fmt.Sprintf("%s:%d: %s", filepath.Base(errs[i].Pos.Filename), errs[i].Pos.Line, errs[i].Msg)
		if !strings.HasPrefix(at, w+":") {
			t.Errorf("error %d is %s, want %s: ...", i, at, w)
		}
	}
	if len(errs) != len(want) {
		t.Errorf("errors %q, want %d", msgs, len(want))
	}
}
