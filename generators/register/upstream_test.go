package register_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// upstreamOutput is the output file kube_codegen.sh's gen_register passes.
const upstreamOutput = "zz_generated.register.go"

// TestUpstreamGolden runs register-gen as kube_codegen.sh runs it
// (--output-file zz_generated.register.go over the +groupName packages) on
// testdata/upstream, whose zz_generated.register.go files were written by
// upstream register-gen v0.37.2 (with hack/boilerplate.go.txt):
//
//	cd testdata/upstream && register-gen --output-file zz_generated.register.go \
//	    --go-header-file ../../../../hack/boilerplate.go.txt ./...
//
// It must write exactly those files, byte for byte: nothing for the
// internal version, nothing for the package with a hand-written
// register.go, no scheme functions although apps/v1 has addDefaultingFuncs,
// addConversionFuncs and RegisterDefaults, the version from the directory
// and not the package name (batch/v1 is package batchv1), and the core
// group for an empty +groupName=.
func TestUpstreamGolden(t *testing.T) {
	res := run(t, load(t, "./upstream/..."), "--output-file="+upstreamOutput, "--go-header-file="+filepath.Join("..", "..", "hack", "boilerplate.go.txt"))
	for _, w := range res.Warnings() {
		t.Errorf("unexpected warning: %v", w)
	}
	got := map[string]string{}
	for _, f := range res.Files {
		b, err := f.Render()
		if err != nil {
			t.Fatal(err)
		}
		got[relTo(t, "testdata/upstream", f.Path)] = string(b)
	}
	want := map[string]string{}
	err := filepath.WalkDir("testdata/upstream", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.Name() != upstreamOutput {
			return err
		}
		b, err := os.ReadFile(p)
		want[relTo(t, "testdata/upstream", p)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 3 {
		t.Fatalf("testdata/upstream has %d %s files, want 3", len(want), upstreamOutput)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("output differs from upstream's (-upstream +ours):\n%s", d)
	}

	targets := run(t, load(t, "./upstream/..."), "--output-file="+upstreamOutput).Result().([]*register.Target)
	skipped := map[string]string{}
	for _, tg := range targets {
		if !tg.Write {
			skipped[relTo(t, "testdata/upstream", tg.Pkg.Dir)] = tg.Skipped
		}
	}
	wantSkipped := map[string]string{
		"apps/internalonly": "internal version; +k8s:register-gen:internal or +k8s:register-gen:install in doc.go writes it",
		"policy/v1":         "the package has its own register.go",
	}
	if d := cmp.Diff(wantSkipped, skipped); d != "" {
		t.Errorf("skipped packages (-want +got):\n%s", d)
	}
}

func relTo(t *testing.T, base, p string) string {
	t.Helper()
	r, err := filepath.Rel(mustAbs(t, base), mustAbs(t, p))
	if err != nil {
		t.Fatal(err)
	}
	return filepath.ToSlash(r)
}

// TestUpstreamGoldenBuilds builds testdata/upstream with upstream's files
// beside the hand-written register.go and scheme functions.
func TestUpstreamGoldenBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go")
	}
	cmd := exec.Command("go", "build", "./upstream/...")
	cmd.Dir = "testdata"
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build failed: %v\n%s", err, out)
	}
}

