package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +k8s:prerelease-lifecycle-gen:introduced=1.20
// +k8s:prerelease-lifecycle-gen:replacement=widgets.example.com,v1,Widget

// Widget is read from both comment blocks above it.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec"`
}

// WidgetSpec is not an API type: no methods.
type WidgetSpec struct {
	Size int32 `json:"size"`
}

// +k8s:prerelease-lifecycle-gen:introduced=1.20
// +k8s:prerelease-lifecycle-gen:deprecated=1.22
// +k8s:prerelease-lifecycle-gen:replacement=widgets.example.com,v1,WidgetList

// WidgetList gets its removal three minor releases after its deprecation.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Widget `json:"items"`
}

// +k8s:prerelease-lifecycle-gen:introduced=1.9
// +k8s:prerelease-lifecycle-gen:deprecated=1.10
// +k8s:prerelease-lifecycle-gen:removed=1.16

// Gadget embeds TypeMeta through a pointer and declares its own
// APILifecycleIntroduced, in a file without a type.
type Gadget struct {
	*metav1.TypeMeta `json:",inline"`
}

// +k8s:prerelease-lifecycle-gen:introduced=1.30
// +k8s:prerelease-lifecycle-gen:replacement=,v1,ConfigMap

// Gizmo is replaced by a kind of the core group.
type Gizmo struct {
	metav1.TypeMeta `json:",inline"`
}

// gizmoCache is unexported: no methods.
type gizmoCache struct {
	metav1.TypeMeta `json:",inline"`
}
