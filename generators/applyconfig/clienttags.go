package applyconfig

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// clientDefs define the tags of client-gen and register-gen that
// applyconfiguration-gen reads. They are not in Tags: the generators
// that own them list them (the +genclient family belongs with client-gen;
// until it is in the registry, lint takes these tags for foreign ones).
var clientDefs = []tags.Def{
	{Name: "genclient", Places: tags.Type, Tool: "client-gen", Doc: "generate a client for the type; its apply configuration has a constructor taking its name"},
	{Name: "genclient:nonNamespaced", Places: tags.Type, Tool: "client-gen", Doc: "the type is cluster-scoped"},
	{Name: "genclient:noVerbs", Places: tags.Type, Tool: "client-gen", Doc: "a client without verbs"},
	{Name: "genclient:noStatus", Places: tags.Type, Tool: "client-gen", Doc: "no status subresource"},
	{Name: "genclient:readonly", Places: tags.Type, Tool: "client-gen", Doc: "only get, list and watch"},
	{Name: "genclient:onlyVerbs", Values: "<verb>,<verb>...", Places: tags.Type, Tool: "client-gen", Doc: "only these verbs"},
	{Name: "genclient:skipVerbs", Values: "<verb>,<verb>...", Places: tags.Type, Tool: "client-gen", Doc: "all verbs but these"},
	{Name: "genclient:method", Values: "<name>,verb=<verb>[,subresource=<path>][,input=<type>][,result=<type>]", Places: tags.Type, Repeatable: true, Tool: "client-gen", Doc: "an extra method"},
	{Name: "groupName", Values: "<group>", Places: tags.Package, Tool: "client-gen", Doc: "the API group"},
	{Name: "groupGoName", Values: "<name>", Places: tags.Package, Tool: "client-gen", Doc: "the group's name in Go identifiers"},
}

// supportedVerbs are client-gen's verbs, in its order; readonlyVerbs those
// of +genclient:readonly.
var (
	supportedVerbs = []string{"create", "update", "updateStatus", "delete", "deleteCollection", "get", "list", "watch", "patch", "apply", "applyStatus"}
	readonlyVerbs  = []string{"get", "list", "watch"}
	// What +genclient:method accepts: verbs with an input type, with a
	// result type, and verbs it refuses.
	inputVerbs       = []string{"create", "update", "apply"}
	resultVerbs      = []string{"create", "update", "get", "list", "patch", "apply"}
	unsupportedVerbs = []string{"updateStatus", "deleteCollection", "watch", "delete"}
)

// flagTag reads a tag that stands alone; =true is read as the tag alone.
func flagTag(name string) tags.Tag[bool] {
	return tags.New(clientDefs, name, func(raw string) (bool, string) {
		if raw == "" || raw == "true" {
			return true, ""
		}
		return false, fmt.Sprintf("+%s=%s: the tag takes no value; write +%s, or remove it", name, raw, name)
	}).FirstWins()
}

var (
	genclientTag = tags.New(clientDefs, "genclient", func(raw string) (bool, string) {
		if raw == "" {
			return true, ""
		}
		return false, fmt.Sprintf("+genclient=%s is invalid: write +genclient to generate a client, or remove it", raw)
	}).FirstWins()
	nonNamespacedTag = flagTag("genclient:nonNamespaced")
	noVerbsTag       = flagTag("genclient:noVerbs")
	noStatusTag      = flagTag("genclient:noStatus")
	readonlyTag      = flagTag("genclient:readonly")
	onlyVerbsTag     = verbsTag("genclient:onlyVerbs")
	skipVerbsTag     = verbsTag("genclient:skipVerbs")
	methodTag        = tags.New(clientDefs, "genclient:method", parseMethod)
	groupNameTag     = tags.String(clientDefs, "groupName").FirstWins()
	groupGoNameTag   = tags.String(clientDefs, "groupGoName").FirstWins()
)

// verbsTag reads a list of client-gen's verbs.
func verbsTag(name string) tags.Tag[[]string] {
	return tags.New(clientDefs, name, func(raw string) ([]string, string) {
		verbs := strings.Split(raw, ",")
		for _, v := range verbs {
			if !slices.Contains(supportedVerbs, v) {
				return nil, fmt.Sprintf("+%s=%s: unknown verb %q; the verbs are %s", name, raw, v, strings.Join(supportedVerbs, ", "))
			}
		}
		return verbs, ""
	}).FirstWins()
}

// extension is one +genclient:method.
type extension struct {
	Name, Verb, Subresource, Input, Result string
}

// input splits the input type into its package (empty: the type's own)
// and name.
func (e extension) input() (pkg, name string) {
	i := strings.LastIndex(e.Input, ".")
	if i < 0 {
		return "", e.Input
	}
	return e.Input[:i], e.Input[i+1:]
}

// parseMethod reads "Name,verb=create,subresource=x,input=T,result=T".
func parseMethod(raw string) (extension, string) {
	parts := strings.Split(raw, ",")
	e := extension{Name: parts[0]}
	syntax := "+genclient:method=<name>,verb=<verb>[,subresource=<path>][,input=<type>][,result=<type>]"
	if e.Name == "" {
		return e, "+genclient:method=" + raw + ": no method name; write " + syntax
	}
	for _, p := range parts[1:] {
		key, val, ok := strings.Cut(p, "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch {
		case !ok || strings.Contains(val, "="):
			return e, fmt.Sprintf("+genclient:method=%s: %q is not key=value; write %s", raw, p, syntax)
		case val == "":
			return e, fmt.Sprintf("+genclient:method=%s: %s has no value; write %s", raw, key, syntax)
		case key == "verb":
			e.Verb = val
		case key == "subresource":
			e.Subresource = val
		case key == "input":
			e.Input = val
		case key == "result":
			e.Result = val
		default:
			return e, fmt.Sprintf("+genclient:method=%s: unknown key %q; write %s", raw, key, syntax)
		}
	}
	return e, checkMethod(raw, e)
}

