package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// SprocketSpec has gengo +default tags controller-gen cannot use.
type SprocketSpec struct {
	// +default=0.5
	Ratio string `json:"ratio,omitempty"`

	// +default=fast
	Mode string `json:"mode,omitempty"`

	// +k8s:minimum=low
	Size int32 `json:"size,omitempty"`
}

// +kubebuilder:object:root=true

// Sprocket has ill-typed defaults.
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec SprocketSpec `json:"spec"`
}
