package conversion

import "github.com/gvk-dev/gvkgen/generators/tags"

// toolName is the generator named in tag definitions.
const toolName = "conversion-gen"

// Tags are the comment tags conversion-gen reads.
var Tags = []tags.Def{
	{Name: tagName, Values: "<import path>", Places: tags.Package, Repeatable: true, Tool: toolName,
		Doc: "convert this package's types to and from their namesakes in that (internal) package"},
	{Name: tagName, Values: "false", Places: tags.Package, Tool: toolName,
		Doc: "only explicit-from and hand-written conversions"},
	{Name: tagExternalTypes, Values: "<import path>", Places: tags.Package, Tool: toolName,
		Doc: "the versioned types live in that package"},
	{Name: tagName, Values: "false", Places: tags.Type | tags.Field, ClosestOnly: true, Tool: toolName,
		Doc: "skip it"},
	{Name: tagExplicitFrom, Values: "net/url.Values", Places: tags.Type, Tool: toolName,
		Doc: "also convert from query parameters"},
	{Name: tagConversionFn, Values: "copy-only | drop", Places: tags.Func, Tool: toolName,
		Doc: "on a hand-written conversion function: it only copies (does not block unsafe casts) / the field is dropped"},
}

// The readers of conversion-gen's tags, by their definitions.
var (
	// peersTag is the package tag, each value a peer package (or false).
	peersTag = tags.String(Tags, tagName)
	// optOutTag is the tag on a type or field: upstream reads the first.
	optOutTag        = tags.String(Tags, tagName).FirstWins()
	externalTypesTag = tags.String(Tags, tagExternalTypes)
	explicitFromTag  = tags.String(Tags, tagExplicitFrom)
	// conversionFnTag: one known value, or the tag is ignored (a warning).
	conversionFnTag = tags.Enum(Tags, tagConversionFn)
)
