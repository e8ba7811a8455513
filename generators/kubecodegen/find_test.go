package kubecodegen

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tree is testdata/tree: tags in doc.go, in a generated file, in a test
// file and in a string (each counted, as grep counts them), after code,
// in a block comment, under vendor/ and _output/, in a file that is not
// .go (none counted).
const tree = "testdata/tree"

func TestFind(t *testing.T) {
	t.Chdir(tree)
	tags := []string{"+k8s:deepcopy-gen=", "+k8s:conversion-gen=", "+groupName", "+genclient", "+k8s:validation-gen="}
	got, err := Find("apis", tags, Upstream)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"apis/code", "apis/g", "apis/g/v1", "apis/gen"},
		{"apis/g/v1"},
		{"apis/g/v1", "apis/g/v1beta1"},
		{"apis/g", "apis/g/v1", "apis/g/v1beta1", "apis/other/v1"},
		{},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find (-want +got):\n%s", diff)
	}
	// Nothing skipped, and a file kept only if Keep says so.
	got, err = Find("apis", tags[:1], Options{Keep: func(path string, _ []byte) bool { return filepath.Base(path) != "types.go" }})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([][]string{{"apis/_output/o", "apis/code", "apis/g", "apis/g/v1", "apis/vendor/ex.com/v"}}, got); diff != "" {
		t.Errorf("Find without skips, types.go not kept (-want +got):\n%s", diff)
	}
	if got, err := Find("missing", tags[:1], Upstream); err != nil || len(got[0]) != 0 {
		t.Errorf("a missing root: %q, %v", got, err)
	}
}

// As grep -r: .git is skipped at any depth, a symbolic link below the root
// is not followed, the root itself is.
func TestFindLinksAndGit(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".git/x/doc.go", "// +k8s:deepcopy-gen=package\n")
	write(t, dir, "a/.git/doc.go", "// +k8s:deepcopy-gen=package\n")
	write(t, dir, "real/doc.go", "// +k8s:deepcopy-gen=package\n")
	if err := os.Symlink(filepath.Join(dir, "real"), filepath.Join(dir, "a", "link")); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	if err := os.Symlink(filepath.Join(dir, "real", "doc.go"), filepath.Join(dir, "a", "file.go")); err != nil {
		t.Fatal(err)
	}
	got, err := Find(filepath.Join(dir, "a"), []string{"+k8s:deepcopy-gen="}, Upstream)
	if err != nil || len(got[0]) != 0 {
		t.Errorf("under a: %q, %v; want none", got, err)
	}
	got, err = Find(filepath.Join(dir, "a", "link"), []string{"+k8s:deepcopy-gen="}, Upstream)
	if want := filepath.Join(dir, "a", "link"); err != nil || len(got[0]) != 1 || got[0][0] != want {
		t.Errorf("a/link: %q, %v; want %s", got, err, want)
	}
}

func TestHasTagLine(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{"// +genclient\n", true},
		{"//+genclient", true},
		{" \t//\t +genclient:nonNamespaced\n", true},
		{"package x\n\r\f\v// +genclient\n", true},
		{"x // +genclient\n", false},
		{"/* +genclient */\n", false},
		{"// a +genclient\n", false},
		{"// +genclien\n", false},
		{"", false},
	} {
		if got := hasTagLine([]byte(tt.src), "+genclient"); got != tt.want {
			t.Errorf("hasTagLine(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// write writes content to dir/name, making its directory.
func write(t *testing.T, dir, name, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
