package register_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const metav1Stub = "package v1\n\ntype TypeMeta struct {\n\tKind string `json:\"kind,omitempty\"`\n\tAPIVersion string `json:\"apiVersion,omitempty\"`\n}\n"

// kinds turns some structs of TypeDecls' output into kinds: those whose
// bit is set in mask embed metav1.TypeMeta (with json tags when external),
// and each such kind gets a list, with Items unless the next bit is set.
func kinds(src string, mask uint8, external bool) string {
	tm := "\tmetav1.TypeMeta\n"
	if external {
		tm = "\tmetav1.TypeMeta `json:\",inline\"`\n"
	}
	src = strings.Replace(src, "\n\n", "\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n", 1)
	for i := 0; i < 4; i++ {
		if mask&(1<<i) == 0 {
			continue
		}
		decl := fmt.Sprintf("type T%d struct {\n", i)
		if !strings.Contains(src, decl) {
			continue
		}
		src = strings.Replace(src, decl, decl+tm, 1)
		items := fmt.Sprintf("\tItems []T%d\n", i)
		if mask&(1<<(i+4)) != 0 {
			items = ""
		}
		src += fmt.Sprintf("type T%dList struct {\n%s%s}\n\n", i, tm, items)
	}
	return src
}

// FuzzRegister generates an internal version and an external one (v1) of
// a group from type declarations of every shape, some of them kinds, with
// or without an install package, and checks the invariants that must hold
// for any input.
func FuzzRegister(f *testing.F) {
	for _, seed := range [][]byte{{}, {3, 4, 1, 5, 9, 2, 6}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {4, 4, 4, 4, 3, 3, 3, 6, 6, 7, 8, 9}, {3, 3, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 2, 1, 1, 1, 1, 1, 3, 0, 0, 0, 0}} {
		f.Add(seed, uint8(0x0f), uint8(0x0f), uint8(0))
		f.Add(seed, uint8(0x03), uint8(0x01), uint8(3))
		f.Add(seed, uint8(0x13), uint8(0x0f), uint8(5))
	}
	f.Fuzz(func(t *testing.T, data []byte, internalMask, externalMask, docFlags uint8) {
		internalDoc := "package widgets\n"
		if docFlags&1 != 0 {
			internalDoc = "// +k8s:register-gen\n// +k8s:register-gen:install\n\n" + internalDoc
		}
		if docFlags&2 != 0 {
			internalDoc = "// +k8s:register-gen:version-priority=v1\n" + internalDoc
		}
		externalDoc := "// +k8s:register-gen\n\npackage v1\n"
		if docFlags&4 != 0 {
			externalDoc = "// +groupName=widgets.example.com\n" + externalDoc
		}
		internal := kinds(testutil.TypeDecls("widgets", data), internalMask, false)
		external := kinds(testutil.TypeDecls("v1", data), externalMask, true)
		input := "// widgets/doc.go\n" + internalDoc + "// widgets/types.go\n" + internal + "// widgets/v1/doc.go\n" + externalDoc + "// widgets/v1/types.go\n" + external
		testutil.GeneratedInvariants(t, input, func() ([]*output.File, universe.ErrorList, error) {
			u := universe.LoadSources([]universe.SourcePackage{
				{Path: "example.com/f/widgets", Name: "widgets", Dir: "/f/widgets", Files: map[string]string{"doc.go": internalDoc, "types.go": internal}},
				{Path: "example.com/f/widgets/v1", Name: "v1", Dir: "/f/widgets/v1", Files: map[string]string{"doc.go": externalDoc, "types.go": external}},
				{Path: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "v1", Dir: "/metav1", Files: map[string]string{"types.go": metav1Stub}},
			}, register.Keywords)
			r := gentest.RunOn(t, u, register.Generator, u.Roots, "--output-file=register.go")
			return r.Files, r.Warnings(), r.Err()
		})
	})
}
