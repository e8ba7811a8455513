// +k8s:deepcopy-gen=package
// +kubebuilder:object:generate=true
package std

import (
	"encoding/json"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

type T struct {
	D  []time.Duration
	R  json.RawMessage
	PR *json.RawMessage
	MR map[string]json.RawMessage
	ST []metav1.Time
	I  []intstr.IntOrString
	PD *time.Duration
}
