package genclient

import (
	"fmt"
	"go/token"
	"slices"
	"strings"
)

// Method is an extension method of a client, from
// +genclient:method=Name,verb=...,subresource=...,input=...,result=...
type Method struct {
	// Name is the method's name ("UpdateScale").
	Name string
	// Verb is the verb whose request it makes ("update").
	Verb string
	// Subresource is the path of the subresource it addresses ("scale"),
	// empty for the resource itself.
	Subresource string
	// Input and Result override the type the method takes and returns:
	// a type name of the same package ("Scale") or an import path and a
	// name ("k8s.io/api/autoscaling/v1.Scale"); empty for the client's
	// type.
	Input, Result string
	// Pos is where the tag is.
	Pos token.Position
}

// IsSubresource reports whether the method addresses a subresource.
func (m Method) IsSubresource() bool { return m.Subresource != "" }

// InputType returns the package (empty for the client's type's own) and
// the name of Input.
func (m Method) InputType() (pkg, name string) { return SplitType(m.Input) }

// ResultType returns the package and the name of Result.
func (m Method) ResultType() (pkg, name string) { return SplitType(m.Result) }

// SplitType splits "k8s.io/api/autoscaling/v1.Scale" into its import path
// and its name; a name alone has no path.
func SplitType(s string) (pkg, name string) {
	i := strings.LastIndex(s, ".")
	if i < 0 {
		return "", s
	}
	return s[:i], s[i+1:]
}

// methodSyntax is the form of a method tag, for messages.
const methodSyntax = "+genclient:method=<Name>,verb=<verb>[,subresource=<path>][,input=<type>][,result=<type>]"

// parseMethod parses the value of +genclient:method, or says what is
// wrong and the fix.
func parseMethod(raw string) (Method, string) {
	parts := strings.Split(raw, ",")
	m := Method{Name: strings.TrimSpace(parts[0])}
	if m.Name == "" {
		return m, fmt.Sprintf("+%s=%s: the method has no name; write %s", TagMethod, raw, methodSyntax)
	}
	if !token.IsIdentifier(m.Name) || !token.IsExported(m.Name) {
		return m, fmt.Sprintf("+%s=%s: method name %q is not an exported Go identifier; write a name like UpdateScale", TagMethod, raw, m.Name)
	}
	seen := map[string]bool{}
	for _, p := range parts[1:] {
		key, val, ok := strings.Cut(p, "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch {
		case !ok || strings.Contains(val, "="):
			return m, fmt.Sprintf("+%s=%s: %q is not key=value; write %s", TagMethod, raw, p, methodSyntax)
		case val == "":
			return m, fmt.Sprintf("+%s=%s: %s of %s is empty; give it a value or remove it", TagMethod, raw, key, m.Name)
		case seen[key]:
			return m, fmt.Sprintf("+%s=%s: %s is given twice; keep one", TagMethod, raw, key)
		}
		seen[key] = true
		switch key {
		case "verb":
			m.Verb = val
		case "subresource":
			m.Subresource = val
		case "input":
			m.Input = val
		case "result":
			m.Result = val
		default:
			return m, fmt.Sprintf("+%s=%s: unknown key %q; the keys are verb, subresource, input and result", TagMethod, raw, key)
		}
	}
	return m, checkMethod(m, raw)
}

// checkMethod says what is wrong with a parsed method, if anything.
func checkMethod(m Method, raw string) string {
	switch {
	case m.Verb == "":
		return fmt.Sprintf("+%s=%s: no verb; add one, e.g. +%s=%s,verb=create", TagMethod, raw, TagMethod, m.Name)
	case !slices.Contains(methodVerbs, m.Verb):
		return fmt.Sprintf("+%s=%s: verb %q is not supported for a method; use one of %s", TagMethod, raw, m.Verb, strings.Join(methodVerbs, ", "))
	case m.Input != "" && !slices.Contains(inputVerbs, m.Verb):
		return fmt.Sprintf("+%s=%s: a %s method takes no input type; remove input= (it is for %s)", TagMethod, raw, m.Verb, strings.Join(inputVerbs, ", "))
	case m.Result != "" && !slices.Contains(resultVerbs, m.Verb):
		return fmt.Sprintf("+%s=%s: a %s method takes no result type; remove result= (it is for %s)", TagMethod, raw, m.Verb, strings.Join(resultVerbs, ", "))
	}
	for _, t := range []string{m.Input, m.Result} {
		if t == "" {
			continue
		}
		if pkg, name := SplitType(t); !token.IsIdentifier(name) || strings.HasSuffix(pkg, "/") || strings.HasPrefix(t, ".") {
			return fmt.Sprintf("+%s=%s: %q is not a type; write a type name (Scale) or an import path and a name (k8s.io/api/autoscaling/v1.Scale)", TagMethod, raw, t)
		}
	}
	return ""
}
