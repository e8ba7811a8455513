package cgopts

import (
	"fmt"
	"strings"
)

// Options is a controller-gen command line: its generators with their
// fields, its paths= and its output rules.
type Options struct {
	// Generators are the generators given, in the order given (the order
	// controller-gen runs them in, and prints them in on stdout).
	Generators []*Generator
	// Paths are the values of every paths=, in order (none: the current
	// directory's package).
	Paths []string
	// Output is the bare output:<rule>, the rule of every generator that
	// has none of its own; nil when none was given (controller-gen's
	// default: config/<generator>).
	Output *Rule
}

// Generator is one generator of the command line and its fields.
type Generator struct {
	// Name is the generator's (crd, rbac, webhook, object).
	Name string
	// Arg is its argument as given.
	Arg string
	// Fields are its fields, in the order given, each once.
	Fields []Field
	// Output is its own output:<name>:<rule>, nil when none was given.
	Output *Rule
}

// Field is one field of a generator: crd:maxDescLen=0 is {maxDescLen, 0}.
type Field struct {
	// Name is controller-gen's name of the field (maxDescLen).
	Name string
	// Value is its value as a flag takes it: a string as written (quotes
	// removed), true or false, an integer, a list's items joined by commas.
	Value string
	// Col is the 1-based column of the field's name in its argument.
	Col int
}

// Field returns the value of g's field name and whether it was given.
func (g *Generator) Field(name string) (string, bool) {
	for _, f := range g.Fields {
		if f.Name == name {
			return f.Value, true
		}
	}
	return "", false
}

// Lookup returns the generator named name, or nil.
func (o *Options) Lookup(name string) *Generator {
	for _, g := range o.Generators {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// Patterns returns the package patterns to load: the paths, or "." (the
// current directory's package, as controller-gen loads it) when none was
// given.
func (o *Options) Patterns() []string {
	if len(o.Paths) == 0 {
		return []string{"."}
	}
	return o.Paths
}

// IsOption reports whether arg is written as a controller-gen option (a
// generator, paths=, an output rule) rather than as a package pattern.
func IsOption(arg string) bool {
	name := optionName(arg)
	_, gen := generators[name]
	return gen || name == "paths" || name == "output"
}

// optionName is arg up to its first ':' or '=': the option it names.
func optionName(arg string) string {
	if i := strings.IndexAny(arg, ":="); i >= 0 {
		return arg[:i]
	}
	return arg
}

// Parse reads controller-gen's positional arguments (its options; flags
// are the caller's). It returns every mistake, one Error per argument, in
// an ErrorList.
func Parse(args []string) (*Options, error) {
	o := &Options{}
	var errs ErrorList
	var rules []*Rule
	for _, a := range args {
		var err *Error
		switch name := optionName(a); {
		case name == "paths":
			var paths []string
			paths, err = pathsValue(a)
			o.Paths = append(o.Paths, paths...)
		case name == "output":
			var r *Rule
			if r, err = parseRule(a); err == nil {
				rules = append(rules, r)
			}
		case generators[name] != nil && generators[name].fields != nil:
			err = o.addGenerator(a, name)
		default:
			err = unknown(a, name)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	errs = append(errs, o.attach(rules)...)
	if len(o.Generators) == 0 && len(errs) == 0 {
		errs = append(errs, &Error{Message: "no generator given; add one of controller-gen's generators gvkgen has (object, crd, rbac:roleName=<name>, webhook), for example: gvkgen object:headerFile=hack/boilerplate.go.txt paths=./..."})
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return o, nil
}

// addGenerator reads the generator argument a, of generator name.
func (o *Options) addGenerator(a, name string) *Error {
	if first := o.Lookup(name); first != nil {
		return argError(a, 1, fmt.Sprintf("%s is given twice (first as %q); give it once, with all its fields: %s", name, first.Arg, generators[name].synopsis(name)))
	}
	g, err := parseGenerator(a, name)
	if err != nil {
		return err
	}
	o.Generators = append(o.Generators, g)
	return nil
}

// unknown is the error for an argument that is no generator of gvkgen's,
// paths= or an output rule.
func unknown(a, name string) *Error {
	e := argError(a, 1, "")
	switch spec, gen := generators[name]; {
	case a == "":
		e.Message = "an empty argument; remove it (an empty Makefile variable?)"
	case gen:
		e.Message = fmt.Sprintf("%s is a controller-gen generator (%s) that gvkgen does not have; run controller-gen for %s, and gvkgen for the others", name, spec.what, name)
	case strings.HasPrefix(a, "-"):
		e.Message = "a flag among controller-gen's options; give flags as gvkgen's (-v, --strict) or remove it"
	case strings.ContainsAny(a, "./") && !strings.Contains(a, "="):
		e.Message = fmt.Sprintf("a package pattern without paths=; controller-gen's syntax names packages with paths=%s", a)
	default:
		e.Message = fmt.Sprintf("unknown option %q; gvkgen takes the generators object, crd, rbac and webhook (with their fields), paths=<pattern>[;<pattern>...] and output:[<generator>:]<rule>%s", name, didYouMean(name, append(generatorNames(), "paths", "output")...))
	}
	return e
}

// pathsValue reads paths=<list>: one path, a ;-separated list, or a
// {a, b} list, each path bare or quoted.
func pathsValue(a string) ([]string, *Error) {
	if !strings.HasPrefix(a, "paths=") {
		return nil, argError(a, len("paths")+1, "paths takes = and its packages: paths=./... or paths=./api/...;./pkg/...")
	}
	sc := &scanner{s: a, pos: len("paths=")}
	paths, err := sc.list("path")
	if err != nil {
		return nil, err
	}
	sc.skipSpace()
	switch {
	case !sc.end() && sc.peek() == ',':
		return nil, sc.errorf(sc.pos, "paths are separated by ; or listed in braces: paths=./a/...;./b/... or paths={./a/...,./b/...}")
	case !sc.end():
		return nil, sc.errorf(sc.pos, "unexpected %q after the paths", sc.rest())
	case len(paths) == 0:
		return nil, sc.errorf(len("paths="), "no path in paths=; give at least one: paths=./...")
	}
	return paths, nil
}
