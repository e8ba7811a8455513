package applyconfig

import (
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// toolName is the generator named in tag definitions.
const toolName = "applyconfiguration-gen"

// tagEnabled opts a package out (=false); upstream generates for every
// package it is given otherwise.
const tagEnabled = "k8s:applyconfiguration-gen"

// Tags are the comment tags applyconfiguration-gen reads as its own. It
// also reads the +genclient family and +groupName, +groupGoName (see
// clientDefs), which are client-gen's and register-gen's.
var Tags = []tags.Def{
	{Name: tagEnabled, Values: "false", Places: tags.Package, Tool: toolName,
		Doc: "no apply configurations for the package's types (a package given is generated for otherwise)"},
	{Name: tagEnabled, Values: "true", Places: tags.Package, Tool: toolName,
		Doc: "generate for the package (the default)"},
}

var enabledTag = tags.Bool(Tags, tagEnabled).FirstWins()
