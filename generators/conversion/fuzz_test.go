package conversion_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The smallest apimachinery conversion-gen asks about: runtime.Scheme and
// conversion.Scope.
var apimachineryStubs = []universe.SourcePackage{
	{Path: "k8s.io/apimachinery/pkg/runtime", Name: "runtime", Dir: "/runtime",
		Files: map[string]string{"scheme.go": "package runtime\n\ntype Scheme struct{}\n"}},
	{Path: "k8s.io/apimachinery/pkg/conversion", Name: "conversion", Dir: "/conversion",
		Files: map[string]string{"scope.go": "package conversion\n\ntype Scope interface{ Meta() any }\n"}},
}

// convertInMemory runs conversion-gen from example.com/f/v1 (source v1) to
// its peer example.com/f/hub (source hub) and checks the invariants that
// must hold for any input. manual names types of v1 that get a
// hand-written Convert_v1_<T>_To_hub_<T>.
func convertInMemory(t *testing.T, v1, hub string, manual []string, skipUnsafe bool) {
	t.Helper()
	var conv strings.Builder
	if len(manual) > 0 {
		conv.WriteString("package v1\n\nimport (\n\tconversion \"k8s.io/apimachinery/pkg/conversion\"\n\thub \"example.com/f/hub\"\n)\n\n")
		for _, name := range manual {
			fmt.Fprintf(&conv, "func Convert_v1_%[1]s_To_hub_%[1]s(in *%[1]s, out *hub.%[1]s, s conversion.Scope) error { return nil }\n\n", name)
		}
	}
	input := "// v1\n" + v1 + "\n// conversion.go\n" + conv.String() + "\n// hub\n" + hub
	testutil.GeneratedInvariants(t, input, func() ([]*output.File, universe.ErrorList, error) {
		v1Files := map[string]string{
			"doc.go":   "// +k8s:conversion-gen=example.com/f/hub\n\npackage v1\n",
			"types.go": v1,
		}
		if conv.Len() > 0 {
			v1Files["conversion.go"] = conv.String()
		}
		pkgs := append([]universe.SourcePackage{
			{Path: "example.com/f/v1", Name: "v1", Dir: "/f/v1", Files: v1Files},
			{Path: "example.com/f/hub", Name: "hub", Dir: "/f/hub", Files: map[string]string{"types.go": hub}},
		}, apimachineryStubs...)
		u := universe.LoadSources(pkgs, conversion.Keywords)
		res := gentest.RunOn(t, u, conversion.Generator, u.Roots, "--base-peer-dirs=", fmt.Sprintf("--skip-unsafe=%v", skipUnsafe))
		return res.Files, res.Warnings(), res.Err()
	})
}

// FuzzConversionTypes generates type declarations of every shape for the
// versioned package and, from the same input with one byte changed, for
// the internal one, so most types have a peer of the same or a nearly
// same layout; some get a hand-written conversion.
func FuzzConversionTypes(f *testing.F) {
	for _, seed := range [][]byte{{}, {0, 3, 4, 1, 5, 9, 2, 6}, {5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {2, 4, 4, 4, 4, 3, 3, 3, 6, 6, 7, 8, 9}, {7, 3, 3, 3, 3, 1, 0, 3, 0, 4, 6, 0}} {
		f.Add(seed, uint8(0))
		f.Add(seed, uint8(5))
	}
	f.Fuzz(func(t *testing.T, data []byte, flags uint8) {
		hubData := append([]byte{}, data...)
		if len(hubData) > 0 {
			i := int(hubData[0]) % len(hubData)
			hubData[i] += flags >> 4
		}
		var manual []string
		for i := 0; i < 4; i++ {
			if flags&(1<<i) != 0 {
				manual = append(manual, fmt.Sprintf("T%d", i))
			}
		}
		v1 := testutil.TypeDecls("v1", data)
		var kept []string
		for _, m := range manual {
			// A hand-written conversion for a type that is not there would
			// not compile; the generator is not asked about that.
			if strings.Contains(v1, "type "+m+" ") {
				kept = append(kept, m)
			}
		}
		convertInMemory(t, v1, testutil.TypeDecls("hub", hubData), kept, flags&0x08 != 0 && flags&0x04 != 0)
	})
}

// FuzzConversionSource feeds arbitrary source text, valid or not, as the
// versioned package, against a fixed internal one.
func FuzzConversionSource(f *testing.F) {
	const hub = "package hub\n\ntype T struct{ A []string; B *int32; C map[string]T }\n\ntype U string\n"
	f.Add("package v1\n\ntype T struct{ A []string; B *int32; C map[string]T }\n")
	f.Add("package v1\n\ntype T struct{ B *int64; A []string }\n\ntype U int\n")
	f.Add("package v1\n\n// +k8s:conversion-gen=false\ntype T struct{ A []string }\n")
	f.Add("package v1\n\ntype T struct{\n\t// +k8s:conversion-gen=false\n\tA []string\n}\n")
	f.Add("package v1\n\ntype T[X any] struct{ A X }\n")
	f.Add("package v1\n\ntype T = map[string]int\n")
	f.Add("package v1\n\ntype T struct {\n")
	f.Fuzz(func(t *testing.T, src string) {
		convertInMemory(t, src, hub, nil, false)
	})
}
