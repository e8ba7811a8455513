// +k8s:deepcopy-gen=package

package g
