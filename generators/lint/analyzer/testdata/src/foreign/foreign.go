// Package foreign carries no tag of ours, only other tools' + comments.
//
// +k8s:protobuf-gen=package
// +kubebuilder:skip
package foreign

// +kubebuilder:scaffold:imports
// +k8s:openapi-gen=false
// +k8s:validation-gen=TypeMeta
// +k8s:required
// +k8s:enum
// +protobuf=true
// +union
// +genclient:method=Scale,verb=get
type Reconciler struct{}

// +k8s:maxLength=16
// +protobuf.options.(gogoproto.goproto_stringer)=false
func F() {}
