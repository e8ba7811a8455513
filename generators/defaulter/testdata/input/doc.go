// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=github.com/gvk-dev/gvkgen/generators/defaulter/testdata/inputtypes

// Package input writes the defaulters of inputtypes' types, as
// Kubernetes' pkg/apis/core/v1 does for k8s.io/api/core/v1.
package input
