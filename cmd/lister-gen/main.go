// Command lister-gen generates listers for the +genclient types of API
// packages: a drop-in for k8s.io/code-generator's lister-gen (the same
// flags, the same files, byte for byte).
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("lister"), os.Args[1:], os.Stdout, os.Stderr))
}
