// Package v1 defaults widgets.
package v1

// +kubebuilder:webhook:path=/mutate-things-example-com-v1-widget,mutating=true,failurePolicy=fail,sideEffects=None,groups=things.example.com,resources=widgets,verbs=create;update,versions=v1,name=mwidget-v1.kb.io,admissionReviewVersions=v1

// WidgetCustomDefaulter sets default values on widgets.
type WidgetCustomDefaulter struct{}
