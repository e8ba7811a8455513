package v2

import "k8s.io/apimachinery/pkg/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ThingSpec sets the defaults of a thing's spec.
func SetDefaults_ThingSpec(obj *ThingSpec) {
	if obj.Replicas == nil {
		one := int32(1)
		obj.Replicas = &one
	}
}
