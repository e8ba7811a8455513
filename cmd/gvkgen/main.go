// Command gvkgen runs deepcopy-gen, conversion-gen and register-gen in one
// process over one load: gvkgen generate ./... or gvkgen verify ./... .
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

func main() {
	os.Exit(cli.Gvkgen(os.Args[1:], os.Stdout, os.Stderr))
}
