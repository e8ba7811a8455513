package genclient

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

func TestReadPathPackage(t *testing.T) {
	defs := []tags.Def{OptOutDef("lister-gen", "listers")}
	optOut := tags.Bool(defs, TagListerGen).FirstWins()
	meta := "type ObjectMeta struct{}\n\n"
	obj := " struct {\n\tObjectMeta `json:\"metadata\"`\n}\n"
	tests := []struct {
		name, doc, types string
		ok               bool
		// got: path group, group, version, Go name, internal, types.
		want []any
		errs []string
	}{
		{name: "external", types: meta + "// +genclient\ntype Zeta" + obj + "\n// +genclient\ntype alpha" + obj + "\ntype Plain" + obj,
			ok: true, want: []any{"wardle", "wardle", "v1", "Wardle", false, []string{"alpha", "Zeta"}}},
		{name: "groupName", doc: "// +groupName=shop.example.com\n// +groupGoName=store", types: meta + "// +genclient\ntype W" + obj,
			ok: true, want: []any{"wardle", "shop.example.com", "v1", "Store", false, []string{"W"}}},
		{name: "internal", types: meta + "// +genclient\ntype W struct{ ObjectMeta }\n",
			ok: true, want: []any{"v1", "v1", "", "V1", true, []string{"W"}}},
		{name: "opted out", doc: "// +k8s:lister-gen=false", types: meta + "// +genclient\ntype W" + obj},
		{name: "opted in", doc: "// +k8s:lister-gen=true", types: meta + "// +genclient\ntype W" + obj,
			ok: true, want: []any{"wardle", "wardle", "v1", "Wardle", false, []string{"W"}}},
		{name: "no genclient", types: meta + "type W" + obj},
		{name: "no ObjectMeta", types: "// +genclient\ntype W struct{ Name string }\n",
			errs: []string{"types.go:4:6: type W has +genclient, but no +genclient type of example.com/apis/wardle/v1 has an ObjectMeta field; embed metav1.ObjectMeta `json:\"metadata,omitempty\"` in it, or remove +genclient"}},
		{name: "tag mistake without a client", types: "// +genclient:nonNamespaced=x\ntype W" + obj,
			errs: []string{"types.go:3:1: type W: +genclient:nonNamespaced=x: the tag takes no value; write +genclient:nonNamespaced"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok, d := ReadPathPackage(load(t, tt.doc, tt.types), optOut)
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v (errors %v)", ok, tt.ok, d.Errors)
			}
			if d := cmp.Diff(tt.errs, texts(d.Errors), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			if !ok {
				return
			}
			var names []string
			for _, ty := range p.Types {
				names = append(names, ty.Name.Name)
			}
			got := []any{p.PathGroup, p.Group, p.Version, p.GoName, p.Internal, names}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("path group, group, version, Go name, internal, types (-want +got):\n%s", d)
			}
		})
	}
}

// ReaderDefs are Tags' definitions, for the tool, documented for it.
func TestReaderDefs(t *testing.T) {
	for _, d := range ReaderDefs("informer-gen") {
		i := 0
		for i < len(Tags) && Tags[i].Name != d.Name {
			i++
		}
		if i == len(Tags) {
			t.Errorf("%s: not one of Tags", d.Name)
			continue
		}
		want := Tags[i]
		want.Tool, want.Doc = "informer-gen", d.Doc
		if diff := cmp.Diff(want, d); diff != "" || d.Doc == Tags[i].Doc || d.Doc == "" {
			t.Errorf("%s (-want +got):\n%s (doc %q)", d.Name, diff, d.Doc)
		}
	}
}

// TestCheckImportPath: an import path flag takes what Go accepts as an
// import path; a quote or a space (#29 item 11: before, accepted and
// written into import lines that do not parse), an empty element, a
// leading "/" are errors naming the flag.
func TestCheckImportPath(t *testing.T) {
	for _, tt := range []struct{ value, want string }{
		{"", ""},
		{"example.com/m/pkg/generated", ""},
		{"example.com/m/pkg/gen-erated_v1.2~x+y", ""},
		{"/clientset", `--output-pkg "/clientset" begins with "/"`},
		{`example.com/a"b`, `--output-pkg "example.com/a\"b" is not a Go import path: '"' is not allowed`},
		{"example.com/a b", `--output-pkg "example.com/a b" is not a Go import path: ' ' is not allowed`},
		{"example.com//b", `--output-pkg "example.com//b" is not a Go import path: it has an empty element`},
		{"example.com/../b", `--output-pkg "example.com/../b" is not a Go import path: it has a ".." element`},
	} {
		got := CheckImportPath("output-pkg", tt.value)
		if tt.want == "" && got != "" || !strings.HasPrefix(got, tt.want) {
			t.Errorf("CheckImportPath(%q) = %q, want %q...", tt.value, got, tt.want)
		}
	}
}
