package kubebuilder

// T is a kind with misspelled object markers.
// +kubebuilder:objec:root=true // want `^unknown tag \+kubebuilder:objec:root; it is ignored; did you mean \+kubebuilder:object:root=\?$`
// +kubebuilder:object:generat=true // want `did you mean \+kubebuilder:object:generate=\?`
// +kubebuilder:validation:Required // want `^\+kubebuilder:validation:Required belongs in doc.go or above a field; on a type it is ignored$`
// +kubebuilder:subresource:status
type T struct{}

// +kubebuilder:object:root=true

// TList is a list.
type TList struct{ Items []T }
