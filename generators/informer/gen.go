package informer

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// Generator is informer-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "informer",
	Tool:       toolName,
	Doc:        "Generates shared informers (a factory, a generic informer, an interface per group and version, an informer per type) for the +genclient types of API packages, as k8s.io/code-generator's informer-gen does.",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "genclient", Lint: true}, {Prefix: "k8s:", Lint: true, Verify: true}},
	// The word of its tags (files with them are parsed for the namespace).
	Keywords:  []string{"genclient"},
	DetectTag: "+genclient",
	Flags:     flags,
	Aliases:   []string{"internal-clientset-package", "listers-package", "output-dir", "output-pkg", "plural-exceptions", "single-directory", "versioned-clientset-package"},
	Run:       run,
	// The +genclient model, read once for the four client generators.
	Requires: []*gen.Generator{genclient.Generator},
	// The informers go to an output tree given by flags: gvkgen runs
	// informer-gen only when they are given, on the packages gen_client
	// would select (or those of --informer-packages).
	Want:    genclient.Selected,
	Enabled: func(c gen.Config) bool { return c.(*config).outputDir != "" || c.(*config).outputPkg != "" },
}

// config is what informer-gen's flags set.
type config struct {
	outputDir, outputPkg                  string
	versionedClientset, internalClientset string
	listersPackage                        string
	singleDirectory                       bool
	plurals                               *gen.StringList
}

// BuildTag implements gen.Config: upstream's informers carry no build
// constraint.
func (*config) BuildTag() string { return "" }

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{plurals: gen.NewStringList(nil)}
	fs.StringVar(&c.outputDir, "output-dir", "", "the base directory under which to generate results")
	fs.StringVar(&c.outputPkg, "output-pkg", "", "the Go import-path of the generated results")
	fs.StringVar(&c.internalClientset, "internal-clientset-package", "", "the Go import-path of the internal clientset to use")
	fs.StringVar(&c.versionedClientset, "versioned-clientset-package", "", "the Go import-path of the versioned clientset to use")
	fs.StringVar(&c.listersPackage, "listers-package", "", "the Go import-path of the listers to use")
	fs.BoolVar(&c.singleDirectory, "single-directory", false, "if true, omit the intermediate \"internalversion\" and \"externalversions\" subdirectories")
	fs.Var(c.plurals, "plural-exceptions", "list of comma separated plural exception definitions in Type:PluralizedType format")
	return c
}
