/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	"maps"

	"k8s.io/apimachinery/pkg/conversion"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
)

// The conversions below are the ones conversion-gen cannot generate, or that
// replace a generated one; the generated zz_generated.conversion.go registers
// them with AddConversionFunc and calls them from the generated conversions
// of the enclosing types (WidgetList items, for Widget).
//
// The internal spec.flavor field does not exist in v1, which keeps it in the
// FlavorAnnotation on the object's metadata. Since the annotation is on
// metadata, not on the spec, the conversion of the whole Widget is
// hand-written. The internal object never carries the annotation.

// Convert_v1_Widget_To_widgets_Widget converts a v1 Widget to the internal
// version, moving the FlavorAnnotation to spec.flavor.
func Convert_v1_Widget_To_widgets_Widget(in *Widget, out *widgets.Widget, s conversion.Scope) error {
	if err := autoConvert_v1_Widget_To_widgets_Widget(in, out, s); err != nil {
		return err
	}
	flavor, ok := in.Annotations[FlavorAnnotation]
	out.Spec.Flavor = flavor
	if ok {
		// out.ObjectMeta shares its annotations with in: copy them before
		// removing the annotation, so that in is never modified.
		out.Annotations = withoutAnnotation(in.Annotations, FlavorAnnotation)
	}
	return nil
}

// Convert_widgets_Widget_To_v1_Widget converts an internal Widget to v1,
// keeping a non-empty spec.flavor in the FlavorAnnotation.
func Convert_widgets_Widget_To_v1_Widget(in *widgets.Widget, out *Widget, s conversion.Scope) error {
	if err := autoConvert_widgets_Widget_To_v1_Widget(in, out, s); err != nil {
		return err
	}
	if in.Spec.Flavor != "" {
		// Copy the annotations: out.ObjectMeta shares them with in.
		annotations := make(map[string]string, len(in.Annotations)+1)
		maps.Copy(annotations, in.Annotations)
		annotations[FlavorAnnotation] = in.Spec.Flavor
		out.Annotations = annotations
	} else if _, ok := in.Annotations[FlavorAnnotation]; ok {
		// A stray annotation on an internal object must not stand for a
		// flavor it does not have.
		out.Annotations = withoutAnnotation(in.Annotations, FlavorAnnotation)
	}
	return nil
}

// Convert_widgets_WidgetSpec_To_v1_WidgetSpec converts an internal WidgetSpec
// to v1. spec.flavor is not dropped: Convert_widgets_Widget_To_v1_Widget keeps
// it in the FlavorAnnotation.
func Convert_widgets_WidgetSpec_To_v1_WidgetSpec(in *widgets.WidgetSpec, out *WidgetSpec, s conversion.Scope) error {
	return autoConvert_widgets_WidgetSpec_To_v1_WidgetSpec(in, out, s)
}

// withoutAnnotation returns a copy of annotations without key, or nil if
// nothing else is left.
func withoutAnnotation(annotations map[string]string, key string) map[string]string {
	out := maps.Clone(annotations)
	delete(out, key)
	if len(out) == 0 {
		return nil
	}
	return out
}
