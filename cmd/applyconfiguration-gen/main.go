// Command applyconfiguration-gen generates apply configurations: a drop-in
// for k8s.io/code-generator's applyconfiguration-gen (the same flags and
// the same files, byte for byte).
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/applyconfig"
	"github.com/gvk-dev/gvkgen/generators/cli"
)

// The generator is not in the registry yet: gvkgen's drivers and their
// tests take every registry generator for one that writes a file per
// package, which the client generators do not.
func main() {
	os.Exit(cli.Tool(applyconfig.Generator, os.Args[1:], os.Stdout, os.Stderr))
}
