package tagged

// T has a misspelled tag, and another generator's, which the settings
// allow.
// +k8s:depcopy-gen=true // want `^unknown tag \+k8s:depcopy-gen; it is ignored; did you mean \+k8s:deepcopy-gen=\?$`
// +k8s:deepcopy-gen-docs=true
type T struct{}
