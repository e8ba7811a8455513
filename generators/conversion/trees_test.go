package conversion_test

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// runTree copies testdata/trees/<name> into a throwaway module, runs main
// there with the tree's header and the given arguments, and compares every
// conversion file written with <file>.golden in the tree (-update rewrites
// them). It returns the module's directory and stderr. The golden files
// were checked by hand against upstream conversion-gen v0.37.2's output
// for the same tree and header (each package run on its own where upstream
// cannot run them together).
func runTree(t *testing.T, name string, main func(args []string, stdout, stderr *bytes.Buffer) int, args ...string) (string, string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("testdata", "trees", name))
	if err != nil {
		t.Fatal(err)
	}
	header, err := filepath.Abs(filepath.Join("testdata", "trees", "boilerplate.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	files := testutil.RepoModFiles(t)
	goldens := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if gen, ok := strings.CutSuffix(rel, ".golden"); ok {
			goldens[gen] = string(b)
			return nil
		}
		files[rel] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	dir := testutil.Module(t, files)
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := main(append([]string{"--go-header-file", header}, args...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr.String())
	}
	got := map[string]string{}
	for path, b := range testutil.Snapshot(t, dir) {
		if filepath.Base(path) == "zz_generated.conversion.go" {
			rel, err := filepath.Rel(dir, path)
			if err != nil {
				t.Fatal(err)
			}
			got[filepath.ToSlash(rel)] = b
		}
	}
	if *update {
		for rel, b := range got {
			if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(rel)+".golden"), []byte(b), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir, stderr.String()
	}
	if d := cmp.Diff(goldens, got); d != "" {
		t.Errorf("generated files differ from %s/**/*.golden (-want +got):\n%s\nrun go test ./generators/conversion -update if intended", root, d)
	}
	if !testing.Short() {
		if out, err := exec.Command("go", "build", "./...").CombinedOutput(); err != nil {
			t.Errorf("the generated code does not build: %v\n%s", err, out)
		}
	}
	return dir, stderr.String()
}

// conversionMain runs conversion-gen with the goldens' file name, which is
// not the single tool's default.
func conversionMain(args []string, stdout, stderr *bytes.Buffer) int {
	return cli.Tool(registry.Lookup("conversion"), append([]string{"--output-file", "zz_generated.conversion.go"}, args...), stdout, stderr)
}

func gvkgenMain(args []string, stdout, stderr *bytes.Buffer) int {
	return cli.Gvkgen(registry.All, append([]string{"generate"}, args...), stdout, stderr)
}

// TestTreePeers: a component config version (as
// k8s.io/kubernetes/pkg/scheduler/apis/config/v1) with several
// +k8s:conversion-gen peers: its internal package, another component's
// external version whose hand-written conversions it calls for a field,
// and itself (which its external-types tag names too). Types pair with
// their namesake in the first peer that has one.
func TestTreePeers(t *testing.T) {
	_, stderr := runTree(t, "peers", conversionMain, "./sched/config/v1")
	if stderr != "" {
		t.Errorf("unexpected messages:\n%s", stderr)
	}
}

// TestTreePeersSelfOnly: a type found in no peer but the package itself
// would pair with itself; upstream declares its conversion twice.
func TestTreePeersSelfOnly(t *testing.T) {
	files := testutil.RepoModFiles(t)
	files["hub/t.go"] = "package hub\n\ntype T struct {\n\tA string\n}\n"
	files["v1/doc.go"] = "// +k8s:conversion-gen=example.com/m/hub\n// +k8s:conversion-gen=example.com/m/v1\n\npackage v1\n"
	files["v1/t.go"] = "package v1\n\ntype T struct {\n\tA string\n}\n\ntype OnlyHere struct {\n\tA string\n}\n"
	dir := testutil.Module(t, files)
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := cli.Tool(registry.Lookup("conversion"), []string{"./v1"}, &stdout, &stderr); code != cli.ExitError {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
	}
	want := "v1/t.go:7:6: type OnlyHere: its first peer is the type itself (+k8s:conversion-gen=example.com/m/v1 names this package, and no peer before it has a type OnlyHere); add OnlyHere to the internal package, or tag it +k8s:conversion-gen=false"
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
	}
}

// TestTreeHandWritten: conversions conversion-gen cannot write (a struct
// in one version, an interface in the other; runtime.RawExtension and
// runtime.Object) are hand-written, in the package and in
// k8s.io/apimachinery/pkg/runtime, and are found and called; the
// incomplete autoConvert of a hand-written pair is kept, as upstream keeps
// it, without an error.
func TestTreeHandWritten(t *testing.T) {
	_, stderr := runTree(t, "handwritten", conversionMain, "./i2/v1")
	if stderr != "" {
		t.Errorf("unexpected messages:\n%s", stderr)
	}
}

// TestTreeSpokes: two spoke versions of one hub each hand-write
// conversions of the same name (Convert_Pointer_string_To_hub_Mode) and
// their own Convert_<v>_Foo_To_hub_Foo; gvkgen generate ./... generates
// both in one pass, each calling its own functions, as upstream run on
// each package alone (run on both at once, upstream panics: "duplicate
// static conversion defined").
func TestTreeSpokes(t *testing.T) {
	_, stderr := runTree(t, "spokes", gvkgenMain, "./...")
	if !strings.Contains(stderr, "2 files written") {
		t.Errorf("stderr:\n%s", stderr)
	}
}

