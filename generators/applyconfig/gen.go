package applyconfig

import (
	"encoding/csv"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is applyconfiguration-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "applyconfiguration",
	Tool:       toolName,
	Doc:        "Generates apply configurations (builders for server-side apply) for the types reachable from +genclient types of the packages given, under --output-dir: one file per type, utils.go, and internal/internal.go with the schema of --openapi-schema (without it, the openapi generator's of the same run).",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "genclient", Lint: true}, {Prefix: "k8s:", Lint: true, Verify: true}},
	Keywords:   []string{"genclient"},
	DetectTag:  "+genclient",
	Flags:      newConfig,
	Aliases:    []string{"external-applyconfigurations", "openapi-schema", "output-dir", "output-pkg"},
	Run:        run,
	// The +genclient model, read once for the four client generators.
	Requires: []*gen.Generator{genclient.Generator},
	// Without --openapi-schema, the schema is the openapi generator's,
	// when it runs in the same run (see schemaSource).
	Optional: []*gen.Generator{openapi.Generator},
	// Its files go to an output tree given by flags: gvkgen runs it only
	// when they are given, on the packages gen_client would pick.
	Want:    genclient.Selected,
	Enabled: func(c gen.Config) bool { return c.(*Config).OutputDir != "" || c.(*Config).OutputPkg != "" },
}

// metaAC is where client-go's apply configurations of meta/v1 live.
const metaAC = "k8s.io/client-go/applyconfigurations/meta/v1"

// defaultExternals are upstream's default --external-applyconfigurations.
var defaultExternals = []string{"Condition", "DeleteOptions", "LabelSelector", "LabelSelectorRequirement", "ManagedFieldsEntry", "ObjectMeta", "OwnerReference", "TypeMeta"}

// Config is what applyconfiguration-gen's flags set.
type Config struct {
	OutputDir, OutputPkg string
	// OpenAPISchema is the path of the OpenAPI (v2) schema, optional.
	OpenAPISchema string
	// Externals map types to the package of their existing apply
	// configurations.
	Externals externals
}

// BuildTag implements gen.Config: upstream's client tools write no build
// constraint.
func (*Config) BuildTag() string { return "" }

func newConfig(fs *flag.FlagSet) gen.Config {
	c := &Config{Externals: externals{}}
	for _, n := range defaultExternals {
		c.Externals[universe.Name{Package: metaPkg, Name: n}] = metaAC
	}
	fs.StringVar(&c.OutputDir, "output-dir", "", "the base directory under which to generate results")
	fs.StringVar(&c.OutputPkg, "output-pkg", "", "the Go import-path of the generated results")
	fs.Var(c.Externals, "external-applyconfigurations", "list of comma separated external apply configurations locations in <type-package>.<type-name>:<applyconfiguration-package> form. For example: k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1")
	fs.StringVar(&c.OpenAPISchema, "openapi-schema", "", "path to the openapi schema containing all the types that apply configurations will be generated for")
	return c
}

// externals is --external-applyconfigurations: types whose apply
// configurations exist, and the packages they are in.
type externals map[universe.Name]string

func (e externals) String() string {
	var out []string
	for _, k := range slices.SortedFunc(maps.Keys(e), func(a, b universe.Name) int { return strings.Compare(a.Package+"."+a.Name, b.Package+"."+b.Name) }) {
		out = append(out, k.Package+"."+k.Name+":"+e[k])
	}
	return strings.Join(out, ",")
}

// Set adds the comma-separated (CSV) mappings of v.
func (e externals) Set(v string) error {
	if v == "" {
		return nil
	}
	items, err := csv.NewReader(strings.NewReader(v)).Read()
	if err != nil {
		return fmt.Errorf("%q is not a comma-separated list: %v", v, err)
	}
	for _, item := range items {
		typ, pkg, ok := strings.Cut(item, ":")
		dot := strings.LastIndex(typ, ".")
		if !ok || strings.Contains(pkg, ":") || pkg == "" || dot <= 0 || dot == len(typ)-1 {
			return fmt.Errorf("%q: write <type-package>.<type-name>:<applyconfiguration-package>, for example k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1", item)
		}
		n := universe.Name{Package: typ[:dot], Name: typ[dot+1:]}
		if _, dup := e[n]; dup {
			return fmt.Errorf("%s is given twice (the meta/v1 types are given by default); keep one", typ)
		}
		e[n] = pkg
	}
	return nil
}

// run checks the flags, plans the apply configurations of the pass's
// packages and writes them. Its result is the plan.
func run(pass *gen.Pass) any {
	c := pass.Config.(*Config)
	if c.OutputDir == "" {
		pass.Errorf(gen.FlagPos("output-dir"), "--output-dir must be specified: the directory the apply configurations are written under")
	}
	if c.OutputPkg == "" {
		pass.Errorf(gen.FlagPos("output-pkg"), "--output-pkg must be specified: the import path of --output-dir")
	}
	if msg := genclient.CheckImportPath("output-pkg", c.OutputPkg); msg != "" {
		pass.Errorf(gen.FlagPos("output-pkg"), "%s", msg)
	}
	if pass.HasErrors() {
		return nil
	}
	pass.OwnTree(c.OutputDir)
	p := newPlan(pass, c)
	if pass.HasErrors() {
		return p
	}
	name, src := schemaSource(pass, c.OpenAPISchema)
	if pass.HasErrors() {
		return p
	}
	nameSchemaTypes(name, p)
	schemaRead := make(chan string, 1)
	go func() { schemaRead <- readSchema(pass, name, src, p) }()
	var schema string
	schemaOK := false
	type job struct {
		pkg *Package
		ac  *ApplyConfig
	}
	var jobs []job
	for _, pkg := range p.Packages {
		for _, ac := range pkg.Types {
			jobs = append(jobs, job{pkg, ac})
		}
	}
	// A schema that does not read is the run's only error, as when it was
	// read first: the apply configurations spelled meanwhile are dropped.
	genclient.BatchesIf(pass, len(jobs), func(i int, b *genclient.Batch) {
		writeType(b, p, jobs[i].pkg, jobs[i].ac)
	}, func() bool {
		schema = <-schemaRead
		schemaOK = !pass.HasErrors()
		return schemaOK
	})
	if !schemaOK {
		return p
	}
	writeUtils(pass, p)
	writeInternal(pass, p, schema)
	return p
}
