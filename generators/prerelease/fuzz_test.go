package prerelease_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/prerelease"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// FuzzTags runs the generator on an API type whose lifecycle tags take any
// value, in a GA or a prerelease version, and checks the invariants that
// must hold for any input: errors and warnings with positions, and files
// that parse, are gofmt-clean and the same on every run. A value it
// accepts is written back as upstream writes it: a version as two
// numbers, a replacement's parts as string literals that hold them.
func FuzzTags(f *testing.F) {
	f.Add("1.20", "", "", "apps,v1,Deployment", false)
	f.Add("1.x", "1.22.3", "v1.30", "Apps,1,deployment", true)
	f.Add("+01.-2", "1.2,", "1.3,=x", `a"b,v1,K`, false)
	f.Add("", "1.9", "", ",v1,ConfigMap", true)
	f.Fuzz(func(t *testing.T, introduced, deprecated, removed, replacement string, ga bool) {
		version := "v1beta1"
		if ga {
			version = "v1"
		}
		var lines []string
		for _, tag := range [][2]string{{"introduced", introduced}, {"deprecated", deprecated}, {"removed", removed}, {"replacement", replacement}} {
			if v := strings.NewReplacer("\n", "", "\r", "").Replace(tag[1]); v != "" {
				lines = append(lines, tag[0]+"="+v)
			}
		}
		types := api("Widget", lines...)
		var r *gentest.Result
		testutil.GeneratedInvariants(t, types, func() ([]*output.File, universe.ErrorList, error) {
			r = runSources(t, version, enabled, types, nil)
			return r.Files, r.Warnings(), r.Err()
		})
		if r.Err() != nil {
			return
		}
		checkWritten(t, types, r)
	})
}

// checkWritten checks that the one type of r's run got the values of its
// tags as upstream writes them: the numbers of its version as parsed, a
// replacement's parts copied between quotes.
func checkWritten(t *testing.T, types string, r *gentest.Result) {
	t.Helper()
	l := r.Result().([]*prerelease.Target)[0].Types[0]
	src := string(r.Render(t)[r.Files[0].Path])
	want := []string{fmt.Sprintf("APILifecycleIntroduced() (major, minor int) {\n\treturn %d, %d\n}", l.Introduced.Major, l.Introduced.Minor)}
	_, raw, _ := strings.Cut(types, "introduced=")
	raw, _, _ = strings.Cut(raw, "\n")
	raw, _, _ = strings.Cut(raw, ",")
	major, minor, _ := strings.Cut(raw, ".")
	if x, err := strconv.ParseInt(major, 10, 32); err != nil || int(x) != l.Introduced.Major {
		t.Errorf("introduced %q read as major %d", raw, l.Introduced.Major)
	}
	if y, err := strconv.ParseInt(minor, 10, 32); err != nil || int(y) != l.Introduced.Minor {
		t.Errorf("introduced %q read as minor %d", raw, l.Introduced.Minor)
	}
	if g := l.Replacement; g != nil {
		want = append(want, fmt.Sprintf(`{Group: "%s", Version: "%s", Kind: "%s"}`, g.Group, g.Version, g.Kind))
	}
	for _, w := range want {
		if !strings.Contains(src, w) {
			t.Errorf("output lacks %q:\n%s\ninput:\n%s", w, src, types)
		}
	}
}
