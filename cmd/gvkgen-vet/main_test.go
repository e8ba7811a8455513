package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// userModule writes files and a go.mod into a temporary directory.
func userModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files["go.mod"] = "module example.com/m\n\ngo 1.24\n"
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// buildVet builds gvkgen-vet into a temporary directory.
func buildVet(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "gvkgen-vet")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestGoVet runs go vet -vettool=gvkgen-vet on modules: a misspelled tag
// is reported at its file:line:col and fails vet; a clean module, and one
// whose only + comments are other tools', pass.
func TestGoVet(t *testing.T) {
	bin := buildVet(t)
	tests := []struct {
		name     string
		files    map[string]string
		args     []string
		want     string // go vet's output, without its "# package" line
		wantExit int
	}{
		{
			name: "misspelled tag",
			files: map[string]string{
				"apis/v1/doc.go":   "// +k8s:deepcopy-gen=package\n// +groupName=example.com\npackage v1\n",
				"apis/v1/types.go": "package v1\n\n// T is a kind.\n// +k8s:depcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\ntype T struct{}\n",
			},
			want:     "apis/v1/types.go:4:1: unknown tag +k8s:depcopy-gen:interfaces; it is ignored; did you mean +k8s:deepcopy-gen:interfaces=?\n",
			wantExit: 1,
		},
		{
			name: "misplaced tag, -json",
			files: map[string]string{
				"p/p.go": "// +groupName=example.com\npackage p\n",
			},
			args: []string{"-json"},
			want: `{
	"example.com/m/p": {
		"gvkgentags": [
			{
				"category": "ignored",
				"posn": "$DIR/p/p.go:1:1",
				"end": "$DIR/p/p.go:1:14",
				"message": "+groupName is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there"
			}
		]
	}
}
`,
		},
		{
			name: "other generators' tags allowed",
			files: map[string]string{
				"p/doc.go": "// +k8s:deepcopy-gen=package\npackage p\n",
				"p/p.go":   "package p\n\n// +k8s:deepcopy-gen-docs=true\ntype T struct{}\n",
			},
			args: []string{"-gvkgentags.allow=k8s:deepcopy-gen-docs"},
		},
		{
			name: "clean",
			files: map[string]string{
				"apis/v1/doc.go":   "// +k8s:deepcopy-gen=package\n// +groupName=example.com\npackage v1\n",
				"apis/v1/types.go": "package v1\n\n// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\n\n// T is a kind.\n// +genclient\ntype T struct{}\n",
				"main.go":          "// Command m has no tag.\npackage main\n\n// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get\n\nfunc main() {}\n",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := userModule(t, tt.files)
			cmd := exec.Command("go", append(append([]string{"vet", "-vettool=" + bin}, tt.args...), "./...")...)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			exit := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				exit = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			var got strings.Builder
			for _, l := range strings.SplitAfter(string(out), "\n") {
				if !strings.HasPrefix(l, "# ") {
					got.WriteString(strings.ReplaceAll(l, dir, "$DIR"))
				}
			}
			if exit != tt.wantExit {
				t.Errorf("exit status %d, want %d; output:\n%s", exit, tt.wantExit, out)
			}
			if diff := cmp.Diff(tt.want, got.String()); diff != "" {
				t.Errorf("go vet output (-want +got):\n%s", diff)
			}
		})
	}
}
