package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Dog is namespaced.
type Dog struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type DogList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Dog `json:"items"`
}
