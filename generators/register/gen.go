package register

import (
	"flag"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Tags are the tags register-gen reads.
var Tags = []tags.Def{
	{Name: tagName, Places: tags.Package | tags.Type, Values: "true | false", Doc: "In doc.go, make the package a target; on a type, =false leaves it out of addKnownTypes."},
	{Name: tagInternal, Places: tags.Package, Values: "true | false", Doc: "Also write the internal version's file (upstream skips internal versions)."},
	{Name: tagInstall, Places: tags.Package, Values: "true | false", Doc: "In the internal package: also write <group>/install/install.go; implies :internal."},
	{Name: tagSchemeFuncs, Places: tags.Package, Values: "true | false", Doc: "The init also registers hand-written addDefaultingFuncs and addConversionFuncs, and the generated RegisterDefaults."},
	{Name: tagVersionPriority, Places: tags.Package, Values: "<version>,<version>...", Doc: "The order of the versions for SetVersionPriority in install.go."},
	{Name: tagGroupName, Places: tags.Package, Values: "<group>", Doc: "The API group (empty: the core group); makes the package a target."},
}

// Generator is register-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "register",
	Tool:       "register-gen",
	Doc:        "Generates register.go (GroupName, SchemeGroupVersion, SchemeBuilder, AddToScheme, addKnownTypes) for external API versions as upstream does; internal versions (+k8s:register-gen:internal), install packages (+k8s:register-gen:install) and scheme functions (+k8s:register-gen:scheme-funcs) on request.",
	OutputFile: handWritten,
	Tags:       Tags,
	Keywords:   Keywords,
	// An explicit opt-in: most internal packages carry +groupName beside
	// a hand-written register.go.
	DetectTag: "+" + tagName,
	New:       func(*flag.FlagSet) gen.Run { return run{} },
}

// run is a register-gen run: it has no flags of its own.
type run struct{}

func (run) BuildTag() string { return universe.BuildTag }

// Plan plans the registration of every package of in and builds its files.
func (run) Plan(in gen.Input) (gen.Model, []gen.Diagnostic) {
	res, err := Generate(in.Universe, Options{OutputFile: in.OutputFile, Packages: in.Packages})
	diags := gen.Diagnostics(res.Warnings, nil)
	if err != nil {
		return nil, append(diags, gen.ErrorsOf(err)...)
	}
	return gen.Files(res.Files), diags
}
