package prerelease

import (
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// Generator is prerelease-lifecycle-gen, as the drivers run it.
var Generator = &gen.Generator{
	Name:       "prerelease-lifecycle",
	Tool:       toolName,
	Doc:        "Generates the lifecycle methods of API types (APILifecycleIntroduced, APILifecycleDeprecated, APILifecycleReplacement, APILifecycleRemoved) in packages tagged +k8s:prerelease-lifecycle-gen=true, as upstream does.",
	OutputFile: "zz_generated.prerelease-lifecycle.go",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: "k8s:", Lint: true, Verify: true}},
	Keywords:   Keywords,
	// Kubernetes' hack/update-codegen.sh finds its packages by this line.
	DetectTag: "+" + tagName + "=true",
	Run:       run,
	// The single tool's default, upstream's
	// (cmd/prerelease-lifecycle-gen/args).
	ToolOutputFile: "generated.prerelease_lifecycle.go",
}

// run plans every package of the pass and, without errors, writes one
// file in each target. Its result is the plan ([]*Target).
func run(pass *gen.Pass) any {
	var targets []*Target
	for _, pkg := range pass.Packages {
		if err := pkg.ParseErr(); err != nil {
			pass.ReportErrors(err)
			continue
		}
		if t := plan(pass, pkg); t != nil {
			targets = append(targets, t)
		}
	}
	if pass.HasErrors() {
		return targets
	}
	for _, t := range targets {
		writeTarget(pass, t)
	}
	return targets
}
