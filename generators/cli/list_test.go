package cli_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// generators runs `gvkgen generators` with args.
func generators(args ...string) (code int, stdout, stderr string) {
	var o, e strings.Builder
	code = cli.Gvkgen(registry.All, append([]string{"generators"}, args...), &o, &e)
	return code, o.String(), e.String()
}

// The JSON listing, which scripts read (kube_codegen.sh), is an indented
// array of one object per generator of the registry, each with the same
// keys, whatever generators there are; "alternative" only where one is
// (TestGeneratorsListsRegistry checks the values).
func TestGeneratorsJSON(t *testing.T) {
	code, stdout, stderr := generators("--json")
	if code != cli.ExitOK || stderr != "" {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, bytes.TrimSpace([]byte(stdout)), "", "  "); err != nil || indented.String()+"\n" != stdout {
		t.Errorf("not indented JSON (%v):\n%s", err, stdout)
	}
	var got []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || len(got) != len(registry.All) {
		t.Fatalf("not an array of the registry's %d generators: %v", len(registry.All), err)
	}
	keys := []string{"detect_tag", "doc", "extra_files", "flags", "name", "output_file", "tags", "tool", "tool_output_file"}
	for i, g := range registry.All {
		want := keys
		if g.Alternative != nil {
			want = sorted(append([]string{"alternative"}, keys...))
		}
		var have []string
		for k := range got[i] {
			have = append(have, k)
		}
		if d := cmp.Diff(want, sorted(have)); d != "" {
			t.Errorf("%s: keys (-want +got):\n%s", g.Name, d)
		}
	}
}

// entry is what a test reads of one generator of the JSON listing.
type entry struct {
	Name, Tool, Doc string
	OutputFile      string `json:"output_file"`
	ToolOutputFile  string `json:"tool_output_file"`
	DetectTag       string `json:"detect_tag"`
	Alternative     string
	ExtraFiles      []string `json:"extra_files"`
	Tags            []string
	Flags           map[string]string
}

