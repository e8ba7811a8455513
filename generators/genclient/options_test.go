package genclient

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// load returns the types of one package in memory, with the given doc.go
// and types.go.
func load(t *testing.T, doc, src string) *universe.Package {
	t.Helper()
	u := universe.LoadSources([]universe.SourcePackage{{
		Path: "example.com/apis/wardle/v1", Name: "v1", Dir: "/apis/wardle/v1",
		Files: map[string]string{"doc.go": doc + "\npackage v1\n", "types.go": "package v1\n\n" + src},
	}}, nil)
	return u.Roots[0]
}

func TestParseOptions(t *testing.T) {
	all := func(except ...string) []string {
		var out []string
		for _, v := range SupportedVerbs {
			if !strings.Contains(" "+strings.Join(except, " ")+" ", " "+v+" ") {
				out = append(out, v)
			}
		}
		return out
	}
	tests := []struct {
		name, comments string
		want           Options
		errs, warnings []string
	}{
		{name: "no tag", comments: "// Foo is a foo.", want: Options{}},
		{name: "genclient", comments: "// +genclient", want: Options{GenerateClient: true}},
		{name: "second block", comments: "// +genclient\n\n// Foo is a foo.", want: Options{GenerateClient: true}},
		{name: "nonNamespaced noStatus", comments: "// +genclient\n// +genclient:nonNamespaced\n// +genclient:noStatus",
			want: Options{GenerateClient: true, NonNamespaced: true, NoStatus: true}},
		{name: "skipVerbs", comments: "// +genclient\n// +genclient:skipVerbs=watch,patch",
			want: Options{GenerateClient: true, SkipVerbs: []string{"watch", "patch"}}},
		{name: "onlyVerbs", comments: "// +genclient\n// +genclient:onlyVerbs=create,get",
			want: Options{GenerateClient: true, SkipVerbs: all("create", "get")}},
		{name: "readonly", comments: "// +genclient\n// +genclient:readonly",
			want: Options{GenerateClient: true, SkipVerbs: all("get", "list", "watch")}},
		{name: "readonly and onlyVerbs", comments: "// +genclient\n// +genclient:readonly\n// +genclient:onlyVerbs=create",
			want: Options{GenerateClient: true, SkipVerbs: all("get", "list", "watch", "create")}},
		{name: "skipVerbs beside onlyVerbs", comments: "// +genclient\n// +genclient:skipVerbs=get\n// +genclient:onlyVerbs=get",
			want:     Options{GenerateClient: true, SkipVerbs: all("get")},
			warnings: []string{"types.go:4:1: type Foo: +genclient:skipVerbs is ignored beside +genclient:onlyVerbs or +genclient:readonly; remove it"}},
		{name: "methods", comments: "// +genclient\n// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale\n// +genclient:method=UpdateScale,verb=update,subresource=scale,input=Scale,result=Scale",
			want: Options{GenerateClient: true, Methods: []Method{
				{Name: "GetScale", Verb: "get", Subresource: "scale", Result: "k8s.io/api/autoscaling/v1.Scale"},
				{Name: "UpdateScale", Verb: "update", Subresource: "scale", Input: "Scale", Result: "Scale"}}}},
		{name: "resourceName", comments: "// +genclient\n// +resourceName=fooz", want: Options{GenerateClient: true, ResourceName: "fooz"}},

		{name: "genclient=false", comments: "// +genclient=false",
			errs: []string{"types.go:3:1: type Foo: +genclient=false: the tag takes no value; write +genclient; to generate no client, remove the tag"}},
		{name: "unknown verb", comments: "// +genclient\n// +genclient:skipVerbs=watch,patches",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:skipVerbs=watch,patches: unknown verb "patches"; write verbs among create, update, updateStatus, delete, deleteCollection, get, list, watch, patch, apply, applyStatus, separated by commas`}},
		{name: "unknown tag", comments: "// +genclient\n// +genclient:namespaced",
			want: Options{GenerateClient: true},
			errs: []string{"types.go:4:1: type Foo: unknown tag +genclient:namespaced; the +genclient tags are +genclient, +genclient:nonNamespaced, +genclient:noVerbs, +genclient:onlyVerbs, +genclient:skipVerbs, +genclient:noStatus, +genclient:readonly, +genclient:method"}},
		{name: "method without verb", comments: "// +genclient\n// +genclient:method=Scale",
			want: Options{GenerateClient: true},
			errs: []string{"types.go:4:1: type Foo: +genclient:method=Scale: no verb; add one, e.g. +genclient:method=Scale,verb=create"}},
		{name: "method unknown verb", comments: "// +genclient\n// +genclient:method=Scale,verb=scale",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=Scale,verb=scale: verb "scale" is not supported for a method; use one of create, update, get, list, patch, apply`}},
		{name: "method unsupported verb", comments: "// +genclient\n// +genclient:method=Drop,verb=delete",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=Drop,verb=delete: verb "delete" is not supported for a method; use one of create, update, get, list, patch, apply`}},
		{name: "method malformed", comments: "// +genclient\n// +genclient:method=Scale,verb",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=Scale,verb: "verb" is not key=value; write +genclient:method=<Name>,verb=<verb>[,subresource=<path>][,input=<type>][,result=<type>]`}},
		{name: "method unknown key", comments: "// +genclient\n// +genclient:method=Scale,verb=get,output=Scale",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=Scale,verb=get,output=Scale: unknown key "output"; the keys are verb, subresource, input and result`}},
		{name: "method input on get", comments: "// +genclient\n// +genclient:method=GetScale,verb=get,input=Scale",
			want: Options{GenerateClient: true},
			errs: []string{"types.go:4:1: type Foo: +genclient:method=GetScale,verb=get,input=Scale: a get method takes no input type; remove input= (it is for create, update, apply)"}},
		{name: "method lower-case name", comments: "// +genclient\n// +genclient:method=scale,verb=get",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=scale,verb=get: method name "scale" is not an exported Go identifier; write a name like UpdateScale`}},
		{name: "method bad type", comments: "// +genclient\n// +genclient:method=GetScale,verb=get,result=k8s.io/api/v1.",
			want: Options{GenerateClient: true},
			errs: []string{`types.go:4:1: type Foo: +genclient:method=GetScale,verb=get,result=k8s.io/api/v1.: "k8s.io/api/v1." is not a type; write a type name (Scale) or an import path and a name (k8s.io/api/autoscaling/v1.Scale)`}},
		// #29 item 9: upstream writes both methods, and the client does
		// not compile.
		{name: "method twice", comments: "// +genclient\n// +genclient:method=GetScale,verb=get,subresource=scale\n// +genclient:method=GetScale,verb=update,subresource=scale",
			want: Options{GenerateClient: true, Methods: []Method{{Name: "GetScale", Verb: "get", Subresource: "scale"}}},
			errs: []string{"types.go:5:1: type Foo: +genclient:method=GetScale: a method GetScale is already given at line 4, and the client would declare it twice (upstream's does not compile); rename one, e.g. GetScale2, or remove it"}},
		{name: "method named like a verb's", comments: "// +genclient\n// +genclient:method=Get,verb=get,subresource=scale",
			want: Options{GenerateClient: true},
			errs: []string{"types.go:4:1: type Foo: +genclient:method=Get: the client already has Get, its get verb's method, and would declare it twice (upstream's does not compile); name it otherwise, e.g. GetScale, or drop the verb with +genclient:skipVerbs=get"}},
		{name: "method named like a skipped verb's", comments: "// +genclient\n// +genclient:skipVerbs=get\n// +genclient:method=Get,verb=get,subresource=scale",
			want: Options{GenerateClient: true, SkipVerbs: []string{"get"}, Methods: []Method{{Name: "Get", Verb: "get", Subresource: "scale"}}}},
		{name: "method named like a status verb's, no status", comments: "// +genclient\n// +genclient:method=UpdateStatus,verb=update,subresource=status",
			want: Options{GenerateClient: true, Methods: []Method{{Name: "UpdateStatus", Verb: "update", Subresource: "status"}}}},
		{name: "nonNamespaced value", comments: "// +genclient\n// +genclient:nonNamespaced=false",
			want: Options{GenerateClient: true},
			errs: []string{"types.go:4:1: type Foo: +genclient:nonNamespaced=false: the tag takes no value; write +genclient:nonNamespaced"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkg := load(t, "", tt.comments+"\ntype Foo struct{}\n")
			got, d := ParseOptions(pkg.TypeNamed("Foo"))
			if d := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Options{}, "Pos"), cmpopts.IgnoreFields(Method{}, "Pos"), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("options (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.errs, texts(d.Errors), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.warnings, texts(d.Warnings), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
		})
	}
}

func texts(l universe.ErrorList) []string {
	var out []string
	for _, e := range l {
		out = append(out, strings.TrimPrefix(e.Error(), "apis/wardle/v1/"))
	}
	return out
}
