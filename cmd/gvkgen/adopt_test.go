package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
)

// adopter is a user's module before it adopts gvkgen: an older
// apimachinery than the one gvkgen is tested with, an older go line, and an
// API package that uses apimachinery's types.
var adopter = map[string]string{
	"go.mod":                    "module example.com/adopter\n\ngo 1.24.0\n\nrequire k8s.io/apimachinery v0.31.0\n",
	"hack/boilerplate.go.txt":   "/*\nCopyright YEAR The Adopter.\n*/\n",
	"pkg/apis/things/v1/doc.go": "// +k8s:deepcopy-gen=package\n\npackage v1\n",
	"pkg/apis/things/v1/types.go": `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Thing struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Labels map[string]string ` + "`json:\"labels,omitempty\"`" + `
	Parts  []*int64          ` + "`json:\"parts,omitempty\"`" + `
}
`,
}

// TestAdoptionChangesNothingElse does what a new user does, with this
// checkout published as a version (see publish): in a module that requires
// k8s.io/apimachinery v0.31.0 with go 1.24.0 (the form go mod init writes), go get -tool gvkgen (or one
// single tool) and go mod tidy. Every requirement the module had, and its
// go line, must be as they were: gvkgen and the modules it alone needs are
// new lines, nothing else. Then the tool works there.
func TestAdoptionChangesNothingElse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gvkgen from a module zip")
	}
	t.Parallel()
	p := publish(t)
	for _, tt := range []struct {
		tool string
		// run generates the deep copies with the tool; want is in its
		// output.
		run, want string
	}{
		{tool: "gvkgen", run: "go tool gvkgen generate --go-header-file hack/boilerplate.go.txt ./...", want: "1 files written"},
		{tool: "deepcopy-gen", run: "go tool deepcopy-gen --output-file zz_generated.deepcopy.go --go-header-file hack/boilerplate.go.txt ./pkg/apis/..."},
	} {
		t.Run(tt.tool, func(t *testing.T) {
			user := adopterModule(t)
			sh(t, user, p.env, "go mod tidy")
			before := readModFile(t, user)
			if len(before.Require) < 2 {
				t.Fatalf("go mod tidy listed %d requirements; want apimachinery and its indirect ones", len(before.Require))
			}
			sh(t, user, p.env, "go get -tool "+p.module+"/cmd/"+tt.tool+"@"+p.version+"\ngo mod tidy")
			checkOnlyAdded(t, user, p, before, readModFile(t, user))

			out := sh(t, user, p.env, tt.run)
			if !strings.Contains(out, tt.want) {
				t.Errorf("%s: want %q in the output, got:\n%s", tt.run, tt.want, out)
			}
			got, err := os.ReadFile(filepath.Join(user, "pkg/apis/things/v1/zz_generated.deepcopy.go"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(got), "func (in *Thing) DeepCopyObject() runtime.Object {") {
				t.Errorf("the generated file lacks DeepCopyObject:\n%s", got)
			}
			sh(t, user, p.env, "go vet ./...")
		})
	}
}

// adopterModule writes adopter in a new directory and returns it.
func adopterModule(t *testing.T) string {
	t.Helper()
	user := t.TempDir()
	for name, content := range adopter {
		path := filepath.Join(user, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return user
}

// checkOnlyAdded checks that the go.mod after adopting has the go line,
// toolchain line and requirements of before, as they were, and requires
// the published gvkgen.
func checkOnlyAdded(t *testing.T, user string, p published, before, after *modfile.File) {
	t.Helper()
	if before.Go.Version != after.Go.Version {
		t.Errorf("the go line changed from %s to %s", before.Go.Version, after.Go.Version)
	}
	if (before.Toolchain == nil) != (after.Toolchain == nil) {
		t.Errorf("the toolchain line changed: before %v, after %v", before.Toolchain, after.Toolchain)
	}
	now := map[string]*modfile.Require{}
	for _, r := range after.Require {
		now[r.Mod.Path] = r
	}
	for _, r := range before.Require {
		switch a := now[r.Mod.Path]; {
		case a == nil:
			t.Errorf("requirement %s %s was removed", r.Mod.Path, r.Mod.Version)
		case a.Mod.Version != r.Mod.Version || a.Indirect != r.Indirect:
			t.Errorf("requirement %s %s (indirect %v) became %s (indirect %v)", r.Mod.Path, r.Mod.Version, r.Indirect, a.Mod.Version, a.Indirect)
		}
	}
	if r := now[p.module]; r == nil || r.Mod.Version != p.version {
		t.Errorf("go.mod does not require %s %s:\n%s", p.module, p.version, modText(t, user))
	}
	if t.Failed() {
		t.Logf("go.mod after:\n%s", modText(t, user))
	}
}

func modText(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func readModFile(t *testing.T, dir string) *modfile.File {
	t.Helper()
	f, err := modfile.Parse("go.mod", []byte(modText(t, dir)), nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Go == nil {
		t.Fatalf("go.mod has no go line:\n%s", modText(t, dir))
	}
	return f
}
