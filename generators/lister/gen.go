package lister

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// Generator is lister-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "lister",
	Tool:       toolName,
	Doc:        "Generates listers (<output-dir>/<group>/<version>/<type>.go and expansion_generated.go) for the +genclient types of API packages, as k8s.io/code-generator's lister-gen does.",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "genclient", Lint: true}, {Prefix: "k8s:", Lint: true, Verify: true}},
	// The word of its tags (files with them are parsed for the namespace).
	Keywords:  []string{"genclient"},
	DetectTag: "+genclient",
	Flags:     flags,
	Aliases:   []string{"output-dir", "output-pkg", "plural-exceptions"},
	Run:       run,
	// The +genclient model, read once for the four client generators.
	Requires: []*gen.Generator{genclient.Generator},
	// The listers go to an output tree given by flags: gvkgen runs
	// lister-gen only when they are given, on the packages gen_client
	// would select (or those of --lister-packages).
	Want:    genclient.Selected,
	Enabled: func(c gen.Config) bool { return c.(*config).outputDir != "" || c.(*config).outputPkg != "" },
}

// config is what lister-gen's flags set.
type config struct {
	outputDir, outputPkg string
	plurals              *gen.StringList
}

// BuildTag implements gen.Config: upstream's listers carry no build
// constraint.
func (*config) BuildTag() string { return "" }

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{plurals: gen.NewStringList(nil)}
	fs.StringVar(&c.outputDir, "output-dir", "", "the base directory under which to generate results")
	fs.StringVar(&c.outputPkg, "output-pkg", "", "the base Go import-path under which to generate results")
	fs.Var(c.plurals, "plural-exceptions", "list of comma separated plural exception definitions in Type:PluralizedType format")
	return c
}
