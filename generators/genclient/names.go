package genclient

import (
	"fmt"
	"strings"

	"k8s.io/gengo/v2/namer"
	"k8s.io/gengo/v2/types"
)

// Namer names types as upstream's client generators do, with the plural
// exceptions of --plural-exceptions.
type Namer struct {
	exceptions map[string]string
}

// NewNamer returns the namer for --plural-exceptions' values, each
// "Type:PluralType"; a malformed one is an error naming it and the fix.
func NewNamer(pluralExceptions []string) (*Namer, error) {
	n := &Namer{exceptions: map[string]string{}}
	for _, e := range pluralExceptions {
		singular, plural, ok := strings.Cut(e, ":")
		if !ok || strings.Contains(plural, ":") || singular == "" || plural == "" {
			return nil, fmt.Errorf("--plural-exceptions: %q is not Type:PluralType; write e.g. Endpoints:Endpoints", e)
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

func named(name string) *types.Type { return &types.Type{Name: types.Name{Name: name}} }

// Public is a type's name with its first letter upper-cased.
func Public(name string) string { return namer.IC(name) }

// Private is a type's name with its first letter lower-cased.
func Private(name string) string { return namer.IL(name) }

// PublicPlural is the plural of a type's name, capitalized ("Flunders").
func (n *Namer) PublicPlural(name string) string {
	return namer.NewPublicPluralNamer(n.exceptions).Name(named(name))
}

// PrivatePlural is the plural of the type pkg.name, its first letter
// lower-cased ("flunders").
func (n *Namer) PrivatePlural(pkg, name string) string {
	if p, ok := privatePluralExceptions[pkg+"."+name]; ok {
		return p
	}
	return namer.NewPrivatePluralNamer(n.exceptions).Name(named(name))
}

// LowercasePlural is the plural of a type's name, all lower case.
func (n *Namer) LowercasePlural(name string) string {
	return namer.NewAllLowercasePluralNamer(n.exceptions).Name(named(name))
}

// Resource is the resource name of t: its +resourceName, or its lower-case
// plural.
func (n *Namer) Resource(t *Type) string {
	if t.ResourceName != "" {
		return t.ResourceName
	}
	return n.LowercasePlural(t.Name.Name)
}
