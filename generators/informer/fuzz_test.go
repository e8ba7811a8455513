package informer_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/informer"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// FuzzInformer runs informer-gen over arbitrary sources of an API
// package: it never panics, and either reports an error and writes
// nothing, or writes files that render.
func FuzzInformer(f *testing.F) {
	for _, s := range []string{
		"package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n// +genclient\ntype W struct {\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n",
		"package v1\n\n// +genclient\n// +genclient:nonNamespaced\n// +genclient:onlyVerbs=get,list,watch\ntype W struct{ ObjectMeta int }\n",
		"package v1\n\n// +genclient\n// +genclient:noVerbs\ntype W struct{}\n",
		"package v1\n\n// +genclient=x\n// +genclient:skipVerbs=,\ntype W struct{}\n",
	} {
		f.Add(s, "// +groupName=shop.example.com\n\npackage v1\n", false)
		f.Add(s, "// +k8s:informer-gen=false\n\npackage v1\n", true)
	}
	f.Fuzz(func(t *testing.T, types, doc string, single bool) {
		u := universe.LoadSources([]universe.SourcePackage{{
			Path: "example.com/shop/v1", Name: "v1", Dir: "/shop/v1",
			Files: map[string]string{"doc.go": doc, "types.go": types},
		}}, informer.Generator.Keywords)
		args := []string{"--output-dir=/out", "--output-pkg=example.com/out",
			"--versioned-clientset-package=example.com/clientset/versioned", "--listers-package=example.com/listers"}
		if single {
			args = append(args, "--single-directory")
		}
		r := gentest.RunOn(t, u, informer.Generator, u.Roots, args...)
		if len(r.Errors()) > 0 {
			if len(r.Files) > 0 {
				t.Fatalf("%d files despite errors %v", len(r.Files), r.Errors())
			}
			return
		}
		r.Render(t)
	})
}
