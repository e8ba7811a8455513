package tags_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

var names = []string{"k8s:deepcopy-gen", "k8s:deepcopy-gen:interfaces", "k8s:conversion-gen", "k8s:conversion-fn", "k8s:register-gen", "groupName"}

// plainValue is a value any tag parser must hand back as written.
var plainValue = regexp.MustCompile(`^[A-Za-z0-9._/-]+$`)

func TestValues(t *testing.T) {
	lines := []string{
		"Widget is a widget.",
		"+k8s:deepcopy-gen=true",
		"+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object",
		"+k8s:deepcopy-gen:interfaces=example.com/m/p.Iface",
		"+k8s:register-gen",
		"+groupName=widgets.example.com",
	}
	for _, tt := range []struct {
		name string
		want []string
	}{
		{"k8s:deepcopy-gen", []string{"true"}},
		{"k8s:deepcopy-gen:interfaces", []string{"k8s.io/apimachinery/pkg/runtime.Object", "example.com/m/p.Iface"}},
		{"k8s:register-gen", []string{""}},
		{"groupName", []string{"widgets.example.com"}},
		{"k8s:conversion-gen", nil},
	} {
		got, err := tags.Values(lines, tt.name)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("Values(%s) = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
	if _, err := tags.Values([]string{"+k8s:deepcopy-gen(arg)=true"}, "k8s:deepcopy-gen"); err == nil || !strings.Contains(err.Error(), "takes no arguments") {
		t.Errorf("a tag with an argument: got %v, want an error saying it takes no arguments", err)
	}
}

// FuzzValues reads tags out of arbitrary comment text: it never panics, an
// error always names the tag, a value never spans lines, and a tag written
// plainly (+name=value) reads back as written wherever it stands.
func FuzzValues(f *testing.F) {
	f.Add("+k8s:deepcopy-gen=package\n+groupName=example.com", "true")
	f.Add("+k8s:deepcopy-gen(x)=y\n+k8s:deepcopy-gen=\"quoted\"", "k8s.io/api/core/v1.Object")
	f.Add("+k8s:conversion-gen=false // trailing\n+k8s:conversion-gen", "a-b_c")
	f.Add("  +k8s:register-gen=   \n+k8s:deepcopy-gen:interfaces=", "v1")
	f.Add("+k8s:deepcopy-gen=`raw`\n+k8s:deepcopy-gen={\"a\": 1}\n+k8s:deepcopy-gen=[1,2", "x.y")
	f.Fuzz(func(t *testing.T, text, value string) {
		lines := strings.Split(text, "\n")
		for _, name := range names {
			got, err := tags.Values(lines, name)
			if err != nil {
				if !strings.Contains(err.Error(), "+"+name) {
					t.Fatalf("Values(%q, %s): error does not name the tag: %v", text, name, err)
				}
				continue
			}
			for _, v := range got {
				if strings.Contains(v, "\n") {
					t.Fatalf("Values(%q, %s): value %q spans lines", text, name, v)
				}
			}
		}
		if !plainValue.MatchString(value) {
			return
		}
		for _, name := range names {
			got, err := tags.Values([]string{"doc", "+" + name + "=" + value, "more doc"}, name)
			if err != nil || !slices.Equal(got, []string{value}) {
				t.Fatalf("+%s=%s read back as %q, %v", name, value, got, err)
			}
		}
	})
}
