package things

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Thing is a thing.
type Thing struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec ThingSpec
}

// ThingSpec is what a thing should be.
type ThingSpec struct {
	Names    []string
	Size     int32
	Labels   map[string]string
	Replicas *int32
	Mode     string
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// ThingList is a list of things.
type ThingList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Thing
}
