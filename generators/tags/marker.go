package tags

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/diag"
)

// ParsedMarker is one marker with arguments, read through its definition.
type ParsedMarker struct {
	// Name is the definition's name ("kubebuilder:printcolumn").
	Name string
	// Args are the values given, by argument name ("" for the unnamed
	// one).
	Args map[string]Value
	// Line is the comment line it is on.
	Line Line
}

// Pos returns where the marker's value for argument name is (its line's
// position when the text's column is not known or the argument was not
// given).
func (m ParsedMarker) Pos(name string) token.Position {
	v, ok := m.Args[name]
	if !ok || m.Line.TextCol == 0 {
		return m.Line.Pos
	}
	return m.Line.At(v.Col)
}

// ParseMarker reads line l as a marker of defs that takes arguments (Def.Args),
// in controller-tools' grammar: +name=value for a marker of one unnamed
// argument, +name:arg=value,arg=value for named ones (the first argument's
// name written as the name's last segment). ok is false when the line is
// no such marker. A marker name near one of them (+kubebuilder:validation:Minimun)
// and an argument the definition does not have are errors that suggest
// the name meant, with an edit that writes it; so are a value the
// argument's type rejects, a required argument left out, and text after
// the arguments: each at the column where it goes wrong.
func ParseMarker(defs []Def, l Line) (m ParsedMarker, ok bool, ds diag.List) {
	text := strings.TrimRight(l.Text, " \t")
	start := len(text) - len(strings.TrimLeft(text, " \t"))
	if !strings.HasPrefix(text[start:], "+") {
		return m, false, nil
	}
	nameAt := start + 1
	full, _, hasValue := strings.Cut(text[nameAt:], "=")
	def, argsAt, found := lookupArgs(defs, full, hasValue)
	if !found {
		return m, false, unknownMarker(defs, l, nameAt, full)
	}
	m = ParsedMarker{Name: def.Name, Args: map[string]Value{}, Line: l}
	sc := &argScanner{s: text, pos: nameAt + argsAt}
	if anonymous(def.Args) {
		if sc.pos < len(text) && text[sc.pos] == '=' {
			sc.pos++
			// Nothing after "=" is no value, as for controller-tools.
			if strings.TrimSpace(text[sc.pos:]) != "" {
				m.Args[""] = sc.value(def.Args[0].Type, def.Args[0].Item, false)
			}
		}
	} else if sc.pos < len(text) {
		sc.pos++ // the ':' before the first argument's name
		readNamed(sc, def, m.Args, l, &ds)
	}
	if sc.err == "" && sc.peek() != 0 {
		if anonymous(def.Args) {
			sc.failf(sc.pos, "extra text %q after the value; remove it", sc.s[sc.pos:])
		} else {
			sc.failf(sc.pos, "unexpected %q after the arguments; separate arguments with commas", sc.s[sc.pos:])
		}
	}
	if sc.err != "" {
		ds = append(ds, diag.Errorf(col(l, sc.errAt), "+%s: %s", def.Name, sc.err))
		return m, true, ds
	}
	for _, a := range def.Args {
		switch _, given := m.Args[a.Name]; {
		case given || a.Optional || len(ds) > 0:
		case a.Name == "":
			ds = append(ds, diag.Errorf(l.Pos, "+%s: the marker has no value; write %s", def.Name, def.Syntax()))
		default:
			ds = append(ds, diag.Errorf(l.Pos, "+%s: argument %s is missing; write %s", def.Name, a.Name, def.Syntax()))
		}
	}
	return m, true, ds
}

// lookupArgs finds the definition with arguments of marker name full
// (what precedes the first "="): the whole name, else the name without its
// last segment (for named arguments, the first argument's name; for an
// unnamed one, a segment controller-tools drops), when a value follows.
// argsAt is where the arguments start in full: at its "=" or its ":".
func lookupArgs(defs []Def, full string, hasValue bool) (def Def, argsAt int, ok bool) {
	for _, d := range defs {
		if len(d.Args) > 0 && d.Name == full {
			return d, len(full), true
		}
	}
	if i := strings.LastIndex(full, ":"); i > 0 && hasValue {
		for _, d := range defs {
			switch {
			case len(d.Args) == 0 || d.Name != full[:i]:
			case anonymous(d.Args):
				// controller-tools reads +name:x=v as +name=v.
				return d, len(full), true
			default:
				return d, i, true
			}
		}
	}
	return Def{}, 0, false
}

