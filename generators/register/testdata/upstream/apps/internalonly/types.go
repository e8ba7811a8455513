package internalonly

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Deployment is a kind.
type Deployment struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Replicas int32
}
