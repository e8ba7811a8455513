package pi

// +kubebuilder:object:root=true

// doc of f
func f() {}

// +kubebuilder:object:root=true
func g() {}

type T struct{ S []string }
