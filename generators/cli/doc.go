// Package cli is the driver of every gvkgen command: it runs the generators
// of package registry (one of them for deepcopy-gen, conversion-gen and
// register-gen, all of them for gvkgen generate/verify) with flags that
// match k8s.io/code-generator's. It names no generator.
//
// It owns the whole pipeline run, load -> tags -> plan -> emit -> write:
// it parses the common flags (--go-header-file, -v, --verify, --strict,
// --build-tags, --lint-rules, --format) and each generator's own, loads the packages
// once with universe, reports syntax errors and runs lint with every
// generator's tag definitions, detects which packages each generator wants
// (gvkgen; or takes them from its --<generator>-packages), runs the generators' plans side by side and prints their
// diagnostics, emits, then renders and writes or verifies every file in
// one step: all targets are checked before anything is written. It maps
// what happened to exit statuses (0 done or current, 1 verify found stale
// files, 2 usage or input errors). Every diagnostic it prints goes through
// one sink (diag.go), which prints it in the format --format asks for:
// text as always, JSON Lines, GitHub Actions workflow commands, or one
// SARIF 2.1.0 log (sarif.go). `gvkgen tags` lists the tag
// definitions (package tags/all), `gvkgen generators` the generators
// (list.go). Other tools' command lines (controller-gen's, package
// controllergen; kube_codegen.sh's, package kubecodegen) are Frontends
// that cmd/gvkgen hands to Gvkgen; they run one generator through a
// Command, or a gvkgen command line through Gvkgen.
//
// It must not decide what is generated (that is the generator packages')
// nor how a file is rendered or written (that is output's); the cmd/
// binaries are thin wrappers over it.
package cli
