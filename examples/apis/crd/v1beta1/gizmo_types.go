/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GizmoSpec defines the desired state of Gizmo.
type GizmoSpec struct {
	// Maintainer is who looks after the gizmo.
	// +optional
	Maintainer string `json:"maintainer,omitempty"`

	// Replicas is how many copies of the gizmo run.
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`

	// Settings are free-form key/value settings.
	// +optional
	Settings map[string]string `json:"settings,omitempty"`

	// Parts are the gizmo's parts, in order.
	// +optional
	Parts []Part `json:"parts,omitempty"`
}

// Part is one part of a gizmo.
type Part struct {
	// Name identifies the part.
	Name string `json:"name"`
	// Ports are the part's ports, by name.
	// +optional
	Ports map[string][]int32 `json:"ports,omitempty"`
}

// GizmoStatus defines the observed state of Gizmo.
type GizmoStatus struct {
	// Conditions describe the gizmo's state.
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`

	// LastSeen is when the gizmo last reported.
	// +optional
	LastSeen *metav1.Time `json:"lastSeen,omitempty"`

	// Phase summarises the conditions; dropped in v1, where the conditions
	// say it all. Converting through v1 loses it.
	// +optional
	// +gvkgen:crd-conversion:lossy
	Phase string `json:"phase,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Gizmo is the Schema for the gizmos API in v1beta1 (a spoke: converted
// to and from v1, the storage version).
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GizmoSpec   `json:"spec,omitempty"`
	Status GizmoStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// GizmoList contains a list of Gizmo.
type GizmoList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Gizmo{}, &GizmoList{})
}
