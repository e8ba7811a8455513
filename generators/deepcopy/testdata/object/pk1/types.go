package pk1

// +kubebuilder:object:generate=true
type A struct{ S []string }

// +k8s:deepcopy-gen=true
type B struct{ S []string }

// +kubebuilder:object:root=true
type C struct{ S []string }

type D struct{ S []string }

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type E struct{ S []string }

// +k8s:deepcopy-gen:interfaces=example.com/cgr/api/iface.Thing
type F struct{ S []string }

// +kubebuilder:object:root=false
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type G struct{ S []string }

// +kubebuilder:object:generate=false
// +kubebuilder:object:root=true
type H struct{ S []string }

// +k8s:deepcopy-gen=false
// +kubebuilder:object:root=true
type I struct{ S []string }

// +kubebuilder:object:root=true
// +kubebuilder:object:generate=true

// K has its markers in a separate comment group above its doc.
type K struct{ S []string }

// +kubebuilder:object:root=true
type L struct{ S []string }

/* +kubebuilder:object:root=true */
type M struct{ S []string }

type (
	// +kubebuilder:object:root=true
	N struct{ S []string }
	O struct{ S []string }
)

// +kubebuilder:object:root=true
type (
	P struct{ S []string }
)
