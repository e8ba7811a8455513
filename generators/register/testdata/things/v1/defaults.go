package v1

import "k8s.io/apimachinery/pkg/runtime"

// addDefaultingFuncs calls the generated RegisterDefaults: register-gen
// must register it once, through addDefaultingFuncs.
func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}
