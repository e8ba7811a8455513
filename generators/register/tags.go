package register

import (
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// toolName is the generator named in tag definitions.
const toolName = "register-gen"

// Tags are the comment tags register-gen reads. The opt-ins (:internal,
// :install, :scheme-funcs) take no value, =true or =false.
var Tags = []tags.Def{
	{Name: tagName, Places: tags.Package, Tool: toolName,
		Doc: "make the package a target (so does any value but `false`)"},
	{Name: tagName, Values: "false", Places: tags.Package, Tool: toolName,
		Doc: "not a target, even with `+groupName` or an opt-in"},
	{Name: tagName, Values: "false", Places: tags.Type, Tool: toolName,
		Doc: "do not register this type"},
	{Name: tagInstall, Places: tags.Package, Tool: toolName,
		Doc: "(internal package) also write `<group>/install/install.go`, whose `Install(scheme)` adds the internal version and every external version below it, in Kubernetes version order, and registers the `RegisterDefaults` of a version with defaulters (`+k8s:defaulter-gen=` in its doc.go, or a `RegisterDefaults` of its own) whose `AddToScheme` does not; implies `:internal`; `=false` turns it off"},
	{Name: tagVersionPriority, Values: "<version>,<version>...", Places: tags.Package, Tool: toolName,
		Doc: "the version priority `Install` sets, e.g. `v1,v1beta1`, instead of Kubernetes version order"},
	{Name: tagInternal, Places: tags.Package, Tool: toolName,
		Doc: "also write the internal version's file (upstream skips internal versions); `=false` turns it off"},
	{Name: tagSchemeFuncs, Places: tags.Package, Tool: toolName,
		Doc: "the `init` also registers a hand-written `addDefaultingFuncs` and `addConversionFuncs`, and `RegisterDefaults` (hand-written, or defaulter-gen's when doc.go has `+k8s:defaulter-gen=`, before its file exists) unless `addDefaultingFuncs` calls it; `=false` turns it off"},
	{Name: tagGroupName, Values: "<group>", Places: tags.Package, Tool: toolName,
		Doc: "the API group (empty is the core group); makes the package a target; without it, the group is the parent directory (for an internal version, its own)"},
}

// The readers of the tags, by their definitions. A tag given twice is read
// by its first value (a warning), as before.
var (
	enabledTag         = tags.String(Tags, tagName).FirstWins()
	groupNameTag       = tags.String(Tags, tagGroupName)
	versionPriorityTag = tags.String(Tags, tagVersionPriority).FirstWins()
	optInTags          = map[string]tags.Tag[bool]{
		tagInternal:    tags.Bool(Tags, tagInternal).FirstWins(),
		tagSchemeFuncs: tags.Bool(Tags, tagSchemeFuncs).FirstWins(),
		tagInstall:     tags.Bool(Tags, tagInstall).FirstWins(),
	}
)
