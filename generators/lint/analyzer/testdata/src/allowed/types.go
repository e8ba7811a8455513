package allowed

// T has the tag of a generator gvkgen does not have (allowed), and a
// misspelling of deepcopy-gen's.
// +k8s:deepcopy-gen-docs=true
// +k8s:deepcopy-gen-docs:title=T
// +k8s:deepcopy-gem=true // want `did you mean \+k8s:deepcopy-gen=\?`
type T struct{}
