package things

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Thing is an object.
type Thing struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Size int32
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// ThingList is a list of things.
type ThingList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Thing
}

// Part is not an object: it does not embed TypeMeta.
type Part struct {
	Name string
}
