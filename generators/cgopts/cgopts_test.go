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
		want string
	}{
		{"object alone", []string{"object"}, "object() >package dirs | paths=."},
		{"kubebuilder Makefile, quotes removed by the shell", []string{"object:headerFile=" + hdr, "paths=./..."},
			"object(headerFile=" + hdr + ") >package dirs | paths=./..."},
		{"quotes reaching the program", []string{`object:headerFile="` + hdr + `"`, `paths="./..."`},
			"object(headerFile=" + hdr + ") >package dirs | paths=./..."},
		{"raw string", []string{"object:headerFile=`" + hdr + "`"}, "object(headerFile=" + hdr + ") >package dirs | paths=."},
		{"year, fields in any order", []string{"object:year=2024,headerFile=" + hdr}, "object(year=2024 headerFile=" + hdr + ") >package dirs | paths=."},
		{"quoted year", []string{`object:headerFile="h.txt",year="2023"`}, "object(headerFile=h.txt year=2023) >package dirs | paths=."},
		{"empty year", []string{"object:year="}, "object(year=) >package dirs | paths=."},
		{"paths first", []string{"paths=./api/...", "object"}, "object() >package dirs | paths=./api/..."},
		{"semicolons", []string{"object", "paths=./api/...;./pkg/...;sigs.k8s.io/x/..."}, "object() >package dirs | paths=./api/...|./pkg/...|sigs.k8s.io/x/..."},
		{"braces with spaces", []string{"object", "paths={./api/a, ./other/c}"}, "object() >package dirs | paths=./api/a|./other/c"},
		{"braces, quoted items, trailing comma", []string{"object", `paths={"./a/...",./b/...,}`}, "object() >package dirs | paths=./a/...|./b/..."},
		{"repeated paths append", []string{"paths=./a", "object", "paths=./b;./c"}, "object() >package dirs | paths=./a|./b|./c"},
		// controller-gen v0.23.0 drops the last token of a bare value
		// followed by a space ("hack/boilerplate.go." here); gvkgen trims.
		{"spaces around values", []string{"object: headerFile = h.txt , year = 2020", "paths= ./a ; ./b "},
			"object(headerFile=h.txt year=2020) >package dirs | paths=./a|./b"},
		{"absolute path", []string{"object", "paths=/src/m/api/..."}, "object() >package dirs | paths=/src/m/api/..."},
		{"kubebuilder manifests", []string{"rbac:roleName=manager-role", "crd", "webhook", `paths="./..."`, "output:crd:artifacts:config=config/crd/bases"},
			"rbac(roleName=manager-role) >dir config/rbac | crd() >dir config/crd/bases | webhook() >dir config/webhook | paths=./..."},
		{"every crd field", []string{"crd:crdVersions=v1,maxDescLen=0,generateEmbeddedObjectMeta=true,allowDangerousTypes=true,ignoreUnexportedFields=false,headerFile=h.txt,year=2025,omitToolVersion=true,deprecatedV1beta1CompatibilityPreserveUnknownFields=false"},
			"crd(crdVersions=v1 maxDescLen=0 generateEmbeddedObjectMeta=true allowDangerousTypes=true ignoreUnexportedFields=false headerFile=h.txt year=2025 omitToolVersion=true deprecatedV1beta1CompatibilityPreserveUnknownFields=false) >dir config/crd | paths=."},
		{"crdVersions lists", []string{"crd:crdVersions={v1,v1beta1}", "paths=./..."}, "crd(crdVersions=v1,v1beta1) >dir config/crd | paths=./..."},
		{"crdVersions with semicolons", []string{"crd:crdVersions=v1;v1beta1,maxDescLen=-1"}, "crd(crdVersions=v1,v1beta1 maxDescLen=-1) >dir config/crd | paths=."},
		{"every rbac field", []string{`rbac:roleName="r",fileName=roles.yaml,headerFile=h,year=1`}, "rbac(roleName=r fileName=roles.yaml headerFile=h year=1) >dir config/rbac | paths=."},
		{"webhook fields", []string{"webhook:headerFile=h"}, "webhook(headerFile=h) >dir config/webhook | paths=."},
		{"rules of each kind", []string{"crd", "rbac:roleName=r", "webhook", "object", "output:crd:dir=out", "output:rbac:stdout", "output:webhook:none", "output:object:artifacts:config=config"},
			"crd() >dir out | rbac(roleName=r) >stdout | webhook() >none | object() >package dirs | paths=."},
		{"a bare rule for the others", []string{"crd", "rbac:roleName=r", "output:artifacts:config=all", "output:rbac:none"},
			"crd() >dir all | rbac(roleName=r) >none | paths=."},
		{"a bare rule, artifacts with code for manifests", []string{"crd", "output:artifacts:code=pkg,config=m"}, "crd() >dir m | paths=."},
		{"a bare stdout", []string{"crd", "object", "output:stdout"}, "crd() >stdout | object() >stdout | paths=."},
		{"a bare dir with object given its own rule", []string{"crd", "object", "output:dir=x", "output:object:none"}, "crd() >dir x | object() >none | paths=."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := cgopts.Parse(tt.args)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.args, err)
			}
			if s := show(got); s != tt.want {
				t.Errorf("Parse(%q) =\n%s\nwant\n%s", tt.args, s, tt.want)
			}
		})
	}
}

