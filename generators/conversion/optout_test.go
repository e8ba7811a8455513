package conversion_test

import (
	"strings"
	"testing"
)

// A field opted out in the internal type only: upstream converts the
// internal type field by field (and the versioned one by one cast), even
// when the two structs are spelled alike, json tags and all.
func TestOptOutInPeerOnly(t *testing.T) {
	got, _, err := convertSources(t,
		"package v1\n\ntype T struct {\n\tA int64 `json:\"a\"`\n\tB int64 `json:\"b\"`\n}\n",
		"package hub\n\ntype T struct {\n\t// +k8s:conversion-gen=false\n\tA int64 `json:\"a\"`\n\tB int64 `json:\"b\"`\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"func autoConvert_v1_T_To_hub_T(in *T, out *hub.T, s conversion.Scope) error {\n\t*out = *(*hub.T)(unsafe.Pointer(in))\n\treturn nil\n}",
		"func autoConvert_hub_T_To_v1_T(in *hub.T, out *T, s conversion.Scope) error {\n\t// INFO: in.A opted out of conversion generation\n\tout.B = in.B\n\treturn nil\n}",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("generated code lacks\n%s\ngot:\n%s", want, got)
		}
	}
}
