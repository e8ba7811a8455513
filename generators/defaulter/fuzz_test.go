package defaulter_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/generators/defaulter"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const fuzzDoc = "// +k8s:defaulter-gen=TypeMeta\n\npackage f\n"

// generateInMemory runs defaulter-gen over one in-memory package and
// checks the invariants that must hold for any input.
func generateInMemory(t *testing.T, src, defaults string) {
	t.Helper()
	testutil.GeneratedInvariants(t, src+"\n"+defaults, func() ([]*output.File, universe.ErrorList, error) {
		u := universe.LoadSources([]universe.SourcePackage{{
			Path: "example.com/f", Name: "f", Dir: "/f",
			Files: map[string]string{"doc.go": fuzzDoc, "types.go": src, "defaults.go": defaults},
		}}, defaulter.Keywords)
		r := gentest.RunOn(t, u, defaulter.Generator, u.Roots)
		return r.Files, r.Warnings(), r.Err()
	})
}

// FuzzDefaulterTypes generates type declarations of every shape from the
// fuzz input, gives every type a TypeMeta and a SetDefaults_ function.
func FuzzDefaulterTypes(f *testing.F) {
	for _, seed := range [][]byte{{}, {3, 4, 1, 5, 9, 2, 6}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {4, 4, 4, 4, 3, 3, 3, 6, 6, 7, 8, 9}} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := testutil.TypeDecls("f", data) + "\ntype TypeMeta struct{}\n\ntype Obj struct {\n\tTypeMeta\n\tA T0\n\tB *T1\n\tC []T2\n}\n"
		defaults := "package f\n\nfunc SetDefaults_T0(in *T0) {}\n\nfunc SetDefaults_T1(in *T1) {}\n\nfunc SetDefaults_T2_X(in *T2) {}\n"
		generateInMemory(t, src, defaults)
	})
}

// FuzzDefaulterSource feeds arbitrary source text, valid or not, with
// +default tags of any value.
func FuzzDefaulterSource(f *testing.F) {
	f.Add("package f\n\ntype T struct {\n\tTypeMeta\n\t// +default=\"x\"\n\tS string\n}\n\ntype TypeMeta struct{}\n", "package f\n")
	f.Add("package f\n\ntype T struct {\n\tTypeMeta\n\t// +default=ref(C)\n\tP *string\n\t// +default={\"a\": 1}\n\tM map[string]*T\n}\n\nconst C = \"c\"\n\ntype TypeMeta struct{}\n", "package f\n\nfunc SetDefaults_T(t *T) {}\n")
	f.Add("package f\n\ntype T struct {\n\tTypeMeta\n\tL []*T\n\t// +default=[1]\n\tA [2]int\n}\n\ntype TypeMeta struct{}\n", "package f\n\n// +k8s:defaulter-gen=covers\nfunc SetDefaults_T(t *T) {}\n")
	f.Add("package f\n\ntype T struct {\n", "package f\n\nfunc SetObjectDefaults_T(t *T)\n")
	f.Add("package f\n\ntype B *B\ntype T struct {\n\tTypeMeta\n\t// +default=1\n\tX B\n}\n\ntype TypeMeta struct{}\n", "package f\n")
	f.Fuzz(func(t *testing.T, src, defaults string) {
		generateInMemory(t, src, defaults)
	})
}
