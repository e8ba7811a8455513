// Command conversion-gen generates conversion functions between API
// versions; a drop-in replacement for k8s.io/code-generator's conversion-gen.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

func main() {
	os.Exit(cli.Conversion().Main(os.Args[1:], os.Stdout, os.Stderr))
}
