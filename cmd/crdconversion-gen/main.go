// Command crdconversion-gen generates controller-runtime's CRD conversions
// for the versions of a kubebuilder API group: Hub() on the hub, and on
// every spoke ConvertTo and ConvertFrom built on conversion-gen's
// functions, which lose nothing in a round trip through the hub, with
// their round-trip tests.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("crdconversion"), os.Args[1:], os.Stdout, os.Stderr))
}
