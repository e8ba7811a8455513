package cli_test

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// bomDoc is the doc.go of a package whose only tag follows a byte order mark, which
// kube_codegen.sh's grep (^\s*//) does not match, and so neither does
// gvkgen's detection, while deepcopy-gen given the package reads it.
const bomDoc = "\uFEFF// +k8s:deepcopy-gen=package\n\npackage bom\n"

// namedSources are sources plus apis/bom (see bomDoc).
func namedSources(t *testing.T) map[string]string {
	files := sources(t)
	files["apis/bom/doc.go"] = bomDoc
	files["apis/bom/types.go"] = "package bom\n\n// Thing asks for a deep copy.\ntype Thing struct {\n\tNames []string\n}\n"
	return files
}

// With --<generator>-packages, gvkgen runs exactly the generators named on
// exactly the packages named, whatever their tags say, and writes what the
// single tools given those packages write.
func TestNamedPackages(t *testing.T) {
	offline(t)
	// Without them, detection leaves apis/bom out (its tag follows a byte
	// order mark), which is what makes the first case below differ.
	dir := testutil.Module(t, namedSources(t))
	if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d; stderr:\n%s", code, stderr)
	}
	if _, ok := newFiles(t, dir)["apis/bom/zz_generated.deepcopy.go"]; ok {
		t.Errorf("detection ran deepcopy on apis/bom, whose only tag follows a byte order mark")
	}
	for _, tt := range []struct {
		name  string
		args  []string
		tools map[string][]string // single tool -> its flags and packages
		files []string            // what gvkgen writes
	}{
		{
			name:  "deepcopy only, on a package detection skips",
			args:  []string{"--deepcopy-packages", "./apis/bom,example.com/m/apis/g"},
			tools: map[string][]string{"deepcopy": {"--output-file=zz_generated.deepcopy.go", "./apis/bom", "./apis/g"}},
			files: []string{"apis/bom/zz_generated.deepcopy.go", "apis/g/zz_generated.deepcopy.go"},
		},
		{
			name:  "deepcopy and conversion, register left out",
			args:  []string{"--deepcopy-packages=example.com/m/apis/g", "--deepcopy-packages=./apis/g/v1", "--conversion-packages", "example.com/m/apis/g/v1"},
			tools: map[string][]string{"deepcopy": {"--output-file=zz_generated.deepcopy.go", "./apis/g", "./apis/g/v1"}, "conversion": {"--output-file=zz_generated.conversion.go", "./apis/g/v1"}},
			files: []string{"apis/g/v1/zz_generated.conversion.go", "apis/g/v1/zz_generated.deepcopy.go", "apis/g/zz_generated.deepcopy.go"},
		},
		{
			name:  "register on an untagged package, as register-gen",
			args:  []string{"--register-packages", "./apis/g/v1", "--register-output-file", "zz_generated.register.go"},
			tools: map[string][]string{"register": {"--output-file", "zz_generated.register.go", "./apis/g/v1"}},
			files: []string{"apis/g/v1/zz_generated.register.go"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, namedSources(t))
			code, _, stderr := gvkgen(t, dir, append([]string{"generate"}, tt.args...)...)
			if code != cli.ExitOK {
				t.Fatalf("exit %d; stderr:\n%s", code, stderr)
			}
			got := newFiles(t, dir)
			if d := cmp.Diff(tt.files, slices.Sorted(maps.Keys(got))); d != "" {
				t.Errorf("files written (-want +got):\n%s", d)
			}
			ref := testutil.Module(t, namedSources(t))
			for name, args := range tt.tools {
				if code, _, stderr := tool(t, ref, name, args...); code != cli.ExitOK {
					t.Fatalf("%s %v: exit %d; stderr:\n%s", name, args, code, stderr)
				}
			}
			if d := cmp.Diff(newFiles(t, ref), got); d != "" {
				t.Errorf("gvkgen with named packages and the single tools differ (-tools +gvkgen):\n%s", d)
			}
		})
	}
}

// newFiles returns the files of dir that namedSources does not have.
func newFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	src := namedSources(t)
	out := map[string]string{}
	for rel, content := range readTree(t, dir) {
		if _, ok := src[rel]; !ok {
			out[rel] = content
		}
	}
	return out
}

// Misused --<generator>-packages are usage errors that write nothing.
func TestNamedPackagesErrors(t *testing.T) {
	offline(t)
	for _, tt := range []struct {
		args []string
		want string // a regexp
	}{
		{[]string{"--deepcopy-packages", "./apis/g", "./apis/..."}, regexp.QuoteMeta(`packages given both as arguments (./apis/...) and with --<generator>-packages; give them one way`)},
		{[]string{"--deepcopy-packages", "./apis/..."}, regexp.QuoteMeta(`--deepcopy-packages=./apis/...: "./apis/..." is not a package`)},
		{[]string{"--conversion-packages", "./apis/g/v1/types.go"}, regexp.QuoteMeta(`"./apis/g/v1/types.go" is not a package; name packages by import path or ./directory`)},
		{[]string{"--deepcopy-packages="}, regexp.QuoteMeta(`no packages given: every --<generator>-packages is empty`)},
		{[]string{"--deepcopy-packages", "./apis/none"}, `apis/none: directory not found`},
		{[]string{"--deepcopy-packages", "example.com/m/apis/none"}, `example\.com/m/apis/none`},
	} {
		dir := testutil.Module(t, namedSources(t))
		before := testutil.Snapshot(t, dir)
		code, _, stderr := gvkgen(t, dir, append([]string{"generate"}, tt.args...)...)
		if code != cli.ExitError || !regexp.MustCompile(tt.want).MatchString(stderr) {
			t.Errorf("%v: exit %d, want 2 and %q; stderr:\n%s", tt.args, code, tt.want, stderr)
		}
		noCrash(t, stderr)
		if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
			t.Errorf("%v: the tree changed:\n%s", tt.args, d)
		}
	}
}

