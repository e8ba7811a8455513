package wardle

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Flunder is namespaced and has a status; an internal type's ObjectMeta
// has no json tag.
type Flunder struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   FlunderSpec
	Status FlunderStatus
}

type FlunderSpec struct {
	Reference string
}

type FlunderStatus struct{}

type FlunderList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Flunder
}

// +genclient
// +genclient:nonNamespaced

// Fischer is cluster-scoped.
type Fischer struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	DisallowedFlunders []string
}

type FischerList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Fischer
}
