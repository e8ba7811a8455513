package genclient

import (
	"fmt"
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Namer names types as upstream's client generators do, with the plural
// exceptions of --plural-exceptions.
type Namer struct {
	exceptions map[string]string
}

// NewNamer returns the namer for --plural-exceptions' values, each
// "Type:PluralType"; a malformed one, or one whose plural is not a Go
// identifier, is an error naming it and the fix.
func NewNamer(pluralExceptions []string) (*Namer, error) {
	n := &Namer{exceptions: map[string]string{}}
	for _, e := range pluralExceptions {
		singular, plural, ok := strings.Cut(e, ":")
		if !ok || strings.Contains(plural, ":") || singular == "" || plural == "" {
			return nil, fmt.Errorf("--plural-exceptions: %q is not Type:PluralType; write e.g. Endpoints:Endpoints", e)
		}
		if !token.IsIdentifier(Public(plural)) || !token.IsIdentifier(Private(plural)) {
			return nil, fmt.Errorf("--plural-exceptions: %q: the plural %q is not a Go identifier, and it names the generated types and methods (upstream's output does not compile); write letters and digits, e.g. Endpoints:Endpoints", e, plural)
		}
		n.exceptions[singular] = plural
	}
	return n, nil
}

// privatePluralExceptions are upstream's own exceptions to the private
// plural of a type, by import path and name.
var privatePluralExceptions = map[string]string{
	"k8s.io/apis/events/v1beta1.Event":        "eventResources",
	"k8s.io/kubernetes/pkg/apis/events.Event": "eventResources",
}

// Public is a type's name with its first letter upper-cased. Upstream's
// namer changes the first byte, which breaks a name that begins with a
// non-ASCII letter (Été); this changes the letter.
func Public(name string) string { return firstLetter(name, unicode.ToUpper) }

// Private is a type's name with its first letter lower-cased (see
// Public).
func Private(name string) string { return firstLetter(name, unicode.ToLower) }

func firstLetter(s string, to func(rune) rune) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(to(r)) + s[n:]
}

// plural is the plural of a type's name as written: its exception, or
// upstream's English rules (Flunders, Policies, Meshes, Leaves, Knives).
func (n *Namer) plural(singular string) string {
	if plural, ok := n.exceptions[singular]; ok {
		return plural
	}
	l := len(singular)
	if l < 2 {
		return singular
	}
	last, before := singular[l-1], singular[l-2]
	switch {
	case last == 's' || last == 'x' || last == 'z':
		return singular + "es"
	case last == 'y' && strings.IndexByte("bcdfghjklmnpqrstvwxyz", before) >= 0:
		return singular[:l-1] + "ies"
	case last == 'h' && (before == 'c' || before == 's'):
		return singular + "es"
	case last == 'e' && before == 'f':
		return singular[:l-2] + "ves"
	case last == 'f':
		return singular[:l-1] + "ves"
	}
	return singular + "s"
}

// PublicPlural is the plural of a type's name, capitalized ("Flunders").
func (n *Namer) PublicPlural(name string) string { return Public(n.plural(name)) }

// PrivatePlural is the plural of the type pkg.name, its first letter
// lower-cased ("flunders").
func (n *Namer) PrivatePlural(pkg, name string) string {
	if p, ok := privatePluralExceptions[pkg+"."+name]; ok {
		return p
	}
	return Private(n.plural(name))
}

// LowercasePlural is the plural of a type's name, all lower case.
func (n *Namer) LowercasePlural(name string) string { return strings.ToLower(n.plural(name)) }

// Resource is the resource name of t: its +resourceName, or its lower-case
// plural.
func (n *Namer) Resource(t *Type) string {
	if t.ResourceName != "" {
		return t.ResourceName
	}
	return n.LowercasePlural(t.Name.Name)
}
