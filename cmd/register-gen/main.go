// Command register-gen generates the registration of API types in a
// runtime.Scheme; compatible with k8s.io/code-generator's register-gen, and
// also covering internal versions and install packages.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

func main() {
	os.Exit(cli.Register.Main(os.Args[1:], os.Stdout, os.Stderr))
}
