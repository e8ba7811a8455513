package openapi_test

import (
	"bytes"
	"go/format"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// tagLines are the tags the fuzzer puts above the generated types'
// fields, good and bad.
var tagLines = []string{"// +optional", "// +required", "// +default=1", "// +default=\"x\"", "// +default=ref(T0)", "// +default={",
	"// +listType=atomic", "// +listType=map", "// +listMapKey=a", "// +mapType=granular", "// +k8s:openapi-gen=false",
	"// +k8s:openapi-gen=x-kubernetes-a:b", "// +k8s:validation:maxLength=3", "// +k8s:validation:cel[0]:rule=\"x\"",
	"// +unionDiscriminator", "// +unionDeprecated", "// +patchStrategy=merge", "// +enum"}

// FuzzOpenAPI runs openapi-gen over type declarations of every shape with
// tags sprinkled on their fields and types: it never panics, and a run
// without errors writes Go as gofmt formats it.
func FuzzOpenAPI(f *testing.F) {
	for _, seed := range [][]byte{{}, {3, 4, 1, 5, 9, 2, 6}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {7, 7, 7, 1, 2, 3}} {
		f.Add(seed, uint32(0))
		f.Add(seed, uint32(0x12345))
	}
	f.Fuzz(func(t *testing.T, data []byte, tagMask uint32) {
		src := testutil.TypeDecls("a", data)
		n := 0
		var b strings.Builder
		for _, line := range strings.SplitAfter(src, "\n") {
			if strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "type ") {
				if tagMask&(1<<(n%32)) != 0 {
					b.WriteString(tagLines[n%len(tagLines)] + "\n")
				}
				n++
			}
			b.WriteString(line)
		}
		r := run(t, b.String(), "--report-filename=/m/report")
		if r.Err() != nil {
			return
		}
		for path, out := range r.Render(t) {
			if strings.HasSuffix(path, ".go") {
				formatted, err := format.Source(out)
				if err != nil {
					t.Fatalf("%s does not format: %v\n%s", path, err, out)
				}
				if !bytes.Equal(formatted, out) {
					t.Fatalf("%s is not as gofmt formats it:\n%s", path, out)
				}
			}
		}
	})
}
