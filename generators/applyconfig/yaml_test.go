package applyconfig

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestYAMLString checks strings as go.yaml.in/yaml/v2 v2.4.4 writes them
// (the wants were printed by it: yaml.Marshal(map[string]string{"k": s})).
func TestYAMLString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `""`}, {"true", `"true"`}, {"yes", `"yes"`}, {"1", `"1"`}, {"-1", `"-1"`},
		{"1.5", `"1.5"`}, {".5", `".5"`}, {"0x1F", `"0x1F"`}, {"0b101", `"0b101"`}, {"1_000", `"1_000"`},
		{"1:20", `"1:20"`}, {"2024-01-02", `"2024-01-02"`}, {"2024-1-2 3:4:5", `"2024-1-2 3:4:5"`},
		{"Mode: fast", `'Mode: fast'`}, {"/dev/null", `/dev/null`}, {"'q'", `'''q'''`}, {"x y", `x y`},
		{"#a", `'#a'`}, {"a #b", `'a #b'`}, {"a#b", `a#b`}, {"-", `'-'`}, {"- a", `'- a'`}, {"-a", `-a`},
		{"a:", `'a:'`}, {"a:b", `a:b`}, {":a", `:a`}, {"?", `'?'`}, {"? a", `'? a'`}, {"~", `"~"`},
		{"null", `"null"`}, {"<<", `<<`}, {" a", `' a'`}, {"a ", `'a '`}, {"---x", `'---x'`}, {"...", `'...'`},
		{"@x", `'@x'`}, {"`x", "'`x'"}, {"%x", `'%x'`}, {"!x", `'!x'`}, {"&x", `'&x'`}, {"*x", `'*x'`},
		{"|x", `'|x'`}, {">x", `'>x'`}, {"[x", `'[x'`}, {"x]", `x]`}, {"x,y", `x,y`}, {"{x", `'{x'`},
		{`"x`, `'"x'`}, {"a\tb", `"a\tb"`}, {"é", `é`}, {"ThinProvisioned", `ThinProvisioned`}, {"ext4", `ext4`},
		{"1e3", `"1e3"`}, {"+1", `"+1"`}, {"+.inf", `"+.inf"`}, {".nan", `".nan"`}, {"x\a", `"x\a"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := yamlString(tt.in); got != tt.want {
				t.Errorf("yamlString(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestNumber checks JSON numbers as they reach upstream's YAML (printed
// by yaml.Marshal of the value yaml.Unmarshal reads from their JSON).
func TestNumber(t *testing.T) {
	for _, tt := range []struct {
		in   float64
		want string
	}{{0, "0"}, {1, "1"}, {1.5, "1.5"}, {1e21, "1e+21"}, {1e-7, "1e-07"}, {86400, "86400"}} {
		if got := number(tt.in); got != tt.want {
			t.Errorf("number(%v) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestTitle checks subresource names as upstream's cases.Title spells
// them in Extract function names.
func TestTitle(t *testing.T) {
	for in, want := range map[string]string{"status": "Status", "scale": "Scale", "ephemeralContainers": "Ephemeralcontainers", "foo-bar": "Foo-Bar", "": ""} {
		if got := title(in); got != want {
			t.Errorf("title(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestExternals checks --external-applyconfigurations: comma-separated
// type:package mappings, added to meta/v1's defaults.
func TestExternals(t *testing.T) {
	tests := []struct {
		name, in string
		want     map[universe.Name]string
		err      string
	}{
		{name: "empty", in: "", want: map[universe.Name]string{}},
		{name: "two", in: "k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1,example.com/a.B:example.com/ac/a",
			want: map[universe.Name]string{{Package: "k8s.io/api/apps/v1", Name: "Deployment"}: "k8s.io/client-go/applyconfigurations/apps/v1", {Package: "example.com/a", Name: "B"}: "example.com/ac/a"}},
		{name: "no package", in: "Deployment:x", err: `"Deployment:x": write <type-package>.<type-name>:<applyconfiguration-package>`},
		{name: "no colon", in: "a.B", err: `"a.B": write`},
		{name: "two colons", in: "a.B:c:d", err: `"a.B:c:d": write`},
		{name: "duplicate", in: "a.B:c,a.B:d", err: "a.B is given twice"},
		{name: "bad csv", in: `"a`, err: "is not a comma-separated list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := externals{}
			err := e.Set(tt.in)
			if tt.err != "" {
				if err == nil || !contains(err.Error(), tt.err) {
					t.Fatalf("Set(%q) = %v, want an error with %q", tt.in, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, map[universe.Name]string(e)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
