package genclient

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestNewGroupVersion(t *testing.T) {
	types := "// +genclient\ntype Zeta struct{ Status int }\n\n// +genclient\n// +genclient:noStatus\ntype alpha struct{ Status int }\n\ntype Plain struct{}\n\n// +genclient\ntype Beta struct{}\n"
	tests := []struct {
		name, doc     string
		group, goName string
		hasGroupName  bool
	}{
		{name: "directory group", doc: "", group: "wardle", goName: "Wardle"},
		{name: "groupName", doc: "// +groupName=wardle.example.com", group: "wardle.example.com", goName: "Wardle", hasGroupName: true},
		{name: "core", doc: "// +groupName=", group: "", goName: "Core", hasGroupName: true},
		{name: "groupGoName", doc: "// +groupName=flow.example.com\n// +groupGoName=flowControl", group: "flow.example.com", goName: "FlowControl", hasGroupName: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg := load(t, tt.doc, types)
			gv, d := NewGroupVersion(pkg, "Wardle", "wardle", "v1")
			if !d.OK() || len(d.Warnings) > 0 {
				t.Fatalf("diagnostics: %v %v", d.Errors, d.Warnings)
			}
			var names []string
			var status []bool
			for _, ty := range gv.Types {
				names = append(names, ty.Name.Name)
				status = append(status, ty.HasVerb("updateStatus"))
			}
			got := []any{gv.Group, gv.GoName, gv.HasGroupName, gv.PackageName, names, status}
			want := []any{tt.group, tt.goName, tt.hasGroupName, "wardle", []string{"alpha", "Beta", "Zeta"}, []bool{false, false, true}}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("group, Go name, has +groupName, package name, types, updateStatus (-want +got):\n%s", d)
			}
		})
	}
}

func TestNewGroupVersionErrors(t *testing.T) {
	pkg := load(t, "// +groupName=a.example.com\n// +groupName=b.example.com", "// +genclient\n// +genclient:bogus\ntype Foo struct{}\n")
	_, d := NewGroupVersion(pkg, "a", "a", "v1")
	var got []string
	for _, e := range append(d.Errors, d.Warnings...) {
		got = append(got, strings.TrimPrefix(e.Error(), "apis/wardle/v1/"))
	}
	want := []string{
		"types.go:4:1: type Foo: unknown tag +genclient:bogus; the +genclient tags are +genclient, +genclient:nonNamespaced, +genclient:noVerbs, +genclient:onlyVerbs, +genclient:skipVerbs, +genclient:noStatus, +genclient:readonly, +genclient:method",
		"doc.go:2:1: +groupName is given 2 times; keep one (given: a.example.com, b.example.com; the first counts)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("diagnostics (-want +got):\n%s", d)
	}
}

func TestNames(t *testing.T) {
	n, err := NewNamer([]string{"Endpoints:Endpoints", "Chassis:Chassis"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ pkg, name, public, private, lower string }{
		{"k8s.io/api/core/v1", "Pod", "Pods", "pods", "pods"},
		{"k8s.io/api/core/v1", "Endpoints", "Endpoints", "endpoints", "endpoints"},
		{"k8s.io/api/networking/v1", "IngressClass", "IngressClasses", "ingressClasses", "ingressclasses"},
		{"k8s.io/api/policy/v1", "PodSecurityPolicy", "PodSecurityPolicies", "podSecurityPolicies", "podsecuritypolicies"},
		{"k8s.io/api/x/v1", "Chassis", "Chassis", "chassis", "chassis"},
		{"k8s.io/api/x/v1", "Leaf", "Leaves", "leaves", "leaves"},
		{"k8s.io/api/x/v1", "Knife", "Knives", "knives", "knives"},
		{"k8s.io/api/x/v1", "Mesh", "Meshes", "meshes", "meshes"},
		{"k8s.io/api/x/v1", "Key", "Keys", "keys", "keys"},
		{"k8s.io/api/x/v1", "Gateway", "Gateways", "gateways", "gateways"},
		{"k8s.io/api/x/v1", "Ingress", "Ingresses", "ingresses", "ingresses"},
		{"k8s.io/api/x/v1", "X", "X", "x", "x"},
		{"k8s.io/api/x/v1", "Été", "Étés", "étés", "étés"},
		{"k8s.io/api/x/v1", "", "", "", ""},
		{"k8s.io/kubernetes/pkg/apis/events", "Event", "Events", "eventResources", "events"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := []string{n.PublicPlural(tt.name), n.PrivatePlural(tt.pkg, tt.name), n.LowercasePlural(tt.name)}
			if d := cmp.Diff([]string{tt.public, tt.private, tt.lower}, got); d != "" {
				t.Errorf("public, private, lower-case plurals (-want +got):\n%s", d)
			}
		})
	}
}

