package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Widget is namespaced, with every verb.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +genclient
// +genclient:nonNamespaced

// Gizmo is cluster-scoped.
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Policy has no watch: a lister, no informer.
// +genclient
// +genclient:skipVerbs=watch
type Policy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Endpoints is read-only, with a plural exception.
// +genclient
// +genclient:readonly
// +resourceName=endpointses
type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Secret has no verbs: a lister (as upstream), no informer.
// +genclient
// +genclient:noVerbs
type Secret struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Create only: neither lister nor informer.
// +genclient
// +genclient:onlyVerbs=create
type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Plain has no +genclient.
type Plain struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Resource names a resource of the group.
func Resource(r string) string { return r }

// SchemeGroupVersion is the group version.
var SchemeGroupVersion = struct{}{}
