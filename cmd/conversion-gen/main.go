// Command conversion-gen generates conversion functions between API
// versions; a drop-in replacement for k8s.io/code-generator's conversion-gen.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("conversion"), os.Args[1:], os.Stdout, os.Stderr))
}
