package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Thing is a thing.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ThingSpec `json:"spec"`
}

// ThingSpec is what a thing should be.
type ThingSpec struct {
	Names    []string          `json:"names,omitempty"`
	Size     int32             `json:"size"`
	Labels   map[string]string `json:"labels,omitempty"`
	Replicas *int32            `json:"replicas,omitempty"`
	Mode     string            `json:"mode,omitempty"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// ThingList is a list of things.
type ThingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Thing `json:"items"`
}
