package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// listing is one generator as `gvkgen generators --json` lists it.
type listing struct {
	Name string `json:"name"`
	Tool string `json:"tool"`
	Doc  string `json:"doc"`
	// OutputFile is gvkgen's default (--<name>-output-file), ToolOutputFile
	// the single tool's (--output-file): read from the flags, so they are
	// what the commands use.
	OutputFile     string `json:"output_file"`
	ToolOutputFile string `json:"tool_output_file"`
	// DetectTag selects the packages gvkgen runs it on.
	DetectTag string `json:"detect_tag"`
	// Alternative writes the same file for other packages ("" for none).
	Alternative string `json:"alternative,omitempty"`
	// ExtraFiles are the other files it writes for some packages, relative
	// to the package's directory.
	ExtraFiles []string `json:"extra_files"`
	// Tags are the names of the tags it reads, without "+".
	Tags []string `json:"tags"`
	// Flags maps each of its own flags, as its single tool names it, to
	// the gvkgen flag that sets it for this generator alone (both without
	// "--"): the same name, or <name>-<flag> for a flag several generators
	// have (kube_codegen.sh reads conversion's extra-peer-dirs here).
	Flags map[string]string `json:"flags"`
}

// listings returns what `gvkgen generators` lists for gens.
func listings(gens []*gen.Generator) []listing {
	all, _ := gvkgenFlags(gens, io.Discard, io.Discard)
	own := ownFlags(gens)
	out := make([]listing, 0, len(gens))
	for i, g := range gens {
		single, _ := toolFlags(g, g.ToolDefault(), io.Discard, io.Discard)
		l := listing{Name: g.Name, Tool: g.Tool, Doc: g.Doc, DetectTag: g.DetectTag,
			OutputFile:     defValue(all, g.Name+"-output-file"),
			ToolOutputFile: defValue(single, "output-file"),
			ExtraFiles:     []string{}, Tags: tags.Names(g.Tags), Flags: own[i]}
		if g.Alternative != nil {
			l.Alternative = g.Alternative.Name
		}
		for _, x := range g.Extra {
			l.ExtraFiles = append(l.ExtraFiles, path.Join(x.Dir, x.Name))
		}
		out = append(out, l)
	}
	return out
}

// ownFlags returns, for each of gens, its own flags as its single tool
// names them, each with the name of the gvkgen flag that sets it for that
// generator alone (see generatorFlags): its bare alias where no other
// generator lists that alias, else --<generator>-<flag>.
func ownFlags(gens []*gen.Generator) []map[string]string {
	owners, _ := aliasOwners(gens)
	out := make([]map[string]string, len(gens))
	for i, g := range gens {
		fs := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
		g.NewConfig(fs)
		out[i] = map[string]string{}
		fs.VisitAll(func(f *flag.Flag) {
			out[i][f.Name] = g.Name + "-" + f.Name
			if len(owners[f.Name]) == 1 && owners[f.Name][0] == i {
				out[i][f.Name] = f.Name
			}
		})
	}
	return out
}

// flagPairs returns flags as "flag=gvkgen-flag" items, sorted by flag.
func flagPairs(flags map[string]string) []string {
	out := make([]string, 0, len(flags))
	for k, v := range flags {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// defValue is the default of fs's flag name, or "" if fs has none (a
// generator of output trees has no --output-file).
func defValue(fs *flag.FlagSet, name string) string {
	if f := fs.Lookup(name); f != nil {
		return f.DefValue
	}
	return ""
}

// listGenerators runs `gvkgen generators` (args follow the verb) and
// returns its exit code: the registry's generators as text, JSON (--json)
// or tab-separated lines for shell scripts (--tsv: name, tool, gvkgen's
// output file, the single tool's, detection tag, own flags).
func listGenerators(gens []*gen.Generator, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("gvkgen generators", stderr)
	asJSON := fs.Bool("json", false, "print a JSON array, one object per generator")
	tsv := fs.Bool("tsv", false, "print one line per generator, tab-separated: name, tool, gvkgen's output file, the single tool's output file (- for none), detection tag, its own flags (comma-separated flag=gvkgen-flag: the gvkgen flag that sets the tool's flag for it alone)")
	fs.Usage = func() {
		fmt.Fprint(stderr, "usage: gvkgen generators [--json|--tsv]\n\nLists the generators gvkgen runs, in the order they run: each one's\ntool, output files, the tag that selects its packages, and its tags.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitError
	}
	switch {
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "gvkgen generators: unexpected argument %q; it takes no arguments, only --json or --tsv\n", fs.Arg(0))
		return ExitError
	case *asJSON && *tsv:
		fmt.Fprintln(stderr, "gvkgen generators: --json and --tsv both given; give one")
		return ExitError
	}
	ls := listings(gens)
	switch {
	case *asJSON:
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(ls); err != nil {
			fmt.Fprintf(stderr, "gvkgen generators: %v\n", err)
			return ExitError
		}
	case *tsv:
		for _, l := range ls {
			fmt.Fprintln(stdout, strings.Join([]string{l.Name, l.Tool, orDash(l.OutputFile), orDash(l.ToolOutputFile), l.DetectTag, strings.Join(flagPairs(l.Flags), ",")}, "\t"))
		}
	default:
		printListings(stdout, ls)
	}
	return ExitOK
}

// printListings prints ls as text, one block per generator.
func printListings(w io.Writer, ls []listing) {
	for i, l := range ls {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s (%s)\n  %s\n", l.Name, l.Tool, l.Doc)
		fmt.Fprintf(w, "  detection tag: %s\n", l.DetectTag)
		if l.OutputFile != "" {
			fmt.Fprintf(w, "  output file:   %s (%s --output-file: %s)\n", l.OutputFile, l.Tool, l.ToolOutputFile)
		} else {
			fmt.Fprintf(w, "  output file:   none; files named by the types, under --%s-output-dir\n", l.Name)
		}
		if l.Alternative != "" {
			fmt.Fprintf(w, "  alternative:   %s (never on the same package)\n", l.Alternative)
		}
		if len(l.ExtraFiles) > 0 {
			fmt.Fprintf(w, "  extra files:   %s\n", strings.Join(l.ExtraFiles, ", "))
		}
		fmt.Fprintf(w, "  tags:          +%s\n", strings.Join(l.Tags, ", +"))
		if len(l.Flags) > 0 {
			fmt.Fprintf(w, "  flags:         %s\n", flagList(l.Flags))
		}
	}
}

// flagList prints flags for the text listing: --flag, or --flag (gvkgen
// --other) where gvkgen names it otherwise.
func flagList(flags map[string]string) string {
	var out []string
	for _, p := range flagPairs(flags) {
		k, v, _ := strings.Cut(p, "=")
		if k == v {
			out = append(out, "--"+k)
		} else {
			out = append(out, "--"+k+" (gvkgen --"+v+")")
		}
	}
	return strings.Join(out, ", ")
}

// GvkgenFlag returns the gvkgen flag (without "--") that sets flag, one of
// generator name's own flags as its single tool names it, for that
// generator alone, or "" if gens have no such generator or flag: the
// listing's flag column, for front ends that pass a tool's flags on.
func GvkgenFlag(gens []*gen.Generator, name, flag string) string {
	for i, g := range gens {
		if g.Name == name {
			return ownFlags(gens)[i][flag]
		}
	}
	return ""
}

// orDash is s, or "-" if it is empty, so that a tab-separated field is
// never empty.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