// show is opts as TestParse compares them: each generator, its fields and
// where its files go, then the paths.
func show(opts *cgopts.Options) string {
	var parts []string
	for _, g := range opts.Generators {
		var fs []string
		for _, f := range g.Fields {
			fs = append(fs, f.Name+"="+f.Value)
		}
		r := opts.RuleOf(g)
		to := map[cgopts.RuleKind]string{cgopts.Dir: "dir " + r.Dir, cgopts.Artifacts: "dir " + r.Dir, cgopts.Stdout: "stdout", cgopts.None: "none"}[r.Kind]
		if g.Name == "object" && r.Kind == cgopts.Artifacts {
			to = "package dirs"
		}
		parts = append(parts, g.Name+"("+strings.Join(fs, " ")+") >"+to)
	}
	return strings.Join(append(parts, "paths="+strings.Join(opts.Patterns(), "|")), " | ")
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
		{"no generator", []string{"paths=./..."}, "", 0, "no generator given; add one of controller-gen's generators gvkgen has (object, crd, rbac:roleName=<name>, webhook)"},
		{"nothing", nil, "", 0, "no generator given"},
		{"crd field misspelled", []string{"crd:maxDescLength=0"}, "crd:maxDescLength=0", 5, `unknown field "maxDescLength" of crd; crd takes ignoreUnexportedFields, allowDangerousTypes, maxDescLen`},
		{"crd field suggestion", []string{"crd:maxDescLength=0"}, "crd:maxDescLength=0", 5, "(did you mean maxDescLen?)"},
		{"crd field in another case", []string{"crd:CRDVersions=v1"}, "crd:CRDVersions=v1", 5, "(did you mean crdVersions?)"},
		{"crd bool without value", []string{"crd:allowDangerousTypes"}, "crd:allowDangerousTypes", 24, "expected = after allowDangerousTypes (crd:allowDangerousTypes=true|false)"},
		{"crd bad bool", []string{"crd:allowDangerousTypes=yes"}, "crd:allowDangerousTypes=yes", 25, `allowDangerousTypes takes true or false, not "yes"`},
		{"crd bad int", []string{"crd:maxDescLen=none"}, "crd:maxDescLen=none", 16, `maxDescLen takes an integer, not "none"`},
		{"crd empty list", []string{"crd:crdVersions="}, "crd:crdVersions=", 17, "no item in crdVersions="},
		{"crd list with commas", []string{"crd:crdVersions=v1,v1beta1"}, "crd:crdVersions=v1,v1beta1", 20, `"v1beta1" is not a field of crd; separate a list's items with ; or list them in braces: crdVersions={a,b}`},
		{"crd=", []string{"crd=x"}, "crd=x", 4, "crd takes its fields after a colon: crd:ignoreUnexportedFields=true|false,"},
		{"crd twice", []string{"crd", "crd:maxDescLen=0"}, "crd:maxDescLen=0", 1, `crd is given twice (first as "crd")`},
		{"rbac without roleName", []string{"rbac"}, "rbac", 5, "rbac needs roleName=<roleName>, as controller-gen does: rbac:roleName=manager-role"},
		{"rbac with fileName only", []string{"rbac:fileName=r.yaml"}, "rbac:fileName=r.yaml", 21, "rbac needs roleName="},
		{"rbac empty roleName", []string{"rbac:roleName="}, "rbac:roleName=", 15, "roleName is empty"},
		{"rbac misspelled", []string{"rbac:rolename=x"}, "rbac:rolename=x", 6, "(did you mean roleName?)"},
		{"webhook field", []string{"webhook:roleName=x"}, "webhook:roleName=x", 9, `unknown field "roleName" of webhook; webhook takes headerFile, year`},
		{"misspelled crd", []string{"crds"}, "crds", 1, "(did you mean crd?)"},
		{"output rule of a generator not run", []string{"object", "output:crd:dir=x"}, "output:crd:dir=x", 8, "an output rule for crd, which this command line does not run; add crd"},
		{"output rule misspelled", []string{"crd", "output:crd:artefacts:config=x"}, "output:crd:artefacts:config=x", 12, `unknown output rule "artefacts"`},
		{"output rule suggestion", []string{"crd", "output:crd:artefacts:config=x"}, "output:crd:artefacts:config=x", 12, "(did you mean artifacts?)"},
		{"output generator misspelled", []string{"crd", "output:cdr:dir=x"}, "output:cdr:dir=x", 8, "(did you mean crd?)"},
		{"output without rule", []string{"crd", "output:crd"}, "output:crd", 11, "output:crd needs a rule"},
		{"output alone", []string{"crd", "output"}, "output", 7, "output takes a rule after a colon"},
		{"dir without =", []string{"crd", "output:crd:dir"}, "output:crd:dir", 15, "dir takes = and a directory"},
		{"empty dir", []string{"crd", "output:dir="}, "output:dir=", 12, "dir= is empty"},
		{"stdout with a value", []string{"crd", "output:crd:stdout=x"}, "output:crd:stdout=x", 18, `stdout takes no value; remove "=x"`},
		{"artifacts without config", []string{"crd", "output:crd:artifacts:code=x"}, "output:crd:artifacts:code=x", 28, "artifacts needs config=<dir>"},
		{"artifacts without fields", []string{"crd", "output:crd:artifacts"}, "output:crd:artifacts", 21, "artifacts takes its fields after a colon"},
		{"artifacts field misspelled", []string{"crd", "output:artifacts:confg=x"}, "output:artifacts:confg=x", 18, "(did you mean config?)"},
		{"two rules for one generator", []string{"crd", "output:crd:none", "output:crd:stdout"}, "output:crd:stdout", 1, `a second output rule for crd (the first is "output:crd:none")`},
		{"two bare rules", []string{"crd", "output:none", "output:stdout"}, "output:stdout", 1, "a second output rule for every generator"},
		{"object to one directory", []string{"object", "output:object:dir=x"}, "output:object:dir=x", 1, "one over another; gvkgen writes object's files in each package's directory"},
		{"object under a bare dir", []string{"object", "crd", "output:dir=x"}, "output:dir=x", 1, "give object no dir= rule"},
		{"object code=", []string{"object", "output:artifacts:config=c,code=x"}, "output:artifacts:config=c,code=x", 1, "remove code="},
		{"schemapatch", []string{"object", "schemapatch:manifests=."}, "schemapatch:manifests=.", 1, "schemapatch is a controller-gen generator"},
		{"applyconfiguration", []string{"object", "applyconfiguration"}, "applyconfiguration", 1, "apply configuration types"},
		{"misspelled generator", []string{"objekt"}, "objekt", 1, `unknown option "objekt"; gvkgen takes the generators object, crd, rbac and webhook`},
		{"misspelled generator suggestion", []string{"objekt"}, "objekt", 1, "(did you mean object?)"},
		{"misspelled paths", []string{"object", "path=./..."}, "path=./...", 1, "(did you mean paths?)"},
		{"bare pattern", []string{"object", "./api/..."}, "./api/...", 1, "controller-gen's syntax names packages with paths=./api/..."},
		{"empty argument", []string{"object", ""}, "", 1, "an empty argument"},
		{"object twice", []string{"object", "object:year=1"}, "object:year=1", 1, "object is given twice"},
		{"object=", []string{"object=x"}, "object=x", 7, "object takes its fields after a colon"},
		{"unknown field", []string{"object:headerFile=a,yeer=1"}, "object:headerFile=a,yeer=1", 21, `unknown field "yeer" of object; object takes headerFile, year (did you mean year?)`},
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
	_, err := cgopts.Parse([]string{"schemapatch", "object:yeer=1", "paths=./a,./b"})
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
		"crd": true, "crd:crdVersions=v1": true, "webhook": true, "schemapatch:manifests=x": true, "output:object:stdout": true, "rbac:roleName=x": true,
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
