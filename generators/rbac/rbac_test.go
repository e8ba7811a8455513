package rbac_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/rbac"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var update = flag.Bool("update", false, "rewrite the golden files (they are controller-gen's: see testdata/golden/README.md)")

// The role.yaml of each case is controller-gen v0.23.0's, byte for byte.
func TestGolden(t *testing.T) {
	for _, c := range []string{"upstream", "placement"} {
		t.Run(c, func(t *testing.T) {
			r := gentest.Run(t, rbac.Generator, "testdata", []string{"./" + c + "/..."}, "--output-dir="+filepath.Join("testdata", "golden", c))
			r.Expect(t)
			if len(r.Files) != 1 {
				t.Fatalf("%d files, want role.yaml", len(r.Files))
			}
			r.Golden(t, *update, "controller-gen's output: see testdata/golden/README.md")
		})
	}
}

// runSources runs the generator over one package in memory.
func runSources(t *testing.T, src string, args ...string) *gentest.Result {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{{
		Path: "example.com/op/controllers", Name: "controllers", Dir: "/op/controllers",
		Files: map[string]string{"controller.go": src},
	}}, rbac.Generator.Keywords)
	fs := gentest.MapFS(map[string]string{"hack/boilerplate.yaml.txt": "# Copyright YEAR The Authors.\n"})
	return gentest.RunIn(t, fs, u, rbac.Generator, u.Roots, args...)
}

func TestFlagsAndHeader(t *testing.T) {
	src := "package controllers\n\n// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get\n"
	r := runSources(t, src, "--role-name=op", "--file-name=r.yaml", "--output-dir=out", "--header-file=hack/boilerplate.yaml.txt", "--year=2026")
	r.Expect(t)
	got := r.Render(t)
	want := "# Copyright 2026 The Authors.\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: op\nrules:\n- apiGroups:\n  - apps\n  resources:\n  - deployments\n  verbs:\n  - get\n"
	if string(got[filepath.Join("out", "r.yaml")]) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// No marker, no file: controller-gen writes nothing either.
func TestNoMarkers(t *testing.T) {
	r := runSources(t, "package controllers\n\nfunc Reconcile() {}\n")
	r.Expect(t)
	if len(r.Files) != 0 {
		t.Errorf("files %v, want none", r.Files)
	}
}

// Mistakes are errors at the marker's line (at the misspelled
// argument's column), with the fix, and nothing is written; controller-gen
// drops the rule of a misspelled argument without a word.
func TestMistakes(t *testing.T) {
	for _, tt := range []struct{ name, marker, want string }{
		{"misspelled argument", "+kubebuilder:rbac:group=apps,resources=deployments,verbs=get", "controller.go:3: +kubebuilder:rbac: unknown argument group; did you mean groups?"},
		{"missing verbs", "+kubebuilder:rbac:groups=apps,resources=deployments", "controller.go:3: +kubebuilder:rbac: argument verbs is missing"},
		{"unknown argument", "+kubebuilder:rbac:groups=apps,resources=deployments,verbs=get,nmespace=x", "controller.go:3: +kubebuilder:rbac: unknown argument nmespace; did you mean namespace?"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := runSources(t, "package controllers\n\n// "+tt.marker+"\n")
			r.Expect(t, tt.want)
			if len(r.Files) != 0 {
				t.Errorf("%d files written, want none", len(r.Files))
			}
		})
	}
}
