// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=example.com/kcg/apis/things
// +k8s:defaulter-gen=TypeMeta
// +groupName=things.example.com

// Package v1 is the v1 version of the things API group.
package v1
