package pc

type T struct{ S []string }

// +kubebuilder:object:generate=true
