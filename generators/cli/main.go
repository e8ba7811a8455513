package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
)

// Tool runs g as its own command (deepcopy-gen) with args and returns its
// exit code: upstream's flags, and the driver's common ones.
func Tool(g *gen.Generator, args []string, stdout, stderr io.Writer) int {
	return runTool(g, args, stdout, stderr, nil)
}

// runTool is Tool, writing files through a disk with fault (output.Disk's
// Fault; nil but in tests).
func runTool(g *gen.Generator, args []string, stdout, stderr io.Writer, fault func(string) error) int {
	fs, s := toolFlags(g, g.ToolDefault(), stdout, stderr)
	s.c.fault = fault
	patterns, err := Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		s.flagError(args, err)
		return ExitError
	}
	defer s.k.flush()
	s.k.regen = regenCommand(g.Tool, args)
	s.argv = append([]string{}, args...)
	if !s.checkOutputFiles() {
		return ExitError
	}
	if g.Inputs != nil {
		patterns = append(patterns, g.Inputs(s.configs[0])...)
	}
	if len(patterns) == 0 {
		s.k.fail(g.Tool, ruleUsage, "no packages given; name packages to generate for, for example ./pkg/apis/...")
		return ExitError
	}
	return s.run(patterns)
}

// toolFlags returns a single tool's flags, and the session they
// configure: --output-file (outputFile by default: upstream's tool's
// default for a single tool, controller-gen's file for its syntax), the
// common flags and the generator's own.
func toolFlags(g *gen.Generator, outputFile string, stdout, stderr io.Writer) (*flag.FlagSet, *session) {
	s := &session{prog: g.Tool, gens: []*gen.Generator{g}, stdout: stdout, stderr: stderr}
	s.k = s.newSink()
	fs := newFlagSet(g.Tool, stderr)
	s.outs = []string{""}
	s.outFlags = []string{"--output-file"}
	if outputFile != "" {
		fs.StringVar(&s.outs[0], "output-file", outputFile, "the name of the file to be generated in each package")
	}
	s.c.register(fs, true)
	registerKlog(fs)
	s.configs = []gen.Config{g.NewToolConfig(fs)}
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s [flags] <packages>\n\n%s\n\nflags:\n", g.Tool, g.Doc)
		printFlags(fs, stderr)
	}
	return fs, s
}

// Gvkgen runs `gvkgen generate|verify` (args) with every generator of gens,
// in their order, and returns its exit code. A command line in the syntax
// of one of fronts (controller-gen's) is that front end's to run.
func Gvkgen(gens []*gen.Generator, args []string, stdout, stderr io.Writer, fronts ...Frontend) int {
	return gvkgen(gens, args, stdout, stderr, false, fronts)
}

// Delegated is Gvkgen for a front end that built args from its own
// command line (kube-codegen): a flag gvkgen refuses is reported without
// gvkgen's usage, whose flags are not those the user typed.
func Delegated(gens []*gen.Generator, args []string, stdout, stderr io.Writer) int {
	return gvkgen(gens, args, stdout, stderr, true, nil)
}

func gvkgen(gens []*gen.Generator, args []string, stdout, stderr io.Writer, quiet bool, fronts []Frontend) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fs, _ := gvkgenFlags(gens, stdout, stderr)
		setUsage(fs, gens, fronts, stderr, false)
		fs.Usage()
		if len(args) == 0 {
			return ExitError
		}
		return ExitOK
	}
	verb := args[0]
	if verb == "tags" {
		return tagdefs.Command(args[1:], stdout, stderr)
	}
	if verb == "generators" {
		return listGenerators(gens, args[1:], stdout, stderr)
	}
	if f := accepting(fronts, args); verb != "generate" && verb != "verify" && f != nil {
		return f.Run(gens, false, args, stdout, stderr)
	}
	if verb != "generate" && verb != "verify" {
		fmt.Fprintf(stderr, "gvkgen: unknown command %q; use generate, verify or tags (gvkgen help)\n", verb)
		return ExitError
	}
	if f := accepting(fronts, args[1:]); f != nil {
		return f.Run(gens, verb == "verify", args[1:], stdout, stderr)
	}
	fs, s := gvkgenFlags(gens, stdout, stderr)
	setUsage(fs, gens, fronts, stderr, quiet)
	patterns, err := Parse(fs, args[1:])
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		s.flagError(args[1:], err)
		return ExitError
	}
	defer s.k.flush()
	s.k.regen = regenCommand("gvkgen", args)
	s.argv = append([]string{}, args...)
	named, err := s.named.patterns(fs, patterns)
	if err != nil {
		s.fail("%v", err)
		return ExitError
	}
	if named != nil {
		patterns = named
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	if named == nil {
		patterns = s.inputPatterns(patterns)
	}
	s.c.Verify = verb == "verify"
	if !s.checkOutputFiles() {
		return ExitError
	}
	return s.run(patterns)
}

