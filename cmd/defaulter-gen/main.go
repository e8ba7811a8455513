// Command defaulter-gen generates defaulting functions for API types; a drop-in
// replacement for k8s.io/code-generator's defaulter-gen.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("defaulter"), os.Args[1:], os.Stdout, os.Stderr))
}
