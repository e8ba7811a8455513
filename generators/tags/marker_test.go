package tags_test

import (
	"fmt"
	"go/token"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// markerDefs are controller-tools-style markers with arguments.
var markerDefs = []tags.Def{
	{Name: "kubebuilder:validation:XValidation", Places: tags.Type | tags.Field, Tool: "crd", Doc: "a CEL rule", Args: []tags.Arg{
		{Name: "rule", Type: tags.StringArg},
		{Name: "message", Type: tags.StringArg, Optional: true},
		{Name: "reason", Type: tags.StringArg, Optional: true},
		{Name: "fieldPath", Type: tags.StringArg, Optional: true},
		{Name: "optionalOldSelf", Type: tags.BoolArg, Optional: true},
	}},
	{Name: "kubebuilder:printcolumn", Places: tags.Type, Tool: "crd", Doc: "a column of kubectl get", Args: []tags.Arg{
		{Name: "name", Type: tags.StringArg},
		{Name: "type", Type: tags.StringArg},
		{Name: "JSONPath", Type: tags.StringArg},
		{Name: "description", Type: tags.StringArg, Optional: true},
		{Name: "format", Type: tags.StringArg, Optional: true},
		{Name: "priority", Type: tags.IntArg, Optional: true},
	}},
	{Name: "kubebuilder:validation:Minimum", Places: tags.Field, Tool: "crd", Doc: "the least value", Args: []tags.Arg{{Type: tags.NumberArg}}},
	{Name: "kubebuilder:validation:MaxItems", Places: tags.Field, Tool: "crd", Doc: "the most items", Args: []tags.Arg{{Type: tags.IntArg}}},
	{Name: "kubebuilder:validation:Enum", Places: tags.Field, Tool: "crd", Doc: "the values allowed", Args: []tags.Arg{{Type: tags.ListArg, Item: tags.AnyArg}}},
	{Name: "kubebuilder:default", Places: tags.Field, Tool: "crd", Doc: "the default", Args: []tags.Arg{{Type: tags.AnyArg}}},
	{Name: "default", Places: tags.Field, Tool: "openapi-gen", Doc: "the default, as JSON", Args: []tags.Arg{{Type: tags.JSONArg}}},
	{Name: "listMapKeys", Places: tags.Field, Tool: "openapi-gen", Doc: "the keys", Args: []tags.Arg{{Type: tags.ListArg}}},
	{Name: "kubebuilder:object:root", Places: tags.Type, Tool: "controller-gen", Doc: "a root", Args: []tags.Arg{{Type: tags.BoolArg, Optional: true}}},
	{Name: "kubebuilder:rbac", Places: tags.Package, Tool: "rbac", Doc: "a rule", Args: []tags.Arg{
		{Name: "groups", Type: tags.ListArg, Optional: true},
		{Name: "resources", Type: tags.ListArg, Optional: true},
		{Name: "verbs", Type: tags.ListArg},
	}},
}

// show renders a parsed marker as "name arg=Type(text) ...", args sorted.
func show(m tags.ParsedMarker) string {
	var args []string
	for name, v := range m.Args {
		args = append(args, fmt.Sprintf("%s=%s", name, value(v)))
	}
	sort.Strings(args)
	return strings.TrimSpace(m.Name + " " + strings.Join(args, " "))
}

func value(v tags.Value) string {
	switch {
	case v.Map != nil:
		var kv []string
		for k, x := range v.Map {
			kv = append(kv, k+":"+value(x))
		}
		sort.Strings(kv)
		return "map{" + strings.Join(kv, ",") + "}"
	case v.Type == tags.ListArg:
		var items []string
		for _, it := range v.List {
			items = append(items, value(it))
		}
		return "list{" + strings.Join(items, ",") + "}"
	case v.Type == tags.JSONArg:
		return fmt.Sprintf("json(%v)", v.JSON)
	case v.Type == tags.IntArg:
		return fmt.Sprintf("int(%d)", v.Int)
	case v.Type == tags.NumberArg:
		return fmt.Sprintf("number(%g)", v.Number)
	case v.Type == tags.BoolArg:
		return fmt.Sprintf("bool(%v)", v.Bool)
	}
	return fmt.Sprintf("string(%q)", v.String)
}

// line is a comment line "// <text>" at line 7 of t.go, its text at
// column 4.
func line(text string) tags.Line {
	return tags.Line{Text: text, Pos: token.Position{Filename: "t.go", Line: 7, Column: 1}, TextCol: 4}
}

// TestParseMarker is the grammar: arguments, lists, strings, numbers,
// booleans, maps and JSON values.
func TestParseMarker(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		{"named arguments, quoted", `+kubebuilder:validation:XValidation:rule="self.a > 0",message="a must be positive"`,
			`kubebuilder:validation:XValidation message=string("a must be positive") rule=string("self.a > 0")`},
		{"bare, quoted and raw strings", "+kubebuilder:printcolumn:name=\"Age\",type=date,JSONPath=`.metadata.creationTimestamp`",
			`kubebuilder:printcolumn JSONPath=string(".metadata.creationTimestamp") name=string("Age") type=string("date")`},
		{"an integer argument", `+kubebuilder:printcolumn:name=A,type=integer,JSONPath=.spec.a,priority=-1`,
			`kubebuilder:printcolumn JSONPath=string(".spec.a") name=string("A") priority=int(-1) type=string("integer")`},
		{"spaces between tokens", `+kubebuilder:validation:XValidation:rule = "x" , optionalOldSelf = true`,
			`kubebuilder:validation:XValidation optionalOldSelf=bool(true) rule=string("x")`},
		{"a number", `+kubebuilder:validation:Minimum=-1.5`, `kubebuilder:validation:Minimum =number(-1.5)`},
		{"an integer", `+kubebuilder:validation:MaxItems=10`, `kubebuilder:validation:MaxItems =int(10)`},
		{"a list in braces", `+kubebuilder:validation:Enum={a,"b c",3,true}`,
			`kubebuilder:validation:Enum =list{string("a"),string("b c"),int(3),bool(true)}`},
		{"a list with semicolons", `+kubebuilder:validation:Enum=a;b;c`, `kubebuilder:validation:Enum =list{string("a"),string("b"),string("c")}`},
		{"a string list", `+listMapKeys={name, protocol}`, `listMapKeys =list{string("name"),string("protocol")}`},
		{"any: a map", `+kubebuilder:default={"a": 1, b: {x,y}}`, `kubebuilder:default =map{a:int(1),b:list{string("x"),string("y")}}`},
		{"any: a list of maps", `+kubebuilder:default={{nested: {foo: "baz", bar: true}},{nested: {foo: qux}}}`,
			`kubebuilder:default =list{map{nested:map{bar:bool(true),foo:string("baz")}},map{nested:map{foo:string("qux")}}}`},
		{"any: a list of lists", `+kubebuilder:default={{a,b},{c}}`, `kubebuilder:default =list{list{string("a"),string("b")},list{string("c")}}`},
		{"any: an empty map", `+kubebuilder:default={}`, `kubebuilder:default =map{}`},
		{"any: a string", `+kubebuilder:default=foo`, `kubebuilder:default =string("foo")`},
		{"any: a boolean", `+kubebuilder:default=false`, `kubebuilder:default =bool(false)`},
		{"a list with a trailing semicolon, before the next argument and at the end, as controller-tools reads kuberay v1.6.0's rbac markers", `+kubebuilder:rbac:verbs=get;list;,groups=core;`,
			`kubebuilder:rbac groups=list{string("core")} verbs=list{string("get"),string("list")}`},
		{"an empty list before the next argument, as controller-tools reads spark-operator v2.5.0's groups=,", `+kubebuilder:rbac:groups=,resources=nodes,verbs=get`,
			`kubebuilder:rbac groups=list{} resources=list{string("nodes")} verbs=list{string("get")}`},
		{"a trailing semicolon", `+kubebuilder:validation:Enum=a;b;`, `kubebuilder:validation:Enum =list{string("a"),string("b")}`},
		{"any: a list by semicolons", `+kubebuilder:default=1;2`, `kubebuilder:default =list{int(1),int(2)}`},
		{"JSON", `+default={"a": [1, "x"]}`, `default =json(map[a:[1 x]])`},
		{"JSON string", `+default="x"`, `default =json(x)`},
		{"an optional value left out", `+kubebuilder:object:root`, `kubebuilder:object:root`},
		{"a boolean", `+kubebuilder:object:root=false`, `kubebuilder:object:root =bool(false)`},
		{"an argument given twice with the same value, as controller-tools accepts it (jobset v0.11.1's webhook)", `+kubebuilder:validation:XValidation:rule="a",message=m,rule="a"`,
			`kubebuilder:validation:XValidation message=string("m") rule=string("a")`},
		{"a segment after an unnamed argument's marker is dropped, as controller-tools does", `+kubebuilder:object:root:x=true`, `kubebuilder:object:root =bool(true)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, ok, ds := tags.ParseMarker(markerDefs, line(tt.in))
			if !ok || len(ds) > 0 {
				t.Fatalf("ParseMarker(%s): ok %v, %v", tt.in, ok, ds)
			}
			if got := show(m); got != tt.want {
				t.Errorf("ParseMarker(%s)\n got %s\nwant %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestParseMarkerErrors: each mistake at the column where it is (the
// text starts at column 4), with what to do; misspelled names suggest the
// one meant, with an edit.
func TestParseMarkerErrors(t *testing.T) {
	for _, tt := range []struct {
		name, in, want, edit string
	}{
		{"a misspelled marker", `+kubebuilder:validation:Minimun=1`,
			`t.go:7:4: unknown marker +kubebuilder:validation:Minimun; did you mean +kubebuilder:validation:Minimum?`, "5-35 kubebuilder:validation:Minimum"},
		{"a misspelled argument", `+kubebuilder:printcolumn:name="Age",tpye=date,JSONPath=".metadata.creationTimestamp"`,
			`t.go:7:40: +kubebuilder:printcolumn: unknown argument tpye; did you mean type?`, "40-44 type"},
		{"a misspelled first argument", `+kubebuilder:validation:XValidation:rul="x"`,
			`t.go:7:40: +kubebuilder:validation:XValidation: unknown argument rul; did you mean rule?`, "40-43 rule"},
		{"an argument far from any", `+kubebuilder:validation:XValidation:rule="x",zzzzzz=1`,
			`t.go:7:49: +kubebuilder:validation:XValidation: unknown argument zzzzzz; it takes rule, message, reason, fieldPath, optionalOldSelf`, ""},
		{"not an integer", `+kubebuilder:printcolumn:name=A,type=integer,JSONPath=.a,priority=high`,
			`t.go:7:70: +kubebuilder:printcolumn: expected an integer, got "high"`, ""},
		{"not a number", `+kubebuilder:validation:Minimum=one`, `t.go:7:36: +kubebuilder:validation:Minimum: expected a number, got "one"`, ""},
		{"not a boolean", `+kubebuilder:object:root=yes`, `t.go:7:29: +kubebuilder:object:root: expected true or false, got "yes"`, ""},
		{"an unclosed string", `+kubebuilder:validation:XValidation:rule="self.a > 0`, `t.go:7:45: +kubebuilder:validation:XValidation: a string without its closing quote (or with a bad escape); close it: "..."`, ""},
		{"an unclosed list", `+kubebuilder:validation:Enum={a,b`, `t.go:7:37: +kubebuilder:validation:Enum: the list has no closing }; write {a,b}`, ""},
		{"a missing argument", `+kubebuilder:printcolumn:name=A,type=date`,
			`t.go:7:1: +kubebuilder:printcolumn: argument JSONPath is missing; write +kubebuilder:printcolumn:name=<string>,type=<string>,JSONPath=<string>,[description=<string>],[format=<string>],[priority=<integer>]`, ""},
		{"given twice", `+kubebuilder:validation:XValidation:rule="a",rule="b"`, `t.go:7:49: +kubebuilder:validation:XValidation: argument rule is given twice, as "a" and as "b"; give it once`, ""},
		{"extra text", `+kubebuilder:validation:MaxItems=1 2`, `t.go:7:39: +kubebuilder:validation:MaxItems: extra text "2" after the value; remove it`, ""},
		{"an empty value", `+kubebuilder:validation:MaxItems=`, `t.go:7:1: +kubebuilder:validation:MaxItems: the marker has no value; write +kubebuilder:validation:MaxItems=<integer>`, ""},
		{"bad JSON", `+default={a}`, `t.go:7:13: +default: not a JSON value: invalid character 'a' looking for beginning of object key string`, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, ds := tags.ParseMarker(markerDefs, line(tt.in))
			if len(ds) != 1 {
				t.Fatalf("ParseMarker(%s): %d diagnostics, want 1: %v", tt.in, len(ds), ds)
			}
			if got := ds[0].Error(); got != tt.want {
				t.Errorf("ParseMarker(%s)\n got %s\nwant %s", tt.in, got, tt.want)
			}
			edit := ""
			for _, e := range ds[0].Fix.Edits {
				edit = fmt.Sprintf("%d-%d %s", e.Pos.Column, e.End.Column, e.NewText)
			}
			if edit != tt.edit {
				t.Errorf("edit %q, want %q", edit, tt.edit)
			}
		})
	}
}

