package v1

import (
	"k8s.io/apimachinery/pkg/conversion"

	"example.com/m/i2/hub"
)

func Convert_v1_Value_To_hub_Value(in *Value, out *hub.Value, s conversion.Scope) error {
	*out = in.Raw
	return nil
}

func Convert_hub_Value_To_v1_Value(in *hub.Value, out *Value, s conversion.Scope) error {
	b, _ := (*in).([]byte)
	out.Raw = b
	return nil
}

func Convert_v1_Value_To_Interface(in *Value, out *any, s conversion.Scope) error {
	*out = in.Raw
	return nil
}

func Convert_Interface_To_v1_Value(in *any, out *Value, s conversion.Scope) error {
	b, _ := (*in).([]byte)
	out.Raw = b
	return nil
}