// TestOptIns runs the command on small modules and checks which files it
// writes: exactly upstream's set unless a package opts in to more, and never
// a hand-written register.go.
func TestOptIns(t *testing.T) {
	const (
		imports       = "import (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/runtime\"\n)\n\n"
		deepCopy      = "func (in *Foo) DeepCopyObject() runtime.Object { c := *in; return &c }\n"
		internalTypes = "package g\n\n" + imports + "type Foo struct {\n\tmetav1.TypeMeta\n}\n\n" + deepCopy
		externalTypes = "package v1\n\n" + imports + "type Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n\n" + deepCopy
		// A hand-written register.go declaring what install.go uses.
		handWritten = "import \"k8s.io/apimachinery/pkg/runtime/schema\"\n\nvar SchemeGroupVersion = schema.GroupVersion{Group: \"g.example.com\", Version: \"v1\"}\n\nvar AddToScheme = func(*runtime.Scheme) error { return nil }\n"
		v1Doc       = "// +groupName=g.example.com\n\npackage v1\n"
	)
	tests := []struct {
		name   string
		files  map[string]string
		output string
		// written are the files written, relative to g; want holds
		// strings each must contain.
		written []string
		want    map[string][]string
	}{
		{
			name:    "internal version without opt-in",
			files:   map[string]string{"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen\n\npackage g\n", "g/t.go": internalTypes},
			output:  upstreamOutput,
			written: nil,
		},
		{
			// k8s.io/apiserver's pkg/apis/apiserver/v1alpha1: two
			// +groupName values beside a hand-written register.go, which
			// upstream skips without a word (it was an error here).
			name: "two +groupName values in a package with its own register.go",
			files: map[string]string{
				"g/v1/doc.go": "// +groupName=g.example.com\n// +groupName=g.config.example.com\n\npackage v1\n", "g/v1/t.go": externalTypes,
				"g/v1/register.go": "package v1\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\n" + handWritten,
			},
			output:  upstreamOutput,
			written: nil,
		},
		{
			name:    "internal version with +k8s:register-gen:internal",
			files:   map[string]string{"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:internal\n\npackage g\n", "g/t.go": internalTypes},
			output:  upstreamOutput,
			written: []string{upstreamOutput},
			want:    map[string][]string{upstreamOutput: {"Version: runtime.APIVersionInternal}", "func Kind(kind string) schema.GroupKind"}},
		},
		{
			// The opt-in alone activates the package; the group comes
			// from the path.
			name:    "internal version with only +k8s:register-gen:internal",
			files:   map[string]string{"g/doc.go": "// +k8s:register-gen:internal\n\npackage g\n", "g/t.go": internalTypes},
			output:  upstreamOutput,
			written: []string{upstreamOutput},
			want:    map[string][]string{upstreamOutput: {"const GroupName = \"g\"\n"}},
		},
		{
			name:    "internal version with +k8s:register-gen:internal=false",
			files:   map[string]string{"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:internal=false\n\npackage g\n", "g/t.go": internalTypes},
			output:  upstreamOutput,
			written: nil,
		},
		{
			name: "install writes the internal version and install.go",
			files: map[string]string{
				"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:install\n\npackage g\n", "g/t.go": internalTypes,
				"g/v1/doc.go": v1Doc, "g/v1/t.go": externalTypes,
			},
			output:  upstreamOutput,
			written: []string{"install/install.go", "v1/" + upstreamOutput, upstreamOutput},
			want:    map[string][]string{"install/install.go": {"utilruntime.Must(g.AddToScheme(scheme))", "utilruntime.Must(v1.AddToScheme(scheme))"}},
		},
		{
			name: "install beside hand-written register.go files",
			files: map[string]string{
				"g/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:install\n\npackage g\n", "g/t.go": internalTypes, "g/register.go": "package g\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\n" + handWritten,
				"g/v1/doc.go": v1Doc, "g/v1/t.go": externalTypes, "g/v1/register.go": "package v1\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\n" + handWritten,
			},
			output:  upstreamOutput,
			written: []string{"install/install.go"},
			want:    map[string][]string{"install/install.go": {"utilruntime.Must(v1.AddToScheme(scheme))"}},
		},
		{
			name: "scheme functions without opt-in",
			files: map[string]string{
				"g/v1/doc.go": v1Doc, "g/v1/t.go": externalTypes,
				"g/v1/defaults.go": "package v1\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\nfunc addDefaultingFuncs(*runtime.Scheme) error { return nil }\n",
			},
			output:  upstreamOutput,
			written: []string{"v1/" + upstreamOutput},
			want:    map[string][]string{"v1/" + upstreamOutput: {"localSchemeBuilder.Register(addKnownTypes)\n"}},
		},
		{
			name: "scheme functions with +k8s:register-gen:scheme-funcs",
			files: map[string]string{
				"g/v1/doc.go": "// +groupName=g.example.com\n// +k8s:register-gen:scheme-funcs\n\npackage v1\n", "g/v1/t.go": externalTypes,
				"g/v1/defaults.go": "package v1\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\nfunc addDefaultingFuncs(*runtime.Scheme) error { return nil }\n",
			},
			output:  upstreamOutput,
			written: []string{"v1/" + upstreamOutput},
			want:    map[string][]string{"v1/" + upstreamOutput: {"localSchemeBuilder.Register(addKnownTypes, addDefaultingFuncs)\n"}},
		},
		{
			// The file a hand-written register.go would get, written
			// where there is none: upstream does the same.
			name:    "register.go as the output file",
			files:   map[string]string{"g/v1/doc.go": v1Doc, "g/v1/t.go": externalTypes},
			output:  "register.go",
			written: []string{"v1/register.go"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := testutil.RepoModFiles(t)
			for k, v := range tt.files {
				files[k] = v
			}
			dir := testutil.Module(t, files)
			before := testutil.Snapshot(t, dir)
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			if code := cli.Tool(registry.Lookup("register"), []string{"--output-file", tt.output, "./g/..."}, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d; stderr:\n%s", code, stderr.String())
			}
			if stderr.Len() > 0 {
				t.Errorf("unexpected stderr:\n%s", stderr.String())
			}
			after := testutil.Snapshot(t, dir)
			var written []string
			for p, content := range after {
				old, ok := before[p]
				if ok && old != content {
					t.Errorf("%s changed", p)
				}
				if !ok {
					written = append(written, relTo(t, filepath.Join(dir, "g"), p))
				}
			}
			sort.Strings(written)
			if d := cmp.Diff(tt.written, written); d != "" {
				t.Errorf("files written (-want +got):\n%s", d)
			}
			for f, subs := range tt.want {
				content := after[filepath.Join(dir, "g", f)]
				for _, sub := range subs {
					if !bytes.Contains([]byte(content), []byte(sub)) {
						t.Errorf("%s lacks %q:\n%s", f, sub, content)
					}
				}
			}
			// The written tree builds.
			if out, err := exec.Command("go", "build", "./...").CombinedOutput(); err != nil {
				t.Errorf("go build failed: %v\n%s", err, out)
			}
		})
	}
}
