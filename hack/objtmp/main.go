package main

import (
	"os"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

func main() { os.Exit(cli.Tool(registry.Lookup("object"), os.Args[1:], os.Stdout, os.Stderr)) }
