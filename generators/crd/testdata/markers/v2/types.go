package v2

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// HammerSpec is what a hammer should be.
type HammerSpec struct {
	// Name of the hammer.
	Name string `json:"name"`
}

// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:resource:path=hammers,shortName=hm;ham,categories=tools,scope=Cluster

// Hammer is a hammer.
type Hammer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec HammerSpec `json:"spec,omitempty"`
}

// +kubebuilder:object:root=true

// Nail has no status subresource.
type Nail struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Length of the nail.
	Length int32 `json:"length"`
}
