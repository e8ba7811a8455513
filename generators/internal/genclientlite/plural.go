package genclientlite

import (
	"fmt"
	"strings"
)

// Plurals names types in the plural as upstream does, with exceptions.
type Plurals map[string]string

// ParsePlurals reads --plural-exceptions (Type:Plural items); a malformed
// item is an error naming it and the fix.
func ParsePlurals(items []string) (Plurals, error) {
	out := Plurals{}
	for _, it := range items {
		parts := strings.Split(it, ":")
		if len(parts) != 2 || parts[0] == "" || parts[1] == "" {
			return nil, fmt.Errorf("--plural-exceptions: %q is not Type:PluralType; write, for example, Endpoints:Endpoints", it)
		}
		out[parts[0]] = parts[1]
	}
	return out, nil
}

// Of is the plural of the type named singular, as written (Flunders,
// Policies, Endpoints with the exception Endpoints:Endpoints).
func (p Plurals) Of(singular string) string {
	if plural, ok := p[singular]; ok {
		return plural
	}
	n := len(singular)
	if n < 2 {
		return singular
	}
	last, before := singular[n-1], singular[n-2]
	switch {
	case last == 's' || last == 'x' || last == 'z':
		return singular + "es"
	case last == 'y' && strings.IndexByte("bcdfghjklmnpqrstvwxyz", before) >= 0:
		return singular[:n-1] + "ies"
	case last == 'h' && (before == 'c' || before == 's'):
		return singular + "es"
	case last == 'e' && before == 'f':
		return singular[:n-2] + "ves"
	case last == 'f':
		return singular[:n-1] + "ves"
	}
	return singular + "s"
}

// Public is the plural with its first letter upper-cased; Lower all lower
// case.
func (p Plurals) Public(singular string) string { return IC(p.Of(singular)) }

// Lower is the plural, all lower case.
func (p Plurals) Lower(singular string) string { return strings.ToLower(p.Of(singular)) }
