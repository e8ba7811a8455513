package pl

const (
	// +kubebuilder:object:generate=true
	A = 1
)

type T struct{ S []string }
