package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Gizmo is a kind.
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GizmoSpec `json:"spec,omitempty"`
}

// GizmoSpec is the hub's spec.
type GizmoSpec struct {
	Maintainer string   `json:"maintainer,omitempty"`
	Size       int32    `json:"size,omitempty"`
	Extra      *Extra   `json:"extra,omitempty"`
	Tags       []string `json:"tags,omitempty"`
	Parts      []Part   `json:"parts,omitempty"`
}

// Extra is reached through a pointer.
type Extra struct {
	Level int32  `json:"level,omitempty"`
	Note  string `json:"note,omitempty"`
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
