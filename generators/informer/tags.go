package informer

import (
	"github.com/gvk-dev/gvkgen/generators/internal/genclientlite"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

const (
	toolName  = "informer-gen"
	tagOptOut = "k8s:informer-gen"
)

// Tags are the tags informer-gen reads: the +genclient family and the
// package opt-out.
var Tags = append(genclientlite.Defs(toolName), tags.Def{
	Name: tagOptOut, Values: "true | false", Places: tags.Package, Tool: toolName,
	Doc: "`false`: write no informers for the package's types (informers are written by default)",
})

var reader = genclientlite.NewReader(Tags, tagOptOut)
