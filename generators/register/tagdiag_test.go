package register_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Tags register-gen used to read without a word: a repeated opt-in or
// version priority (the first value counts) is a warning now, and the plan
// is as before. +k8s:defaulter-gen is defaulter-gen's to read (register
// requires its result): upstream's register-gen ignores it, so a malformed
// one, with defaulter-gen not in the run, is a warning, printed once, the
// register file is written and the package has no RegisterDefaults.
func TestTagWarnings(t *testing.T) {
	typ := "package %s\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Foo struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n}\n"
	tests := []struct {
		name, doc string
		want      []string
		defaults  bool
		err       string
	}{
		{"malformed defaulter-gen", "// +groupName=g.example.com\n// +k8s:defaulter-gen(x)=TypeMeta\n",
			[]string{`f/g/v1/doc.go:2:1: tag +k8s:defaulter-gen takes no arguments, found "x"; remove the parentheses`}, false, ""},
		{"well-formed defaulter-gen", "// +groupName=g.example.com\n// +k8s:defaulter-gen=TypeMeta\n", nil, true, ""},
		{"repeated opt-in", "// +groupName=g.example.com\n// +k8s:register-gen:scheme-funcs\n// +k8s:register-gen:scheme-funcs=false\n",
			[]string{"f/g/v1/doc.go:3:1: +k8s:register-gen:scheme-funcs is given 2 times; keep one (given: (no value), false; the first counts)"}, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := universe.LoadSources([]universe.SourcePackage{
				{Path: "example.com/f/g/v1", Name: "v1", Dir: "/f/g/v1", Files: map[string]string{"doc.go": tt.doc + "\npackage v1\n", "t.go": strings.ReplaceAll(typ, "%s", "v1")}},
				{Path: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "v1", Dir: "/metav1", Files: map[string]string{"types.go": metav1Stub}},
			}, register.Keywords)
			r := gentest.RunOn(t, u, register.Generator, u.Roots[:1], "--output-file=zz_generated.register.go")
			if got := r.Errors(); tt.err == "" && len(got) > 0 || tt.err != "" && (len(got) != 1 || got[0].Error() != tt.err) {
				t.Fatalf("errors %v, want %q", got, tt.err)
			}
			targets, warnings := r.Result().([]*register.Target), r.Warnings()
			var got []string
			for _, w := range warnings {
				got = append(got, w.Error())
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
			if len(r.Files) == 0 {
				t.Error("no file written")
			}
			if len(targets) != 1 || targets[0].Defaults != tt.defaults {
				t.Errorf("got %d targets, want 1 with Defaults %v", len(targets), tt.defaults)
			}
		})
	}
}
