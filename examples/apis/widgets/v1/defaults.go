/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

// SetDefaults_WidgetSpec defaults what a v1 WidgetSpec leaves out: one
// instance, and a RollingUpdate strategy. defaulter-gen calls it from
// SetObjectDefaults_Widget and SetObjectDefaults_WidgetList.
func SetDefaults_WidgetSpec(obj *WidgetSpec) {
	if obj.Size == nil {
		one := int32(1)
		obj.Size = &one
	}
	if obj.Strategy == nil {
		obj.Strategy = &WidgetStrategy{}
	}
	if obj.Strategy.Type == "" {
		obj.Strategy.Type = RollingUpdateWidgetStrategyType
	}
}
