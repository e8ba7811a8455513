package cgopts_test

import (
	"errors"
	"go/token"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cgopts"
)

// Every form controller-gen v0.23.0 accepts for object and paths= (its
// Makefiles' quoting included) reads the same way. Checked against
// controller-gen itself: {a,} is accepted; {}, a;;b, a trailing comma after
// a field and ; between fields are errors there too (or, for {}, load the
// current directory), here with a column and a fix.
func TestParse(t *testing.T) {
	hdr := "hack/boilerplate.go.txt"
	for _, tt := range []struct {
		name string
		args []string
		want cgopts.Options
	}{
		{"object alone", []string{"object"}, cgopts.Options{}},
		{"kubebuilder Makefile, quotes removed by the shell", []string{"object:headerFile=" + hdr, "paths=./..."},
			cgopts.Options{HeaderFile: hdr, Paths: []string{"./..."}}},
		{"quotes reaching the program", []string{`object:headerFile="` + hdr + `"`, `paths="./..."`},
			cgopts.Options{HeaderFile: hdr, Paths: []string{"./..."}}},
		{"raw string", []string{"object:headerFile=`" + hdr + "`"}, cgopts.Options{HeaderFile: hdr}},
		{"year, fields in any order", []string{"object:year=2024,headerFile=" + hdr}, cgopts.Options{HeaderFile: hdr, Year: "2024"}},
		{"quoted year", []string{`object:headerFile="h.txt",year="2023"`}, cgopts.Options{HeaderFile: "h.txt", Year: "2023"}},
		{"year alone", []string{"object:year=2025"}, cgopts.Options{Year: "2025"}},
		{"empty year", []string{"object:year="}, cgopts.Options{}},
		{"paths first", []string{"paths=./api/...", "object"}, cgopts.Options{Paths: []string{"./api/..."}}},
		{"semicolons", []string{"object", "paths=./api/...;./pkg/...;sigs.k8s.io/x/..."},
			cgopts.Options{Paths: []string{"./api/...", "./pkg/...", "sigs.k8s.io/x/..."}}},
		{"braces with spaces", []string{"object", "paths={./api/a, ./other/c}"}, cgopts.Options{Paths: []string{"./api/a", "./other/c"}}},
		{"braces, quoted items, trailing comma", []string{"object", `paths={"./a/...",./b/...,}`}, cgopts.Options{Paths: []string{"./a/...", "./b/..."}}},
		{"repeated paths append", []string{"paths=./a", "object", "paths=./b;./c"}, cgopts.Options{Paths: []string{"./a", "./b", "./c"}}},
		// controller-gen v0.23.0 drops the last token of a bare value
		// followed by a space ("hack/boilerplate.go." here); gvkgen trims.
		{"spaces around values", []string{"object: headerFile = h.txt , year = 2020", "paths= ./a ; ./b "},
			cgopts.Options{HeaderFile: "h.txt", Year: "2020", Paths: []string{"./a", "./b"}}},
		{"absolute path", []string{"object", "paths=/src/m/api/..."}, cgopts.Options{Paths: []string{"/src/m/api/..."}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := cgopts.Parse(tt.args)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.args, err)
			}
			if diff := cmp.Diff(&tt.want, got); diff != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tt.args, diff)
			}
		})
	}
}

