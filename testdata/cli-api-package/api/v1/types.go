package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster

// Policy is a cluster-wide policy.
type Policy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PolicySpec `json:"spec"`
}

// PolicySpec is what a policy checks.
type PolicySpec struct {
	Rules []Rule `json:"rules,omitempty"`
}

// Rule is one check.
type Rule struct {
	Name  string            `json:"name"`
	Match map[string]string `json:"match,omitempty"`
}

// +kubebuilder:object:root=true

// PolicyList is a list of policies.
type PolicyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Policy `json:"items"`
}
