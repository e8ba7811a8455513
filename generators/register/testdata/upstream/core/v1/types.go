package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Pod is a kind.
type Pod struct {
	metav1.TypeMeta `json:",inline"`
	Node            string `json:"node"`
}
