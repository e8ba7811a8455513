package code

var s = `
// +k8s:deepcopy-gen=package
`
