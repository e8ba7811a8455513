// Command openapi-gen generates OpenAPI definitions (GetOpenAPIDefinitions)
// for Go API types: a drop-in for k8s.io/kube-openapi's openapi-gen (the
// same files and API rule violation report, byte for byte).
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("openapi"), os.Args[1:], os.Stdout, os.Stderr))
}