// Lines that are no marker of the definitions are left alone: other tags,
// names far from any, markers without arguments' definitions.
func TestParseMarkerOthers(t *testing.T) {
	for _, in := range []string{"some text", "+k8s:deepcopy-gen=package", "+kubebuilder:subresource:status", "+optional", "+kubebuilder:validation:Pattern=`^a$`"} {
		if m, ok, ds := tags.ParseMarker(markerDefs, line(in)); ok || ds != nil {
			t.Errorf("ParseMarker(%s) = %v, %v, %v; want nothing", in, m, ok, ds)
		}
	}
}

// A marker read from a loaded type's comment is at its own line, and its
// errors at their columns there.
func TestParseMarkerLoaded(t *testing.T) {
	src := "package p\n\n// T is a thing.\n//\n//\t+kubebuilder:printcolumn:name=\"Age\",tpye=date,JSONPath=\".metadata.creationTimestamp\"\n// +kubebuilder:validation:XValidation:rule=\"self.a > 0\"\ntype T struct{}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "ex.com/p", Name: "p", Dir: "/src/p", Files: map[string]string{"t.go": src}}}, nil)
	ms, ds := tags.Markers(markerDefs, tags.OfType(u.Type("ex.com/p", "T")))
	if len(ms) != 1 || ms[0].Name != "kubebuilder:validation:XValidation" || ms[0].Pos("rule").String() != "src/p/t.go:6:45" {
		t.Errorf("markers: %v", ms)
	}
	want := []string{"src/p/t.go:5:40: +kubebuilder:printcolumn: unknown argument tpye; did you mean type?"}
	var got []string
	for _, d := range ds {
		got = append(got, d.Error())
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// FuzzParseMarker: any line parses without a panic, and every diagnostic
// is on the line, within it or just past its end.
func FuzzParseMarker(f *testing.F) {
	for _, s := range []string{`+kubebuilder:validation:XValidation:rule="x",message=y`, `+kubebuilder:validation:Enum={a,{b`, `+kubebuilder:default={"a":{b: [1]}}`, "+kubebuilder:printcolumn:name=`x", `+default=`, `+kubebuilder:default=1;2;{`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		l := line(text)
		_, _, ds := tags.ParseMarker(markerDefs, l)
		for _, d := range ds {
			if d.Pos.Line != 7 || d.Pos.Column < 1 || d.Pos.Column > l.TextCol+len(text)+1 {
				t.Errorf("%q: %v is not on the line", text, d)
			}
		}
	})
}
