// Package difftest holds the comparison harnesses of gvkgen: upstream's own
// output tests run with our generators, conformance against the committed
// generated files of real modules, upstream k8s.io/code-generator and
// controller-gen run side by side with gvkgen on public modules, the
// register-gen check on k8s.io/sample-apiserver and the kube_codegen.sh
// check.
//
// The library (this package's non-test files) is what the harnesses share:
// installing an upstream tool into the cache, copying a published module
// into a scratch tree, finding the packages that ask for a generator,
// comparing trees file by file, and measuring a command's time and peak
// memory. The harnesses themselves are tests behind the build tag
// differential, so that `go test ./...` does not download modules:
//
//	go test -tags=differential -v ./internal/difftest -run 'TestDiffUpstream/sample-apiserver/deepcopy'
//
// The scripts hack/output-tests.sh, hack/conformance.sh,
// hack/diff-upstream.sh, hack/diff-controller-gen.sh, hack/register-check.sh
// and hack/kube-codegen-check.sh run them; docs/testing.md describes them.
package difftest
