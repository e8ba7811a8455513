package cgopts

import (
	"fmt"
	"strings"
)

// Options is a controller-gen command line for its object generator.
type Options struct {
	// HeaderFile is object's headerFile=: the license header of every
	// file (empty: none).
	HeaderFile string
	// Year is object's year=: what follows the space of every " YEAR" in
	// the header (controller-gen's default is empty, leaving the space).
	Year string
	// Paths are the values of every paths=, in order (none: the current
	// directory's package).
	Paths []string
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

// generators are controller-gen's generators: object is gvkgen's, the
// others say what they write, for the message that they are not.
var generators = map[string]string{
	"object":             "",
	"crd":                "CustomResourceDefinition manifests",
	"rbac":               "RBAC role manifests",
	"webhook":            "webhook configuration manifests",
	"schemapatch":        "patches to existing CRD manifests",
	"applyconfiguration": "apply configuration types",
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
	object := ""
	for _, a := range args {
		var err *Error
		switch name := optionName(a); {
		case name == "object":
			if object != "" {
				err = argError(a, 1, fmt.Sprintf("object is given twice (first as %q); give it once, with all its fields: object:headerFile=<file>,year=<year>", object))
				break
			}
			object = a
			err = objectFields(a, o)
		case name == "paths":
			var paths []string
			paths, err = pathsValue(a)
			o.Paths = append(o.Paths, paths...)
		default:
			err = unknown(a, name)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	if object == "" && len(errs) == 0 {
		errs = append(errs, &Error{Message: "no generator given; add object (gvkgen has controller-gen's object generator), for example: gvkgen object:headerFile=hack/boilerplate.go.txt paths=./..."})
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return o, nil
}

// unknown is the error for an argument that is neither object nor paths=.
func unknown(a, name string) *Error {
	e := argError(a, 1, "")
	switch what, gen := generators[name]; {
	case a == "":
		e.Message = "an empty argument; remove it (an empty Makefile variable?)"
	case gen:
		e.Message = fmt.Sprintf("%s is a controller-gen generator (%s) that gvkgen does not have; gvkgen runs object only: run controller-gen for %s, and gvkgen for object", name, what, name)
	case name == "output":
		e.Message = "output rules are not supported: gvkgen writes zz_generated.deepcopy.go in each package's directory, as controller-gen does by default; remove " + a
	case strings.HasPrefix(a, "-"):
		e.Message = "a flag among controller-gen's options; give flags as gvkgen's (-v, --strict) or remove it"
	case strings.ContainsAny(a, "./") && !strings.Contains(a, "="):
		e.Message = fmt.Sprintf("a package pattern without paths=; controller-gen's syntax names packages with paths=%s", a)
	default:
		e.Message = fmt.Sprintf("unknown option %q; gvkgen takes object[:headerFile=<file>][,year=<year>] and paths=<pattern>[;<pattern>...]%s", name, didYouMean(name, "object", "paths"))
	}
	return e
}

// objectFields reads "object" or "object:field=value,...".
func objectFields(a string, o *Options) *Error {
	if a == "object" {
		return nil
	}
	if !strings.HasPrefix(a, "object:") {
		return argError(a, len("object")+1, "object takes its fields after a colon: object:headerFile=<file>,year=<year>")
	}
	sc := &scanner{s: a, pos: len("object:")}
	seen := map[string]bool{}
	for {
		sc.skipSpace()
		start := sc.pos
		name := sc.ident()
		if name == "" {
			return sc.errorf(start, "expected a field of object: headerFile=<file> or year=<year>")
		}
		sc.skipSpace()
		if sc.peek() != '=' {
			return sc.errorf(sc.pos, "expected = after %s (object:%s=<value>)", name, name)
		}
		sc.pos++
		if name != "headerFile" && name != "year" {
			return sc.errorf(start, "unknown field %q of object; object takes headerFile=<file> and year=<year>%s", name, didYouMean(name, "headerFile", "year"))
		}
		if seen[name] {
			return sc.errorf(start, "%s is given twice; give it once", name)
		}
		seen[name] = true
		vpos := sc.pos
		v, err := sc.value()
		if err != nil {
			return err
		}
		if name == "year" {
			o.Year = v
		} else if o.HeaderFile = v; v == "" {
			return sc.errorf(vpos, "headerFile is empty; name the header file (headerFile=hack/boilerplate.go.txt), or leave headerFile out for no header")
		}
		sc.skipSpace()
		if sc.end() {
			return nil
		}
		if sc.peek() != ',' {
			return sc.errorf(sc.pos, "unexpected %q after %s's value; separate object's fields with a comma: object:headerFile=<file>,year=<year>", sc.rest(), name)
		}
		sc.pos++
	}
}

// pathsValue reads paths=<list>: one path, a ;-separated list, or a
// {a, b} list, each path bare or quoted.
func pathsValue(a string) ([]string, *Error) {
	if !strings.HasPrefix(a, "paths=") {
		return nil, argError(a, len("paths")+1, "paths takes = and its packages: paths=./... or paths=./api/...;./pkg/...")
	}
	sc := &scanner{s: a, pos: len("paths=")}
	sc.skipSpace()
	var paths []string
	var err *Error
	if sc.peek() == '{' {
		paths, err = sc.braced()
	} else {
		paths, err = sc.separated()
	}
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
