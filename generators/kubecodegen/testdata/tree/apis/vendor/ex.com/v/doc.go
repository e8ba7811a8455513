// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true

package v
