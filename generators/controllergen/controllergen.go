package controllergen

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/cgopts"
	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// Generator is the name of controller-gen's generator that every gvkgen
// has, and of the registry's generator that stands for it.
const Generator = "object"

// Generators are controller-gen's generators that gvkgen runs, each by
// the registry's generator of the same name, in controller-gen's order of
// mention in its help.
var Generators = []string{"object", "crd", "rbac", "webhook"}

const synopsis = "[generate|verify] [object[:...]] [crd[:...]] [rbac:roleName=<name>[,...]] [webhook[:...]] [paths=<pattern>[;<pattern>...]] [output:[<generator>:]<rule>]"

// Frontend is controller-gen's syntax as a front end of gvkgen.
var Frontend = cli.Frontend{
	Synopsis: synopsis,
	Help: "  object... controller-gen's syntax: run its object, crd, rbac and webhook\n" +
		"            generators in one load, as controller-gen does (verify: check\n" +
		"            instead of write)\n",
	Accepts: Accepts,
	Run:     Run,
}

// Accepts reports whether args (after gvkgen's verb, if any) are written
// in controller-gen's syntax: one of them is a controller-gen option
// (object, crd, paths=, output:...).
func Accepts(args []string) bool {
	return slices.ContainsFunc(args, cgopts.IsOption)
}

// Run runs a command line in controller-gen's syntax with the generators
// of gens named as controller-gen's (object, crd, rbac, webhook), over
// one load, as controller-gen would, and returns the exit code: args are
// controller-gen's options (generators with their fields, paths=, output
// rules) and gvkgen's flags (-v, --strict, --build-tags...); verify
// writes nothing and reports what is missing or stale, exit 1. A
// generator gens lack is an error at its argument, after the command
// line's other mistakes.
func Run(gens []*gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
	run, missing := selectGenerators(gens, positional(gens, args))
	// With none of its generators, the command still parses gvkgen's
	// flags (--format) and reports the command line's mistakes.
	c := cli.NewMultiCommand(run, "gvkgen", stdout, stderr)
	fs := c.FlagSet
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: gvkgen %s [flags]\n\nflags:\n", synopsis)
		c.PrintFlags(stderr)
	}
	positional, err := cli.Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitError
	}
	defer c.Start(args)()
	opts, err := cgopts.Parse(positional)
	if err == nil {
		err = missingErrors(opts, missing)
	}
	if err == nil {
		err = apply(c, run, opts)
	}
	if err != nil {
		optionErrors(err, c.UsageError)
		return cli.ExitError
	}
	if len(run) == 0 {
		// Unreachable: a command line that parses names a generator,
		// which is run or missing.
		c.Fail("no generator to run; name one of object, crd, rbac:roleName=<name> and webhook")
		return cli.ExitError
	}
	if err := nestedModules(opts.Patterns(), run); err != nil {
		c.Fail(err.Error())
		return cli.ExitError
	}
	return c.Run(opts.Patterns(), verify)
}

// positional returns the arguments of args that are not flags nor their
// values (--build-tags crd), as the flags of every generator of gens that
// controller-gen's syntax may name take them: what the command's own
// parse will leave. On a flag error, the arguments not starting with -
// (the command's parse reports the error).
func positional(gens []*gen.Generator, args []string) []string {
	var all []*gen.Generator
	for _, n := range Generators {
		if g := lookup(gens, n); g != nil {
			all = append(all, g)
		}
	}
	pos, err := cli.Parse(cli.NewMultiCommand(all, "gvkgen", io.Discard, io.Discard).FlagSet, args)
	if err == nil {
		return pos
	}
	pos = nil
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
		}
	}
	return pos
}

// selectGenerators returns the generators of gens that the positional
// arguments pos name, in the order named, and the names of
// controller-gen's generators gvkgen runs that gens lack.
func selectGenerators(gens []*gen.Generator, pos []string) (run []*gen.Generator, missing []string) {
	for _, a := range pos {
		name := a
		if i := strings.IndexAny(a, ":="); i >= 0 {
			name = a[:i]
		}
		if !slices.Contains(Generators, name) {
			continue
		}
		g := lookup(gens, name)
		switch {
		case g == nil && !slices.Contains(missing, name):
			missing = append(missing, name)
		case g != nil && !slices.Contains(run, g):
			run = append(run, g)
		}
	}
	return run, missing
}

// lookup returns the generator of gens named name, or nil.
func lookup(gens []*gen.Generator, name string) *gen.Generator {
	for _, g := range gens {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// missingErrors returns an error at each argument of opts naming a
// generator of missing.
func missingErrors(opts *cgopts.Options, missing []string) error {
	var errs cgopts.ErrorList
	for _, g := range opts.Generators {
		if slices.Contains(missing, g.Name) {
			errs = append(errs, missingError(g))
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// missingError is the error of generator g of the command line, which
// this gvkgen does not have.
func missingError(g *cgopts.Generator) *cgopts.Error {
	return &cgopts.Error{Pos: argPos(g.Arg, 1), Message: fmt.Sprintf("this gvkgen has no %s generator (controller-gen's %s is not supported yet); run controller-gen for %s, and gvkgen for the others", g.Name, g.Name, g.Name)}
}

// optionErrors reports each mistake of the command line through report,
// with a caret under its column in the text.
func optionErrors(err error, report func(msg, text string)) {
	var list cgopts.ErrorList
	if !errors.As(err, &list) {
		report(err.Error(), "gvkgen: "+err.Error())
		return
	}
	for _, e := range list {
		text := "gvkgen: " + cgopts.Text(e)
		if p := cgopts.Pointer(e); p != "" {
			text += "\n" + strings.TrimSuffix(p, "\n")
		}
		report(cgopts.Text(e), text)
	}
}
