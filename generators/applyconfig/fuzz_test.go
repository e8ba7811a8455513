package applyconfig_test

import (
	"testing"
)

// FuzzSource runs the generator over a package whose types.go is the
// input: whatever the source, it reports or writes, and never panics;
// with an error it writes nothing.
func FuzzSource(f *testing.F) {
	f.Add(kind + "// +genclient\n" + body)
	f.Add(kind + "// +genclient\n// +genclient:nonNamespaced\n// +genclient:method=A,verb=apply,input=Widget\n" + body)
	f.Add("package v1\n\ntype A struct {\n\tB *[]B `json:\"b\"`\n\tM map[string]B `json:\"m\"`\n\tE `json:\"e\"`\n}\n\ntype B struct{ X int `json:\"x\"` }\n\ntype E struct{ Y int `json:\"y\"` }\n")
	f.Add("package v1\n\n// +genclient\n// +genclient:readonly\n// +genclient:skipVerbs=get\ntype A struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n\tS []*A `json:\"s\"`\n}\n")
	f.Add("package v1\n\ntype A = B\ntype B[T any] struct{ X T `json:\"x\"` }\n")
	f.Fuzz(func(t *testing.T, types string) {
		r := runSource(t, "", types, flags, pkgArg)
		if r.Err() != nil && len(r.Files) != 0 {
			t.Errorf("%d files written despite errors", len(r.Files))
		}
		for _, file := range r.Files {
			if _, err := file.Render(); err != nil {
				t.Errorf("%s does not render: %v", file.Path, err)
			}
		}
	})
}
