package cli

import (
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// DeepCopy is the deepcopy-gen command.
var DeepCopy = Tool{
	Name:          "deepcopy-gen",
	DefaultOutput: "zz_generated.deepcopy.go",
	Keywords:      deepcopy.Keywords,
	Usage:         "Generates DeepCopyInto, DeepCopy and DeepCopy<Interface> methods for packages tagged +k8s:deepcopy-gen.",
	Generate: func(u *universe.Universe, c *Common, header []byte) ([]*output.File, error) {
		return deepcopy.Generate(u, deepcopy.Options{OutputFile: c.OutputFile, Header: header})
	},
}
