package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Nested names a field of a field.
// +kubebuilder:validation:AtMostOneOf=inner.a;inner.b
type Nested struct {
	Inner *Pair `json:"inner,omitempty"`
}

// Pair is in a OneOf without omitempty.
// +kubebuilder:validation:ExactlyOneOf=a;b
type Pair struct {
	A *string `json:"a"`
	B *string `json:"b,omitempty"`
}

// Word has a MarshalText: it is a string.
// +kubebuilder:validation:Type=integer
type Word struct{ W string }

func (w Word) MarshalText() ([]byte, error) { return []byte(w.W), nil }

// +k8s:enum
type Empty string

// WidgetSpec has a mistake per field.
type WidgetSpec struct {
	// +k8s:enum
	EnumOnField string `json:"enumOnField,omitempty"`

	Anonymous struct {
		A string `json:"a,omitempty"`
	} `json:"anonymous,omitempty"`

	Nested Nested `json:"nested,omitempty"`

	// +kubebuilder:title=123
	NumberTitle string `json:"numberTitle,omitempty"`

	Anything any `json:"anything,omitempty"`

	// +kubebuilder:externalDocs:url="not a url"
	BadDocs string `json:"badDocs,omitempty"`

	Word Word `json:"word,omitempty"`

	Empty Empty `json:"empty,omitempty"`

	Inlined Inlined `json:"inlined,omitempty"`
}

// +kubebuilder:object:root=true

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec"`
}

// Inlined inlines a string into an object.
type Inlined struct {
	Label string `json:",inline"`
	Count int32  `json:"count,omitempty"`
}
