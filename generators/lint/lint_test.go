package lint_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []string // each a finding, "file:line: text"; none if empty
	}{
		{
			name:  "clean package",
			files: map[string]string{"p/doc.go": "// +k8s:deepcopy-gen=package\n// +groupName=g.example.com\n\npackage p\n", "p/t.go": "package p\n\n// +k8s:deepcopy-gen=false\ntype T struct{}\n\n// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\n// U is documented.\ntype U struct {\n\t// +k8s:conversion-gen=false\n\tA string\n}\n"},
		},
		{
			name:  "misspelled and sub-name tags",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:deepcopy-gen:true\ntype T struct{}\n\n// +k8s:depcopy-gen=true\ntype U struct{}\n"},
			want: []string{
				"p/t.go:3: unknown tag +k8s:deepcopy-gen:true; it is ignored; did you mean +k8s:deepcopy-gen=true?",
				"p/t.go:6: unknown tag +k8s:depcopy-gen; it is ignored; did you mean +k8s:deepcopy-gen=?",
			},
		},
		{
			name:  "other tools' tags are not ours to judge",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:openapi-gen=true\n// +k8s:optional\n// +genclient\ntype T struct{}\n"},
		},
		{
			name:  "package tag outside doc.go",
			files: map[string]string{"p/t.go": "// +k8s:deepcopy-gen=package\n// +groupName=g.example.com\npackage p\n"},
			want: []string{
				"p/t.go:1: +k8s:deepcopy-gen is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there",
				"p/t.go:2: +groupName is a package tag and is read only from doc.go",
			},
		},
		{
			// kubebuilder's groupversion_info.go: controller-gen reads
			// +groupName from any file's package comment.
			name: "kubebuilder groupversion_info.go",
			files: map[string]string{
				"p/groupversion_info.go": "// Package p contains API Schema definitions for the g v1 API group.\n// +kubebuilder:object:generate=true\n// +groupName=g.example.com\npackage p\n\nvar GroupName = \"g.example.com\"\n",
				"p/t.go":                 "package p\n\n// +kubebuilder:object:root=true\n// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\n// T is a kind.\ntype T struct{}\n",
			},
		},
		{
			name:  "+groupName outside doc.go, in a file without kubebuilder markers beside one with them",
			files: map[string]string{"p/gv.go": "// +kubebuilder:object:generate=true\npackage p\n", "p/t.go": "// +groupName=g.example.com\npackage p\n"},
			want:  []string{"p/t.go:1: +groupName is a package tag and is read only from doc.go"},
		},
		{
			name:  "detached block",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "package p\n\n// +k8s:deepcopy-gen=true\n\n\n\n// T is far from its tag.\ntype T struct{}\n"},
			want:  []string{"p/t.go:3: +k8s:deepcopy-gen is in a comment block that is not attached to a type or field, so it is ignored"},
		},
		{
			name:  "conversion opt-out in the second block",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:conversion-gen=false\n\n// T has a doc comment between.\ntype T struct{}\n"},
			want:  []string{"p/t.go:3: +k8s:conversion-gen=false is in the second comment block above type T, which conversion-gen does not read"},
		},
		{
			name:  "type tag on a field",
			files: map[string]string{"p/t.go": "package p\n\ntype T struct {\n\t// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\tA string\n}\n"},
			want:  []string{"p/t.go:4: +k8s:deepcopy-gen:interfaces belongs above a type; on a field it is ignored"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, tt.files)
			u, err := universe.Load(universe.Config{Dir: dir, Patterns: []string{"./p"}})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range lint.Check(all.Defs, u.Roots) {
				got = append(got, f.Pos.Filename+":"+strconv.Itoa(f.Pos.Line)+": "+f.Msg)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d findings, want %d:\n%s", len(got), len(tt.want), strings.Join(got, "\n"))
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tt.want[i]) {
					t.Errorf("finding %d:\n got %s\nwant %s...", i, got[i], tt.want[i])
				}
			}
		})
	}
}
