package v1

import (
	"github.com/gvk-dev/gvkgen/generators/conversion/testdata/hub"
	"k8s.io/apimachinery/pkg/conversion"
)

// Convert_v1_Custom_To_hub_Custom is hand-written.
func Convert_v1_Custom_To_hub_Custom(in *Custom, out *hub.Custom, s conversion.Scope) error {
	out.Value = "custom:" + in.Value
	return nil
}

// +k8s:conversion-fn=copy-only
func Convert_v1_Copied_To_hub_Copied(in *Copied, out *hub.Copied, s conversion.Scope) error {
	out.Value = in.Value
	return nil
}

// Convert_v1_Legacy_To_hub_Legacy drops the value.
// +k8s:conversion-fn=drop
func Convert_v1_Legacy_To_hub_Legacy(in *Legacy, out *hub.Legacy, s conversion.Scope) error {
	return nil
}

// Convert_v1_Holder_To_hub_Holder carries NewName into Renamed.
func Convert_v1_Holder_To_hub_Holder(in *Holder, out *hub.Holder, s conversion.Scope) error {
	if err := autoConvert_v1_Holder_To_hub_Holder(in, out, s); err != nil {
		return err
	}
	out.Renamed = in.NewName
	return nil
}

// Convert_hub_Holder_To_v1_Holder carries Renamed into NewName.
func Convert_hub_Holder_To_v1_Holder(in *hub.Holder, out *Holder, s conversion.Scope) error {
	if err := autoConvert_hub_Holder_To_v1_Holder(in, out, s); err != nil {
		return err
	}
	out.NewName = in.Renamed
	return nil
}