// Every generator of the registry has its --<name>-packages.
func TestNamedPackagesFlags(t *testing.T) {
	var o, e strings.Builder
	fs := cli.FlagsForTest(registry.All, &o, &e)
	for _, g := range registry.All {
		if fs.Lookup(g.Name+"-packages") == nil {
			t.Errorf("gvkgen has no --%s-packages", g.Name)
		}
	}
}

// With --<generator>-packages, only the generators given them look for
// stale files, and only in the packages named for them: every other
// generated file of the loaded packages is left alone, on generate and
// verify.
func TestNamedPackagesStaleFiles(t *testing.T) {
	offline(t)
	stale := "//go:build !ignore_autogenerated\n\n// Code generated by conversion-gen. DO NOT EDIT.\n\npackage g\n"
	files := goodTree(t)
	files["apis/g/zz_generated.conversion.go"] = stale
	for _, tt := range []struct {
		args    []string
		deleted []string
	}{
		{[]string{"--deepcopy-packages", "./apis/g,./apis/g/v1"}, nil},
		{[]string{"--register-packages", "./apis/g/v1", "--deepcopy-packages", "./apis/g"}, nil},
		{[]string{"--conversion-packages", "./apis/g/v1"}, nil},
		{[]string{"--conversion-packages", "./apis/g,./apis/g/v1"}, []string{"apis/g/zz_generated.conversion.go"}},
	} {
		dir := testutil.Module(t, files)
		code, stdout, stderr := gvkgen(t, dir, append([]string{"verify"}, tt.args...)...)
		if wantCode := map[bool]int{true: cli.ExitOK, false: cli.ExitStale}[tt.deleted == nil]; code != wantCode || (tt.deleted != nil) != strings.Contains(stdout, "apis/g/zz_generated.conversion.go: stale") {
			t.Errorf("verify %v: exit %d, want %d\n%s%s", tt.args, code, wantCode, stdout, stderr)
		}
		before := readTree(t, dir)
		if code, _, stderr := gvkgen(t, dir, append([]string{"generate"}, tt.args...)...); code != cli.ExitOK {
			t.Fatalf("generate %v: exit %d\n%s", tt.args, code, stderr)
		}
		var gone []string
		after := readTree(t, dir)
		for p := range before {
			if _, ok := after[p]; !ok {
				gone = append(gone, p)
			}
		}
		if strings.Join(gone, " ") != strings.Join(tt.deleted, " ") {
			t.Errorf("generate %v deleted %v, want %v", tt.args, gone, tt.deleted)
		}
	}
}

// TestNamedPackagesOrder: the order of a --<generator>-packages list
// changes no byte, as upstream informer-gen's and gvkgen's single tool's
// (#29 item 12: before, reversing --informer-packages reversed the
// versions of the group's informers/externalversions/g/interface.go).
func TestNamedPackagesOrder(t *testing.T) {
	offline(t)
	src := sources(t)
	src["apis/g/v2/doc.go"] = strings.ReplaceAll(v1Doc, "package v1", "package v2")
	src["apis/g/v2/types.go"] = strings.Replace(v1Types, "package v1", "package v2", 1)
	const pkg = testModule + "/gen"
	flags := []string{"generate", "--informer-output-dir=gen/informers", "--informer-output-pkg=" + pkg + "/informers",
		"--versioned-clientset-package=" + pkg + "/clientset/versioned", "--listers-package=" + pkg + "/listers"}
	var trees []map[string]string
	for _, list := range []string{"./apis/g/v1,./apis/g/v2", "./apis/g/v2,./apis/g/v1"} {
		dir := testutil.Module(t, src)
		if code, _, stderr := gvkgen(t, dir, append(flags, "--informer-packages="+list)...); code != cli.ExitOK {
			t.Fatalf("--informer-packages=%s: exit %d; stderr:\n%s", list, code, stderr)
		}
		trees = append(trees, readTree(t, dir))
	}
	if _, ok := trees[0]["gen/informers/externalversions/g/interface.go"]; !ok {
		t.Fatalf("no group interface.go written; files: %v", slices.Sorted(maps.Keys(trees[0])))
	}
	if d := cmp.Diff(trees[0], trees[1]); d != "" {
		t.Errorf("reversing --informer-packages changed the output (-v1,v2 +v2,v1):\n%s", d)
	}
	// client-gen's --input, in a run of every generator.
	trees = nil
	for _, list := range []string{"g/v1,g/v2", "g/v2,g/v1"} {
		dir := testutil.Module(t, src)
		args := []string{"generate"}
		for _, f := range clientTreeFlags(dir) {
			if strings.HasPrefix(f, "--input=") {
				f = "--input=" + list
			}
			args = append(args, f)
		}
		if code, _, stderr := gvkgen(t, dir, args...); code != cli.ExitOK {
			t.Fatalf("--input=%s: exit %d; stderr:\n%s", list, code, stderr)
		}
		// client-gen's clientset is written in --input's order (not
		// compared here, see the report of #29 item 12): the informers
		// and listers must not change.
		tree := readTree(t, dir)
		maps.DeleteFunc(tree, func(name, _ string) bool {
			return !strings.HasPrefix(name, "gen/informers/") && !strings.HasPrefix(name, "gen/listers/")
		})
		trees = append(trees, tree)
	}
	if d := cmp.Diff(trees[0], trees[1]); d != "" {
		t.Errorf("reversing --input changed the informers or listers (-v1,v2 +v2,v1):\n%s", d)
	}
}
