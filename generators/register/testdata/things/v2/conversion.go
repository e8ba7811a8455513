package v2

import "k8s.io/apimachinery/pkg/runtime"

// addConversionFuncs is hand-written: register-gen registers it.
func addConversionFuncs(scheme *runtime.Scheme) error {
	return nil
}
