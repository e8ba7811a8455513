package cli_test

import (
	"flag"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// fixGen reports an error and a warning with fixes at each package's doc
// comment.
var fixGen = &gen.Generator{
	Name: "fixer", Tool: "fixer-gen", Doc: "reports fixes", OutputFile: "unused.go",
	Tags:      []tags.Def{{Name: "example:fixer", Places: tags.Package, Tool: "fixer-gen"}},
	DetectTag: "+example:fixer",
	Flags:     func(fs *flag.FlagSet) gen.Config { return gen.DefaultConfig{} },
	Run: func(pass *gen.Pass) any {
		for _, p := range pass.Packages {
			pos := p.DocTagPos("example:fixer")
			pass.Report(gen.Diagnostic{Pos: pos, Severity: diag.Warning, Message: "a warning", Fix: diag.Fix{Message: "do w"}})
			pass.Report(gen.Diagnostic{Pos: pos, Message: "an error", Fix: diag.Fix{Message: "do e"}})
		}
		return nil
	},
}

// A generator's fix reaches every format that prints fixes: json's fix
// field and github's "Fix:" line (gen.Diagnostic once had no fix, and the
// driver printed none).
func TestGeneratorFixSurvives(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, map[string]string{
		"go.mod":        "module example.com/m\n\ngo 1.24\n",
		"apis/a/doc.go": "// +example:fixer\npackage a\n",
	})
	t.Chdir(dir)
	run := func(format string) string {
		t.Helper()
		var o, e strings.Builder
		if code := cli.Tool(fixGen, []string{"--format=" + format, "./apis/..."}, &o, &e); code != cli.ExitError {
			t.Fatalf("--format=%s: exit %d, want %d:\n%s%s", format, code, cli.ExitError, o.String(), e.String())
		}
		return o.String()
	}
	var got []string
	for _, d := range jsonLines(t, run("json")) {
		got = append(got, d.Severity+" "+d.Message+" / "+d.Fix)
	}
	if d := cmp.Diff([]string{"warning a warning / do w", "error an error / do e"}, got); d != "" {
		t.Errorf("json (-want +got):\n%s", d)
	}
	gh := run("github")
	for _, want := range []string{"::warning file=apis/a/doc.go,line=1,col=1,title=fixer-gen::a warning%0AFix: do w\n", "::error file=apis/a/doc.go,line=1,col=1,title=fixer-gen::an error%0AFix: do e\n"} {
		if !strings.Contains(gh, want) {
			t.Errorf("github output has no %q:\n%s", want, gh)
		}
	}
}
