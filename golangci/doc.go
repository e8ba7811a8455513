// Package golangci is a golangci-lint v2 module plugin, "gvkgentags": it
// runs gvkgen's tag analyzer (generators/lint/analyzer) in golangci-lint,
// and so in the editors golangci-lint runs in. Build a golangci-lint that
// has it with `golangci-lint custom` and a .custom-gcl.yml naming this
// module; enable it in .golangci.yml as a linter of type "module", with
// settings {allow: [<tag patterns>]}, the tags of generators gvkgen does
// not have (as gvkgen's --allow-tags).
//
// It is a module of its own so that its dependency on
// github.com/golangci/plugin-module-register stays out of the module of
// the tools (`go get -tool github.com/gvk-dev/gvkgen/...`).
package golangci