// gvkgenFlags returns gvkgen's flags, and the session they configure:
// the common flags, each generator's --<name>-output-file, and each
// generator's own flags (see generatorFlags).
func gvkgenFlags(gens []*gen.Generator, stdout, stderr io.Writer) (*flag.FlagSet, *session) {
	s := &session{prog: "gvkgen", multi: true, gens: gens, stdout: stdout, stderr: stderr}
	s.k = s.newSink()
	fs := newFlagSet("gvkgen", stderr)
	s.c.register(fs, false)
	s.named.register(fs, gens)
	fs.Var((*cacheFlag)(&s.cacheOff), "cache", "on, or off to neither use nor fill the run cache, which replays the result of a run when nothing it read has changed (also GVKGEN_RUNCACHE=off), nor the list cache, which keeps go list's output for the next load of the same packages")
	s.outs = make([]string, len(gens))
	for i, g := range gens {
		name := g.Name + "-output-file"
		if g.OutputFile != "" {
			fs.StringVar(&s.outs[i], name, g.OutputFile, g.Tool+"'s --output-file")
		}
		s.outFlags = append(s.outFlags, "--"+name)
	}
	s.configs = generatorFlags(fs, gens)
	registerKlog(fs)
	setUsage(fs, gens, nil, stderr, false)
	return fs, s
}

// setUsage makes fs's usage gvkgen's, with the lines of fronts; quiet,
// nothing.
func setUsage(fs *flag.FlagSet, gens []*gen.Generator, fronts []Frontend, stderr io.Writer, quiet bool) {
	fs.Usage = func() {
		if quiet {
			return
		}
		fmt.Fprint(stderr, gvkgenUsage(gens, fronts))
		printFlags(fs, stderr)
	}
}

func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// gvkgenUsage is gvkgen's usage, before its flags, with the lines of
// fronts.
func gvkgenUsage(gens []*gen.Generator, fronts []Frontend) string {
	tools, tags, trees := usageLists(gens)
	var synopses, helps string
	for _, f := range fronts {
		synopses += "       gvkgen " + f.Synopsis + "\n"
		helps += f.Help
	}
	return fmt.Sprintf(`usage: gvkgen generate|verify [flags] [packages]
%s       gvkgen tags [--markdown] [generator]
       gvkgen generators [--json|--tsv]

gvkgen runs %s in one process, over one load of the packages, on every
package whose files carry %s tags (as kube_codegen.sh
finds them).%s Packages default to ./... . With --<generator>-packages,
each generator given one runs on exactly the packages it names, and no
other generator runs (kube_codegen.sh's gen_helpers passes them so).
Every flag of a generator is --<generator>-<flag>; a bare one is an alias
(upstream's name: "alias of", or "sets ... alike" for several).

  generate  write the generated files that are missing or out of date,
            and delete those no package asks for any more
  verify    write nothing; print a diff for each missing or stale file,
            name each generated file no package asks for any more, and
            fail on unknown +k8s: tags (generate only warns)
%s  tags      list the comment tags: where each is read, its values, its
            meaning (gvkgen tags -h)
  generators
            list the generators: tool, output files, detection tags, tags

Exit status: 0 success (verify: everything current), 1 verify found
missing or stale files, 2 usage or input errors (nothing is written).

flags:
`, synopses, joinList(tools, "and"), joinList(tags, "or"), trees, helps)
}

// usageLists returns, for gvkgen's usage, the tools of gens, the
// detection tags of those that run on detection alone (each once), and
// the sentence saying which run only when given their output flags.
func usageLists(gens []*gen.Generator) (tools, tags []string, trees string) {
	var gated []string
	for _, g := range gens {
		tools = append(tools, g.Tool)
		switch {
		case g.Enabled != nil:
			gated = append(gated, g.Tool)
		case g.DetectTag != "" && !slices.Contains(tags, g.DetectTag):
			tags = append(tags, g.DetectTag)
		}
	}
	if len(gated) > 0 {
		trees = "\n" + joinList(gated, "and") + " write output trees, and run\n" +
			"only when given their output flags (--output-dir and --output-pkg, or\n" +
			"--<generator>-output-dir and --<generator>-output-pkg)."
	}
	return tools, tags, trees
}

// joinList joins items as "a, b and c" (with "or" for and, if asked).
func joinList(items []string, and string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + and + " " + items[len(items)-1]
}
