package typeerror

// T's package does not type-check (an undefined type below): its tags
// are reported all the same (#29 item 16).
// +k8s:deepcopy-gen-everything=true // want `^unknown tag \+k8s:deepcopy-gen-everything; it is ignored$`
type T struct {
	U Undefined
}
