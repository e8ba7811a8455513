// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=example.com/internal
// +k8s:defaulter-gen=TypeMeta
// +k8s:openapi-gen=true
// +groupName=example.com

// Package clean has our tags where they are read, and other tools'.
package clean
