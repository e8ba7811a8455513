package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// SafeSpec holds immutable fields.
// +kubebuilder:validation:XValidation:rule="has(self.code)",message="code is set"
type SafeSpec struct {
	// Code never changes.
	// +k8s:immutable
	Code string `json:"code"`

	// Owner may be set once.
	// +k8s:immutable
	// +optional
	Owner *string `json:"owner,omitempty"`

	// Keys may be set once.
	// +k8s:immutable
	Keys []string `json:"keys,omitempty"`
}

// +kubebuilder:object:root=true

// Safe is a safe.
type Safe struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec SafeSpec `json:"spec"`
}
