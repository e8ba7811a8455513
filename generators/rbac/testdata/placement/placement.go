// Package placement has +kubebuilder:rbac markers everywhere
// controller-gen looks for them, and where it does not.
//
// +kubebuilder:rbac:groups=pkgdoc,resources=things,verbs=get
package placement

// +kubebuilder:rbac:groups=free,resources=blocks,verbs=list

// Empty and trailing legacy list items, as spark-operator v2.5.0 and kuberay
// v1.6.0 write them: no apiGroups, no empty verb.
// +kubebuilder:rbac:groups=,resources=nodes,verbs=get
// +kubebuilder:rbac:groups=trailing,resources=secrets,verbs=get;list;

// +kubebuilder:rbac:groups=above-func,resources=things,verbs=watch

// Reconcile is documented; a marker in its doc comment is not read.
// +kubebuilder:rbac:groups=in-func-doc,resources=ignored,verbs=get
func Reconcile() {
	// +kubebuilder:rbac:groups=in-body,resources=ignored,verbs=get
}

// +kubebuilder:rbac:groups=above-type,resources=things,verbs=create

// Widget is a type; a marker in its doc comment is not a package marker.
// +kubebuilder:rbac:groups=in-type-doc,resources=ignored,verbs=get
type Widget struct {
	// +kubebuilder:rbac:groups=in-field,resources=ignored,verbs=get
	Name string
}

// +kubebuilder:rbac:groups=apps,resources=deployments;deployments/status,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;patch
// +kubebuilder:rbac:urls=/metrics,verbs=get
// +kubebuilder:rbac:groups="",resources=secrets,resourceNames=a;b,verbs=get,namespace=ns1
// +kubebuilder:rbac:groups={apps,batch},resources={jobs},verbs={get},namespace=ns1,roleName=other
var X = 1

// +kubebuilder:rbac:groups=last,resources=blocks,verbs=get
