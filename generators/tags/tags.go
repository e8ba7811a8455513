package tags

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"k8s.io/gengo/v2/codetags"
)

// Values returns the values of every +name=value tag in lines, in order. A
// tag given without a value yields "". A tag with arguments, which none of
// the code-generator tags take, is an error. It is the unpositioned form of
// Tag.All, for text that is not a generator's input.
func Values(lines []string, name string) ([]string, error) {
	var out []string
	for _, line := range lines {
		raw, ok, problem := rawValue(line, name)
		if problem != "" {
			return nil, errors.New(problem)
		}
		if ok {
			out = append(out, raw)
		}
	}
	return out, nil
}

// rawValue reads tag name on one comment line with gengo's codetags, as
// upstream's generators read it: ok is false when the line holds no such
// tag; problem, when set, says what is wrong with the tag and the fix.
func rawValue(line, name string) (raw string, ok bool, problem string) {
	found := codetags.Extract("+", []string{line})[name]
	if len(found) == 0 {
		return "", false, ""
	}
	tag, err := codetags.Parse(found[0], codetags.RawValues(true))
	if err != nil {
		return "", true, fmt.Sprintf("malformed tag +%s: %v", strings.TrimSpace(found[0]), err)
	}
	if len(tag.Args) > 0 {
		return "", true, fmt.Sprintf("tag +%s takes no arguments, found %q; remove the parentheses", name, tag.Args[0].Value)
	}
	return tag.Value, true, ""
}

// String returns the reader of tag name whose values are text, as written.
func String(defs []Def, name string) Tag[string] {
	return New(defs, name, func(raw string) (string, string) { return raw, "" })
}

// Bool returns the reader of tag name whose value is true or false; a tag
// defined without a value also stands alone, meaning true.
func Bool(defs []Def, name string) Tag[bool] {
	bare := slices.ContainsFunc(defs, func(d Def) bool { return d.Name == name && d.Values == "" })
	return New(defs, name, func(raw string) (bool, string) {
		switch {
		case raw == "true", raw == "" && bare:
			return true, ""
		case raw == "false":
			return false, ""
		}
		if bare {
			return false, fmt.Sprintf("+%s=%s: unsupported value; write +%s (or =true), or =false", name, raw, name)
		}
		return false, fmt.Sprintf("+%s=%s: unsupported value; write +%s=true or =false", name, raw, name)
	})
}

// Enum returns the reader of tag name whose value is one of the literal
// alternatives of its definitions ("" standing for the tag alone).
func Enum(defs []Def, name string) Tag[string] {
	var lits []string
	for _, d := range defs {
		if d.Name == name {
			lits = append(lits, d.Literals()...)
		}
	}
	return New(defs, name, func(raw string) (string, string) {
		if slices.Contains(lits, raw) {
			return raw, ""
		}
		return "", fmt.Sprintf("unsupported +%s value %q; write %s", name, raw, Syntax(defs, name))
	})
}

// List returns the reader of tag name whose value is a list of items
// separated by sep, as written (no item may be empty).
func List(defs []Def, name, sep string) Tag[[]string] {
	return New(defs, name, func(raw string) ([]string, string) {
		items := strings.Split(raw, sep)
		if slices.Contains(items, "") {
			return nil, fmt.Sprintf("+%s=%s: an empty item; write the items separated by %q, for example %s", name, raw, sep, Syntax(defs, name))
		}
		return items, ""
	})
}

// Syntax returns how tag name may be written, by its definitions in defs.
func Syntax(defs []Def, name string) string {
	var forms []string
	for _, d := range defs {
		if d.Name == name && !slices.Contains(forms, d.Syntax()) {
			forms = append(forms, d.Syntax())
		}
	}
	return strings.Join(forms, " or ")
}
