// Command register-gen generates the registration of API types in a
// runtime.Scheme: a drop-in for k8s.io/code-generator's register-gen (the
// same files, byte for byte, where upstream writes them), and, on request
// in doc.go, internal versions, install packages and the registration of
// defaulting and conversion functions.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

func main() {
	os.Exit(cli.Register.Main(os.Args[1:], os.Stdout, os.Stderr))
}