// readNamed reads name=value,... into args.
func readNamed(sc *argScanner, def Def, args map[string]Value, l Line, ds *diag.List) {
	for sc.err == "" && sc.peek() != 0 {
		at := sc.pos
		name := sc.ident()
		if name == "" {
			sc.failf(at, "expected an argument's name; write %s", def.Syntax())
			return
		}
		if sc.peek() != '=' {
			sc.failf(sc.pos, "expected = after %s", name)
			return
		}
		sc.pos++
		i := slices.IndexFunc(def.Args, func(a Arg) bool { return a.Name == name })
		if i < 0 {
			*ds = append(*ds, unknownArg(def, l, at, name))
			sc.err = "" // reported; skip the value
			sc.value(AnyArg, 0, false)
			sc.err = ""
		} else {
			first, dup := args[name]
			v := sc.value(def.Args[i].Type, def.Args[i].Item, false)
			// controller-tools keeps the last of a repeated argument; the
			// same value twice (jobset v0.11.1's sideEffects=None) is
			// accepted, two different ones are a mistake.
			if dup && sc.err == "" && v.Raw != first.Raw {
				sc.failf(at, "argument %s is given twice, as %s and as %s; give it once", name, first.Raw, v.Raw)
				return
			}
			if !dup {
				args[name] = v
			}
		}
		if sc.peek() == ',' {
			sc.pos++
		} else if sc.peek() != 0 {
			return
		}
	}
}

// col is the position of offset i of line l's text (the line's own
// position when the text's column is not known).
func col(l Line, i int) token.Position {
	if l.TextCol == 0 {
		return l.Pos
	}
	return l.At(i)
}

// unknownArg is the error for argument name of def, at offset at: with the
// closest argument's name, if one is close, and the edit that writes it.
func unknownArg(def Def, l Line, at int, name string) *diag.Diagnostic {
	var names []string
	for _, a := range def.Args {
		names = append(names, a.Name)
	}
	d := diag.Errorf(col(l, at), "+%s: unknown argument %s", def.Name, name)
	d.End = col(l, at+len(name))
	if s := closest(names, name); s != "" {
		d.Message += fmt.Sprintf("; did you mean %s?", s)
		d.Fix.Message = "write " + s
		if l.TextCol != 0 {
			d.Fix.Edits = []diag.Edit{{Pos: d.Pos, End: d.End, NewText: s}}
		}
	} else {
		d.Message += "; it takes " + strings.Join(names, ", ")
	}
	return d
}

// unknownMarker is the error for a marker name close to one of defs' with
// arguments (a misspelling), none for any other name.
func unknownMarker(defs []Def, l Line, at int, full string) diag.List {
	if !strings.Contains(full, ":") {
		return nil // another tool's (+optional, +listType=map): no suggestion, not measured
	}
	var names []string
	for _, d := range defs {
		if len(d.Args) > 0 {
			names = append(names, d.Name)
		}
	}
	name := full
	s := closest(names, name)
	if i := strings.LastIndex(full, ":"); s == "" && i > 0 && strings.Contains(full[:i], ":") {
		name = full[:i]
		s = closest(names, name)
	}
	if s == "" || !strings.Contains(name, ":") {
		return nil
	}
	d := diag.Errorf(col(l, at-1), "unknown marker +%s; did you mean +%s?", name, s)
	d.End, d.Tag = col(l, at+len(name)), name
	d.Fix.Message = "write +" + s
	if l.TextCol != 0 {
		d.Fix.Edits = []diag.Edit{{Pos: col(l, at), End: d.End, NewText: s}}
	}
	return diag.List{d}
}

// closest returns the name among names nearest to name (case aside), if
// it is near enough to be a misspelling of it.
func closest(names []string, name string) string {
	lower := strings.ToLower(name)
	best, bestD := "", len(name)
	for _, n := range names {
		// A name whose length differs by more than maxEdits bytes is that
		// many edits away at least, never near enough: not measured.
		if n == name || len(n) > len(name)+maxEdits || len(name) > len(n)+maxEdits {
			continue
		}
		if d := distance(lower, strings.ToLower(n)); d < bestD {
			best, bestD = n, d
		}
	}
	if best != "" && bestD <= 1+len(best)/8 && bestD <= maxEdits {
		return best
	}
	return ""
}

// maxEdits is the most edits a misspelling is from the name it means.
const maxEdits = 3

// distance is the edit distance between a and b, in bytes, where swapping
// two neighbouring bytes is one edit (tpye is one edit from type).
func distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// Markers returns the markers with arguments of defs in c (both of a
// type's blocks), in order, and what is wrong with them.
func Markers(defs []Def, c Comments) ([]ParsedMarker, diag.List) {
	var out []ParsedMarker
	var ds diag.List
	for _, l := range append(append([]Line{}, c.Second...), c.Lines...) {
		m, ok, d := ParseMarker(defs, l)
		ds = append(ds, d...)
		if ok && len(d) == 0 {
			out = append(out, m)
		}
	}
	return out, ds
}

// ArgsName returns the name of the definition with arguments that marker
// name full (what precedes the first "=": "kubebuilder:printcolumn:name")
// is written for ("kubebuilder:printcolumn"), if any: lint checks the
// marker as that one.
func ArgsName(defs []Def, full string) (string, bool) {
	d, _, ok := lookupArgs(defs, full, true)
	return d.Name, ok
}
