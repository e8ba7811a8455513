package tags

import (
	"cmp"
	"fmt"
	"go/token"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Found is one value of a tag: parsed, as written after "=", and where.
type Found[T any] struct {
	Value T
	Raw   string
	Pos   token.Position
}

// Diagnostics are what reading a tag found wrong: errors, and warnings
// (diag.Warning) for input upstream accepts silently.
type Diagnostics struct {
	Errors, Warnings diag.List
}

// OK reports whether there is no error (warnings aside).
func (d Diagnostics) OK() bool { return len(d.Errors) == 0 }

// Repeats says what reading a tag does with a tag given more than once.
type Repeats uint8

const (
	// Single: only one is allowed; the others are errors.
	Single Repeats = iota
	// FirstWins: upstream reads the first and ignores the others, which
	// are warnings.
	FirstWins
	// Each: every one adds a value (Def.Repeatable).
	Each
)

// Tag reads one tag through its definitions: the syntax of its value,
// whether it may be repeated, and which comment blocks it is read from.
// Build one with New, String, Bool, Enum or List, from a generator's
// []Def; read it with All or Get.
type Tag[T any] struct {
	name    string
	syntax  string
	repeats Repeats
	// closestOnly: read from a type's closest comment block only.
	closestOnly bool
	parse       func(raw string) (T, string)
}

// New returns the reader of tag name as defs define it, with parse
// turning a raw value into T or saying what is wrong with it and the fix.
// A tag defined Repeatable keeps each value; others are Single (see
// FirstWins). It panics when defs define no tag name: a generator reading
// a tag it does not define is a bug, which its tests catch.
func New[T any](defs []Def, name string, parse func(raw string) (T, string)) Tag[T] {
	t := Tag[T]{name: name, parse: parse}
	for _, d := range defs {
		if d.Name != name {
			continue
		}
		if d.Repeatable {
			t.repeats = Each
		}
		t.closestOnly = t.closestOnly || (d.ClosestOnly && d.Places&Type != 0)
	}
	if t.syntax = Syntax(defs, name); t.syntax == "" {
		panic(fmt.Sprintf("tags: no definition of +%s", name))
	}
	return t
}

// Name returns the tag's name, without "+".
func (t Tag[T]) Name() string { return t.name }

// Syntax returns how the tag may be written, from its definitions, e.g.
// "+k8s:register-gen or +k8s:register-gen=false".
func (t Tag[T]) Syntax() string { return t.syntax }

// FirstWins returns t reading a tag given more than once as upstream
// does: the first value counts, and each other is a warning.
func (t Tag[T]) FirstWins() Tag[T] {
	t.repeats = FirstWins
	return t
}

// All returns every value of the tag in c, in order. A value that does
// not parse is an error at its line, and left out.
func (t Tag[T]) All(c Comments) ([]Found[T], Diagnostics) {
	lines := c.Lines
	if len(c.Second) > 0 && !t.closestOnly {
		lines = append(append([]Line{}, c.Second...), c.Lines...)
	}
	var out []Found[T]
	var d Diagnostics
	for _, l := range lines {
		raw, ok, problem := rawValue(l.Text, t.name)
		if !ok {
			continue
		}
		if problem == "" {
			var v T
			if v, problem = t.parse(raw); problem == "" {
				out = append(out, Found[T]{Value: v, Raw: raw, Pos: l.Pos})
				continue
			}
		}
		d.Errors = append(d.Errors, universe.Errorf(l.Pos, "%s%s", subject(c), problem))
	}
	return out, d
}

// Get returns the tag's value in c; ok is false when there is none (or
// none that parses). A tag given more than once and not defined
// Repeatable is an error (Single) or a warning (FirstWins) at the second
// one; the first value is returned.
func (t Tag[T]) Get(c Comments) (v Found[T], ok bool, d Diagnostics) {
	all, d := t.All(c)
	if len(all) == 0 {
		return v, false, d
	}
	if len(all) > 1 && t.repeats != Each {
		raws := make([]string, len(all))
		for i, f := range all {
			raws[i] = cmp.Or(f.Raw, "(no value)")
		}
		if t.repeats == FirstWins {
			d.Warnings = append(d.Warnings, diag.Warnf(all[1].Pos, "%s+%s is given %d times; keep one (given: %s; the first counts)", subject(c), t.name, len(all), strings.Join(raws, ", ")))
		} else {
			d.Errors = append(d.Errors, universe.Errorf(all[1].Pos, "%s+%s is given %d times; keep one (given: %s)", subject(c), t.name, len(all), strings.Join(raws, ", ")))
		}
	}
	return all[0], true, d
}

// subject starts a message about the comments of c: "type T: ", or
// nothing for a package.
func subject(c Comments) string {
	if c.Of == "" {
		return ""
	}
	return c.Of + ": "
}