// checkMethod says what is wrong with the verb of a method, as upstream.
func checkMethod(raw string, e extension) string {
	switch {
	case e.Verb == "":
		return fmt.Sprintf("+genclient:method=%s: no verb; add ,verb=<verb> (one of %s)", raw, strings.Join(supportedVerbs, ", "))
	case !slices.Contains(supportedVerbs, e.Verb):
		return fmt.Sprintf("+genclient:method=%s: unknown verb %q; the verbs are %s", raw, e.Verb, strings.Join(supportedVerbs, ", "))
	case slices.Contains(unsupportedVerbs, e.Verb):
		return fmt.Sprintf("+genclient:method=%s: verb %q is not supported by extension methods; use one of %s", raw, e.Verb, strings.Join(slices.DeleteFunc(slices.Clone(supportedVerbs), func(v string) bool { return slices.Contains(unsupportedVerbs, v) }), ", "))
	case e.Result != "" && !slices.Contains(resultVerbs, e.Verb):
		return fmt.Sprintf("+genclient:method=%s: a result type is not supported for %q; remove result= or use one of %s", raw, e.Verb, strings.Join(resultVerbs, ", "))
	case e.Input != "" && !slices.Contains(inputVerbs, e.Verb):
		return fmt.Sprintf("+genclient:method=%s: an input type is not supported for %q; remove input= or use one of %s", raw, e.Verb, strings.Join(inputVerbs, ", "))
	}
	return ""
}

// clientTags are a type's +genclient tags, as client-gen reads them.
type clientTags struct {
	Generate, NonNamespaced, NoVerbs, NoStatus bool
	SkipVerbs                                  []string
	Extensions                                 []extension
}

// hasVerb reports whether the client has verb (+genclient:noVerbs aside,
// which upstream's check ignores).
func (c clientTags) hasVerb(verb string) bool { return !slices.Contains(c.SkipVerbs, verb) }

// hasApply reports whether the type is a root of apply configurations.
func (c clientTags) hasApply() bool {
	return c.Generate && (c.hasVerb("apply") || c.hasVerb("applyStatus"))
}

// readClientTags reads the +genclient tags of t, reporting what is wrong.
func readClientTags(t *universe.Type, report func(tags.Diagnostics)) clientTags {
	c := tags.OfType(t)
	var out clientTags
	flag := func(tag tags.Tag[bool]) bool {
		v, ok, d := tag.Get(c)
		report(d)
		return ok && v.Value
	}
	out.Generate = flag(genclientTag)
	out.NonNamespaced, out.NoVerbs, out.NoStatus = flag(nonNamespacedTag), flag(noVerbsTag), flag(noStatusTag)
	readonly := flag(readonlyTag)
	skip, skipOK, d := skipVerbsTag.Get(c)
	report(d)
	if skipOK {
		out.SkipVerbs = skip.Value
	}
	only, onlyOK, d := onlyVerbsTag.Get(c)
	report(d)
	if onlyOK || readonly {
		var keep []string
		if readonly {
			keep = readonlyVerbs
		}
		keep = append(slices.Clone(keep), only.Value...)
		out.SkipVerbs = slices.DeleteFunc(slices.Clone(supportedVerbs), func(v string) bool { return slices.Contains(keep, v) })
		if skipOK {
			report(tags.Diagnostics{Warnings: universe.ErrorList{universe.Errorf(skip.Pos,
				"type %s: +genclient:skipVerbs is ignored beside +genclient:onlyVerbs or +genclient:readonly; keep one", t.Name.Name)}})
		}
	}
	methods, d := methodTag.All(c)
	report(d)
	for _, m := range methods {
		out.Extensions = append(out.Extensions, m.Value)
	}
	report(unknownClientTags(t))
	return out
}

// unknownClientTags reports the +genclient... tags client-gen does not
// know, which upstream refuses.
func unknownClientTags(t *universe.Type) tags.Diagnostics {
	var d tags.Diagnostics
	for _, l := range append(slices.Clone(t.SecondClosestCommentLines), t.CommentLines...) {
		name, ok := strings.CutPrefix(strings.TrimSpace(l), "+genclient")
		if !ok {
			continue
		}
		if i := strings.IndexAny(name, "= \t("); i >= 0 {
			name = name[:i]
		}
		name = "genclient" + name
		if !slices.ContainsFunc(clientDefs, func(def tags.Def) bool { return def.Name == name }) {
			d.Errors = append(d.Errors, universe.Errorf(t.Pos, "type %s: unknown tag +%s; the +genclient tags are %s", t.Name.Name, name, knownClientTags()))
		}
	}
	return d
}

func knownClientTags() string {
	var names []string
	for _, d := range clientDefs {
		if strings.HasPrefix(d.Name, "genclient") {
			names = append(names, "+"+d.Name)
		}
	}
	return strings.Join(names, ", ")
}
