package conversion_test

import (
	"strings"
	"testing"
)

// Tags that the planner used to read and then drop silently (a field's
// opt-out, a hand-written function's +k8s:conversion-fn) are warnings now;
// the generated code is as before (the tag is ignored, or the first value
// counts).
func TestIgnoredTagsWarn(t *testing.T) {
	// manual is package v1 with T and a hand-written conversion under tag.
	manual := func(tag string) string {
		return "package v1\n\nimport (\n\t\"example.com/f/hub\"\n\t\"k8s.io/apimachinery/pkg/conversion\"\n)\n\ntype T struct {\n\tA int64\n}\n\n" + tag + "\nfunc Convert_v1_T_To_hub_T(in *T, out *hub.T, s conversion.Scope) error { return nil }\n"
	}
	tests := []struct {
		name, v1, hub string
		want          string
		code          string
	}{
		{
			name: "a field's malformed opt-out",
			v1:   "package v1\n\ntype T struct {\n\tA int64\n}\n",
			hub:  "package hub\n\ntype T struct {\n\t// +k8s:conversion-gen(x)=false\n\tA int64\n}\n",
			want: `f/hub/types.go:4:2: type T, field A: tag +k8s:conversion-gen takes no arguments, found "x"; remove the parentheses; the tag is ignored`,
			code: "*out = *(*hub.T)(unsafe.Pointer(in))",
		},
		{
			name: "a field's repeated opt-out",
			v1:   "package v1\n\ntype T struct {\n\tA int64\n\tB int64\n}\n",
			hub:  "package hub\n\ntype T struct {\n\t// +k8s:conversion-gen=false\n\t// +k8s:conversion-gen=true\n\tA int64\n\tB int64\n}\n",
			want: "f/hub/types.go:5:2: type T, field A: +k8s:conversion-gen is given 2 times; keep one (given: false, true; the first counts)",
			code: "// INFO: in.A opted out of conversion generation",
		},
		{
			name: "an unknown +k8s:conversion-fn",
			v1:   manual("// +k8s:conversion-fn=copy"),
			hub:  "package hub\n\ntype T struct {\n\tA int64\n}\n",
			want: `Convert_v1_T_To_hub_T: unsupported +k8s:conversion-fn value "copy"; write +k8s:conversion-fn=copy-only|drop; the tag is ignored`,
		},
		{
			name: "a repeated +k8s:conversion-fn",
			v1:   manual("// +k8s:conversion-fn=drop\n// +k8s:conversion-fn=drop"),
			hub:  "package hub\n\ntype T struct {\n\tA int64\n}\n",
			want: "Convert_v1_T_To_hub_T: +k8s:conversion-fn is given 2 times; keep one (given: drop, drop); the tag is ignored",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, warnings, err := convertSources(t, tt.v1, tt.hub)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(strings.Join(warnings, "\n"), tt.want) {
				t.Errorf("warnings lack %q; got:\n%s", tt.want, strings.Join(warnings, "\n"))
			}
			if !strings.Contains(got, tt.code) {
				t.Errorf("generated code lacks %q; got:\n%s", tt.code, got)
			}
		})
	}
}
