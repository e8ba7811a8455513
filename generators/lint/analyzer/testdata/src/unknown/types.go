package unknown

// T has a +k8s: tag of deepcopy-gen's namespace that nothing defines, and
// close to none: no suggestion.
// +k8s:deepcopy-gen-everything=true // want `^unknown tag \+k8s:deepcopy-gen-everything; it is ignored$`
type T struct{}

// U has the tags docs/vet.md names (issue #29, item 17): one that looks
// like none of ours, not reported, and two that do, reported.
// +k8s:my-gen=true
// +k8s:deepcopy-gen-docs=true // want `^unknown tag \+k8s:deepcopy-gen-docs; it is ignored$`
// +k8s:defaulter-gen2=true // want `^unknown tag \+k8s:defaulter-gen2; it is ignored; did you mean \+k8s:defaulter-gen=\?$`
type U struct{}
