package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +k8s:prerelease-lifecycle-gen:introduced=1.25

// Widget gets APILifecycleIntroduced alone.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
}

// +k8s:prerelease-lifecycle-gen:introduced=1.25
// +k8s:prerelease-lifecycle-gen:deprecated=1.33

// WidgetList is deprecated, not removed: no APILifecycleRemoved.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	Items           []Widget `json:"items"`
}

// +k8s:prerelease-lifecycle-gen:introduced=1.25
// +k8s:prerelease-lifecycle-gen:removed=1.40

// Sprocket is removed without a deprecation tag: no APILifecycleDeprecated.
type Sprocket struct {
	metav1.TypeMeta `json:",inline"`
}
