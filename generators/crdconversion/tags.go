package crdconversion

import (
	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// toolName is the generator named in tag definitions and file headers.
const toolName = "crdconversion-gen"

// The comment tags this generator reads.
const (
	tagName     = "gvkgen:crd-conversion"
	tagHubField = "gvkgen:crd-conversion:hub-field"
	tagLossy    = "gvkgen:crd-conversion:lossy"

	// hubValue marks the hub package.
	hubValue = "hub"
)

// Annotation is the annotation of a spoke object that holds, as JSON of a
// hub object, the hub's fields the spoke cannot hold, written by
// ConvertFrom and removed by ConvertTo.
const Annotation = "gvkgen.dev/conversion-data"

// Tags are the comment tags crdconversion reads.
var Tags = []tags.Def{
	{Name: tagName, Values: hubValue, Places: tags.Package, Tool: toolName, OwnNamespace: true,
		Doc: "this version is the hub of its CRD group's conversions (usually the +kubebuilder:storageversion): its kinds get Hub()"},
	{Name: tagName, Values: "<hub import path>", Places: tags.Package, Tool: toolName, OwnNamespace: true,
		Doc: "this version is a spoke of that hub: its kinds get ConvertTo and ConvertFrom (built on conversion-gen's functions: add +k8s:conversion-gen=<hub import path> too) and a round-trip test; the hub's fields it cannot hold are kept in the " + Annotation + " annotation"},
	{Name: tagHubField, Values: "<field name>", Places: tags.Field, Tool: toolName, OwnNamespace: true,
		Doc: "on a spoke's field: it holds the hub's field of that name (a rename your hand-written conversions convert), which is therefore not kept in the annotation"},
	{Name: tagLossy, Places: tags.Field, Tool: toolName, OwnNamespace: true,
		Doc: "the round-trip tests ignore this field (on a spoke's field: and the hub field it holds); on a hub's field: it is not kept in the annotation either"},
}

// Keywords make a file worth parsing (files with +gvkgen: tags are): kubebuilder's
// scaffolded conversion files, which declare no type but the methods this
// generator writes; and conversion-gen's, for the hand-written conversions.
var Keywords = append([]string{"Hub", "ConvertTo", "ConvertFrom"}, conversion.Keywords...)

// The readers of the tags, by their definitions; conversionGenTag is
// conversion-gen's package tag, which a spoke needs too.
var (
	roleTag          = tags.String(Tags, tagName)
	hubFieldTag      = tags.String(Tags, tagHubField)
	lossyTag         = tags.String(Tags, tagLossy)
	conversionGenTag = tags.String(conversion.Tags, tagConversionGen)
)
