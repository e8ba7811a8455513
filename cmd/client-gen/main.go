// Command client-gen generates a clientset for API packages: a drop-in
// for k8s.io/code-generator's client-gen (the same files, byte for byte),
// with every tag mistake reported at its position.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// main runs client.Generator, which is not in the registry yet: gvkgen's
// driver tests run every registered tool without flags, and client-gen
// needs --output-dir, --output-pkg and --input (see the report of issue
// #21's client-gen branch).
func main() {
	os.Exit(cli.Tool(registry.Lookup("client"), os.Args[1:], os.Stdout, os.Stderr))
}
