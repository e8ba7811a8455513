package tags

import (
	"slices"
	"strings"
)

// Place says where in a package a tag is read.
type Place uint8

const (
	// Package: the package comment of doc.go.
	Package Place = 1 << iota
	// Type: the comment blocks above a type declaration.
	Type
	// Field: the comment above a struct field.
	Field
	// Func: the comment above a function declaration.
	Func
)

// places are the Place bits in order, with their names for listings.
var places = []struct {
	p    Place
	name string
}{{Package, "package"}, {Type, "type"}, {Field, "field"}, {Func, "function"}}

// Names returns the names of the places in p, in order: "package", "type",
// "field", "function".
func (p Place) Names() []string {
	var out []string
	for _, x := range places {
		if p&x.p != 0 {
			out = append(out, x.name)
		}
	}
	return out
}

// String joins the names of the places in p with " or ".
func (p Place) String() string { return strings.Join(p.Names(), " or ") }

// Def defines one tag of a generator: its name, where it is read, the
// syntax of its value and what it means. Lint, help, `gvkgen tags`, the
// documentation's tag tables and the generators' readers (Tag) are all
// produced from these definitions.
//
// A tag whose meaning or place depends on its value has one definition per
// value (+k8s:deepcopy-gen=package is read from doc.go, =true and =false
// above a type). Such a tag is placed by the definitions whose literal
// Values hold its value; failing those, by the ones with a <placeholder>;
// failing those too (a value no generator accepts, which the generator
// reports), by all of them together.
type Def struct {
	// Name is the tag without its leading "+", e.g. "k8s:deepcopy-gen".
	Name string
	// Places are where the tag is read; elsewhere it is ignored, and lint
	// says so.
	Places Place
	// Values is the value syntax, for help, e.g. "package | true | false";
	// empty for a tag that takes no value. Alternatives are separated by
	// " | "; a word in <angle brackets> stands for a value to fill in,
	// anything else is literal.
	Values string
	// Doc is what the tag means, one or two sentences.
	Doc string

	// Tool is the generator that reads the tag, e.g. "deepcopy-gen".
	Tool string
	// Repeatable is set for a tag that may be given more than once, each
	// adding a value.
	Repeatable bool
	// ClosestOnly is set for a type tag read only from the comment block
	// directly above the type, not from the block before it.
	ClosestOnly bool
	// AnyFile is set for a package tag read from any file of the package
	// (a free comment block or the package comment), not only doc.go:
	// controller-gen's markers.
	AnyFile bool
	// Marker is set for a controller-gen marker: controller-gen reads
	// +Name:<anything> as +Name (it drops what follows the marker's name),
	// and a file with a tag of its namespace (the part of Name up to its
	// first colon, kubebuilder:) is controller-gen's.
	Marker bool
	// OwnNamespace is set when no other tool writes tags in the namespace
	// of Name (gvkgen:): every tag there is the generator's, known or not.
	OwnNamespace bool
	// Args are the arguments of a marker read in controller-tools'
	// grammar (ParseMarker): +Name=value for one unnamed argument,
	// +Name:arg=value,arg=value for named ones; nil for a tag read in
	// gengo's (+Name=value, the value as written, Values its syntax).
	Args []Arg
}

// Literals returns the literal alternatives of d.Values ("" for a tag that
// takes no value), or nil when a value is to be filled in (always for a
// marker with arguments).
func (d Def) Literals() []string {
	if len(d.Args) > 0 || strings.Contains(d.Values, "<") {
		return nil
	}
	var out []string
	for _, v := range strings.Split(d.Values, "|") {
		out = append(out, strings.TrimSpace(v))
	}
	return out
}

// Syntax returns how the tag is written: "+name", "+name=value" or, for
// literal alternatives, "+name=a|b"; for a marker with arguments,
// "+name:arg=<type>,[opt=<type>]" or "+name=<type>".
func (d Def) Syntax() string {
	if len(d.Args) > 0 {
		return "+" + d.Name + argsSyntax(d.Args)
	}
	if d.Values == "" {
		return "+" + d.Name
	}
	return "+" + d.Name + "=" + strings.ReplaceAll(d.Values, " | ", "|")
}

// Select returns the definitions among defs that place a +name=value tag:
// those of the name whose literal values hold value, else those of the
// name with a value to fill in, else all of the name (none for an unknown
// tag).
func Select(defs []Def, name, value string) []Def {
	var all, literal, open []Def
	for _, d := range defs {
		if d.Name != name {
			continue
		}
		all = append(all, d)
		lits := d.Literals()
		switch {
		case lits == nil:
			open = append(open, d)
		case slices.Contains(lits, value):
			literal = append(literal, d)
		}
	}
	switch {
	case len(literal) > 0:
		return literal
	case len(open) > 0:
		return open
	}
	return all
}

// Names returns the distinct tag names of defs, in order of first
// appearance.
func Names(defs []Def) []string {
	var out []string
	for _, d := range defs {
		if !slices.Contains(out, d.Name) {
			out = append(out, d.Name)
		}
	}
	return out
}
