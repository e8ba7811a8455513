package r1

// +kubebuilder:object:generate:foo=true
type A struct{ S []string }

// +kubebuilder:object:generate=true
type B struct{ S []string }

// +kubebuilder:object:generate= true
type C struct{ S []string }

// +kubebuilder:object:root:bar=true
type D struct{ S []string }

// +k8s:deepcopy-gen= true
type E struct{ S []string }

// +k8s:deepcopy-gen:interfaces="k8s.io/apimachinery/pkg/runtime.Object"
type F struct{ S []string }

// +kubebuilder:object:root=true
// +kubebuilder:object:root=false
type G struct{ S []string }

// +kubebuilder:object:root=false

// +kubebuilder:object:root=true
type H struct{ S []string }
