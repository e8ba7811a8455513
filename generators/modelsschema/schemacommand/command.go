package schemacommand

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/modelsschema"
)

// Command is the word that selects the command: gvkgen models-schema ... .
const Command = "models-schema"

const synopsis = Command + " [flags] <packages>"

// Frontend is `gvkgen models-schema [flags] PACKAGES`: it prints what
// `go run ./cmd/models-schema` prints over the GetOpenAPIDefinitions
// openapi-gen would generate for PACKAGES, compiling nothing.
var Frontend = cli.Frontend{
	Synopsis: synopsis,
	Help: "  models-schema\n" +
		"            print the OpenAPI JSON a models-schema program over\n" +
		"            openapi-gen's GetOpenAPIDefinitions prints (generators/openapi.md)\n",
	Accepts: func(args []string) bool { return len(args) > 0 && args[0] == Command },
	Run: func(_ []*gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
		if verify {
			fmt.Fprintf(stderr, "gvkgen: there is no verify for %s; it writes no file\n", Command)
			return cli.ExitError
		}
		return Run(args[1:], stdout, stderr)
	},
}

// Run runs the command with args (after its name) and returns its exit
// code; the document goes to stdout only when nothing failed.
func Run(args []string, stdout, stderr io.Writer) int {
	var out []byte
	g := *modelsschema.Generator
	g.Flags = func(*flag.FlagSet) gen.Config { return modelsschema.NewConfig(&out) }
	c := cli.NewCommand(&g, "gvkgen", stdout, stderr)
	c.FlagSet.Usage = func() {
		fmt.Fprintf(stderr, "usage: gvkgen %s\n\n%s\n\nflags:\n", synopsis, modelsschema.Generator.Doc)
		c.PrintFlags(stderr)
	}
	patterns, err := cli.Parse(c.FlagSet, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitError
	}
	defer c.Start(args)()
	if len(patterns) == 0 {
		c.Fail("no packages given; name the packages openapi-gen reads, as for the models-schema program's GetOpenAPIDefinitions")
		return cli.ExitError
	}
	code := c.Run(patterns, false)
	if code == cli.ExitOK {
		if _, err := stdout.Write(out); err != nil {
			return cli.ExitError
		}
	}
	return code
}
