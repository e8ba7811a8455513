package webhook_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
	"github.com/gvk-dev/gvkgen/generators/webhook"
)

var update = flag.Bool("update", false, "rewrite the golden files (they are controller-gen's: see testdata/golden/README.md)")

// validCases are the cases of testdata for which controller-gen writes
// manifests.yaml.
func validCases(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join("testdata", "golden"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d golden cases", len(out))
	}
	return out
}

// The manifests.yaml of each case is controller-gen v0.23.0's.
func TestGolden(t *testing.T) {
	for _, c := range validCases(t) {
		t.Run(c, func(t *testing.T) {
			r := gentest.Run(t, webhook.Generator, "testdata", []string{"./" + c + "/..."}, "--output-dir="+filepath.Join("testdata", "golden", c))
			r.Expect(t)
			if len(r.Files) != 1 {
				t.Fatalf("%d files, want manifests.yaml", len(r.Files))
			}
			r.Golden(t, *update, "controller-gen's output: see testdata/golden/README.md")
		})
	}
}

// controller-tools' invalid cases, where controller-gen fails (mostly
// without a position): an error at the marker, nothing written.
func TestMistakes(t *testing.T) {
	for _, tt := range []struct {
		dir  string
		want []string
	}{
		{"invalid-admissionReviewVersionsRequired", []string{"webhook.go:19: +kubebuilder:webhook: argument admissionReviewVersions is missing"}},
		{"invalid-multiple-webhookconfigurations", []string{"webhook.go:23: a second mutating +kubebuilder:webhookconfiguration"}},
		{"invalid-path-and-url", []string{"webhook.go:19: +kubebuilder:webhook: give path= (a path on the webhook service) or url=, not both or neither"}},
		{"invalid-sideEffects", []string{"webhook.go:19: +kubebuilder:webhook: sideEffects=Some is not allowed in a v1 webhook configuration"}},
		{"invalid-timeoutSeconds", []string{"webhook.go:19: +kubebuilder:webhook: timeoutSeconds=40 is out of range", "webhook.go:21: +kubebuilder:webhook: timeoutSeconds=-1 is out of range"}},
		{"invalid-v1beta1NotSupported", []string{"webhook.go:19: +kubebuilder:webhook: unsupported webhook version v1beta1"}},
	} {
		t.Run(tt.dir, func(t *testing.T) {
			r := gentest.Run(t, webhook.Generator, "testdata", []string{"./" + tt.dir + "/..."}, "--output-dir="+t.TempDir())
			r.Expect(t, tt.want...)
			if len(r.Files) != 0 {
				t.Errorf("%d files, want none", len(r.Files))
			}
		})
	}
}

// runSources runs the generator over one package in memory.
func runSources(t *testing.T, src string, args ...string) *gentest.Result {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{{
		Path: "example.com/op/webhooks", Name: "webhooks", Dir: "/op/webhooks",
		Files: map[string]string{"webhook.go": src},
	}}, webhook.Generator.Keywords)
	return gentest.RunIn(t, gentest.MapFS(nil), u, webhook.Generator, u.Roots, args...)
}

const base = "+kubebuilder:webhook:path=/m,mutating=true,failurePolicy=fail,groups=apps,resources=deployments,verbs=create,versions=v1,name=m.example.com,sideEffects=None,admissionReviewVersions=v1"

// What controller-gen writes as it is or drops without a word is an error
// at the argument.
func TestMoreMistakes(t *testing.T) {
	for _, tt := range []struct{ name, marker, want string }{
		{"misspelled argument", strings.Replace(base, "failurePolicy", "failurePolcy", 1), "webhook.go:3: +kubebuilder:webhook: unknown argument failurePolcy; did you mean failurePolicy?"},
		{"unknown failure policy", strings.Replace(base, "=fail", "=sometimes", 1), `webhook.go:3: +kubebuilder:webhook: unknown failurePolicy "sometimes"; write Fail or Ignore`},
		{"unknown reinvocation policy", base + ",reinvocationPolicy=always", `webhook.go:3: +kubebuilder:webhook: unknown reinvocationPolicy "always"`},
		{"patch of an unknown field", base + ",patch=`{\"namespaceSelectr\":{}}`", `webhook.go:3: +kubebuilder:webhook: patch=: unknown field "namespaceSelectr"`},
		{"patch that is no JSON", base + ",patch=`{`", `webhook.go:3: +kubebuilder:webhook: patch=: not a JSON object`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := runSources(t, "package webhooks\n\n// "+tt.marker+"\n")
			r.Expect(t, tt.want)
			if len(r.Files) != 0 {
				t.Errorf("%d files, want none", len(r.Files))
			}
		})
	}
}

func TestNoMarkers(t *testing.T) {
	r := runSources(t, "package webhooks\n")
	r.Expect(t)
	if len(r.Files) != 0 {
		t.Errorf("%d files, want none", len(r.Files))
	}
}