// TestSpokesSharedPeer: two packages both searched by one target (here,
// its peer and itself) may not define the same conversion.
func TestSpokesSharedPeer(t *testing.T) {
	files := testutil.RepoModFiles(t)
	conv := "package %s\n\nimport (\n\t\"example.com/m/hub\"\n\t\"k8s.io/apimachinery/pkg/conversion\"\n)\n\nfunc Convert_Pointer_string_To_hub_Mode(in **string, out *hub.Mode, s conversion.Scope) error { return nil }\n"
	files["hub/t.go"] = "package hub\n\ntype Mode string\n"
	files["hub/c.go"] = strings.Replace(strings.Replace(conv, "%s", "hub", 1), "\"example.com/m/hub\"\n\t", "", 1)
	files["hub/c.go"] = strings.ReplaceAll(files["hub/c.go"], "hub.Mode", "Mode")
	files["v1/doc.go"] = "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n"
	files["v1/c.go"] = strings.Replace(conv, "%s", "v1", 1)
	dir := testutil.Module(t, files)
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := cli.Tool(registry.Lookup("conversion"), []string{"./v1"}, &stdout, &stderr); code != cli.ExitError {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
	}
	want := "v1/c.go:8:6: conversion Convert_Pointer_string_To_hub_Mode is defined twice: here and in package example.com/m/hub, both searched for package example.com/m/v1; remove one"
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
	}
}

// runErr runs conversion-gen on args in a module of files, and checks that
// it fails with each of want and leaves every file as it was.
func runErr(t *testing.T, files map[string]string, args []string, want ...string) {
	t.Helper()
	all := testutil.RepoModFiles(t)
	for k, v := range files {
		all[k] = v
	}
	dir := testutil.Module(t, all)
	before := testutil.Snapshot(t, dir)
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := cli.Tool(registry.Lookup("conversion"), args, &stdout, &stderr); code != cli.ExitError {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr.String())
	}
	for _, w := range want {
		if !strings.Contains(stderr.String(), w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr.String())
		}
	}
	if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
		t.Errorf("files changed on error:\n%s", d)
	}
}

const registerGo = "package %s\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\nvar localSchemeBuilder runtime.SchemeBuilder\n"

// TestPeersImportEachOther: a and b name each other as peers; upstream
// writes both files, which import each other, and exits 0.
func TestPeersImportEachOther(t *testing.T) {
	files := map[string]string{}
	for _, p := range [][2]string{{"a", "b"}, {"b", "a"}} {
		files[p[0]+"/doc.go"] = "// +k8s:conversion-gen=example.com/m/" + p[1] + "\n\npackage " + p[0] + "\n"
		files[p[0]+"/t.go"] = "package " + p[0] + "\n\ntype T struct {\n\tA string\n\tB int\n}\n"
		files[p[0]+"/register.go"] = strings.Replace(registerGo, "%s", p[0], 1)
	}
	runErr(t, files, []string{"./..."},
		"a/doc.go:1:1: the generated conversions would create an import cycle: example.com/m/a's conversions would import example.com/m/b, example.com/m/b's conversions would import example.com/m/a; packages cannot convert to each other")
	// A peer whose hand-written code imports the package: the same.
	files = map[string]string{
		"v1/doc.go":      "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n",
		"v1/t.go":        "package v1\n\ntype T struct {\n\tA string\n}\n",
		"v1/register.go": strings.Replace(registerGo, "%s", "v1", 1),
		"hub/t.go":       "package hub\n\nimport v1 \"example.com/m/v1\"\n\ntype T struct {\n\tA string\n}\n\nvar _ v1.T\n",
	}
	runErr(t, files, []string{"./v1"},
		"v1/doc.go:1:1: the generated conversions would create an import cycle: example.com/m/v1's conversions would import example.com/m/hub, example.com/m/hub imports example.com/m/v1;")
}

// TestPeerOfTheSameName: a package and its peer both named v1; upstream
// declares Convert_v1_T_To_v1_T for both directions.
func TestPeerOfTheSameName(t *testing.T) {
	files := map[string]string{
		"x/v1/doc.go":      "// +k8s:conversion-gen=example.com/m/y/v1\n\npackage v1\n",
		"x/v1/t.go":        "package v1\n\ntype T struct {\n\tB int\n\tA string\n}\n",
		"x/v1/register.go": strings.Replace(registerGo, "%s", "v1", 1),
		"y/v1/t.go":        "package v1\n\ntype T struct {\n\tA string\n\tB int\n}\n",
	}
	runErr(t, files, []string{"./x/v1"},
		"x/v1/doc.go:1:1: example.com/m/x/v1 (the package itself) and its peer example.com/m/y/v1 (named by +k8s:conversion-gen=example.com/m/y/v1) have the same last path element, and conversion function names spell a package by it alone: Convert_v1_T_To_v1_T would name the conversions both ways; move one of them to a directory of another name, or change the peer (+k8s:conversion-gen=example.com/m/y/v1)")
	// Named by --extra-peer-dirs, after a peer without T.
	files["x/v1/doc.go"] = "// +k8s:conversion-gen=example.com/m/hub\n\npackage v1\n"
	files["hub/t.go"] = "package hub\n\ntype Other struct{}\n"
	runErr(t, files, []string{"--extra-peer-dirs", "example.com/m/y/v1", "./x/v1"},
		"its peer example.com/m/y/v1 (named by --extra-peer-dirs) have the same last path element",
		"or change the peer (--extra-peer-dirs)")
}

// TestTreeShadowedImport: internal packages named a and scope, which
// RegisterConversions' closure parameters (a, b interface{}, scope
// conversion.Scope) would shadow. Upstream imports them under those names
// and its file does not compile (a.T is not a type); gvkgen names them
// apisa and apisscope, and the file builds (runTree builds it).
func TestTreeShadowedImport(t *testing.T) {
	_, stderr := runTree(t, "shadow", conversionMain, "./apis/a/v1", "./apis/scope/v1")
	if stderr != "" {
		t.Errorf("unexpected messages:\n%s", stderr)
	}
}
