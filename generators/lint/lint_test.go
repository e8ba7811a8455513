package lint_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []string // each a finding, "file:line: text"; none if empty
	}{
		{
			name:  "clean package",
			files: map[string]string{"p/doc.go": "// +k8s:deepcopy-gen=package\n// +groupName=g.example.com\n\npackage p\n", "p/t.go": "package p\n\n// +k8s:deepcopy-gen=false\ntype T struct{}\n\n// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\n// U is documented.\ntype U struct {\n\t// +k8s:conversion-gen=false\n\tA string\n}\n"},
		},
		{
			name:  "misspelled and sub-name tags",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:deepcopy-gen:true\ntype T struct{}\n\n// +k8s:depcopy-gen=true\ntype U struct{}\n"},
			want: []string{
				"p/t.go:3: unknown tag +k8s:deepcopy-gen:true; it is ignored; did you mean +k8s:deepcopy-gen=true?",
				"p/t.go:6: unknown tag +k8s:depcopy-gen; it is ignored; did you mean +k8s:deepcopy-gen=?",
			},
		},
		{
			name:  "other tools' tags are not ours to judge",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:openapi-gen=true\n// +k8s:optional\n// +genclient\ntype T struct{}\n"},
		},
		{
			name:  "package tag outside doc.go",
			files: map[string]string{"p/t.go": "// +k8s:deepcopy-gen=package\n// +groupName=g.example.com\npackage p\n"},
			want: []string{
				"p/t.go:1: +k8s:deepcopy-gen is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there",
				"p/t.go:2: +groupName is a package tag and is read only from doc.go",
			},
		},
		{
			// kubebuilder's groupversion_info.go: controller-gen reads
			// +groupName from any file's package comment.
			name: "kubebuilder groupversion_info.go",
			files: map[string]string{
				"p/groupversion_info.go": "// Package p contains API Schema definitions for the g v1 API group.\n// +kubebuilder:object:generate=true\n// +groupName=g.example.com\npackage p\n\nvar GroupName = \"g.example.com\"\n",
				"p/t.go":                 "package p\n\n// +kubebuilder:object:root=true\n// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\n// T is a kind.\ntype T struct{}\n",
			},
		},
		{
			name:  "+groupName outside doc.go, in a file without kubebuilder markers beside one with them",
			files: map[string]string{"p/gv.go": "// +kubebuilder:object:generate=true\npackage p\n", "p/t.go": "// +groupName=g.example.com\npackage p\n"},
			want:  []string{"p/t.go:1: +groupName is a package tag and is read only from doc.go"},
		},
		{
			name:  "detached block",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "package p\n\n// +k8s:deepcopy-gen=true\n\n\n\n// T is far from its tag.\ntype T struct{}\n"},
			want:  []string{"p/t.go:3: +k8s:deepcopy-gen is in a comment block that is not attached to a type or field, so it is ignored"},
		},
		{
			// k8s.io/api keeps retired fields commented out, tags and all:
			// those tags are meant to be ignored; a block without such a
			// field is still reported.
			name:  "tags of a commented-out field",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "package p\n\ntype T struct {\n\t// Limit is retired.\n\t// +optional\n\t// Limit *int32 `json:\"limit,omitempty\"`\n\n\t// +optional\n\n\tA string `json:\"a\"`\n}\n"},
			want:  []string{"p/t.go:8: +optional is in a comment block that is not attached to a type or field, so it is ignored"},
		},
		{
			// One edit from a long plain tag is a misspelling of it; a
			// bare tag's fix has no "=".
			name:  "misspelled plain tags",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "package p\n\ntype T struct {\n\t// +optinal\n\tA string\n\t// +listTyp=atomic\n\tB []string\n\t// +option\n\tC string\n}\n"},
			want: []string{
				"p/t.go:4: unknown tag +optinal; it is ignored; did you mean +optional?",
				"p/t.go:6: unknown tag +listTyp; it is ignored; did you mean +listType=?",
			},
		},
		{
			name:  "conversion opt-out in the second block",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:conversion-gen=false\n\n// T has a doc comment between.\ntype T struct{}\n"},
			want:  []string{"p/t.go:3: +k8s:conversion-gen=false is in the second comment block above type T, which conversion-gen does not read"},
		},
		{
			name:  "type tag on a field",
			files: map[string]string{"p/t.go": "package p\n\ntype T struct {\n\t// +k8s:deepcopy-gen:interfaces=k8s.io/x.Y\n\tA string\n}\n"},
			want:  []string{"p/t.go:4: +k8s:deepcopy-gen:interfaces belongs above a type; on a field it is ignored"},
		},
		{
			// Placement comes from the definitions: conversion-fn is read
			// above functions, conversion-gen=false in doc.go or above a
			// type or field, deepcopy-gen=true above a type.
			name:  "function, mixed and type places",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "// +k8s:deepcopy-gen=true\npackage p\n\n// +k8s:conversion-fn=drop\ntype T struct {\n\t// +k8s:conversion-gen=false\n\tA string\n}\n\n// +k8s:conversion-gen=false\nfunc F() {}\n\n// +k8s:conversion-fn=copy-only\nfunc G() {}\n\n// +k8s:conversion-fn=drop\n\n// +k8s:deepcopy-gen=false\nvar V int\n"},
			want: []string{
				"p/t.go:1: +k8s:deepcopy-gen belongs above a type; on a package it is ignored",
				"p/t.go:4: +k8s:conversion-fn belongs above a function; on a type it is ignored",
				"p/t.go:10: +k8s:conversion-gen belongs in doc.go or above a type or field; on a func it is ignored",
				"p/t.go:16: +k8s:conversion-fn is in a comment block that is not attached to a function, so it is ignored; put it in the comment directly above the function it is for",
				"p/t.go:18: +k8s:deepcopy-gen belongs above a type; on a declaration it is ignored",
			},
		},
		{
			name:  "conversion-gen=false in a package comment outside doc.go",
			files: map[string]string{"p/doc.go": "package p\n", "p/t.go": "// +k8s:conversion-gen=false\npackage p\n"},
			want:  []string{"p/t.go:1: +k8s:conversion-gen is a package tag and is read only from doc.go; here it is ignored; move it to the package's doc.go"},
		},
		{
			// gvkgen: is gvkgen's own namespace: every tag in it is ours,
			// even one close to none of them.
			name:  "gvkgen: tags",
			files: map[string]string{"p/doc.go": "// +gvkgen:crd-conversion=hub\n// +gvkgen:crd-convertion=hub\n// +gvkgen:webhook=true\n// +gvkgen: tags, in prose\npackage p\n", "p/t.go": "package p\n\n// +gvkgen:crd-conversion=hub\ntype T struct {\n\t// +gvkgen:crd-conversion:lossy\n\tA string\n}\n"},
			want: []string{
				"p/doc.go:2: unknown tag +gvkgen:crd-convertion; it is ignored; did you mean +gvkgen:crd-conversion=?",
				"p/doc.go:3: unknown tag +gvkgen:webhook; it is ignored",
				"p/t.go:3: +gvkgen:crd-conversion is a package tag and is read only from doc.go; here it is ignored; move it to the package's doc.go",
			},
		},
		{
			// A value no definition has is the generator's to report; lint
			// only says where the tag is not read at all.
			name:  "value that no definition has",
			files: map[string]string{"p/t.go": "package p\n\n// +k8s:register-gen=yes\ntype T struct {\n\t// +k8s:register-gen=yes\n\tA string\n}\n"},
			want:  []string{"p/t.go:5: +k8s:register-gen belongs in doc.go or above a type; on a field it is ignored"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, tt.files)
			u, err := universe.Load(universe.Config{Dir: dir, Patterns: []string{"./p"}})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			findings := lint.Check(all.Defs, u.Roots)
			for _, f := range findings {
				got = append(got, f.Pos.Filename+":"+strconv.Itoa(f.Pos.Line)+": "+f.Message)
			}
			// The analyzer's entry point, over files parsed by the
			// caller, finds the same.
			if diff := cmp.Diff(findings, checkFiles(t, tt.files)); diff != "" {
				t.Errorf("CheckFiles differs from Check (-Check +CheckFiles):\n%s", diff)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d findings, want %d:\n%s", len(got), len(tt.want), strings.Join(got, "\n"))
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tt.want[i]) {
					t.Errorf("finding %d:\n got %s\nwant %s...", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// checkFiles parses files (names relative to the module, as Check reports
// them) and returns lint.CheckFiles's findings.
func checkFiles(t *testing.T, files map[string]string) []*lint.Finding {
	t.Helper()
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, name := range slices.Sorted(maps.Keys(files)) {
		f, err := parser.ParseFile(fset, name, files[name], parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	return lint.CheckFiles(all.Defs, fset, parsed)
}

// TestCheckDefs checks that lint knows the tags it is given and nothing
// else: another generator's definitions make its tags known, its prefix
// ours, and its places the ones checked.
func TestCheckDefs(t *testing.T) {
	defs := []tags.Def{
		{Name: "x:foo-gen", Values: "true", Places: tags.Type, Tool: "foo-gen", Doc: "generate"},
		{Name: "x:foo-gen:mode", Values: "<mode>", Places: tags.Package, Tool: "foo-gen", Doc: "mode"},
		{Name: "fooGroup", Values: "<group>", Places: tags.Package, Tool: "foo-gen", Doc: "group"},
	}
	files := map[string]string{"p/t.go": "// +x:foo-gen:mode=fast\npackage p\n\n// +x:foo-gen=true\n// +x:foo-gen:modes=slow\n// +x:fo-gen=true\n// +x:other=1\n// +foo-group=g\n// +k8s:deepcopy-gen:typo=true\ntype T struct {\n\t// +x:foo-gen=true\n\tA string\n}\n"}
	want := []string{
		"p/t.go:1: +x:foo-gen:mode is a package tag and is read only from doc.go; here it is ignored; the package has no doc.go: create one and move it there",
		"p/t.go:5: unknown tag +x:foo-gen:modes; it is ignored; did you mean +x:foo-gen:mode=?",
		"p/t.go:6: unknown tag +x:fo-gen; it is ignored; did you mean +x:foo-gen=?",
		"p/t.go:8: unknown tag +foo-group; it is ignored; did you mean +fooGroup=?",
		"p/t.go:11: +x:foo-gen belongs above a type; on a field it is ignored",
	}
	dir := testutil.Module(t, files)
	u, err := universe.Load(universe.Config{Dir: dir, Patterns: []string{"./p"}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range lint.Check(defs, u.Roots) {
		got = append(got, f.Pos.Filename+":"+strconv.Itoa(f.Pos.Line)+": "+f.Message)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if s := lint.Suggest(defs, "x:foo-gen:false"); s != "x:foo-gen=false" {
		t.Errorf("Suggest(x:foo-gen:false) = %q, want x:foo-gen=false", s)
	}
}

// TestForeign checks that other generators' tags are never taken for
// misspellings of ours, even when they share a prefix: upstream's (Foreign)
// and those given (allow); and that a generator that defines one of
// Foreign's tags has it checked as its own.
func TestForeign(t *testing.T) {
	defs := []tags.Def{
		{Name: "k8s:openapi-gen:mine", Values: "true", Places: tags.Type, Tool: "mine-gen", Doc: "shares openapi-gen's prefix"},
		{Name: "k8s:defaulter-gen", Values: "<field>", Places: tags.Package | tags.Type, Tool: "defaulter-gen", Doc: "defaulter-gen, now ours"},
		{Name: "x:foo-gen", Values: "true", Places: tags.Type, Tool: "foo-gen", Doc: "generate"},
	}
	files := map[string]string{"p/t.go": "package p\n\n" +
		"// +k8s:openapi-gen=true\n" + // 3: upstream's openapi-gen
		"// +k8s:openapi-gen:mine=true\n" + // 4: ours
		"// +k8s:openapi-gen:mien=true\n" + // 5: openapi-gen's sub-tag, as far as we know
		"// +k8s:defaulter-gen=TypeMeta\n" + // 6: ours now
		"// +k8s:defaulter-gen:typo=x\n" + // 7: a misspelling of ours
		"// +k8s:defaulter-gen-input=example.com/x\n" + // 8: still upstream's
		"// +x:foo-gen-docs=true\n" + // 9: allowed
		"// +x:foo-gen-docs:title=t\n" + // 10: allowed, a sub-tag
		"// +x:foo-genx=true\n" + // 11: allowed by prefix
		"// +x:foo-gem=true\n" + // 12: a misspelling
		"type T struct{}\n\n" +
		"// +x:foo-gen=true\n" + // 15: ours, not read here
		"func F() {}\n"}
	dir := testutil.Module(t, files)
	u, err := universe.Load(universe.Config{Dir: dir, Patterns: []string{"./p"}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range lint.Check(defs, u.Roots, "x:foo-gen-docs", "+x:foo-genx*") {
		got = append(got, fmt.Sprintf("%d: %s (unknown %v, fix %q): %s", f.Pos.Line, f.Tag, f.Code == lint.UnknownTag, fixOf(f), f.Message))
	}
	want := []string{
		// No edit: the value typo the fix would move out of the name
		// would meet the =x written after it.
		"7: k8s:defaulter-gen:typo (unknown true, fix \"\"): unknown tag +k8s:defaulter-gen:typo; it is ignored; did you mean +k8s:defaulter-gen=typo?",
		"12: x:foo-gem (unknown true, fix \"x:foo-gen\"): unknown tag +x:foo-gem; it is ignored; did you mean +x:foo-gen=?",
		"15: x:foo-gen (unknown false, fix \"\"): +x:foo-gen belongs above a type; on a func it is ignored",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, tt := range []struct {
		name string
		want bool
	}{
		{"k8s:protobuf-gen", true},
		{"k8s:protobuf-gen:x", true},
		{"k8s:protobuf-genx", false},
		{"kubebuilder:object:root", true},
	} {
		if got := lint.Allows(lint.Foreign, tt.name); got != tt.want {
			t.Errorf("Allows(Foreign, %s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// kubebuilder:* is controller-gen's namespace, but the object markers are
// ours: their misspellings are reported, other kubebuilder markers not;
// crd's markers are checked where they are (+kubebuilder:validation:Required
// is a field's or a package's, not a type's).
func TestCheckKubebuilderObject(t *testing.T) {
	src := "package p\n\n// +kubebuilder:objec:root=true\n// +kubebuilder:object:generat=true\n// +kubebuilder:validation:Required\n// +kubebuilder:subresource:status\n// +kubebuilder:object:root=true\ntype T struct{}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"t.go": src}}}, nil)
	got := lint.Check(all.Defs, u.Roots)
	var msgs []string
	for _, f := range got {
		msgs = append(msgs, f.String())
	}
	want := []string{
		"p/t.go:3:1: unknown tag +kubebuilder:objec:root; it is ignored; did you mean +kubebuilder:object:root=?",
		"p/t.go:4:1: unknown tag +kubebuilder:object:generat; it is ignored; did you mean +kubebuilder:object:generate=?",
		"p/t.go:5:1: +kubebuilder:validation:Required belongs in doc.go or above a field; on a type it is ignored",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

// controller-gen reads +kubebuilder:object:generate:=false (as
// prometheus-operator's API writes it) and +kubebuilder:object:generate:x=true
// as the marker itself: lint says how controller-gen reads them, not that
// they are ignored.
func TestCheckKubebuilderMarkerArgument(t *testing.T) {
	src := "package p\n\n// +kubebuilder:object:generate:=false\ntype T struct{}\n\n// +kubebuilder:object:root:x=true\ntype U struct{}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"t.go": src}}}, nil)
	var msgs []string
	for _, f := range lint.Check(all.Defs, u.Roots) {
		msgs = append(msgs, f.String()+" (fix "+fixOf(f)+")")
	}
	want := []string{
		"p/t.go:3:1: +kubebuilder:object:generate:=false is read by controller-gen as +kubebuilder:object:generate=false (it drops what follows the marker's name); write +kubebuilder:object:generate=false (fix kubebuilder:object:generate)",
		"p/t.go:6:1: +kubebuilder:object:root:x=true is read by controller-gen as +kubebuilder:object:root=true (it drops what follows the marker's name); write +kubebuilder:object:root=true (fix kubebuilder:object:root)",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

// fixOf is the replacement of the tag's name that f's fix writes, "" for
// none.
func fixOf(f *lint.Finding) string {
	if len(f.Fix.Edits) == 0 {
		return ""
	}
	return f.Fix.Edits[0].NewText
}

// A marker with arguments (controller-tools' grammar) is checked as its
// definition's name, not as an unknown tag named after its first argument.
func TestCheckMarkerArguments(t *testing.T) {
	defs := []tags.Def{{Name: "gvkgen:column", Places: tags.Type, Tool: "x-gen", OwnNamespace: true, Doc: "a column",
		Args: []tags.Arg{{Name: "name", Type: tags.StringArg}, {Name: "JSONPath", Type: tags.StringArg}}}}
	src := "package p\n\n// +gvkgen:column:name=\"Age\",JSONPath=\".metadata\"\ntype T struct{}\n\n// +gvkgen:colum:name=x\ntype U struct{}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"t.go": src}}}, nil)
	var got []string
	for _, f := range lint.Check(defs, u.Roots) {
		got = append(got, f.String()+" (fix "+fixOf(f)+")")
	}
	want := []string{"p/t.go:6:1: unknown tag +gvkgen:colum:name; it is ignored; did you mean +gvkgen:column:name=? (fix gvkgen:column:name)"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A package marker that controller-gen reads from any free block is
// read from the block above a declaration, not from a doc comment: there
// lint says so (controller-gen drops it without a word).
func TestCheckPackageMarkerInDocComment(t *testing.T) {
	src := "package p\n\n// +kubebuilder:rbac:groups=apps,resources=a,verbs=get\n\n// +kubebuilder:rbac:groups=apps,resources=b,verbs=get\n\n// Reconcile reconciles.\n// +kubebuilder:rbac:groups=apps,resources=c,verbs=get\nfunc Reconcile() {}\n\n// +kubebuilder:rbac:groups=apps,resources=d,verbs=get\n\n// T is a type.\n// +kubebuilder:rbac:groups=apps,resources=e,verbs=get\ntype T struct{}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "example.com/p", Name: "p", Dir: "/p", Files: map[string]string{"t.go": src}}}, nil)
	var msgs []string
	for _, f := range lint.Check(all.Defs, u.Roots) {
		msgs = append(msgs, f.String())
	}
	want := []string{
		"p/t.go:8:1: +kubebuilder:rbac is in the doc comment of func Reconcile, where controller-gen does not read it; separate it from the doc comment with a blank line, or move it to a free comment block",
		"p/t.go:14:1: +kubebuilder:rbac is in the doc comment of type T, where controller-gen does not read it; separate it from the doc comment with a blank line, or move it to a free comment block",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

// Check lints packages on every processor, and its findings are those of
// each package alone, sorted by file and line: packages given out of
// order come out sorted by file, the same every time.
func TestCheckManyPackages(t *testing.T) {
	var pkgs []universe.SourcePackage
	for i := range 12 {
		dir := fmt.Sprintf("/p%02d", 11-i) // given from the last file name to the first
		src := "package p\n\n// +k8s:depcopy-gen=true\n// +k8s:deepcopy-gen:true +k8s:conversion-gn=false\ntype T struct{}\n"
		pkgs = append(pkgs, universe.SourcePackage{Path: "example.com" + dir, Name: "p", Dir: dir, Files: map[string]string{"t.go": src}})
	}
	u := universe.LoadSources(pkgs, nil)
	var want []*lint.Finding
	for i := len(u.Roots) - 1; i >= 0; i-- {
		want = append(want, lint.Check(all.Defs, u.Roots[i:i+1])...)
	}
	for range 5 {
		got := lint.Check(all.Defs, u.Roots)
		if d := cmp.Diff(want, got); d != "" || len(got) != 2*len(u.Roots) {
			t.Fatalf("%d findings of %d packages (-each alone +together):\n%s", len(got), len(u.Roots), d)
		}
	}
}
