package controllergen

import (
	"flag"
	"fmt"
	"go/token"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/gvk-dev/gvkgen/generators/cgopts"
	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// apply sets the flags that controller-gen's options stand for, and where
// each generator's files go. A generator's field fooBar is its flag
// --<generator>-foo-bar (crd:maxDescLen=0 is --crd-max-desc-len=0); the
// headerFile of a generator without --<generator>-header-file that writes
// Go files (object) is --go-header-file; the directory of its output rule
// is its --<generator>-output-dir, and stdout and none are the driver's
// (cli.Command.Send), which the generator never knows of. An option and
// the flag it stands for both given is an error.
func apply(c *cli.Command, run []*gen.Generator, opts *cgopts.Options) error {
	given := map[string]bool{}
	c.FlagSet.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var errs cgopts.ErrorList
	for _, cg := range opts.Generators {
		g := lookup(run, cg.Name)
		for _, f := range cg.Fields {
			if err := setField(c.FlagSet, given, g, cg, f); err != nil {
				errs = append(errs, err)
			}
		}
		if err := setOutput(c, given, g, cg, opts.RuleOf(cg)); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// FlagName is the flag of generator g that controller-gen's field stands
// for: --<g>-<field in kebab case>, crd's maxDescLen is crd-max-desc-len.
func FlagName(g, field string) string {
	var b strings.Builder
	b.WriteString(g + "-")
	for _, r := range field {
		if unicode.IsUpper(r) {
			b.WriteByte('-')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// setField sets the flag that field f of generator cg (run by g) stands
// for.
func setField(fs *flag.FlagSet, given map[string]bool, g *gen.Generator, cg *cgopts.Generator, f cgopts.Field) *cgopts.Error {
	name := FlagName(g.Name, f.Name)
	if f.Name == "headerFile" && fs.Lookup(name) == nil && g.OutputFile != "" {
		name = "go-header-file"
	}
	pos := argPos(cg.Arg, f.Col)
	switch {
	case f.Value == "":
		// year= (controller-gen's default, the empty year).
		return nil
	case given[name]:
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("--%s and %s's %s= both given; give one", name, cg.Name, f.Name)}
	case fs.Lookup(name) == nil:
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("%s's %s= is not supported by this gvkgen's %s generator (it has no --%s flag); remove it, or run controller-gen for %s", cg.Name, f.Name, g.Name, name, cg.Name)}
	}
	if err := fs.Set(name, f.Value); err != nil {
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("%s's %s=%s: %v", cg.Name, f.Name, f.Value, err)}
	}
	return nil
}

// setOutput makes generator g (cg on the command line) follow rule r.
func setOutput(c *cli.Command, given map[string]bool, g *gen.Generator, cg *cgopts.Generator, r cgopts.Rule) *cgopts.Error {
	switch r.Kind {
	case cgopts.Stdout, cgopts.None:
		if r.Kind == cgopts.Stdout {
			c.Send(g, cli.ToStdout)
		} else {
			c.Send(g, cli.Dropped)
		}
		// A generator of data files runs when its directory is given
		// (gen.Generator.Enabled): give it controller-gen's default.
		name := FlagName(g.Name, "outputDir")
		if !given[name] && c.FlagSet.Lookup(name) != nil {
			_ = c.FlagSet.Set(name, filepath.Join("config", g.Name))
		}
		return nil
	}
	name := FlagName(g.Name, "outputDir")
	if c.FlagSet.Lookup(name) == nil && g.OutputFile != "" {
		// A file in each package's directory (object): artifacts'
		// config= is not for it (cgopts refuses dir= and code= for it).
		return nil
	}
	pos := argPos(r.Arg, 1)
	if r.Arg == "" {
		pos = argPos(cg.Arg, 1)
	}
	switch {
	case given[name] && r.Arg == "":
		// --crd-output-dir given instead of an output rule.
		return nil
	case given[name]:
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("--%s and the output rule %s both given; give one", name, r.Arg)}
	case c.FlagSet.Lookup(name) == nil:
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("this gvkgen's %s generator has no --%s flag, which its output directory (%s) sets; this is a bug in gvkgen, please report it", g.Name, name, r.Dir)}
	}
	if err := c.FlagSet.Set(name, r.Dir); err != nil {
		return &cgopts.Error{Pos: pos, Message: fmt.Sprintf("%s's output directory %s: %v", g.Name, r.Dir, err)}
	}
	return nil
}

// argPos is the position of column col of argument arg.
func argPos(arg string, col int) token.Position {
	return token.Position{Filename: arg, Column: col}
}
