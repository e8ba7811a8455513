package applyconfig

import (
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// toolName is the generator named in tag definitions.
const toolName = "applyconfiguration-gen"

// tagEnabled opts a package out (=false); upstream generates for every
// package it is given otherwise.
const tagEnabled = "k8s:applyconfiguration-gen"

// Tags are the comment tags applyconfiguration-gen reads: the +genclient
// family, +groupName and +groupGoName (generators/genclient's), and its
// package opt-out.
var Tags = append(clientTags(), []tags.Def{
	{Name: tagEnabled, Values: "false", Places: tags.Package, Tool: toolName,
		Doc: "no apply configurations for the package's types (a package given is generated for otherwise)"},
	{Name: tagEnabled, Values: "true", Places: tags.Package, Tool: toolName,
		Doc: "generate for the package (the default)"},
}...)

// clientTags are genclient's definitions of the tags read here (all but
// +resourceName), as this generator's.
func clientTags() []tags.Def {
	var out []tags.Def
	for _, d := range genclient.Tags {
		if d.Name != genclient.TagResourceName {
			d.Tool = toolName
			out = append(out, d)
		}
	}
	return out
}

var enabledTag = tags.Bool(Tags, tagEnabled).FirstWins()
