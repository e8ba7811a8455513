package misspelled

// A is misspelled.
// +k8s:depcopy-gen=true // want `^unknown tag \+k8s:depcopy-gen; it is ignored; did you mean \+k8s:deepcopy-gen=\?$`
type A struct{}

// B has a value written as a sub-name.
// +k8s:deepcopy-gen:false // want `did you mean \+k8s:deepcopy-gen=false\?`
type B struct{}

// C has one in the middle of a block.
//
// +k8s:deepcopy-gen:interface=example.com/x.Y // want `did you mean \+k8s:deepcopy-gen:interfaces=\?`
// +k8s:deepcopy-gen=true
type C struct{}

/*
D's tag is in a block comment.
+k8s:deepcopy-gn=false // want +2 `did you mean \+k8s:deepcopy-gen=\?`
*/
type D struct{}

// E's marker has an argument controller-gen drops.
// +kubebuilder:object:root:x=true // want `is read by controller-gen as \+kubebuilder:object:root=true`
type E struct{}

// F has a sub-name and a value: no fix, which would give two values.
// +k8s:deepcopy-gen:false=true // want `did you mean \+k8s:deepcopy-gen=false\?`
type F struct{}
