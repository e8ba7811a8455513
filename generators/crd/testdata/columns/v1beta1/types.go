package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion:warning="ops.example.com/v1beta1 Crew is deprecated"

// Crew is an old crew.
type Crew struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Size of the crew.
	Size int32 `json:"size"`
}
