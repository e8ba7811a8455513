package v1beta1

// APILifecycleIntroduced is written by hand: it is not generated.
func (in *Gadget) APILifecycleIntroduced() (major, minor int) {
	return 1, 9
}
