package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GadgetSpec has a mistake per field.
type GadgetSpec struct {
	// +kubebuilder:validation:Minimun=1
	Misspelled int32 `json:"misspelled"`

	// +kubebuilder:subresource:status
	Misplaced string `json:"misplaced"`

	// +kubebuilder:default=abc
	IllTyped int32 `json:"illTyped"`

	// +kubebuilder:validation:MaxLength=3
	WrongType int32 `json:"wrongType"`

	Ratio float64 `json:"ratio"`

	unexported string
}

// +kubebuilder:object:root=true

// Gadget is a gadget.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec"`
}

// +kubebuilder:object:root=true
// +kubebuilder:unservedversion

// Bolt serves no version.
type Bolt struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
