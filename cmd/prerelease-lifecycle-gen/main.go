// Command prerelease-lifecycle-gen generates the lifecycle methods of API
// types (APILifecycleIntroduced, APILifecycleDeprecated,
// APILifecycleReplacement, APILifecycleRemoved): a drop-in for
// k8s.io/code-generator's prerelease-lifecycle-gen, the same files byte
// for byte.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Tool(registry.Lookup("prerelease-lifecycle"), os.Args[1:], os.Stdout, os.Stderr))
}
