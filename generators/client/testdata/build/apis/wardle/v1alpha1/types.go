package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Flunder is namespaced, has a status and extension methods of every
// verb a method may have (but list with a subresource, whose fake
// upstream's templates do not match to the interface).
// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=Scale,result=Scale
// +genclient:method=CreateScale,verb=create,subresource=scale,input=Scale,result=Scale
// +genclient:method=GetOther,verb=get,result=Scale
// +genclient:method=ListOthers,verb=list
// +genclient:method=CreateOther,verb=create,input=Scale,result=Scale
// +genclient:method=UpdateOther,verb=update
// +genclient:method=PatchOther,verb=patch,result=Scale
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FlunderSpec   `json:"spec,omitempty"`
	Status            FlunderStatus `json:"status,omitempty"`
}

// FlunderSpec is a Flunder's spec.
type FlunderSpec struct {
	Reference string `json:"reference,omitempty"`
}

// FlunderStatus is a Flunder's status.
type FlunderStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// FlunderList is a list of Flunders.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type FlunderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Flunder `json:"items"`
}

// Fischer is cluster-scoped, with extension methods.
// +genclient
// +genclient:nonNamespaced
// +genclient:method=GetScale,verb=get,subresource=scale,result=Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=Scale,result=Scale
// +genclient:method=CreateScale,verb=create,subresource=scale,input=Scale,result=Scale
// +genclient:method=ListOthers,verb=list
// +genclient:method=PatchOther,verb=patch
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Fischer struct {
	metav1.TypeMeta    `json:",inline"`
	metav1.ObjectMeta  `json:"metadata,omitempty"`
	DisallowedFlunders []string `json:"disallowedFlunders,omitempty"`
}

// FischerList is a list of Fischers.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type FischerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Fischer `json:"items"`
}

// Gadget can only be read.
// +genclient
// +genclient:readonly
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// GadgetList is a list of Gadgets.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}

// Widget's client has no verbs.
// +genclient
// +genclient:noVerbs
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Scale is the scale subresource.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Replicas          int32 `json:"replicas"`
}

// ScaleList is a list of Scales.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ScaleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Scale `json:"items"`
}
