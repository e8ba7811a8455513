package deepcopy_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const fuzzDoc = "// +k8s:deepcopy-gen=package\n\npackage f\n"

// generateInMemory runs deepcopy-gen over one in-memory package and
// checks the invariants that must hold for any input.
func generateInMemory(t *testing.T, src string) {
	t.Helper()
	testutil.GeneratedInvariants(t, src, func() ([]*output.File, universe.ErrorList, error) {
		u := universe.LoadSources([]universe.SourcePackage{{
			Path: "example.com/f", Name: "f", Dir: "/f",
			Files: map[string]string{"doc.go": fuzzDoc, "types.go": src},
		}}, deepcopy.Keywords)
		r := gentest.RunOn(t, u, deepcopy.Generator, u.Roots)
		return r.Files, r.Warnings(), r.Err()
	})
}

// FuzzDeepCopyTypes generates type declarations of every shape from the
// fuzz input and deep-copies them.
func FuzzDeepCopyTypes(f *testing.F) {
	for _, seed := range [][]byte{{}, {3, 4, 1, 5, 9, 2, 6}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {4, 4, 4, 4, 3, 3, 3, 6, 6, 7, 8, 9}} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		generateInMemory(t, testutil.TypeDecls("f", data))
	})
}

// FuzzDeepCopySource feeds arbitrary source text, valid or not.
func FuzzDeepCopySource(f *testing.F) {
	f.Add("package f\n\ntype T struct{ A []string }\n")
	f.Add("package f\n\ntype T struct{ A map[string]*T; B [3]int; C interface{ X() } }\n")
	f.Add("package f\n\ntype T[X any] struct{ A X }\n")
	f.Add("package f\n\ntype T = map[string]int\ntype U struct{ T }\n")
	f.Add("package f\n\ntype T struct {\n")
	f.Add("package f\n\ntype G[X any] struct{ N *G[[]X] }\ntype T struct{ G G[int] }\n")
	f.Add("package f\n\ntype L[X any] []L[X]\ntype M[K comparable, V any] map[K]V\ntype T struct{ A L[int]; B M[string]; C M[string, M[int, []L[int]]]; D *L[string] }\n")
	f.Add("package f\n\ntype A[X any] = []X\ntype T struct{ A A[int]; B A[A[T]]; C [len(\"x\") << 70]int; D [a]int; E [1 / 0]int }\nconst a = b\nconst b = a\n")
	f.Add("package f\n\ntype I interface{ DeepCopy() I }\ntype T struct{ A []I; B *I; C map[string]I; D [2]I }\n")
	f.Fuzz(func(t *testing.T, src string) {
		generateInMemory(t, src)
	})
}
