package pk3

// +kubebuilder:object:generate=true
type X struct{ S []string }

type Y struct{ S []string }
