package pa

// +kubebuilder:object:generate=true
var X = 1

type T struct{ S []string }
