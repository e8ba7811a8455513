package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group and version of this package.
var SchemeGroupVersion = schema.GroupVersion{Group: "wardle.example.com", Version: "v1alpha1"}

var (
	// SchemeBuilder registers the types.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme adds the types to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Flunder{}, &FlunderList{}, &Fischer{}, &FischerList{},
		&Gadget{}, &GadgetList{}, &Widget{}, &Scale{}, &ScaleList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
