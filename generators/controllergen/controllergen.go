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

// Generator is the name of controller-gen's generator that gvkgen has, and
// of the registry's generator that stands for it.
const Generator = "object"

// Frontend is controller-gen's syntax as a front end of gvkgen.
var Frontend = cli.Frontend{
	Synopsis: "[generate|verify] object[:headerFile=<file>][,year=<year>] [paths=<pattern>[;<pattern>...]]",
	Help: "  object... controller-gen's syntax: run its object generator as\n" +
		"            controller-gen object does (verify: check instead of write)\n",
	Accepts: Accepts,
	Run: func(gens []*gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
		return Run(lookup(gens), verify, args, stdout, stderr)
	},
}

// Accepts reports whether args (after gvkgen's verb, if any) are written
// in controller-gen's syntax: one of them is a controller-gen option
// (object, paths=, crd...).
func Accepts(args []string) bool {
	return slices.ContainsFunc(args, cgopts.IsOption)
}

// lookup returns the generator of gens named Generator, or nil.
func lookup(gens []*gen.Generator) *gen.Generator {
	for _, g := range gens {
		if g.Name == Generator {
			return g
		}
	}
	return nil
}

// Run runs g (the object generator) on a command line in controller-gen's
// syntax, as `controller-gen object` would, and returns the exit code:
// args are controller-gen's options (object:headerFile=H,year=Y and
// paths=P) and gvkgen's flags (-v, --strict, --build-tags...); verify
// writes nothing and reports what is missing or stale, exit 1. A nil g is
// a gvkgen without the object generator: the command line is checked,
// then refused.
func Run(g *gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
	if g == nil {
		return noGenerator(args, stdout, stderr)
	}
	c := cli.NewCommand(g, "gvkgen", stdout, stderr)
	fs := c.FlagSet
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: gvkgen [generate|verify] object[:headerFile=<file>][,year=<year>] [paths=<pattern>[;<pattern>...]] [flags]\n\n%s\n\nflags:\n", g.Doc)
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
	if err != nil {
		optionErrors(err, c.UsageError)
		return cli.ExitError
	}
	if err := applyOptions(fs, opts); err != nil {
		c.Fail(err.Error())
		return cli.ExitError
	}
	if err := nestedModules(opts.Patterns(), markers(g)); err != nil {
		c.Fail(err.Error())
		return cli.ExitError
	}
	return c.Run(opts.Patterns(), verify)
}

// noGenerator reports the mistakes of args first, as they would be with
// the generator (the arguments that are not flags, flags' values aside),
// then that there is no object generator; it returns the exit code.
func noGenerator(args []string, stdout, stderr io.Writer) int {
	var pos []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
		}
	}
	if _, err := cgopts.Parse(pos); err != nil {
		optionErrors(err, func(msg, text string) { cli.UsageError("gvkgen", msg, text, stdout, stderr) })
		return cli.ExitError
	}
	fmt.Fprintf(stderr, "gvkgen: this gvkgen has no %s generator, which controller-gen's syntax (object:headerFile=<file> paths=<pattern>) runs; use gvkgen generate|verify <packages>\n", Generator)
	return cli.ExitError
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

// applyOptions sets the flags that controller-gen's options stand for:
// headerFile is --go-header-file, year the generator's --year.
func applyOptions(fs *flag.FlagSet, opts *cgopts.Options) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, o := range []struct{ flag, field, value string }{
		{"go-header-file", "headerFile", opts.HeaderFile},
		{"year", "year", opts.Year},
	} {
		if o.value == "" {
			continue
		}
		if given[o.flag] {
			return fmt.Errorf("--%s and object's %s= both given; give one", o.flag, o.field)
		}
		if fs.Lookup(o.flag) == nil {
			return fmt.Errorf("object's %s= is not supported by this generator (it has no --%s flag)", o.field, o.flag)
		}
		if err := fs.Set(o.flag, o.value); err != nil {
			return fmt.Errorf("object's %s=%s: %v", o.field, o.value, err)
		}
	}
	return nil
}
