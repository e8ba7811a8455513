package deepcopy

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// markerKind is how controller-gen parses a marker's value.
type markerKind int

const (
	kindBool   markerKind = iota // true or false
	kindRaw                      // the text after "=", as it is
	kindString                   // a Go string literal or a run of bare tokens
)

// objDefs are the markers the object dialect reads, per place.
var (
	objPackageDefs = map[string]markerKind{markerGenerate: kindBool, tagEnabled: kindRaw}
	objTypeDefs    = map[string]markerKind{markerGenerate: kindBool, markerRoot: kindBool, tagEnabled: kindRaw, tagInterfaces: kindString}
)

// markerValues are parsed markers: the values of each name, in order.
type markerValues map[string][]string

// first returns the first value of name and whether there is one.
func (mv markerValues) first(name string) (string, bool) {
	if v := mv[name]; len(v) > 0 {
		return v[0], true
	}
	return "", false
}

// lookupMarker finds the definition of a marker text ("+a:b:c=v") as
// controller-gen does: the whole name before "=", else that name without
// its last ":segment" (so +kubebuilder:object:generate:foo=true is
// +kubebuilder:object:generate=true). ok is false for other markers.
func lookupMarker(defs map[string]markerKind, text string) (name, value string, hasValue bool, kind markerKind, ok bool) {
	raw := text[1:]
	anon, value, hasValue := strings.Cut(raw, "=")
	if k, found := defs[anon]; found {
		return anon, value, hasValue, k, true
	}
	if !hasValue {
		return "", "", false, 0, false
	}
	i := strings.LastIndex(anon, ":")
	if i < 0 {
		return "", "", false, 0, false
	}
	if k, found := defs[anon[:i]]; found {
		return anon[:i], value, true, k, true
	}
	return "", "", false, 0, false
}

// parseMarkers parses the markers of one place; problems go to errs, as
// controller-gen's parse errors, with what to write instead.
func parseMarkers(defs map[string]markerKind, ms []objMarker, errs *universe.ErrorList) markerValues {
	out := markerValues{}
	for _, m := range ms {
		name, value, hasValue, kind, ok := lookupMarker(defs, m.text)
		if !ok {
			continue
		}
		v, err := parseMarkerValue(kind, value, hasValue)
		if err != "" {
			*errs = append(*errs, universe.Errorf(m.pos, "%s: %s; controller-gen stops generating the package here", m.text, err))
			continue
		}
		out[name] = append(out[name], v)
	}
	return out
}

// parseMarkerValue parses a value by its kind and returns it, or what is
// wrong with it.
func parseMarkerValue(kind markerKind, value string, hasValue bool) (string, string) {
	if !hasValue || value == "" {
		return "", "the marker has no value; write =true or =false (or, for +k8s:deepcopy-gen, =package or =true)"
	}
	switch kind {
	case kindBool:
		v := strings.TrimLeft(value, " \t")
		word := v
		if i := strings.IndexFunc(v, func(r rune) bool { return !isIdentRune(r) }); i >= 0 {
			word = v[:i]
		}
		if word != "true" && word != "false" {
			return "", fmt.Sprintf("expected true or false, got %q; write =true or =false", word)
		}
		if rest := v[len(word):]; rest != "" {
			return "", fmt.Sprintf("extra text %q after the value; remove it (a comment needs its own line)", rest)
		}
		return word, ""
	case kindString:
		return parseStringValue(value)
	}
	return value, ""
}

// parseStringValue parses a quoted Go string or a run of bare tokens that
// ends the value.
func parseStringValue(value string) (string, string) {
	v := strings.TrimLeft(value, " \t")
	if strings.HasPrefix(v, `"`) || strings.HasPrefix(v, "`") {
		s, err := strconv.QuotedPrefix(v)
		if err != nil {
			return "", "the value's string literal does not end; close its quote"
		}
		if rest := v[len(s):]; rest != "" {
			return "", fmt.Sprintf("extra text %q after the value; name one interface per marker line", rest)
		}
		u, _ := strconv.Unquote(s)
		return u, ""
	}
	if i := strings.IndexAny(v, ",;}"); i >= 0 {
		return "", fmt.Sprintf("extra text %q after the value; controller-gen takes one interface per marker line", v[i:])
	}
	return strings.TrimSpace(v), ""
}

func isIdentRune(r rune) bool {
	return r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
}
