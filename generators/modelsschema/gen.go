package modelsschema

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator makes the models-schema JSON of its packages from the openapi
// generator's Model; its result is the document. It writes no file: the
// models-schema command prints the result.
var Generator = &gen.Generator{
	Name:       "models-schema",
	Tool:       "models-schema",
	Doc:        "Prints the OpenAPI v2 document (JSON) a models-schema program over GetOpenAPIDefinitions prints, without generating or compiling it.",
	OutputFile: "models-schema.json",
	Keywords:   []string{"OpenAPI"},
	Flags:      flags,
	Requires:   []*gen.Generator{openapi.Generator},
}

// ResultKey is the key other generators read the document by.
var ResultKey = gen.Produces(Generator, run)

// config configures the openapi generator it requires: its definitions
// go nowhere (a required generator's files are not written), but it wants
// an output package.
type config struct {
	out *[]byte
}

func (*config) BuildTag() string { return universe.BuildTag }

// RequiredConfig gives openapi-gen the output flags it requires.
func (*config) RequiredConfig(r *gen.Generator) gen.Config {
	if r != openapi.Generator {
		return nil
	}
	fs := flag.NewFlagSet(r.Tool, flag.ContinueOnError)
	c := r.NewConfig(fs)
	if err := fs.Parse([]string{"--output-dir=" + discard, "--output-pkg=" + discard, "--report-filename=" + discard}); err != nil {
		return nil
	}
	return c
}

// discard is where the openapi generator's files would go.
const discard = "gvkgen.invalid/models-schema"

func flags(fs *flag.FlagSet) gen.Config { return NewConfig(new([]byte)) }

// NewConfig is the generator's config, the document to be stored in *out
// when it is made.
func NewConfig(out *[]byte) gen.Config { return &config{out: out} }

// run writes the document, or reports the definitions it cannot write.
func run(pass *gen.Pass) []byte {
	m := openapi.ResultKey.Of(pass)
	if m == nil {
		return nil
	}
	data, errs := Document(pass.Universe, m)
	for _, e := range errs {
		pass.Errorf(e.Pos, "%s", e.Msg)
	}
	if c, ok := pass.Config.(*config); ok && data != nil {
		*c.out = data
	}
	return data
}
