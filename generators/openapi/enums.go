package openapi

import (
	"fmt"
	"go/constant"
	"regexp"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// enum is a +enum type (a named string) and its constants.
type enum struct {
	values_ []enumValue
}

type enumValue struct {
	name, value, comment string
}

// enums finds the +enum types a field names, with their constants, as
// upstream sees them: types and constants of the pass's packages only
// (gengo reads neither the comments nor the constants of the packages it
// loads as dependencies).
type enums struct {
	roots  []*universe.Package
	inputs map[string]bool
	found  map[universe.Name]*enum
	// consts are the string constants of the roots by their type, read
	// once, in the roots' order.
	consts map[*universe.Type][]universe.Constant
}

func newEnums(roots []*universe.Package) *enums {
	es := &enums{roots: roots, inputs: map[string]bool{}, found: map[universe.Name]*enum{}}
	for _, p := range roots {
		es.inputs[p.Path] = true
	}
	return es
}

// of is the enum t is (through one pointer), nil if it is none.
func (es *enums) of(t *universe.Type) *enum {
	if t.Kind == universe.Pointer {
		t = t.Elem
	}
	if t.Kind != universe.Alias || !es.inputs[t.Name.Package] || t.Underlying == nil || t.Underlying.IsNamed() || t.Underlying.Name.Name != "string" {
		return nil
	}
	if _, ok := commentTags(t.CommentLines)["enum"]; !ok {
		return nil
	}
	if e, ok := es.found[t.Name]; ok {
		return e
	}
	e := &enum{}
	es.found[t.Name] = e
	if es.consts == nil {
		es.consts = map[*universe.Type][]universe.Constant{}
		for _, pkg := range es.roots {
			for _, c := range pkg.Constants() {
				if c.Type != nil && c.Value.Kind() == constant.String {
					es.consts[c.Type] = append(es.consts[c.Type], c)
				}
			}
		}
	}
	for _, c := range es.consts[t] {
		e.add(enumValue{name: c.Name, value: constant.StringVal(c.Value), comment: strings.Join(c.CommentLines, " ")})
	}
	return e
}

// add keeps one constant per value, the one with the longer comment.
func (e *enum) add(v enumValue) {
	for i, x := range e.values_ {
		if x.value == v.value {
			if len(x.comment) < len(v.comment) || len(x.comment) == len(v.comment) && x.comment > v.comment {
				e.values_[i] = v
			}
			return
		}
	}
	e.values_ = append(e.values_, v)
}

// values are the enum's values as Go literals, sorted.
func (e *enum) values() []string {
	var out []string
	for _, v := range e.values_ {
		out = append(out, fmt.Sprintf("%q", v.value))
	}
	sort.Strings(out)
	return out
}

var spaces = regexp.MustCompile(`\s+`)

// descriptionLines are the lines the enum adds to a field's description.
func (e *enum) descriptionLines() []string {
	if len(e.values_) == 0 {
		return nil
	}
	var lines []string
	for _, v := range e.values_ {
		c := strings.TrimSpace(v.comment)
		c = strings.TrimSpace(strings.TrimPrefix(c, v.name))
		c = spaces.ReplaceAllString(c, " ")
		lines = append(lines, fmt.Sprintf(" - `%q` %s", v.value, c))
	}
	sort.Strings(lines)
	return append([]string{"", "Possible enum values:"}, lines...)
}
