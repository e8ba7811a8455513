package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Granular is embedded in GizmoSpec and Gizmo, with limits of its own.
// +structType=granular
// +kubebuilder:validation:MinProperties=2
// +kubebuilder:validation:MaxProperties=9
// +kubebuilder:validation:XValidation:rule="true",message="granular rule"
type Granular struct {
	// Name is the embedded name.
	// +kubebuilder:validation:MaxLength=5
	Name string `json:"name"`
	// Count is a number.
	// +optional
	Count int32 `json:"count,omitempty"`
}

// GizmoSpec embeds Granular, with other limits and a field of the same
// name.
// +structType=atomic
// +kubebuilder:validation:MinProperties=1
// +kubebuilder:validation:MaxProperties=9
// +kubebuilder:validation:XValidation:rule="true",message="spec rule"
type GizmoSpec struct {
	Granular `json:",inline"`
	// Name is the spec's own name.
	// +kubebuilder:validation:MinLength=1
	Name string `json:"name"`
}

// +kubebuilder:object:root=true

// Gizmo is a kind whose root embeds Granular.
// +kubebuilder:validation:XValidation:rule="true",message="gizmo rule"
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Granular `json:",inline"`
	// Spec is a GizmoSpec.
	// +optional
	Spec GizmoSpec `json:"spec,omitempty"`
}
