package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Inner is embedded in Mid.
// +kubebuilder:validation:XValidation:rule="self.inner != 'x'",message="inner rule"
type Inner struct {
	// Inner has a rule of its own.
	// +kubebuilder:validation:XValidation:rule="self.size() > 1",message="inner field rule"
	Inner string `json:"inner"`
}

// Mid embeds Inner, with a rule on the embedding field.
// +kubebuilder:validation:XValidation:rule="self.mid != 'x'",message="mid rule 1"
// +kubebuilder:validation:XValidation:rule="self.mid != 'y'",message="mid rule 2"
type Mid struct {
	// +kubebuilder:validation:XValidation:rule="has(self.inner)",message="inner embedding rule"
	Inner `json:",inline"`
	// Mid is Mid's own.
	// +optional
	Mid string `json:"mid,omitempty"`
}

// Base is embedded beside Mid.
// +kubebuilder:validation:XValidation:rule="self.base != 'x'",message="base rule"
type Base struct {
	// Base is Base's own.
	// +optional
	Base string `json:"base,omitempty"`
}

// Outer embeds Base and Mid and has rules of its own.
// +kubebuilder:validation:XValidation:rule="self.own != 'x'",message="outer rule 1"
// +kubebuilder:validation:XValidation:rule="self.own != 'y'",message="outer rule 2"
type Outer struct {
	// +kubebuilder:validation:XValidation:rule="has(self.base)",message="base embedding rule"
	Base `json:",inline"`
	Mid  `json:",inline"`
	// Own is Outer's own, immutable once set.
	// +k8s:immutable
	// +optional
	Own string `json:"own,omitempty"`
}

// Plain embeds Mid only, with no rules of its own.
type Plain struct {
	*Mid `json:",inline"`
}

// Holder has fields of the embedding types.
type Holder struct {
	// Outer is an Outer.
	// +kubebuilder:validation:XValidation:rule="self.own != 'z'",message="outer field rule"
	Outer Outer `json:"outer"`
	// Mid is a Mid, not embedded.
	// +optional
	Mid *Mid `json:"mid,omitempty"`
	// Plain is a Plain.
	// +optional
	Plain Plain `json:"plain,omitempty"`
	// Outers are Outers.
	// +optional
	Outers []Outer `json:"outers,omitempty"`
}

// +kubebuilder:object:root=true

// Widget is a kind that embeds Holder and has rules of its own.
// +kubebuilder:validation:XValidation:rule="self.metadata.name != 'x'",message="root rule"
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Holder `json:",inline"`
	Base   `json:",inline"`
	// Spec is an Outer.
	Spec Outer `json:"spec"`
	// Tag is immutable once set: a rule on the root.
	// +k8s:immutable
	// +optional
	Tag string `json:"tag,omitempty"`
}
