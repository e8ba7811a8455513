package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Eviction is a kind.
type Eviction struct {
	metav1.TypeMeta `json:",inline"`
}

// EvictionList has no Items: an error if register-gen registered it, but the
// package is skipped.
type EvictionList struct {
	metav1.TypeMeta `json:",inline"`
}
