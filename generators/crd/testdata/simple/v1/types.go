package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// WidgetSpec is what a widget should be.
type WidgetSpec struct {
	// Name is the widget's display name.
	Name string `json:"name"`

	// Size in centimetres.
	// It spans two lines.
	// +optional
	Size int32 `json:"size,omitempty"`

	Weight int64 `json:"weight,omitempty"`

	// Enabled turns it on.
	Enabled *bool `json:"enabled,omitempty"`

	// Tags label the widget.
	Tags []string `json:"tags,omitempty"`

	// Labels are extra labels.
	Labels map[string]string `json:"labels,omitempty"`

	// Parts are the widget's parts.
	Parts []Part `json:"parts,omitempty"`

	Data []byte `json:"data,omitempty"`

	Skipped string `json:"-"`
}

// Part is one part of a widget.
type Part struct {
	// ID of the part.
	ID    string `json:"id"`
	Count uint16 `json:"count"`
}

// WidgetStatus is what a widget is.
type WidgetStatus struct {
	// Ready says whether it is ready.
	Ready bool `json:"ready"`
}

// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
