package ph

type T struct {
	// +kubebuilder:object:generate=true

	S []string
}

type U struct{ S []string }