// Bad syntax, unknown options and the generators gvkgen does not have are
// errors at the argument and column, saying what to do.
func TestParseErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		// arg is the argument the first error names, col its column,
		// msg a part of its message.
		arg string
		col int
		msg string
	}{
		{"no generator", []string{"paths=./..."}, "", 0, "no generator given; add object"},
		{"nothing", nil, "", 0, "no generator given"},
		{"crd", []string{"crd", "object", "paths=./..."}, "crd", 1, "crd is a controller-gen generator (CustomResourceDefinition manifests) that gvkgen does not have"},
		{"crd with fields", []string{"object", "crd:crdVersions=v1"}, "crd:crdVersions=v1", 1, "run controller-gen for crd"},
		{"rbac", []string{"object", "rbac:roleName=manager-role"}, "rbac:roleName=manager-role", 1, "rbac is a controller-gen generator"},
		{"webhook", []string{"webhook", "object"}, "webhook", 1, "webhook configuration manifests"},
		{"schemapatch", []string{"object", "schemapatch:manifests=."}, "schemapatch:manifests=.", 1, "schemapatch is a controller-gen generator"},
		{"applyconfiguration", []string{"object", "applyconfiguration"}, "applyconfiguration", 1, "apply configuration types"},
		{"output rule", []string{"object", "output:object:stdout"}, "output:object:stdout", 1, "output rules are not supported"},
		{"misspelled generator", []string{"objekt"}, "objekt", 1, `unknown option "objekt"; gvkgen takes object`},
		{"misspelled generator suggestion", []string{"objekt"}, "objekt", 1, "(did you mean object?)"},
		{"misspelled paths", []string{"object", "path=./..."}, "path=./...", 1, "(did you mean paths?)"},
		{"bare pattern", []string{"object", "./api/..."}, "./api/...", 1, "controller-gen's syntax names packages with paths=./api/..."},
		{"empty argument", []string{"object", ""}, "", 1, "an empty argument"},
		{"object twice", []string{"object", "object:year=1"}, "object:year=1", 1, "object is given twice"},
		{"object=", []string{"object=x"}, "object=x", 7, "object takes its fields after a colon"},
		{"unknown field", []string{"object:headerFile=a,yeer=1"}, "object:headerFile=a,yeer=1", 21, `unknown field "yeer" of object`},
		{"field in another case", []string{"object:HeaderFile=a"}, "object:HeaderFile=a", 8, "(did you mean headerFile?)"},
		{"field without =", []string{"object:headerFile"}, "object:headerFile", 18, "expected = after headerFile"},
		{"empty header", []string{"object:headerFile="}, "object:headerFile=", 19, "headerFile is empty"},
		{"trailing comma", []string{"object:year=1,"}, "object:year=1,", 15, "expected a field of object"},
		{"field twice", []string{"object:year=1,year=2"}, "object:year=1,year=2", 15, "year is given twice"},
		{"semicolon between fields", []string{"object:year=1;headerFile=h"}, "object:year=1;headerFile=h", 14, "separate object's fields with a comma"},
		{"unclosed string", []string{`object:headerFile="h.txt`}, `object:headerFile="h.txt`, 19, "without its closing"},
		{"bad escape", []string{`object:headerFile="\q"`}, `object:headerFile="\q"`, 19, "not a valid Go string"},
		{"paths with commas", []string{"object", "paths=./api/a,./api/b"}, "paths=./api/a,./api/b", 14, "paths are separated by ; or listed in braces"},
		{"paths without =", []string{"object", "paths"}, "paths", 6, "paths takes = and its packages"},
		{"empty paths", []string{"object", "paths="}, "paths=", 7, "no path in paths="},
		{"empty braces", []string{"object", "paths={}"}, "paths={}", 7, "no path in paths="},
		{"empty path", []string{"object", "paths=./a;;./b"}, "paths=./a;;./b", 11, "an empty path"},
		{"unclosed brace", []string{"object", "paths={./a,./b"}, "paths={./a,./b", 15, "no closing }"},
		{"semicolon in braces", []string{"object", "paths={./a;./b}"}, "paths={./a;./b}", 11, "expected , or } after"},
		{"after braces", []string{"object", "paths={./a}x"}, "paths={./a}x", 12, `unexpected "x" after the paths`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o, err := cgopts.Parse(tt.args)
			var list cgopts.ErrorList
			if !errors.As(err, &list) || len(list) == 0 || o != nil {
				t.Fatalf("Parse(%q) = %+v, %v; want an ErrorList", tt.args, o, err)
			}
			e := list[0]
			if e.Pos.Filename != tt.arg || e.Pos.Column != tt.col || !strings.Contains(e.Message, tt.msg) {
				t.Errorf("Parse(%q): first error %q at column %d: %s\nwant %q at column %d containing %q", tt.args, e.Pos.Filename, e.Pos.Column, e.Message, tt.arg, tt.col, tt.msg)
			}
		})
	}
}

// Every argument's mistake is reported, not only the first.
func TestParseAllErrors(t *testing.T) {
	_, err := cgopts.Parse([]string{"crd", "object:yeer=1", "paths=./a,./b"})
	var list cgopts.ErrorList
	if !errors.As(err, &list) || len(list) != 3 {
		t.Fatalf("got %v, want three errors", err)
	}
	if got := strings.Count(err.Error(), "\n"); got != 2 {
		t.Errorf("ErrorList prints %d lines, want 3:\n%v", got+1, err)
	}
}

// An error prints its argument and column, and points at the column.
func TestErrorText(t *testing.T) {
	e := &cgopts.Error{Pos: token.Position{Filename: "object:yeer=1", Column: 8}, Message: "unknown"}
	if got, want := cgopts.Text(e), `argument "object:yeer=1", column 8: unknown`; got != want {
		t.Errorf("Text() = %q, want %q", got, want)
	}
	if got, want := cgopts.Pointer(e), "    object:yeer=1\n           ^\n"; got != want {
		t.Errorf("Pointer() = %q, want %q", got, want)
	}
	whole := &cgopts.Error{Message: "no generator"}
	if cgopts.Text(whole) != "no generator" || cgopts.Pointer(whole) != "" {
		t.Errorf("an error of the whole line: %q, pointer %q", cgopts.Text(whole), cgopts.Pointer(whole))
	}
}

// IsOption tells controller-gen's options from package patterns, which is
// how gvkgen chooses its syntax.
func TestIsOption(t *testing.T) {
	for arg, want := range map[string]bool{
		"object": true, "object:headerFile=x": true, "paths=./...": true, "paths": true,
		"crd": true, "crd:crdVersions=v1": true, "output:object:stdout": true, "rbac:roleName=x": true,
		"./...": false, "./api/v1": false, "example.com/m/api/...": false, "objects": false, "": false,
	} {
		if got := cgopts.IsOption(arg); got != want {
			t.Errorf("IsOption(%q) = %v, want %v", arg, got, want)
		}
	}
}

// Patterns defaults to the current directory's package, as controller-gen
// loads it without paths=.
func TestPatterns(t *testing.T) {
	if got := (&cgopts.Options{}).Patterns(); !cmp.Equal(got, []string{"."}) {
		t.Errorf("no paths: %q", got)
	}
	if got := (&cgopts.Options{Paths: []string{"./a", "./b"}}).Patterns(); !cmp.Equal(got, []string{"./a", "./b"}) {
		t.Errorf("paths: %q", got)
	}
}
