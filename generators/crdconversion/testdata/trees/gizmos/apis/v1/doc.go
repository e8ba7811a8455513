// +k8s:deepcopy-gen=package
// +gvkgen:crd-conversion=hub

package v1
