package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Flunder is namespaced and has a status.
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FlunderSpec   `json:"spec,omitempty"`
	Status            FlunderStatus `json:"status,omitempty"`
}

type FlunderSpec struct {
	Reference string `json:"reference,omitempty"`
}

type FlunderStatus struct{}

// FlunderList is a list of Flunders.
type FlunderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Flunder `json:"items"`
}

// +genclient
// +genclient:nonNamespaced

// Fischer is cluster-scoped, without a status.
type Fischer struct {
	metav1.TypeMeta    `json:",inline"`
	metav1.ObjectMeta  `json:"metadata,omitempty"`
	DisallowedFlunders []string `json:"disallowedFlunders,omitempty"`
}

type FischerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Fischer `json:"items"`
}

// Gadget can only be read.
// +genclient
// +genclient:readonly
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status,omitempty"`
}

type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}

// Widget's client has no verbs.
// +genclient
// +genclient:noVerbs
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Sprocket skips some verbs, has no status subresource and a resource
// name of its own.
// +genclient
// +genclient:skipVerbs=patch,apply,deleteCollection
// +genclient:noStatus
// +resourceName=sprocketz
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status,omitempty"`
}

type SprocketList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Sprocket `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:onlyVerbs=create,get,delete

// Leaf is created, read and deleted only, and has no list.
type Leaf struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Plain has no client.
type Plain struct{}
