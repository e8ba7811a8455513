package genclientlite

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// Tag names.
const (
	TagGenClient      = "genclient"
	TagNonNamespaced  = "genclient:nonNamespaced"
	TagNoVerbs        = "genclient:noVerbs"
	TagOnlyVerbs      = "genclient:onlyVerbs"
	TagSkipVerbs      = "genclient:skipVerbs"
	TagReadonly       = "genclient:readonly"
	TagResourceName   = "resourceName"
	TagGroupName      = "groupName"
	TagGroupGoName    = "groupGoName"
	tagGenClientColon = "genclient:"
)

// SupportedVerbs are the verbs :onlyVerbs and :skipVerbs name, in
// upstream's order.
var SupportedVerbs = []string{"create", "update", "updateStatus", "delete", "deleteCollection", "get", "list", "watch", "patch", "apply", "applyStatus"}

// readonlyVerbs are the verbs of +genclient:readonly.
var readonlyVerbs = []string{"get", "list", "watch"}

// Defs are the definitions of the +genclient tags that listers and
// informers read, for the generator named tool.
func Defs(tool string) []tags.Def {
	return []tags.Def{
		{Name: TagGenClient, Places: tags.Type, Tool: tool,
			Doc: "the type gets a client, and a lister and an informer when its verbs include get, list (and watch for an informer)"},
		{Name: TagNonNamespaced, Places: tags.Type, Tool: tool,
			Doc: "the type is cluster-scoped: its lister has no namespace lister, its informer no namespace"},
		{Name: TagNoVerbs, Places: tags.Type, Tool: tool,
			Doc: "the client has no verbs: no informer (a lister is still written, as upstream does)"},
		{Name: TagOnlyVerbs, Values: "<verb>,<verb>...", Places: tags.Type, Tool: tool,
			Doc: "only these verbs (" + strings.Join(SupportedVerbs, ", ") + "); without get and list no lister, without list and watch no informer"},
		{Name: TagSkipVerbs, Values: "<verb>,<verb>...", Places: tags.Type, Tool: tool,
			Doc: "all verbs but these"},
		{Name: TagReadonly, Places: tags.Type, Tool: tool,
			Doc: "only get, list and watch (with those of :onlyVerbs)"},
		{Name: TagResourceName, Values: "<resource>", Places: tags.Type, Tool: tool,
			Doc: "the resource name in the generic informer, instead of the lower-case plural of the type"},
		{Name: TagGroupName, Values: "<group>", Places: tags.Package, Tool: tool,
			Doc: "the API group of the informers' resources and of the generic informer (the package's directories name the output directories)"},
		{Name: TagGroupGoName, Values: "<Name>", Places: tags.Package, Tool: tool,
			Doc: "the group's Go name in the informer factory (default: the group's first label, capitalised)"},
	}
}

// verbList parses a list of verbs: each a supported verb.
func verbList(name string) func(raw string) ([]string, string) {
	return func(raw string) ([]string, string) {
		verbs := strings.Split(raw, ",")
		for _, v := range verbs {
			if !slices.Contains(SupportedVerbs, v) {
				return nil, fmt.Sprintf("+%s=%s: unknown verb %q; use verbs of %s", name, raw, v, strings.Join(SupportedVerbs, ", "))
			}
		}
		return verbs, ""
	}
}

// bare parses a tag that takes no value, as upstream requires.
func bare(name string) func(raw string) (bool, string) {
	return func(raw string) (bool, string) {
		if raw != "" {
			return false, fmt.Sprintf("+%s=%s is invalid: write +%s alone, or remove it", name, raw, name)
		}
		return true, ""
	}
}

// readers reads the tags of one generator's definitions.
type readers struct {
	genclient, nonNamespaced, noVerbs, readonly tags.Tag[bool]
	onlyVerbs, skipVerbs                        tags.Tag[[]string]
	resourceName, groupName, groupGoName        tags.Tag[string]
	optOut                                      tags.Tag[bool]
}

func newReaders(defs []tags.Def, optOut string) readers {
	return readers{
		genclient:     tags.New(defs, TagGenClient, bare(TagGenClient)).FirstWins(),
		nonNamespaced: tags.New(defs, TagNonNamespaced, bare(TagNonNamespaced)).FirstWins(),
		noVerbs:       tags.New(defs, TagNoVerbs, bare(TagNoVerbs)).FirstWins(),
		readonly:      tags.New(defs, TagReadonly, bare(TagReadonly)).FirstWins(),
		onlyVerbs:     tags.New(defs, TagOnlyVerbs, verbList(TagOnlyVerbs)).FirstWins(),
		skipVerbs:     tags.New(defs, TagSkipVerbs, verbList(TagSkipVerbs)).FirstWins(),
		resourceName:  tags.String(defs, TagResourceName).FirstWins(),
		groupName:     tags.String(defs, TagGroupName).FirstWins(),
		groupGoName:   tags.String(defs, TagGroupGoName).FirstWins(),
		optOut:        tags.Bool(defs, optOut).FirstWins(),
	}
}
