package pb

// +kubebuilder:object:generate=true

// X doc
var X = 1

type T struct{ S []string }
