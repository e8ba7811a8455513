package batchv1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Job is a kind.
type Job struct {
	metav1.TypeMeta `json:",inline"`
	Parallelism     int32 `json:"parallelism"`
}
