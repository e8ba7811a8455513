package cli_test

import (
	"flag"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// klogValues are a value fit for each of klog's flags that takes one.
var klogValues = map[string]string{
	"alsologtostderrthreshold": "ERROR",
	"log_backtrace_at":         "gen.go:10",
	"log_dir":                  "/nonexistent/logs",
	"log_file":                 "/nonexistent/gen.log",
	"log_file_max_size":        "10",
	"stderrthreshold":          "INFO",
	"vmodule":                  "gen*=3",
}

// klogSpellings returns every klog flag in one of pflag's spellings:
// "--flag=value" (booleans =true), "--flag value" (booleans =false, which
// pflag only takes so), or "--flag" alone (booleans; the others as in the
// first).
func klogSpellings(t *testing.T) map[string][]string {
	out := map[string][]string{}
	for name, isBool := range cli.KlogFlagsForTest() {
		v, ok := klogValues[name]
		switch {
		case isBool:
			out["--flag=value"] = append(out["--flag=value"], "--"+name+"=true")
			out["--flag value"] = append(out["--flag value"], "--"+name+"=false")
			out["--flag"] = append(out["--flag"], "--"+name)
		case !ok:
			t.Fatalf("no value for --%s in klogValues", name)
		default:
			out["--flag=value"] = append(out["--flag=value"], "--"+name+"="+v)
			out["--flag value"] = append(out["--flag value"], "--"+name, v)
			out["--flag"] = append(out["--flag"], "--"+name+"="+v)
		}
	}
	return out
}

// Each klog flag, in each spelling, before or after the packages, is
// accepted by every command and leaves the packages as they are.
func TestKlogFlagsParse(t *testing.T) {
	var o, e strings.Builder
	sets := map[string]func() *flag.FlagSet{"gvkgen": func() *flag.FlagSet { return cli.FlagsForTest(registry.All, &o, &e) }}
	for _, g := range registry.All {
		sets[g.Tool] = func() *flag.FlagSet { return cli.ToolFlagsForTest(g, &o, &e) }
	}
	for cmd, flags := range sets {
		for spelling, args := range klogSpellings(t) {
			for i := 0; i < len(args); i++ {
				one := []string{args[i]}
				if i+1 < len(args) && !strings.HasPrefix(args[i+1], "--") {
					one, i = append(one, args[i+1]), i+1
				}
				for _, line := range [][]string{append(append([]string{}, one...), "./a/..."), append([]string{"./a/..."}, one...)} {
					pos, err := cli.Parse(flags(), line)
					if err != nil || !cmp.Equal(pos, []string{"./a/..."}) {
						t.Errorf("%s %v (%s): packages %q, error %v; want ./a/...", cmd, line, spelling, pos, err)
					}
				}
			}
		}
	}
}

// Each single tool's binary, and gvkgen generate and verify, run to success with
// every klog flag in each spelling.
func TestKlogFlagsRun(t *testing.T) {
	offline(t)
	good := goodTree(t)
	spellings := klogSpellings(t)
	for _, g := range registry.All {
		if g.Tool == "controller-gen" && g.Alternative == nil {
			continue // controller-gen's manifest generators: its own command line, no single tool of theirs
		}
		if g.Alternative != nil && g.Name != "deepcopy" {
			continue // the object dialect: the tree's deep copies are deepcopy-gen's
		}
		// Each command's binary runs in its own copy of the tree, side by
		// side with the others.
		dir := testutil.Module(t, good)
		tree := treeArgs(t, dir, g)
		bin := command(t, g.Tool)
		t.Run(g.Tool, func(t *testing.T) {
			t.Parallel()
			for spelling, klogArgs := range spellings {
				args := append(append(append([]string{"--verify", "./apis/..."}, outputFileArgs(g)...), tree...), klogArgs...)
				if code, _, stderr := runBinary(t, bin, dir, offlineEnv(), args...); code != cli.ExitOK {
					t.Errorf("%s %s: exit %d, want 0; stderr:\n%s", g.Tool, spelling, code, stderr)
				}
			}
		})
	}
	dir := testutil.Module(t, good)
	t.Run("gvkgen", func(t *testing.T) {
		t.Parallel()
		for spelling, klogArgs := range spellings {
			for _, verb := range []string{"generate", "verify"} {
				if code, _, stderr := gvkgenBinary(t, dir, append([]string{verb}, klogArgs...)...); code != cli.ExitOK {
					t.Errorf("gvkgen %s %s: exit %d, want 0; stderr:\n%s", verb, spelling, code, stderr)
				}
			}
		}
	})
}

// --help of every command lists klog's flags.
func TestKlogFlagsHelp(t *testing.T) {
	helps := map[string]string{}
	var o, e strings.Builder
	cli.Gvkgen(registry.All, []string{"generate", "--help"}, &o, &e)
	helps["gvkgen"] = e.String()
	for _, g := range registry.All {
		var o, e strings.Builder
		if code := cli.Tool(g, []string{"--help"}, &o, &e); code != cli.ExitOK {
			t.Errorf("%s --help: exit %d", g.Tool, code)
		}
		helps[g.Tool] = e.String()
	}
	for cmd, help := range helps {
		for name := range cli.KlogFlagsForTest() {
			if !regexp.MustCompile(`(?m)^Accepted and ignored, as upstream's tools take them from klog[^\n]*\n[^\n]*\n(  .*\n)*  .*-` + name + `\b`).MatchString(help) {
				t.Errorf("%s --help does not list -%s with klog's flags:\n%s", cmd, name, help)
			}
		}
	}
}
