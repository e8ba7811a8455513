package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// TestDeclarationSpellings checks that every valid spelling of a
// declaration or a tag is seen: what a file declares, and which packages
// carry tags, is decided from Go's syntax, not by scanning text (which
// missed `type<TAB>T`, a comment before `type` and a tag after a byte order
// mark, and took a tag inside a string for a real one).
func TestDeclarationSpellings(t *testing.T) {
	offline(t)
	const doc = "// +k8s:deepcopy-gen=package\n\npackage g\n"
	tests := []struct {
		name  string
		files map[string]string
		// want are functions the deepcopy file must declare; none means
		// no file is written, and selected whether the package is taken
		// (as kube_codegen.sh's grep takes it) all the same.
		want     []string
		selected bool
	}{
		{
			name:  "type and a tab",
			files: map[string]string{"apis/g/doc.go": doc, "apis/g/types.go": "package g\n\ntype\tT struct{ A []string }\n"},
			want:  []string{"func (in *T) DeepCopyInto(out *T)"},
		},
		{
			name:  "a group without a space",
			files: map[string]string{"apis/g/doc.go": doc, "apis/g/types.go": "package g\n\ntype(\n\tT struct{ A []string }\n\tU struct{ B map[string]string }\n)\n"},
			want:  []string{"func (in *T) DeepCopyInto(out *T)", "func (in *U) DeepCopyInto(out *U)"},
		},
		{
			name:  "a comment before type",
			files: map[string]string{"apis/g/doc.go": doc, "apis/g/types.go": "package g\n\n/* T is a thing. */ type T struct{ A []string }\n"},
			want:  []string{"func (in *T) DeepCopyInto(out *T)"},
		},
		{
			// grep's ^\s*// does not match after a byte order mark.
			name:  "a byte order mark before the tag in doc.go",
			files: map[string]string{"apis/g/doc.go": "\uFEFF" + doc, "apis/g/types.go": "package g\n\ntype T struct{ A []string }\n"},
		},
		{
			name:  "a byte order mark before the package clause",
			files: map[string]string{"apis/g/doc.go": doc, "apis/g/types.go": "\uFEFFpackage g\n\ntype T struct{ A []string }\n"},
			want:  []string{"func (in *T) DeepCopyInto(out *T)"},
		},
		{
			name: "a tag inside a raw string",
			files: map[string]string{
				"apis/g/doc.go":   "package g\n\nconst example = `\n// +k8s:deepcopy-gen=package\n`\n",
				"apis/g/types.go": "package g\n\ntype T struct{ A []string }\n",
			},
			selected: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := testutil.RepoModFiles(t)
			for k, v := range tt.files {
				files[k] = v
			}
			dir := testutil.Module(t, files)
			code, _, stderr := gvkgen(t, dir, "generate")
			noCrash(t, stderr)
			if code != cli.ExitOK {
				t.Fatalf("exit %d; stderr:\n%s", code, stderr)
			}
			b, err := os.ReadFile(filepath.Join(dir, "apis", "g", "zz_generated.deepcopy.go"))
			if len(tt.want) == 0 {
				if err == nil {
					t.Errorf("zz_generated.deepcopy.go written; stderr:\n%s", stderr)
				}
				if strings.Contains(stderr, "nothing to generate") == tt.selected {
					t.Errorf("package selected: %v, want %v; stderr:\n%s", !tt.selected, tt.selected, stderr)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v; stderr:\n%s", err, stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(b), w) {
					t.Errorf("zz_generated.deepcopy.go lacks %q:\n%s", w, b)
				}
			}
		})
	}
}

// TestStaleTempFiles checks that the temporary files of a run killed while
// writing are reported by verify and removed by generate, once old enough
// not to belong to a run still going.
func TestStaleTempFiles(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	stale := filepath.Join(dir, "apis", "g", "v1", ".zz_generated.deepcopy.go.gvkgen-tmp-0123456789ab")
	fresh := filepath.Join(dir, "apis", "g", ".register.go.gvkgen-tmp-ba9876543210")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("package v1\n// half a file"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}

	code, stdout, stderr := gvkgen(t, dir, "verify")
	if code != cli.ExitOK || stdout != "" {
		t.Fatalf("verify: exit %d; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "warning: apis/g/v1/.zz_generated.deepcopy.go.gvkgen-tmp-0123456789ab: a temporary file left by an interrupted run; delete it") || strings.Contains(stderr, "ba9876543210") {
		t.Errorf("verify does not report the stale temporary file (only): stderr:\n%s", stderr)
	}
	for _, p := range []string{stale, fresh} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("verify removed %s", p)
		}
	}

	code, _, stderr = gvkgen(t, dir, "generate", "-v")
	if code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("generate left the stale temporary file; stderr:\n%s", stderr)
	}
	if !strings.Contains(stderr, "apis/g/v1/.zz_generated.deepcopy.go.gvkgen-tmp-0123456789ab: removed") {
		t.Errorf("generate -v does not say it removed the stale file; stderr:\n%s", stderr)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("generate removed a temporary file that may belong to a run still going")
	}
}
