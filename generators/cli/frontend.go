package cli

import (
	"flag"
	"io"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// Frontend is another tool's command line that gvkgen takes besides its
// own (controller-gen's, package controllergen). The driver knows none:
// cmd/gvkgen hands them to Gvkgen.
type Frontend struct {
	// Synopsis is its line in gvkgen's usage, after "gvkgen ".
	Synopsis string
	// Help is its entry in the list of gvkgen's commands: lines indented
	// as the others', each ending in a newline.
	Help string
	// Accepts reports whether args (after gvkgen's verb, if any) are
	// written in its syntax.
	Accepts func(args []string) bool
	// Run runs args with the generators gens (verify: after gvkgen
	// verify) and returns the exit code.
	Run func(gens []*gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int
}

// accepting returns the front end of fronts that takes args, or nil.
func accepting(fronts []Frontend, args []string) *Frontend {
	for i := range fronts {
		if fronts[i].Accepts(args) {
			return &fronts[i]
		}
	}
	return nil
}

// Command is one generator run alone under a front end's syntax: the
// driver's common flags, --output-file and the generator's own flags, its
// messages prefixed with the front end's program name.
type Command struct {
	// FlagSet holds the flags; the front end may set its Usage and set
	// flags its own syntax stands for.
	FlagSet *flag.FlagSet
	s       *session
}

// NewCommand returns the command that runs g, its messages prefixed with
// prog ("gvkgen"); --output-file defaults to gvkgen's name for g's file.
func NewCommand(g *gen.Generator, prog string, stdout, stderr io.Writer) *Command {
	fs, s := toolFlags(g, g.OutputFile, stdout, stderr)
	s.prog, s.k.prog = prog, prog
	return &Command{FlagSet: fs, s: s}
}

// NewMultiCommand returns the command that runs gens together, over one
// load, each on every package loaded (as a single tool runs on its
// packages; a generator decides within them), its messages prefixed with
// prog. Its flags are gvkgen's for gens: the common ones,
// --<generator>-output-file for each generator with a file per package,
// and each generator's own as --<generator>-<flag> (with the aliases its
// Aliases lists).
func NewMultiCommand(gens []*gen.Generator, prog string, stdout, stderr io.Writer) *Command {
	s := &session{prog: prog, gens: gens, stdout: stdout, stderr: stderr}
	s.k = s.newSink()
	fs := newFlagSet(prog, stderr)
	s.c.register(fs, false)
	s.outs = make([]string, len(gens))
	for i, g := range gens {
		name := g.Name + "-output-file"
		s.outFlags = append(s.outFlags, "--"+name)
		if g.OutputFile != "" {
			fs.StringVar(&s.outs[i], name, g.OutputFile, g.Tool+"'s --output-file")
		}
	}
	s.configs = generatorFlags(fs, gens)
	registerKlog(fs)
	return &Command{FlagSet: fs, s: s}
}

// Destination is where a Command sends a generator's files.
type Destination int

const (
	// ToDisk writes them (verify: checks them), the default.
	ToDisk Destination = iota
	// ToStdout prints them on standard output once the run has
	// succeeded, as they are, in the order of the command's generators
	// (controller-gen's output:<generator>:stdout); nothing is written
	// or checked for the generator, and none of its files is stale.
	// Verify prints nothing.
	ToStdout
	// Dropped neither writes nor prints them (output:<generator>:none);
	// the generator still runs, and its errors still fail the run.
	Dropped
)

// Send makes the run send g's files to d.
func (c *Command) Send(g *gen.Generator, d Destination) {
	if c.s.dest == nil {
		c.s.dest = map[*gen.Generator]Destination{}
	}
	c.s.dest[g] = d
}

// PrintFlags prints the flags for a usage message, as the driver's
// commands do (klog's, accepted and ignored, apart).
func (c *Command) PrintFlags(w io.Writer) { printFlags(c.FlagSet, w) }

// Start is called once the flags are parsed: diagnostics are printed from
// then on in the format they ask for, and verify names prog followed by
// args as the command that regenerates. The returned function ends the
// output (the SARIF log); defer it.
func (c *Command) Start(args []string) (end func()) {
	c.s.k.regen = regenCommand(c.s.prog, args)
	return c.s.k.flush
}

// UsageError reports a mistake of the command line: msg says what is
// wrong, text is what the text format prints (the program's name, msg and,
// if wanted, a line pointing at the mistake), without its final newline.
func (c *Command) UsageError(msg, text string) {
	c.s.k.add(usageReport(c.s.prog, msg, text))
}

// Fail reports a mistake of the command line as "prog: msg".
func (c *Command) Fail(msg string) { c.s.fail("%s", msg) }

// Run loads patterns, then generates, or verifies when verify is set, and
// returns the exit code.
func (c *Command) Run(patterns []string, verify bool) int {
	c.s.c.Verify = verify
	return c.s.run(patterns)
}

// UsageError prints a mistake of a command line that no Command runs
// (msg and text as Command.UsageError's), as text.
func UsageError(prog, msg, text string, stdout, stderr io.Writer) {
	(&sink{stdout: stdout, stderr: stderr}).add(usageReport(prog, msg, text))
}

func usageReport(prog, msg, text string) report {
	return report{Diagnostic: diag.Diagnostic{Severity: sevError, Message: msg}, generator: prog, rule: ruleUsage, text: text}
}
