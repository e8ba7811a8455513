package client_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// TestErrors: every mistake in the flags or the tags is an error at the
// flag or the tag, saying what is wrong and the fix, and nothing is
// written.
func TestErrors(t *testing.T) {
	good := []string{"--output-dir=/out", "--output-pkg=example.com/out", "--input-base=example.com/apis", "--input=wardle/v1"}
	tests := []struct {
		name, types, doc string
		args             []string
		// files are those written without an error.
		files int
		want  []string
	}{
		{name: "no output flags", types: "// +genclient\ntype Foo struct{}\n", args: []string{"--input-base=example.com/apis", "--input=wardle/v1"},
			want: []string{"--output-dir must be given", "--output-pkg must be given"}},
		{name: "output-pkg a directory", types: "// +genclient\ntype Foo struct{}\n", args: []string{"--output-dir=/out", "--output-pkg=/clientset", "--input-base=example.com/apis", "--input=wardle/v1"},
			want: []string{`--output-pkg "/clientset" begins with "/": it is a Go import path`}},
		{name: "no input", types: "// +genclient\ntype Foo struct{}\n", args: good[:3],
			want: []string{"no --input given; name the group/versions"}},
		{name: "missing package", types: "// +genclient\ntype Foo struct{}\n", args: append(good[:3:3], "--input=wardle/v2"),
			want: []string{"no package example.com/apis/wardle/v2 for --input wardle/v2; check --input-base"}},
		{name: "plural exceptions", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--plural-exceptions=Foo"),
			want: []string{`--plural-exceptions: "Foo" is not Type:PluralType`}},
		{name: "unknown verb", types: "// +genclient\n// +genclient:skipVerbs=gets\ntype Foo struct{}\n", args: good,
			want: []string{`types.go:4: type Foo: +genclient:skipVerbs=gets: unknown verb "gets"`}},
		{name: "malformed method", types: "// +genclient\n// +genclient:method=Scale,verb\ntype Foo struct{}\n", args: good,
			want: []string{`types.go:4: type Foo: +genclient:method=Scale,verb: "verb" is not key=value`}},
		// Upstream writes a group client without types and clientset
		// entries that do not compile (a V1 field beside a V1 method).
		{name: "opted out", types: "// +genclient\ntype Foo struct{}\n", args: good, doc: "// +k8s:client-gen=false\n",
			want: []string{"doc.go:1: package example.com/apis/wardle/v1 has +k8s:client-gen=false, but --input names it (wardle/v1): upstream v0.37.2 writes a clientset that does not compile for it; leave wardle/v1 out of --input"}},
		// #29 item 8: upstream writes two Policies methods and
		// clients, and the clientset does not compile. Types are in
		// name order: the error is at the second, Policy.
		// #29 item 14: before, a bug in gvkgen that its output did not
		// format, with no position and no fix.
		{name: "clientset name a path", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--clientset-name=../../escape"),
			want: []string{`--clientset-name "../../escape" is not a Go package name`}},
		{name: "clientset name with a space", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--clientset-name=a b"),
			want: []string{`--clientset-name "a b" is not a Go package name`}},
		{name: "colliding plurals", types: "// +genclient\ntype Policy struct{}\n\n// +genclient\ntype Policie struct{}\n", args: good,
			want: []string{"types.go:3: type Policy: its client's plural Policies is also type Policie's (types.go:6): the group's client would declare Policies twice (upstream's does not compile); give one a plural of its own with --plural-exceptions=Policy:<Plural>, or rename it"}},
		{name: "opted in", types: "// +genclient\ntype Foo struct{}\n", args: good, doc: "// +k8s:client-gen=true\n", files: 13},
		{name: "opt-out not a bool", types: "// +genclient\ntype Foo struct{}\n", args: good, doc: "// +k8s:client-gen=no\n",
			want: []string{"doc.go:1: +k8s:client-gen=no: unsupported value; write +k8s:client-gen=true or =false"}},
		// Upstream refuses the first; it ignores the next two and writes
		// a group client that does not compile for the last.
		{name: "override format", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--included-types-overrides=wardle.example.com/v1/x/Foo"),
			want: []string{"--included-types-overrides wardle.example.com/v1/x/Foo: write group/version/type (wardle.example.com/v1alpha1/Flunder), or group/type for an internal version"}},
		{name: "override by directory", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--included-types-overrides=wardle/v1/Foo"),
			want: []string{"--included-types-overrides wardle/v1/Foo: wardle/v1 is no group/version of --input; a group is named by its package's +groupName: write one of wardle.example.com/v1"}},
		{name: "override unknown type", types: "// +genclient\ntype Foo struct{}\n", args: append(good, "--included-types-overrides=wardle.example.com/v1/Fo"),
			want: []string{"--included-types-overrides wardle.example.com/v1/Fo: package example.com/apis/wardle/v1 has no type Fo; check its name"}},
		{name: "override without genclient", types: "// +genclient\ntype Foo struct{}\n\ntype Bar struct{}\n", args: append(good, "--included-types-overrides=wardle.example.com/v1/Bar"),
			want: []string{"types.go:6: type Bar is named by --included-types-overrides wardle.example.com/v1/Bar but has no +genclient: upstream writes empty client files for it and a group client that does not compile; add +genclient above it"}},
		{name: "override", types: "// +genclient\ntype Foo struct{}\n\n// +genclient\ntype Bar struct{}\n", args: append(good, "--included-types-overrides=wardle.example.com/v1/Bar,wardle.example.com/v1/Bar"), files: 13},
		// Upstream writes a scheme importing the missing package.
		{name: "internal version without install", types: "// +genclient\ntype Foo struct{}\n", args: append(good[:3:3], "--input=wardle/v1,wardle/"),
			want: []string{"group wardle.example.com: a clientset with an internal version installs every group through its install package, and there is none in /apis/wardle/install; write package example.com/apis/wardle/install with func Install(scheme *runtime.Scheme)"}},
		// Upstream panics on both.
		{name: "method verb without a method", types: "// +genclient\n// +genclient:method=WatchScale,verb=watch,subresource=scale\ntype Foo struct{}\n", args: good,
			want: []string{`types.go:4: type Foo: +genclient:method=WatchScale,verb=watch,subresource=scale: verb "watch" is not supported for a method; use one of create, update, get, list, patch, apply`}},
		{name: "method input for get", types: "// +genclient\n// +genclient:method=GetScale,verb=get,input=Scale\ntype Foo struct{}\n", args: good,
			want: []string{`types.go:4: type Foo: +genclient:method=GetScale,verb=get,input=Scale: a get method takes no input type; remove input= (it is for create, update, apply)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := universe.LoadSources([]universe.SourcePackage{{
				Path: "example.com/apis/wardle/v1", Name: "v1", Dir: "/apis/wardle/v1",
				Files: map[string]string{"doc.go": tt.doc + "// +groupName=wardle.example.com\npackage v1\n", "types.go": "package v1\n\n" + tt.types},
			}, {
				// The internal version.
				Path: "example.com/apis/wardle", Name: "wardle", Dir: "/apis/wardle",
				Files: map[string]string{"doc.go": "// +groupName=wardle.example.com\npackage wardle\n"},
			}}, client.Generator.Keywords)
			r := gentest.RunOn(t, u, client.Generator, u.Roots, tt.args...)
			r.Expect(t, tt.want...)
			if len(r.Files) != tt.files {
				t.Errorf("%d files written, want %d", len(r.Files), tt.files)
			}
		})
	}
}
