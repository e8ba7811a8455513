package informer

import (
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

const toolName = "informer-gen"

// Tags are the tags informer-gen reads: those of the +genclient family
// that decide its informers (generators/genclient.ReaderDefs), and the
// package opt-out.
var Tags = append(genclient.ReaderDefs(toolName),
	genclient.OptOutDef(toolName, "informers"))

var optOut = tags.Bool(Tags, genclient.TagInformerGen).FirstWins()
