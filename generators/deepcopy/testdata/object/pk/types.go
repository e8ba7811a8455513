package pk

// +kubebuilder:object:generate=true
// Doc of T directly after the marker (same group).
type T struct{ S []string }

type U struct{ S []string }
