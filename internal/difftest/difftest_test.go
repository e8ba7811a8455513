package difftest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// writeTree writes files (path: content) under a new temporary directory
// and returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestSelect(t *testing.T) {
	file := filepath.Join(writeTree(t, map[string]string{"list.txt": `# comment
a  mod/a@v1  .  deepcopy  ci

b  mod/b@v1  .  deepcopy
   
c  mod/c@v1  .  deepcopy  large
d  mod/d@v1  .  deepcopy  by-group ci
`}), "list.txt")
	rows, err := difftest.ReadRows(file)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		ci      bool
		names   []string
		want    []string
		wantErr string
	}{
		{name: "default: all but large", want: []string{"a", "b", "d"}},
		{name: "ci", ci: true, want: []string{"a", "d"}},
		{name: "named large", names: []string{"c"}, want: []string{"c"}},
		{name: "names win over ci", ci: true, names: []string{"b"}, want: []string{"b"}},
		{name: "in the list's order", names: []string{"d", "a"}, want: []string{"a", "d"}},
		{name: "unknown name", names: []string{"a", "zz"}, wantErr: "no row named zz in " + file},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := difftest.Select(rows, file, tt.ci, tt.names)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, r := range got {
				names = append(names, r.Name())
			}
			if diff := cmp.Diff(tt.want, names); diff != "" {
				t.Errorf("rows (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRowOpt(t *testing.T) {
	r := difftest.Row{Fields: strings.Fields("k mod@v . deepcopy extra-peer-dirs=a,b lint-rules=x by-group nested=a=m@v nested=b=n@v")}
	tests := []struct{ key, want string }{
		{"extra-peer-dirs", "a,b"},
		{"lint-rules", "x"},
		{"by-group", ""},
		{"boilerplate", ""},
		{"nested", "a=m@v"},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			if got := r.Opt(4, tt.key); got != tt.want {
				t.Errorf("Opt(%q) = %q, want %q", tt.key, got, tt.want)
			}
		})
	}
	if diff := cmp.Diff([]string{"a=m@v", "b=n@v"}, r.Opts(4, "nested")); diff != "" {
		t.Errorf("Opts(nested) (-want +got):\n%s", diff)
	}
	if !r.Has("by-group") || r.Has("ci") {
		t.Errorf("Has(by-group) = %v, Has(ci) = %v; want true, false", r.Has("by-group"), r.Has("ci"))
	}
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		name     string
		ci, list bool
		args     []string
		want     difftest.Args
		wantErr  bool
	}{
		{name: "none", want: difftest.Args{}},
		{name: "flags parsed by the test binary", ci: true, list: true, want: difftest.Args{CI: true, List: true}},
		{name: "flags after names", args: []string{"metrics", "--ci", "-list"}, want: difftest.Args{CI: true, List: true, Names: []string{"metrics"}}},
		{name: "names", args: []string{"a", "b"}, want: difftest.Args{Names: []string{"a", "b"}}},
		{name: "unknown flag", args: []string{"a", "--cii"}, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := difftest.ParseArgs(tt.ci, tt.list, tt.args)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want error: %v", err, tt.wantErr)
			}
			if err == nil {
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("(-want +got):\n%s", diff)
				}
			}
		})
	}
}
