package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

var localSchemeBuilder runtime.SchemeBuilder

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Gizmo is a kind.
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GizmoSpec `json:"spec,omitempty"`
}

// GizmoSpec is the spoke's spec: Owner is the hub's Maintainer, Legacy is
// its own, Tags it lacks.
type GizmoSpec struct {
	// +gvkgen:crd-conversion:hub-field=Maintainer
	Owner string `json:"owner,omitempty"`
	Size  int32  `json:"size,omitempty"`
	Extra *Extra `json:"extra,omitempty"`
	// +gvkgen:crd-conversion:lossy
	Legacy string `json:"legacy,omitempty"`
	Parts  []Part `json:"parts,omitempty"`
}

// Extra lacks the hub's Note.
type Extra struct {
	Level int32 `json:"level,omitempty"`
}

// Part is an element of a slice.
type Part struct {
	Name string `json:"name"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// GizmoList is not a kind of its own.
type GizmoList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}
