/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1beta1

import (
	"k8s.io/apimachinery/pkg/conversion"

	v1 "github.com/gvk-dev/gvkgen/examples/apis/crd/v1"
)

// Convert_v1_GizmoSpec_To_v1beta1_GizmoSpec drops v1's Tags, which v1beta1
// cannot hold: the generated ConvertFrom keeps them in the
// gvkgen.dev/conversion-data annotation.
func Convert_v1_GizmoSpec_To_v1beta1_GizmoSpec(in *v1.GizmoSpec, out *GizmoSpec, s conversion.Scope) error {
	return autoConvert_v1_GizmoSpec_To_v1beta1_GizmoSpec(in, out, s)
}

// Convert_v1beta1_GizmoStatus_To_v1_GizmoStatus drops v1beta1's Phase,
// which v1 no longer has (the field is tagged lossy: the round-trip test
// does not expect it back).
func Convert_v1beta1_GizmoStatus_To_v1_GizmoStatus(in *GizmoStatus, out *v1.GizmoStatus, s conversion.Scope) error {
	return autoConvert_v1beta1_GizmoStatus_To_v1_GizmoStatus(in, out, s)
}
