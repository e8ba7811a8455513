/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1beta1

import (
	"k8s.io/apimachinery/pkg/conversion"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
)

// The conversions below are the ones conversion-gen cannot generate; the
// generated zz_generated.conversion.go registers them with AddConversionFunc
// and calls them from the generated conversions of the enclosing types.

// Convert_v1beta1_WidgetSpec_To_widgets_WidgetSpec converts a v1beta1
// WidgetSpec to the internal version: spec.replicas is spec.size there.
func Convert_v1beta1_WidgetSpec_To_widgets_WidgetSpec(in *WidgetSpec, out *widgets.WidgetSpec, s conversion.Scope) error {
	if err := autoConvert_v1beta1_WidgetSpec_To_widgets_WidgetSpec(in, out, s); err != nil {
		return err
	}
	out.Size = in.Replicas
	// v1beta1 has no strategy.
	out.Strategy = nil
	return nil
}

// Convert_widgets_WidgetSpec_To_v1beta1_WidgetSpec converts an internal
// WidgetSpec to v1beta1: spec.size becomes spec.replicas, and spec.strategy,
// which v1beta1 cannot represent, is dropped.
func Convert_widgets_WidgetSpec_To_v1beta1_WidgetSpec(in *widgets.WidgetSpec, out *WidgetSpec, s conversion.Scope) error {
	if err := autoConvert_widgets_WidgetSpec_To_v1beta1_WidgetSpec(in, out, s); err != nil {
		return err
	}
	out.Replicas = in.Size
	// in.Strategy is lost: it does not exist in v1beta1.
	return nil
}
