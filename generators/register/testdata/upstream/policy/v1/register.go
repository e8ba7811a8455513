package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is hand-written.
var SchemeGroupVersion = schema.GroupVersion{Group: "policy.example.com", Version: "v1"}

var schemeBuilder = runtime.NewSchemeBuilder(func(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Eviction{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
})

// AddToScheme is hand-written.
var AddToScheme = schemeBuilder.AddToScheme
