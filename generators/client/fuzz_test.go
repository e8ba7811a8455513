package client_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// FuzzClient runs client-gen over arbitrary sources of a group version
// (with its internal version beside it): it never panics, and either
// reports an error and writes nothing, or writes files that render.
func FuzzClient(f *testing.F) {
	for _, s := range []string{
		"package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n// +genclient\ntype W struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n",
		"package v1\n\n// +genclient\n// +genclient:nonNamespaced\n// +genclient:onlyVerbs=get,list,watch\ntype W struct{ ObjectMeta int }\n",
		"package v1\n\n// +genclient\n// +genclient:method=Scale,verb=update,subresource=scale,input=W,result=W\ntype W struct{}\n",
		"package v1\n\n// +genclient=x\n// +genclient:skipVerbs=,\ntype W struct{}\n",
	} {
		f.Add(s, "// +groupName=wardle.example.com\n\npackage v1\n", "")
		f.Add(s, "// +groupName=wardle.example.com\n// +groupGoName=Pets\n\npackage v1\n", "W:Ws")
	}
	f.Fuzz(func(t *testing.T, types, doc, plurals string) {
		u := universe.LoadSources([]universe.SourcePackage{{
			Path: "example.com/apis/wardle/v1", Name: "v1", Dir: "/apis/wardle/v1",
			Files: map[string]string{"doc.go": doc, "types.go": types},
		}, {
			Path: "example.com/apis/wardle", Name: "wardle", Dir: "/apis/wardle",
			Files: map[string]string{"doc.go": "// +groupName=wardle.example.com\npackage wardle\n"},
		}}, client.Generator.Keywords)
		r := gentest.RunOn(t, u, client.Generator, u.Roots, "--output-dir=/out", "--output-pkg=example.com/out",
			"--input-base=example.com/apis", "--input=wardle/v1", "--plural-exceptions="+plurals)
		if len(r.Errors()) > 0 {
			if len(r.Files) > 0 {
				t.Fatalf("%d files despite errors %v", len(r.Files), r.Errors())
			}
			return
		}
		r.Render(t)
	})
}
