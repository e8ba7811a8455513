package cli

import (
	"flag"
	"io"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// FlagsForTest returns gvkgen's flags for gens.
func FlagsForTest(gens []*gen.Generator, stdout, stderr io.Writer) *flag.FlagSet {
	fs, _ := gvkgenFlags(gens, stdout, stderr)
	return fs
}

// ToolFlagsForTest returns the single tool's flags for g.
func ToolFlagsForTest(g *gen.Generator, stdout, stderr io.Writer) *flag.FlagSet {
	fs, _ := toolFlags(g, g.ToolDefault(), stdout, stderr)
	return fs
}

// KlogFlagsForTest returns the klog flags every command accepts and
// ignores, each with whether it is a boolean.
func KlogFlagsForTest() map[string]bool {
	out := map[string]bool{}
	for _, f := range klogFlags {
		out[f.name] = f.isBool
	}
	return out
}
