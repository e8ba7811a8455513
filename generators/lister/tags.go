package lister

import (
	"github.com/gvk-dev/gvkgen/generators/internal/genclientlite"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

const (
	toolName  = "lister-gen"
	tagOptOut = "k8s:lister-gen"
)

// Tags are the tags lister-gen reads: the +genclient family and the
// package opt-out.
var Tags = append(genclientlite.Defs(toolName), tags.Def{
	Name: tagOptOut, Values: "true | false", Places: tags.Package, Tool: toolName,
	Doc: "`false`: write no listers for the package's types (listers are written by default)",
})

var reader = genclientlite.NewReader(Tags, tagOptOut)