// Every registry entry is listed, in order, with the facts of its
// definition and the defaults its commands use: gvkgen's
// --<name>-output-file and the single tool's --output-file.
func TestGeneratorsListsRegistry(t *testing.T) {
	_, stdout, _ := generators("--json")
	var got []entry
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	if len(got) != len(registry.All) {
		t.Fatalf("%d generators listed, the registry has %d", len(got), len(registry.All))
	}
	all := cli.FlagsForTest(registry.All, nil, nil)
	for i, g := range registry.All {
		t.Run(g.Name, func(t *testing.T) {
			want := entry{Name: g.Name, Tool: g.Tool, Doc: g.Doc, DetectTag: g.DetectTag,
				OutputFile:     defValue(all, g.Name+"-output-file"),
				ToolOutputFile: defValue(cli.ToolFlagsForTest(g, nil, nil), "output-file"),
				ExtraFiles:     []string{}, Tags: tags.Names(g.Tags), Flags: got[i].Flags}
			if g.Alternative != nil {
				want.Alternative = g.Alternative.Name
			}
			for _, x := range g.Extra {
				want.ExtraFiles = append(want.ExtraFiles, strings.TrimPrefix(x.Dir+"/"+x.Name, "/"))
			}
			if d := cmp.Diff(want, got[i]); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
	_, tsv, _ := generators("--tsv")
	for i, l := range strings.Split(strings.TrimSuffix(tsv, "\n"), "\n") {
		e := got[i]
		var flags []string
		for k, v := range e.Flags {
			flags = append(flags, k+"="+v)
		}
		if want := strings.Join([]string{e.Name, e.Tool, orDash(e.OutputFile), orDash(e.ToolOutputFile), e.DetectTag, strings.Join(sorted(flags), ",")}, "\t"); l != want {
			t.Errorf("--tsv line %d: %q, want %q", i+1, l, want)
		}
	}
	_, text, _ := generators()
	for _, e := range got {
		if !strings.Contains(text, e.Name+" ("+e.Tool+")\n") || !strings.Contains(text, "  detection tag: "+e.DetectTag+"\n") {
			t.Errorf("the text listing lacks %s:\n%s", e.Name, text)
		}
	}
}

// defValue is the default of fs's flag name, or "" if it has none.
func defValue(fs *flag.FlagSet, name string) string {
	if f := fs.Lookup(name); f != nil {
		return f.DefValue
	}
	return ""
}

// orDash is --tsv's field for s: "-" for none.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// TestTreeToolsHaveNoOutputFile is issue #29's item 17: lister-gen (and
// client-gen, informer-gen, applyconfiguration-gen) took --output-file
// and ignored the name. Upstream's have no such flag ("unknown flag:
// --output-file"); neither have theirs, nor gvkgen --lister-output-file,
// and their usage does not list one. Those that write a file per package
// keep it.
func TestTreeToolsHaveNoOutputFile(t *testing.T) {
	for _, g := range registry.All {
		t.Run(g.Name, func(t *testing.T) {
			tree := slices.Contains([]string{"client", "lister", "informer", "applyconfiguration"}, g.Name)
			var o, e strings.Builder
			code := cli.Tool(g, []string{"--output-file=x.go", "--help"}, &o, &e)
			undefined := strings.Contains(e.String(), "flag provided but not defined: -output-file")
			if tree != undefined || tree != (code == cli.ExitError) {
				t.Errorf("%s --output-file=x.go: exit %d, undefined %v, want undefined %v:\n%s", g.Tool, code, undefined, tree, e.String())
			}
			if all := cli.FlagsForTest(registry.All, nil, nil); tree != (all.Lookup(g.Name+"-output-file") == nil) {
				t.Errorf("gvkgen --%s-output-file defined: %v, want %v", g.Name, !tree, tree)
			}
		})
	}
}

// Each generator's own flags are listed as its single tool names them,
// each with the gvkgen flag that sets it for that generator alone: one
// gvkgen has, with the tool's meaning, that no other generator's flag is
// listed as, and that does not set several generators at once
// (kube_codegen.sh gives conversion its extra peer directories through it).
func TestGeneratorsListsOwnFlags(t *testing.T) {
	_, stdout, _ := generators("--json")
	var got []entry
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || len(got) != len(registry.All) {
		t.Fatalf("not the registry's %d generators in JSON: %v\n%s", len(registry.All), err, stdout)
	}
	all := cli.FlagsForTest(registry.All, nil, nil)
	owner := map[string]string{}
	for i, g := range registry.All {
		t.Run(g.Name, func(t *testing.T) {
			own := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
			g.NewConfig(own)
			var want, listed []string
			own.VisitAll(func(f *flag.Flag) { want = append(want, f.Name) })
			for k, v := range got[i].Flags {
				listed = append(listed, k)
				f, tf := all.Lookup(v), own.Lookup(k)
				if target, ok := strings.CutPrefix(flagUsage(f), "alias of --"); ok {
					// A bare alias sets the generator's --<name>-<flag>.
					f = all.Lookup(target)
				}
				switch {
				case f == nil:
					t.Errorf("--%s listed as gvkgen's --%s, which gvkgen does not have", k, v)
				case strings.HasPrefix(f.Usage, "sets "):
					t.Errorf("--%s listed as gvkgen's --%s, which sets several generators: %s", k, v, f.Usage)
				case tf == nil || strings.TrimPrefix(f.Usage, g.Tool+" only: ") != tf.Usage:
					t.Errorf("--%s listed as gvkgen's --%s, whose meaning is not %s's --%s: %q", k, v, g.Tool, k, f.Usage)
				case owner[v] != "":
					t.Errorf("gvkgen's --%s listed for %s and %s", v, owner[v], g.Name)
				}
				owner[v] = g.Name
			}
			if d := cmp.Diff(want, sorted(listed)); d != "" {
				t.Errorf("flags listed (-want +got):\n%s", d)
			}
		})
	}
	for _, e := range got {
		if e.Name == "conversion" && e.Flags["extra-peer-dirs"] != "conversion-extra-peer-dirs" {
			t.Errorf("conversion's extra-peer-dirs listed as %q, want conversion-extra-peer-dirs", e.Flags["extra-peer-dirs"])
		}
	}
}

// Mistakes are usage errors (exit 2) that say what to do.
func TestGeneratorsUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"deepcopy"}, cli.ExitError, `unexpected argument "deepcopy"; it takes no arguments, only --json or --tsv`},
		{[]string{"--json", "--tsv"}, cli.ExitError, "--json and --tsv both given; give one"},
		{[]string{"--yaml"}, cli.ExitError, "flag provided but not defined: -yaml"},
		{[]string{"-h"}, cli.ExitOK, "usage: gvkgen generators [--json|--tsv]"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, stdout, stderr := generators(tt.args...)
			if code != tt.code || stdout != "" || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d (want %d), stdout %q; stderr lacks %q:\n%s", code, tt.code, stdout, tt.want, stderr)
			}
		})
	}
}

// flagUsage is f's usage, "" for no flag.
func flagUsage(f *flag.Flag) string {
	if f == nil {
		return ""
	}
	return f.Usage
}

func sorted(s []string) []string {
	sort.Strings(s)
	return s
}
