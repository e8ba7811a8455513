// Package registry lists every generator, in the order they run (upstream
// kube_codegen.sh's: deepcopy, then defaults, conversion, register). Every
// driver (the single tools, gvkgen generate/verify, detection, lint) loops
// over it; adding a generator is one line here.
package registry
