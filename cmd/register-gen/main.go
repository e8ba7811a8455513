// Command register-gen generates the registration of API types in a
// runtime.Scheme: a drop-in for k8s.io/code-generator's register-gen (the
// same files, byte for byte, where upstream writes them), and, on request
// in doc.go, internal versions, install packages and the registration of
// defaulting and conversion functions.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("register"), os.Args[1:], os.Stdout, os.Stderr))
}
