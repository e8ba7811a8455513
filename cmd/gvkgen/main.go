// Command gvkgen runs every generator of the registry (deepcopy-gen,
// conversion-gen, register-gen) in one process over one load: gvkgen
// generate ./... or gvkgen verify ./... ; controller-gen's command line
// and kube_codegen.sh's functions (gvkgen kube-codegen gen_helpers ...)
// through their front ends.
package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/controllergen"
	"github.com/gvk-dev/gvkgen/generators/kubecodegen"
	"github.com/gvk-dev/gvkgen/generators/modelsschema/schemacommand"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() {
	os.Exit(cli.Gvkgen(registry.All, os.Args[1:], os.Stdout, os.Stderr, kubecodegen.Frontend, schemacommand.Frontend, controllergen.Frontend))
}
