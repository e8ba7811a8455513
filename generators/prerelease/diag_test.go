package prerelease_test

import (
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/prerelease"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const metav1Stub = "package v1\n\ntype TypeMeta struct {\n\tKind string `json:\"kind,omitempty\"`\n}\n"

// runSources runs the generator over example.com/g/<version> (doc.go
// from doc, types.go from types, with metav1 imported, and other files)
// in memory.
func runSources(t *testing.T, version, doc, types string, more map[string]string) *gentest.Result {
	t.Helper()
	files := map[string]string{
		"doc.go":   doc + "\npackage " + version + "\n",
		"types.go": "package " + version + "\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\nvar _ metav1.TypeMeta\n\n" + types,
	}
	for k, v := range more {
		files[k] = v
	}
	u := universe.LoadSources([]universe.SourcePackage{
		{Path: "example.com/g/" + version, Name: version, Dir: "/g/" + version, Files: files},
		{Path: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "v1", Dir: "/metav1", Files: map[string]string{"types.go": metav1Stub}},
	}, prerelease.Keywords)
	return gentest.RunOn(t, u, prerelease.Generator, u.Roots[:1], "--output-file=zz_generated.prerelease-lifecycle.go")
}

const enabled = "// +k8s:prerelease-lifecycle-gen=true\n"

// api is an API type named name with the tag lines above it (types.go's
// line 7 is the first of them).
func api(name string, lines ...string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("// +k8s:prerelease-lifecycle-gen:" + l + "\n")
	}
	b.WriteString("type " + name + " struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n\n")
	return b.String()
}

