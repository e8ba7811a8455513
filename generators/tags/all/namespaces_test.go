package all_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

// The facts derived from the generators' namespaces are those the driver
// and universe hard-coded before the registry held them: the same files
// parsed, the same packages linted, the same tags failing verify.
func TestNamespaces(t *testing.T) {
	for _, tt := range []struct {
		name      string
		got, want []string
	}{
		{"TagMarkers", all.TagMarkers, []string{"+k8s:", "+kubebuilder:", "+kubebuilder:object", "+gvkgen:", "+groupName", "+groupname", "+genclient"}},
		{"LintMarkers", all.LintMarkers, []string{"+k8s:", "+groupName", "+groupname", "+genclient"}},
		{"VerifyPrefixes", all.VerifyPrefixes, []string{"k8s:", "kubebuilder:object"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if d := cmp.Diff(tt.want, tt.got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
	if got := all.VerifyNamespaces(); got != "+k8s: or +kubebuilder:object:" {
		t.Errorf("VerifyNamespaces() = %q", got)
	}
	for _, tt := range []struct {
		tag  string
		want bool
	}{
		{"k8s:deepcopy-gen:interface", true},
		{"kubebuilder:object:generat", true},
		{"kubebuilder:objecte:root", true},
		{"kubebuilder:validation:Required", false},
		{"gvkgen:crd-convertion", false},
		{"GroupName", false},
	} {
		t.Run(tt.tag, func(t *testing.T) {
			if got := all.FailsVerify(tt.tag); got != tt.want {
				t.Errorf("FailsVerify(%s) = %v, want %v", tt.tag, got, tt.want)
			}
		})
	}
}
