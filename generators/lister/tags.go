package lister

import (
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

const toolName = "lister-gen"

// Tags are the tags lister-gen reads: those of the +genclient family
// that decide its listers (generators/genclient.ReaderDefs), and the
// package opt-out.
var Tags = append(genclient.ReaderDefs(toolName),
	genclient.OptOutDef(toolName, "listers"))

var optOut = tags.Bool(Tags, genclient.TagListerGen).FirstWins()
