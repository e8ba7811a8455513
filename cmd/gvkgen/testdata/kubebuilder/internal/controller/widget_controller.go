// Package controller reconciles widgets.
package controller

// WidgetReconciler reconciles a Widget object.
type WidgetReconciler struct{}

// +kubebuilder:rbac:groups=things.example.com,resources=widgets,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=things.example.com,resources=widgets/status,verbs=get;update;patch

// Reconcile moves a widget towards its spec.
func (r *WidgetReconciler) Reconcile(name string) error { return nil }
