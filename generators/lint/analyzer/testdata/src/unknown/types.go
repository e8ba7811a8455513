package unknown

// T has a +k8s: tag of deepcopy-gen's namespace that nothing defines, and
// close to none: no suggestion.
// +k8s:deepcopy-gen-everything=true // want `^unknown tag \+k8s:deepcopy-gen-everything; it is ignored$`
type T struct{}
