package pd

func f() {
	// +kubebuilder:object:generate=true
}

type T struct{ S []string }
