// Command applyconfiguration-gen generates apply configurations: a drop-in
// for k8s.io/code-generator's applyconfiguration-gen (the same flags and
// the same files, byte for byte).
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("applyconfiguration"), os.Args[1:], os.Stdout, os.Stderr))
}
