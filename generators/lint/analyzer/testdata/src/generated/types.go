package generated

// +k8s:depcopy-gen=true // want `did you mean \+k8s:deepcopy-gen=\?`
type T struct{}
