package oa

// Hidden is left out by its tag, but upstream's grep (a prefix,
// +k8s:openapi) takes its package.
//
// +k8s:openapi-gen=false
type Hidden struct{}
