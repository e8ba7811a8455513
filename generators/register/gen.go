package register

import (
	"github.com/gvk-dev/gvkgen/generators/defaulter"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is register-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "register",
	Tool:       "register-gen",
	Doc:        "Generates register.go (GroupName, SchemeGroupVersion, SchemeBuilder, AddToScheme, addKnownTypes) for external API versions as upstream does; internal versions (+k8s:register-gen:internal), install packages (+k8s:register-gen:install) and scheme functions (+k8s:register-gen:scheme-funcs) on request.",
	OutputFile: handWritten,
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}, {Prefix: tagGroupName, Lint: true}},
	Keywords:   Keywords,
	// An explicit opt-in: most internal packages carry +groupName beside
	// a hand-written register.go.
	DetectTag: "+" + tagName,
	Run:       run,
	// Whether a package gets a RegisterDefaults is defaulter-gen's
	// decision, in the same run.
	Requires: []*gen.Generator{defaulter.Generator},
	// Upstream's register-gen ignores +k8s:defaulter-gen: a mistake in
	// it fails defaulter-gen's run, not this one (a warning when
	// defaulter-gen runs only for register).
	Advisory: []*gen.Generator{defaulter.Generator},
	// kube_codegen.sh's gen_register, and register-gen given packages,
	// write a register file for every +groupName package.
	Claims: func(p *universe.Package) bool { return p.HasLineTag("+" + tagGroupName) },
	Extra: []gen.Extra{{
		Dir:  "install",
		Name: installFile,
		Why:  "its group's internal version (the package above) no longer has +" + tagInstall,
	}},

	// The single tool's default, upstream's (cmd/register-gen/args).
	ToolOutputFile: "generated.register.go",
}

// run plans the registration of every package of the pass and builds its
// files. Its result is the plan ([]*Target).
func run(pass *gen.Pass) any {
	res, err := generate(pass.Universe, options{OutputFile: pass.OutputFile, Packages: pass.Packages,
		Defaults: defaulter.ResultKey.Of(pass).RegisterDefaults, FS: pass})
	pass.ReportWarnings(res.Warnings)
	pass.ReportErrors(err)
	for _, f := range res.Files {
		pass.AddFile(f)
	}
	return res.Targets
}
