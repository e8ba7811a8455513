package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Widget is a namespaced kind with a status and a scale subresource.
//
// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=Scale
// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=Scale,result=Scale
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec is what a widget should be.
type WidgetSpec struct {
	// Color is the widget's color.
	//
	// +optional
	Color *string `json:"color,omitempty"`
	// Parts are its parts.
	Parts []Part `json:"parts,omitempty"`
	// Labels label it.
	Labels map[string]string `json:"labels,omitempty"`
	// Sizes by name.
	Sizes map[string]Size `json:"sizes,omitempty"`
	// Tags is a pointer to a slice.
	Tags *[]string `json:"tags,omitempty"`
	// Extra is anything.
	Extra runtime.RawExtension `json:"extra,omitempty"`
	// Selector is meta's.
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	Count    int32                 `json:"count"`
	Ignored  string                `json:"-"`
	ZZZ_Old  string                `json:"old,omitempty"`
	Embedded `json:",inline"`
}

// Embedded is inlined into WidgetSpec.
type Embedded struct {
	Note string `json:"note,omitempty"`
}

// Part is one part.
type Part struct {
	Name string `json:"name"`
}

// Size is a size.
type Size struct {
	Width int64 `json:"width"`
}

// WidgetStatus is what a widget is.
type WidgetStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// Scale is the input and result of the scale subresource.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Replicas int32 `json:"replicas"`
}

// Gadget is cluster-scoped and cannot be applied.
//
// +genclient
// +genclient:nonNamespaced
// +genclient:skipVerbs=apply,applyStatus
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec,omitempty"`
}

// GadgetSpec is not reachable from a type that can be applied.
type GadgetSpec struct {
	Size int32 `json:"size"`
}

// Store is cluster-scoped.
//
// +genclient
// +genclient:nonNamespaced
// +genclient:noStatus
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Store struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Owner  *Part       `json:"owner,omitempty"`
	Status StoreStatus `json:"status,omitempty"`
}

// StoreStatus has no json tags, so no apply configuration.
type StoreStatus struct {
	Open bool
}

// WidgetList is a list.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Widget `json:"items"`
}
