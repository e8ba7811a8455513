package genclient

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// toolName is the generator named in the tag definitions: the other
// client generators read the same tags.
const toolName = "client-gen"

// The tag names, without "+".
const (
	TagGenclient     = "genclient"
	TagNonNamespaced = "genclient:nonNamespaced"
	TagNoVerbs       = "genclient:noVerbs"
	TagOnlyVerbs     = "genclient:onlyVerbs"
	TagSkipVerbs     = "genclient:skipVerbs"
	TagNoStatus      = "genclient:noStatus"
	TagReadonly      = "genclient:readonly"
	TagMethod        = "genclient:method"
	TagGroupName     = "groupName"
	TagGroupGoName   = "groupGoName"
	TagResourceName  = "resourceName"
)

// Tags are the definitions of the tags this package reads, for every
// client generator's Generator.Tags.
var Tags = []tags.Def{
	{Name: TagGenclient, Places: tags.Type, Tool: toolName,
		Doc: "generate a typed client (and lister, informer, apply configuration extraction) for the type; it takes no value"},
	{Name: TagNonNamespaced, Places: tags.Type, Tool: toolName,
		Doc: "the type is cluster-scoped: its client takes no namespace"},
	{Name: TagNoVerbs, Places: tags.Type, Tool: toolName,
		Doc: "the client has no verbs (only its expansion interface)"},
	{Name: TagOnlyVerbs, Values: "<verb>,<verb>...", Places: tags.Type, Tool: toolName,
		Doc: "the client has these verbs only (" + strings.Join(SupportedVerbs, ", ") + ")"},
	{Name: TagSkipVerbs, Values: "<verb>,<verb>...", Places: tags.Type, Tool: toolName,
		Doc: "the client has every verb but these"},
	{Name: TagNoStatus, Places: tags.Type, Tool: toolName,
		Doc: "no UpdateStatus and ApplyStatus, although the type has a Status field"},
	{Name: TagReadonly, Places: tags.Type, Tool: toolName,
		Doc: "the client has the verbs get, list and watch only (plus those of onlyVerbs)"},
	{Name: TagMethod, Values: "<Name>,verb=<verb>[,subresource=<path>][,input=<type>][,result=<type>]", Places: tags.Type, Repeatable: true, Tool: toolName,
		Doc: "an extra client method: its name, verb, optional subresource, input type (create, update, apply) and result type (create, update, get, list, patch, apply); a type of another package is written <import path>.<Type>"},
	{Name: TagGroupName, Values: "<group>", Places: tags.Package, Tool: toolName,
		Doc: "the API group of the package (empty is the core group); without it, the group is the package's parent directory"},
	{Name: TagGroupGoName, Values: "<Name>", Places: tags.Package, Tool: toolName,
		Doc: "the group's name in Go identifiers (the clientset's `<Name>V1()`), instead of the first part of its group name"},
	{Name: TagResourceName, Values: "<resource>", Places: tags.Type, Tool: toolName,
		Doc: "the type's resource name in requests, instead of its lower-case plural"},
}

// SupportedVerbs are the verbs of a client, in the order of its
// interface.
var SupportedVerbs = []string{"create", "update", "updateStatus", "delete", "deleteCollection", "get", "list", "watch", "patch", "apply", "applyStatus"}

// ReadonlyVerbs are the verbs +genclient:readonly keeps.
var ReadonlyVerbs = []string{"get", "list", "watch"}

// The verbs an extension method may take, and those that may override
// its input and its result type.
var (
	methodVerbs = []string{"create", "update", "get", "list", "patch", "apply"}
	inputVerbs  = []string{"create", "update", "apply"}
	resultVerbs = []string{"create", "update", "get", "list", "patch", "apply"}
)

// The readers of the tags.
var (
	genclientTag     = tags.New(Tags, TagGenclient, noValue(TagGenclient, "; to generate no client, remove the tag")).FirstWins()
	nonNamespacedTag = tags.New(Tags, TagNonNamespaced, noValue(TagNonNamespaced, "")).FirstWins()
	noVerbsTag       = tags.New(Tags, TagNoVerbs, noValue(TagNoVerbs, "")).FirstWins()
	noStatusTag      = tags.New(Tags, TagNoStatus, noValue(TagNoStatus, "")).FirstWins()
	readonlyTag      = tags.New(Tags, TagReadonly, noValue(TagReadonly, "")).FirstWins()
	onlyVerbsTag     = tags.New(Tags, TagOnlyVerbs, verbList(TagOnlyVerbs)).FirstWins()
	skipVerbsTag     = tags.New(Tags, TagSkipVerbs, verbList(TagSkipVerbs)).FirstWins()
	methodTag        = tags.New(Tags, TagMethod, parseMethod)
	groupNameTag     = tags.String(Tags, TagGroupName).FirstWins()
	groupGoNameTag   = tags.String(Tags, TagGroupGoName).FirstWins()
	resourceNameTag  = tags.String(Tags, TagResourceName).FirstWins()
)

// noValue parses a tag that takes no value.
func noValue(name, hint string) func(raw string) (struct{}, string) {
	return func(raw string) (struct{}, string) {
		if raw != "" {
			return struct{}{}, fmt.Sprintf("+%s=%s: the tag takes no value; write +%s%s", name, raw, name, hint)
		}
		return struct{}{}, ""
	}
}

// verbList parses a comma-separated list of supported verbs.
func verbList(name string) func(raw string) ([]string, string) {
	return func(raw string) ([]string, string) {
		verbs := strings.Split(raw, ",")
		for _, v := range verbs {
			if !slices.Contains(SupportedVerbs, v) {
				return nil, fmt.Sprintf("+%s=%s: unknown verb %q; write verbs among %s, separated by commas", name, raw, v, strings.Join(SupportedVerbs, ", "))
			}
		}
		return verbs, ""
	}
}

// readerDocs say what the tags lister-gen and informer-gen read do for
// them, by tag name, in the order of their definitions.
var readerDocs = []struct{ name, doc string }{
	{TagGenclient, "the type gets a client, and a lister and an informer when its verbs include get, list (and watch for an informer)"},
	{TagNonNamespaced, "the type is cluster-scoped: its lister has no namespace lister, its informer no namespace"},
	{TagNoVerbs, "the client has no verbs: no informer (a lister is still written, as upstream does)"},
	{TagOnlyVerbs, "only these verbs (" + strings.Join(SupportedVerbs, ", ") + "); without get and list no lister, without list and watch no informer"},
	{TagSkipVerbs, "all verbs but these"},
	{TagReadonly, "only get, list and watch (with those of :onlyVerbs)"},
	{TagResourceName, "the resource name in the generic informer, instead of the lower-case plural of the type"},
	{TagGroupName, "the API group of the informers' resources and of the generic informer (the package's directories name the output directories)"},
	{TagGroupGoName, "the group's Go name in the informer factory (default: the group's first label, capitalised)"},
}

// ReaderDefs are the definitions of the tags that decide what lister-gen
// and informer-gen write, for the generator named tool: those of Tags,
// documented for listers and informers.
func ReaderDefs(tool string) []tags.Def {
	var out []tags.Def
	for _, r := range readerDocs {
		i := slices.IndexFunc(Tags, func(d tags.Def) bool { return d.Name == r.name })
		d := Tags[i]
		d.Tool, d.Doc = tool, r.doc
		out = append(out, d)
	}
	return out
}
