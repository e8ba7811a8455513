package lint

import "strings"

// Foreign are the tags of k8s.io/code-generator v0.37.2's generators that
// gvkgen does not have, as its apidefinitions package knows them (with its
// --lint-rules=known-tags-only), and of the tools beside them: lint never
// takes one of them, or their sub-tags (+k8s:validation-gen-test-fixture:
// x), for a misspelling of one of ours. A tag that a
// generator of the registry defines is checked as its own, whatever this
// list says.
var Foreign = []string{
	"k8s:defaulter-gen", "k8s:defaulter-gen-input",
	"k8s:validation-gen", "k8s:validation-gen-input", "k8s:validation-gen-nolint",
	"k8s:validation-gen-scheme-registry", "k8s:validation-gen-test-fixture", "k8s:validation-gen-test-targets",
	"k8s:openapi-gen", "k8s:openapi-model-package",
	"k8s:protobuf-gen", "protobuf",
	"k8s:client-gen", "genclient", "groupGoName",
	"k8s:applyconfiguration-gen", "k8s:informer-gen", "k8s:lister-gen",
	"kubebuilder:*",
}

// Allows reports whether one of patterns names the tag name: a pattern is
// a tag name, which also names its sub-tags (k8s:foo-gen names
// k8s:foo-gen:mode), or a prefix followed by "*" (k8s:foo*).
func Allows(patterns []string, name string) bool {
	for _, p := range patterns {
		if pre, ok := strings.CutSuffix(p, "*"); ok {
			if strings.HasPrefix(name, pre) {
				return true
			}
			continue
		}
		if name == p || strings.HasPrefix(name, p+":") {
			return true
		}
	}
	return false
}
