// Package kubecodegen is gvkgen's front end for k8s.io/code-generator's
// kube_codegen.sh: `gvkgen kube-codegen
// gen_helpers|gen_register|gen_client|gen_openapi [flags] <input-dir>`
// takes the flags of upstream's shell function of that name, finds its
// packages as upstream's script does (Find: a grep for each generator's
// tag, then `go list -find`), selects gen_client's inputs as upstream
// (version directories with a +genclient line) and gen_openapi's
// (OpenAPIInputs, apimachinery's packages, read-only packages), sets the
// old generated files aside, runs every generator gvkgen has in one gvkgen
// run over one load (package cli), upstream's tool for a generator it
// lacks (validation-gen, openapi-gen), puts the old files back if anything
// fails, and checks gen_openapi's API rule report. The repository's
// kube_codegen.sh is a thin wrapper around it.
//
// It must not decide what is generated (the generators') nor how anything
// is loaded, checked or written (the driver's).
package kubecodegen
