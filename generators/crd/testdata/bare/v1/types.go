// Package v1 has +groupName and no other marker, as controller-tools'
// plural testdata: controller-gen writes its kinds' CRDs all the same.
//
// +groupName=bare.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Quota is a kind without markers.
type Quota struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Limit string `json:"limit,omitempty"`
}
