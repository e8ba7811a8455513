// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=example.com/m/apis/v1
// +gvkgen:crd-conversion=example.com/m/apis/v1

package v1alpha1
