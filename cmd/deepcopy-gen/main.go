// Command deepcopy-gen generates DeepCopy methods for API types; a drop-in
// replacement for k8s.io/code-generator's deepcopy-gen.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("deepcopy"), os.Args[1:], os.Stdout, os.Stderr))
}
