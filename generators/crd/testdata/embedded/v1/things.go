package v1

// The types of Thing: a field of a named type that an embedded struct also
// has (merged in the other order), an inline map, a +structType on the
// embedding field and a OneOf rule beside the embedded rules.

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Sub is a sub.
// +kubebuilder:validation:XValidation:rule="true",message="sub rule"
type Sub struct {
	// A is a.
	// +optional
	A string `json:"a,omitempty"`
}

// Sub2 is another.
// +kubebuilder:validation:XValidation:rule="true",message="sub2 rule"
type Sub2 struct {
	// B is b.
	// +optional
	B string `json:"b,omitempty"`
}

// Coarse is granular, embedded at the root and in ThingSpec.
// +structType=granular
// +kubebuilder:validation:XValidation:rule="true",message="granular rule"
type Coarse struct {
	// Thing is the embedded thing.
	// +kubebuilder:validation:MaxLength=5
	// +optional
	Thing string `json:"thing,omitempty"`
	// Sub is the embedded sub.
	// +kubebuilder:validation:XValidation:rule="true",message="embedded sub field rule"
	// +optional
	Sub Sub `json:"sub,omitempty"`
}

// Labels inlines a map.
type Labels struct {
	// +kubebuilder:validation:MaxProperties=3
	Extra map[string]string `json:",inline"`
}

// ThingSpec has everything.
// +kubebuilder:validation:ExactlyOneOf=thing;other
// +kubebuilder:validation:XValidation:rule="true",message="spec rule"
type ThingSpec struct {
	// +structType=atomic
	// +kubebuilder:validation:XValidation:rule="true",message="embedding field rule"
	Coarse `json:",inline"`
	// Thing is the own thing.
	// +kubebuilder:validation:MaxLength=7
	// +optional
	Thing string `json:"thing,omitempty"`
	// Other is other.
	// +optional
	Other string `json:"other,omitempty"`
	// Sub is the own sub, a Sub2.
	// +kubebuilder:validation:XValidation:rule="true",message="own sub field rule"
	// +optional
	Sub Sub2 `json:"sub,omitempty"`
}

// MapSpec inlines a map.
type MapSpec struct {
	Labels `json:",inline"`
	// +optional
	Name string `json:"name,omitempty"`
}

// +kubebuilder:object:root=true

// Thing is a kind.
// +structType=atomic
// +kubebuilder:validation:XValidation:rule="true",message="root rule"
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Coarse `json:",inline"`
	// Sub is the root's own sub.
	// +kubebuilder:validation:XValidation:rule="true",message="root sub field rule"
	// +optional
	Sub *Sub2 `json:"sub,omitempty"`
	// Thing is the root's thing.
	// +kubebuilder:validation:MaxLength=9
	// +optional
	Thing string `json:"thing,omitempty"`
	// +optional
	Spec ThingSpec `json:"spec,omitempty"`
	// +optional
	Map MapSpec `json:"map,omitempty"`
}
