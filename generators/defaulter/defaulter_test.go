package defaulter_test

import (
	"bytes"
	"flag"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/defaulter"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// goldenCases are the packages under testdata whose generated file is
// committed next to them. Each golden file was checked by hand and is
// byte-identical to upstream defaulter-gen v0.37.2's.
var goldenCases = []string{"shapes", "input"}

func TestGolden(t *testing.T) {
	var patterns []string
	for _, c := range goldenCases {
		patterns = append(patterns, "./"+c)
	}
	// testdata is a module of its own (it requires k8s.io/apimachinery).
	r := gentest.Run(t, defaulter.Generator, "testdata", patterns, "--go-header-file=../../hack/boilerplate.go.txt")
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(r.Files) != len(goldenCases) {
		t.Fatalf("got %d files, want %d", len(r.Files), len(goldenCases))
	}
	r.Golden(t, *update, "\nrun go test ./generators/defaulter -update if the change is intended")
}

// TestGoldenCompiles checks that the golden files type-check with the
// packages they belong to.
func TestGoldenCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	args := []string{"vet"}
	for _, c := range goldenCases {
		args = append(args, "./"+c)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = "testdata"
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go vet of the golden packages failed: %v\n%s", err, out)
	}
}

// TestErrors feeds broken packages to defaulter-gen and checks the message
// (position and advice), the exit status, and that no file was touched.
func TestErrors(t *testing.T) {
	const doc = "// +k8s:defaulter-gen=TypeMeta\n\npackage p\n"
	const meta = "package p\n\ntype TypeMeta struct{ Kind string }\n"
	obj := func(fields string) string {
		return "package p\n\ntype T struct {\n\tTypeMeta\n" + fields + "}\n"
	}
	tests := []struct {
		name  string
		files map[string]string
		args  []string
		want  []string
	}{
		{
			name:  "invalid JSON",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\t// +default={\"a\": \n\tA map[string]string\n")},
			want:  []string{"p/t.go:5:2: type T, field A: +default={\"a\": is not valid JSON", "give a JSON value"},
		},
		{
			name:  "two defaults",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\t// +default=1\n\t// +default=2\n\tN int\n")},
			want:  []string{"p/t.go:6:2: type T, field N: +default is given 2 times; keep one"},
		},
		{
			name:  "ref to a package that does not exist",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\t// +default=ref(example.com/m/nope.X)\n\tS string\n")},
			want:  []string{"p/t.go:5:2: type T, field S: +default=ref(example.com/m/nope.X): package example.com/m/nope not found"},
		},
		{
			name:  "ref to nothing",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\t// +default=ref(Nope)\n\tS string\n")},
			want:  []string{"p/t.go:5:2: type T, field S: +default=ref(Nope): package example.com/m/p declares no constant or variable Nope; check the name"},
		},
		{
			name:  "input package that does not exist",
			files: map[string]string{"p/doc.go": "// +k8s:defaulter-gen=TypeMeta\n// +k8s:defaulter-gen-input=example.com/m/nope\n\npackage p\n", "p/m.go": meta},
			want:  []string{"p/doc.go:2:1: package example.com/m/nope not found"},
		},
		{
			name:  "relative input package",
			files: map[string]string{"p/doc.go": "// +k8s:defaulter-gen=TypeMeta\n// +k8s:defaulter-gen-input=../q\n\npackage p\n", "p/m.go": meta},
			want:  []string{"p/doc.go:2:1: +k8s:defaulter-gen-input=../q: a relative path is not supported; use the full import path"},
		},
		{
			name:  "false mixed with field names",
			files: map[string]string{"p/doc.go": "// +k8s:defaulter-gen=TypeMeta\n// +k8s:defaulter-gen=false\n\npackage p\n", "p/m.go": meta},
			want:  []string{"p/doc.go:1:1: +k8s:defaulter-gen: cannot mix \"false\" with other values (TypeMeta, false); keep either"},
		},
		{
			name: "a base defaulter in two packages",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\tN int\n"),
				"p/d.go": "package p\n\nfunc SetDefaults_T(t *T) {}\n",
				"q/d.go": "package q\n\nimport \"example.com/m/p\"\n\nfunc SetDefaults_T(t *p.T) {}\n"},
			args: []string{"--extra-peer-dirs", "example.com/m/q"},
			want: []string{"q/d.go:5:6: SetDefaults_T is also defined in example.com/m/p (p/d.go:3:6); keep one of them"},
		},
		{
			name:  "extra peer dir that does not exist",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta},
			args:  []string{"--extra-peer-dirs=example.com/m/nope"},
			want:  []string{"--extra-peer-dirs: package example.com/m/nope not found"},
		},
		{
			name:  "no zero value to compare with",
			files: map[string]string{"p/doc.go": doc, "p/m.go": meta, "p/t.go": obj("\t// +default=1\n\tC complex128\n")},
			want:  []string{"p/t.go:5:2: type T, field C: +default on a complex128: there is no zero value to compare with for this type"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, tt.files)
			before := testutil.Snapshot(t, dir)
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			code := cli.Tool(registry.Lookup("defaulter"), append([]string{"./p"}, tt.args...), &stdout, &stderr)
			if code != cli.ExitError {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q; got:\n%s", w, stderr.String())
				}
			}
			if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine ") {
				t.Errorf("stderr shows a crash:\n%s", stderr.String())
			}
			if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
				t.Errorf("files changed (-before +after):\n%s", d)
			}
		})
	}
}
