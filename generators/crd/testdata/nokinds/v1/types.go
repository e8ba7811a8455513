package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Plain is no kind.
type Plain struct {
	When metav1.Time `json:"when"`
}
