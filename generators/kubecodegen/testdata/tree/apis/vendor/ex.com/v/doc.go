// +k8s:deepcopy-gen=package

package v
