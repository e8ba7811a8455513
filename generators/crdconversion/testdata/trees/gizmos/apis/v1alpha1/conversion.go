package v1alpha1

import (
	"k8s.io/apimachinery/pkg/conversion"

	v1 "example.com/m/apis/v1"
)

func Convert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in *GizmoSpec, out *v1.GizmoSpec, s conversion.Scope) error {
	if err := autoConvert_v1alpha1_GizmoSpec_To_v1_GizmoSpec(in, out, s); err != nil {
		return err
	}
	out.Maintainer = in.Owner
	return nil
}

func Convert_v1_GizmoSpec_To_v1alpha1_GizmoSpec(in *v1.GizmoSpec, out *GizmoSpec, s conversion.Scope) error {
	if err := autoConvert_v1_GizmoSpec_To_v1alpha1_GizmoSpec(in, out, s); err != nil {
		return err
	}
	out.Owner = in.Maintainer
	return nil
}

func Convert_v1_Extra_To_v1alpha1_Extra(in *v1.Extra, out *Extra, s conversion.Scope) error {
	return autoConvert_v1_Extra_To_v1alpha1_Extra(in, out, s)
}
