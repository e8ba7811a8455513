/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1alpha1

import (
	"k8s.io/apimachinery/pkg/conversion"

	v1 "github.com/gvk-dev/gvkgen/examples/apis/crd/v1"
)

// Convert_v1alpha1_GizmoSpec_To_v1_GizmoSpec converts v1alpha1's Owner to
// v1's Maintainer.
func Convert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in *GizmoSpec, out *v1.GizmoSpec, s conversion.Scope) error {
	if err := autoConvert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in, out, s); err != nil {
		return err
	}
	out.Maintainer = in.Owner
	return nil
}

// Convert_v1_GizmoSpec_To_v1alpha1_GizmoSpec converts v1's Maintainer to
// v1alpha1's Owner; v1's Tags, which v1alpha1 cannot hold, are kept by the
// generated ConvertFrom in the gvkgen.dev/conversion-data annotation.
func Convert_v1_GizmoSpec_To_v1alpha1_GizmoSpec(in *v1.GizmoSpec, out *GizmoSpec, s conversion.Scope) error {
	if err := autoConvert_v1_GizmoSpec_To_v1alpha1_GizmoSpec(in, out, s); err != nil {
		return err
	}
	out.Owner = in.Maintainer
	return nil
}
