package defaulter

import "github.com/gvk-dev/gvkgen/generators/tags"

const (
	// toolName is the generator named in tag definitions.
	toolName = "defaulter-gen"
	// tagName selects packages and types, and marks covering functions.
	tagName = "k8s:defaulter-gen"
	// tagInput names the package whose types are defaulted.
	tagInput = "k8s:defaulter-gen-input"
	// tagDefault gives a field's (or a type's) default value.
	tagDefault = "default"
	// valueCovers marks a hand-written SetDefaults_<Type> that defaults
	// everything below its type.
	valueCovers = "covers"
)

// Tags are the comment tags defaulter-gen reads.
var Tags = []tags.Def{
	{Name: tagName, Values: "<field name>", Places: tags.Package, Repeatable: true, Tool: toolName,
		Doc: "generate `SetObjectDefaults_<Type>` for every struct of the package with a field of that name (e.g. `TypeMeta`) that has anything to default"},
	{Name: tagName, Values: "true | false", Places: tags.Type, Tool: toolName,
		Doc: "generate an object defaulter for this type, or none; read only from the comment block before the one directly above the type, as upstream reads it"},
	{Name: tagName, Values: valueCovers, Places: tags.Func, Tool: toolName,
		Doc: "on a hand-written `SetDefaults_<Type>`: it defaults everything below the type, so nothing nested is called"},
	{Name: tagInput, Values: "<import path>", Places: tags.Package, Tool: toolName,
		Doc: "the types to default live in that package (the defaulters are written here)"},
	{Name: tagDefault, Values: "<value>", Places: tags.Field | tags.Type, ClosestOnly: true, Tool: toolName,
		Doc: "the value set when the field is empty: JSON (`\"x\"`, `1`, `{\"a\": 1}`), or a constant or variable, `ref(Name)` or `ref(<import path>.Name)`; on a type, used for fields that point to it and for slice and map elements of it"},
}

// The readers of defaulter-gen's tags, by their definitions.
var (
	enabledTag = tags.String(Tags, tagName)
	inputTag   = tags.String(Tags, tagInput)
	defaultTag = tags.String(Tags, tagDefault)
)