func TestNewNamerErrors(t *testing.T) {
	for _, bad := range []string{"Endpoints", "A:B:C", ":B", "A:"} {
		t.Run(bad, func(t *testing.T) {
			_, err := NewNamer([]string{bad})
			want := `--plural-exceptions: "` + bad + `" is not Type:PluralType; write e.g. Endpoints:Endpoints`
			if err == nil || err.Error() != want {
				t.Errorf("error: got %v, want %s", err, want)
			}
		})
	}
}

// A plural that is no Go identifier, found by FuzzClient ("W:00": a type
// 00Getter), is an error.
func TestNewNamerNotIdentifier(t *testing.T) {
	for _, bad := range []string{"W:00", "W:W-s", "W:Func", "W:ws!"} {
		t.Run(bad, func(t *testing.T) {
			_, err := NewNamer([]string{bad})
			_, plural, _ := strings.Cut(bad, ":")
			want := `--plural-exceptions: "` + bad + `": the plural "` + plural + `" is not a Go identifier`
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("error: got %v, want %s...", err, want)
			}
		})
	}
	if _, err := NewNamer([]string{"Endpoints:Endpoints", "W:Ws2", "Été:Étés"}); err != nil {
		t.Errorf("valid plurals: %v", err)
	}
}

func TestGroupAndVersionNames(t *testing.T) {
	got := []string{GroupPackageName(""), GroupPackageName("apps"), GroupPackageName("internal.apiserver.k8s.io"), GroupPackageName("Wardle.example.com"),
		VersionPackageName(""), VersionPackageName("v1Beta1")}
	want := []string{"core", "apps", "apiserverinternal", "wardle", "internalversion", "v1beta1"}
	if d := cmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if g, v := FromPath("k8s.io/api/apps/v1"); g != "apps" || v != "v1" {
		t.Errorf("FromPath: %q %q", g, v)
	}
}

// A group whose Go name is not an identifier (+groupName=0..., found by
// FuzzClient: client-gen wrote an import named 0v1) is an error at the
// tag that gave the name.
func TestGroupGoNameNotIdentifier(t *testing.T) {
	for _, tt := range []struct{ doc, want string }{
		{"// +groupName=0.example.com", `doc.go:1:1: the group's Go name "0" (from +groupName=0.example.com) is not a Go identifier`},
		{"// +groupName=a.example.com\n// +groupGoName=9Lives", `doc.go:2:1: the group's Go name "9Lives" (from +groupGoName=9Lives) is not a Go identifier`},
	} {
		_, d := NewGroupVersion(load(t, tt.doc, "// +genclient\ntype Foo struct{}\n"), "a", "a", "v1")
		if len(d.Errors) != 1 || !strings.Contains(strings.TrimPrefix(d.Errors[0].Error(), "apis/wardle/v1/"), tt.want) {
			t.Errorf("%q: errors %v, want one containing %q", tt.doc, d.Errors, tt.want)
		}
	}
	if _, d := NewGroupVersion(load(t, "// +groupName=wardle.example.com", "// +genclient\ntype Foo struct{}\n"), "a", "a", "v1"); len(d.Errors) != 0 {
		t.Errorf("a valid group: %v", d.Errors)
	}
}
