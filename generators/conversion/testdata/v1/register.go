package v1

import "k8s.io/apimachinery/pkg/runtime"

var (
	// SchemeBuilder collects the functions that add this package to a scheme.
	SchemeBuilder      runtime.SchemeBuilder
	localSchemeBuilder = &SchemeBuilder
)
