package lint_test

import (
	"path"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// FuzzCheck lints arbitrary comment text put in doc.go, above a type and
// above a field: it never panics, CheckFiles finds what Check does, and
// every finding has a message and a
// position on a comment line of one of the files, in order.
func FuzzCheck(f *testing.F) {
	f.Add("+k8s:deepcopy-gen=package\n+groupName=example.com")
	f.Add("+k8s:deepcopy-gen:false\n+k8s:depcopy-gen=true\n+k8s:conversion-gen:explicit-from=net/url.Values")
	f.Add("+k8s:register-gen:install\n+k8s:register-gen:version-priority=v1,v1beta1\n+GroupName=x")
	f.Add("+\n+=\n+k8s:\n++k8s:deepcopy-gen\n+k8s:deepcopy-gen(a)=b")
	f.Fuzz(func(t *testing.T, text string) {
		if strings.Contains(text, "*/") || strings.ContainsRune(text, '\r') {
			return
		}
		comment := "// " + strings.ReplaceAll(text, "\n", "\n// ") + "\n"
		files := map[string]string{
			"doc.go":   comment + "package f\n",
			"types.go": "package f\n\n" + comment + "type T struct {\n\t" + strings.ReplaceAll(comment, "\n", "\n\t") + "A string\n}\n\n" + comment + "\n" + comment + "type U struct{}\n",
		}
		u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/f", Name: "f", Dir: "/f", Files: files}}, nil)
		if u.Roots[0].ParseErr() != nil {
			return
		}
		findings := lint.Check(all.Defs, u.Roots)
		if diff := cmp.Diff(findings, checkFiles(t, map[string]string{"f/doc.go": files["doc.go"], "f/types.go": files["types.go"]})); diff != "" {
			t.Fatalf("CheckFiles differs from Check (-Check +CheckFiles):\n%s", diff)
		}
		for i, e := range findings {
			src, ok := files[path.Base(e.Pos.Filename)]
			if !ok || e.Message == "" {
				t.Fatalf("finding %d (%v: %q) names no file of the package or says nothing", i, e.Pos, e.Message)
			}
			lines := strings.Split(src, "\n")
			if e.Pos.Line < 1 || e.Pos.Line > len(lines) || !strings.Contains(lines[e.Pos.Line-1], "//") {
				t.Fatalf("finding %v: %s is not on a comment line of\n%s", e.Pos, e.Message, src)
			}
			if i > 0 {
				p := findings[i-1].Pos
				if p.Filename > e.Pos.Filename || (p.Filename == e.Pos.Filename && p.Line > e.Pos.Line) {
					t.Fatalf("findings out of order: %v before %v", p, e.Pos)
				}
			}
		}
	})
}
