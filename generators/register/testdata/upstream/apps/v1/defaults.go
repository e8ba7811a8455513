package v1

import "k8s.io/apimachinery/pkg/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

func addConversionFuncs(scheme *runtime.Scheme) error {
	return nil
}

// Hand-written registration, as upstream expects it next to its output.
func init() {
	localSchemeBuilder.Register(addDefaultingFuncs, addConversionFuncs)
}
