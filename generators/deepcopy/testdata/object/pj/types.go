package pj

type T struct{ S []string } // +kubebuilder:object:generate=true

type U struct{ S []string }
