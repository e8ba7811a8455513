// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=example.com/m/apis/g
// +k8s:defaulter-gen=TypeMeta
// +groupName=g.example.com
// +k8s:openapi-gen=true

package v1
