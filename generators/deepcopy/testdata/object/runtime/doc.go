// +kubebuilder:object:generate=true
// +k8s:deepcopy-gen=package
package runtime

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type T struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	C []metav1.Condition
}
