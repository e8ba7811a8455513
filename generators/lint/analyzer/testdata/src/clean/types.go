package clean

// +genclient
// +genclient:nonNamespaced
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:prerelease-lifecycle-gen:introduced=1.30

// T is a kind.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
type T struct {
	// +optional
	// +listType=atomic
	// +k8s:optional
	// +k8s:conversion-gen=false
	// +kubebuilder:validation:MaxItems=3
	A []string
}

// +k8s:deepcopy-gen=false
type U struct{}

// +k8s:conversion-fn=drop
func dropped() {}
