package v1beta1

import (
	"k8s.io/apimachinery/pkg/conversion"

	"example.com/m/i3/hub"
)

func Convert_Pointer_string_To_hub_Mode(in **string, out *hub.Mode, s conversion.Scope) error {
	if *in != nil {
		*out = hub.Mode(**in)
	}
	return nil
}

func Convert_hub_Mode_To_Pointer_string(in *hub.Mode, out **string, s conversion.Scope) error {
	m := string(*in)
	*out = &m
	return nil
}

func Convert_v1beta1_Foo_To_hub_Foo(in *Foo, out *hub.Foo, s conversion.Scope) error {
	return autoConvert_v1beta1_Foo_To_hub_Foo(in, out, s)
}
