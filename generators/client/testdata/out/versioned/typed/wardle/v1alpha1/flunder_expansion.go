package v1alpha1

// FlunderExpansion is written by hand: generated_expansion.go leaves it out.
type FlunderExpansion interface {
	Touch() error
}