// Each mistake is reported at its tag (or the type, or the method) with
// the fix, and nothing is written. Upstream stops at most of them (a
// fatal error without a position, or an error that skips the package),
// accepts some silently or writes code that does not compile: see
// docs/differences.md.
func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, version, doc, types string
		more                      map[string]string
		want                      []string
	}{
		{"bad version", "v1beta1", enabled, api("Widget", "introduced=1.x"), nil,
			[]string{"types.go:7: type Widget: +k8s:prerelease-lifecycle-gen:introduced=1.x: a version is <major>.<minor>, two numbers; write +k8s:prerelease-lifecycle-gen:introduced=<major>.<minor>, e.g. =1.30"}},
		{"version with a v", "v1beta1", enabled, api("Widget", "introduced=v1.20"), nil,
			[]string{"types.go:7: type Widget: +k8s:prerelease-lifecycle-gen:introduced=v1.20: a version is <major>.<minor>, two numbers; did you mean +k8s:prerelease-lifecycle-gen:introduced=1.20?"}},
		{"patch release", "v1beta1", enabled, api("Widget", "introduced=1.20", "deprecated=1.22.3"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:deprecated=1.22.3: a version is <major>.<minor>, two numbers; did you mean +k8s:prerelease-lifecycle-gen:deprecated=1.22?"}},
		{"empty removed", "v1beta1", enabled, api("Widget", "introduced=1.20", "removed"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:removed has no version; write +k8s:prerelease-lifecycle-gen:removed=<major>.<minor>"}},
		{"extra parameter", "v1beta1", enabled, api("Widget", "introduced=1.20,x=y"), nil,
			[]string{`types.go:7: type Widget: +k8s:prerelease-lifecycle-gen:introduced=1.20,x=y: unsupported parameter "x=y" after the version; write +k8s:prerelease-lifecycle-gen:introduced=1.20`}},
		{"missing introduced", "v1", enabled, api("Widget", "deprecated=1.22"), nil,
			[]string{"types.go:8: type Widget: no +k8s:prerelease-lifecycle-gen:introduced; every API type of a package with +k8s:prerelease-lifecycle-gen=true needs one: add // +k8s:prerelease-lifecycle-gen:introduced=<major>.<minor> above it"}},
		{"misspelled introduced", "v1", enabled, api("Widget", "introduce=1.20"), nil,
			[]string{"types.go:8: (line 7 has +k8s:prerelease-lifecycle-gen:introduce: did you mean +k8s:prerelease-lifecycle-gen:introduced?)"}},
		{"repeated introduced", "v1", enabled, api("Widget", "introduced=1.20", "introduced=1.21"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:introduced is given 2 times; keep one (given: 1.20, 1.21)"}},
		{"replacement of two parts", "v1beta1", enabled, api("Widget", "introduced=1.20", "replacement=apps,Deployment"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:replacement=apps,Deployment: want <group>,<version>,<kind>, e.g. =apps,v1,Deployment"}},
		{"replacement group", "v1beta1", enabled, api("Widget", "introduced=1.20", "replacement=Apps,v1,Deployment"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:replacement=Apps,v1,Deployment: the group must be lower-case; write =apps,v1,Deployment"}},
		{"replacement version", "v1beta1", enabled, api("Widget", "introduced=1.20", "replacement=apps,1,Deployment"), nil,
			[]string{`types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:replacement=apps,1,Deployment: the version must start with "v" and be lower-case; did you mean =apps,v1,Deployment?`}},
		{"replacement kind", "v1beta1", enabled, api("Widget", "introduced=1.20", "replacement=apps,v1,deployment"), nil,
			[]string{"types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:replacement=apps,v1,deployment: the kind must start with an upper-case letter; did you mean =apps,v1,Deployment?"}},
		{"replacement quote", "v1beta1", enabled, api("Widget", "introduced=1.20", `replacement=apps,v1,Deploy"ment`), nil,
			[]string{`types.go:8: type Widget: +k8s:prerelease-lifecycle-gen:replacement=apps,v1,Deploy"ment: "\"" is not allowed in a group, version or kind`}},
		{"bad package value", "v1beta1", "// +k8s:prerelease-lifecycle-gen=yes\n", api("Widget", "introduced=1.20"), nil,
			[]string{"doc.go:1: +k8s:prerelease-lifecycle-gen=yes: unsupported value; write +k8s:prerelease-lifecycle-gen=true or =false"}},
		{"wrong signature", "v1beta1", enabled, api("Widget", "introduced=1.20"),
			map[string]string{"lifecycle.go": "package v1beta1\n\nfunc (in *Widget) APILifecycleRemoved() int { return 0 }\n"},
			[]string{"lifecycle.go:3: type Widget: its own APILifecycleRemoved has the wrong signature; want func (in *Widget) APILifecycleRemoved() (major, minor int), or remove it"}},
		{"generic", "v1beta1", enabled, "// +k8s:prerelease-lifecycle-gen:introduced=1.20\ntype Widget[T any] struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tItem T\n}\n", nil,
			[]string{"types.go:8: type Widget: generic, so it cannot have lifecycle methods"}},
		{"not an API type", "v1beta1", enabled, api("Widget", "introduced=1.20") + "// +k8s:prerelease-lifecycle-gen:introduced=1.20\ntype Spec struct{}\n", nil,
			[]string{"warning: types.go:12: type Spec: +k8s:prerelease-lifecycle-gen:introduced is ignored: it is not an API type (an exported struct that embeds TypeMeta); remove it"}},
		{"deprecated before introduced", "v1beta1", enabled, api("Widget", "introduced=1.20", "deprecated=1.2"), nil,
			[]string{"warning: types.go:8: type Widget: deprecated in 1.2, before it was introduced (1.20); upstream writes it as given: check both tags"}},
		{"removed before deprecated", "v1beta1", enabled, api("Widget", "introduced=1.20", "removed=1.22"), nil,
			[]string{"warning: types.go:8: type Widget: removed in 1.22, before it is deprecated (1.23); upstream writes it as given: check the tags"}},
		{"package not enabled", "v1beta1", "", api("Widget", "introduced=1.20"), nil,
			[]string{"warning: types.go:7: type Widget: +k8s:prerelease-lifecycle-gen:introduced is ignored: its package has no +k8s:prerelease-lifecycle-gen=true in doc.go; remove it"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runSources(t, tt.version, tt.doc, tt.types, tt.more)
			r.Expect(t, tt.want...)
			if r.Err() != nil && len(r.Files) > 0 {
				t.Errorf("an error, and %d files written", len(r.Files))
			}
		})
	}
}
