// +k8s:deepcopy-gen=package

// Package shapes exercises every shape of field that deepcopy-gen handles.
package shapes
