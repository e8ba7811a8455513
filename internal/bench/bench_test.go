package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// CASES selects by name, "all", or X-verify for X-codegen; without it,
// the cases not opt-in.
func TestSelected(t *testing.T) {
	codegen := benchCase{name: "api-codegen", kind: "codegen", optIn: true}
	plain := benchCase{name: "api-deepcopy", kind: "deepcopy"}
	for _, tt := range []struct {
		c     benchCase
		cases string
		want  bool
	}{
		{plain, "", true},
		{codegen, "", false},
		{codegen, "api-codegen", true},
		{codegen, "api-verify", true},
		{codegen, "api-deepcopy, all", true},
		{plain, "api-codegen", false},
	} {
		if got := selected(tt.c, tt.cases); got != tt.want {
			t.Errorf("selected(%s, %q) = %v, want %v", tt.c.name, tt.cases, got, tt.want)
		}
	}
}

// A run's results are named after the case and tool, but for the twins:
// verify, -pre, client-go-T.
func TestRowsOf(t *testing.T) {
	for _, tt := range []struct {
		c    benchCase
		tool string
		want [][2]string
	}{
		{benchCase{name: "x-codegen", kind: "codegen"}, "verify", [][2]string{{"x-verify", "ours"}}},
		{benchCase{name: "x-codegen", kind: "codegen"}, "upstream", [][2]string{{"x-codegen", "upstream"}, {"x-verify", "upstream"}}},
		{benchCase{name: "crd-conversion", kind: "crd"}, "verify", [][2]string{{"crd-conversion-verify", "ours"}}},
		{benchCase{name: "x-helpers", kind: "helpers"}, "upstream-pre", [][2]string{{"x-helpers-pre", "upstream"}}},
		{benchCase{name: "client-go", kind: "clientgo"}, "ours-lister", [][2]string{{"client-go-lister", "ours"}}},
		{benchCase{name: "client-go", kind: "clientgo"}, "generate", [][2]string{{"client-go-generate", "ours"}}},
		{benchCase{name: "client-go", kind: "clientgo"}, "upstream", [][2]string{{"client-go", "upstream"}, {"client-go-generate", "upstream"}}},
		{benchCase{name: "client-go", kind: "clientgo"}, "ours", [][2]string{{"client-go", "ours"}}},
		{benchCase{name: "api-deepcopy", kind: "deepcopy"}, "controller-gen", [][2]string{{"api-deepcopy", "controller-gen"}}},
	} {
		if got := rowsOf(tt.c, tt.tool); !cmp.Equal(got, tt.want) {
			t.Errorf("rowsOf(%s, %s) = %q, want %q", tt.c.name, tt.tool, got, tt.want)
		}
	}
}

// A helpers case's call is the module's own, its continuation lines
// included; a client case's comes after its THIS_PKG.
func TestHelpersCall(t *testing.T) {
	mod := t.TempDir()
	script := "#!/bin/bash\nTHIS_PKG=\"k8s.io/x\"\nsource kube_codegen.sh\n\nkube::codegen::gen_helpers \\\n    --boilerplate b \\\n    ./pkg\n\nkube::codegen::gen_client --with-watch ./pkg/apis\necho done\n"
	if err := os.MkdirAll(filepath.Join(mod, "hack"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mod, "hack", "update-codegen.sh"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"x-helpers": "kube::codegen::gen_helpers \\\n    --boilerplate b \\\n    ./pkg",
		"x-client":  "THIS_PKG=\"k8s.io/x\"\nkube::codegen::gen_client --with-watch ./pkg/apis",
	} {
		if got, err := helpersCall(name, mod); err != nil || got != want {
			t.Errorf("helpersCall(%s) = %q, %v; want %q", name, got, err, want)
		}
	}
	if got, _ := helpersCall("kubernetes-helpers", mod); !strings.HasPrefix(got, "kube::codegen::gen_helpers --boilerplate") {
		t.Errorf("kubernetes-helpers: %q", got)
	}
}

// written lists new and changed files; a removed one is an error.
func TestWrittenAndDiff(t *testing.T) {
	before := map[string]string{"a": "1", "b": "2"}
	got, err := written(before, map[string]string{"a": "1", "b": "3", "c": "4"})
	if err != nil || strings.Join(got, " ") != "b c" {
		t.Errorf("written = %q, %v", got, err)
	}
	if _, err := written(before, map[string]string{"a": "1"}); err == nil {
		t.Error("a removed file is not an error")
	}
	if d := diffManifests(before, map[string]string{"a": "9", "c": "1"}); d != "UNEXPECTED: c\nMISSING: b\nDIFFERS: a" {
		t.Errorf("diffManifests = %q", d)
	}
	if pattern(".") != "./..." || pattern("./pkg/apis") != "./pkg/apis/..." {
		t.Errorf("pattern: %s %s", pattern("."), pattern("./pkg/apis"))
	}
}

// A case's check before any measured run makes the log directory: a
// CASES naming only a manifests or object case failed without it. The
// check's CPU time is measured with its wall time.
func TestCheckMakesLogDir(t *testing.T) {
	b := &bench{work: t.TempDir(), mod: t.TempDir()}
	log := filepath.Join(b.work, "logs", "x.check.log")
	if err := b.check([]string{"sh", "-c", "echo checked"}, log); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(log); err != nil || string(got) != "checked\n" {
		t.Errorf("log = %q, %v", got, err)
	}
	u, err := b.runLogged([]string{"sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"}, log, "")
	if err != nil || u.CPU <= 0 || u.CPU > 2*u.Wall+10*time.Millisecond {
		t.Errorf("usage of a busy loop = %+v, %v: want some CPU time, at most about its wall time", u, err)
	}
}

// The client-go case's one load gives each tool's flags to its generator
// alone, and each generator its packages, client-gen those of its inputs.
func TestClientgoGenerateArgs(t *testing.T) {
	k := &clientgoKind{args: map[string][]string{
		"applyconfiguration": {"--openapi-schema", "s.json", "--go-header-file", "b.txt", "--output-dir", "m/ac", "k8s.io/api/apps/v1", "k8s.io/apimachinery/pkg/apis/meta/v1"},
		"client":             {"--go-header-file", "b.txt", "--output-pkg=k8s.io/client-go", "--input-base=k8s.io/api", "--prefers-protobuf", "--input", "core/v1", "--input", "apps/v1"},
		"lister":             {"--go-header-file", "b.txt", "--plural-exceptions", "A:B", "k8s.io/api/apps/v1"},
		"informer":           {"--go-header-file", "b.txt", "--single-directory", "k8s.io/api/apps/v1"},
	}}
	want := []string{"--go-header-file", "b.txt",
		"--applyconfiguration-openapi-schema=s.json", "--applyconfiguration-output-dir=m/ac", "--applyconfiguration-packages=k8s.io/api/apps/v1,k8s.io/apimachinery/pkg/apis/meta/v1",
		"--client-output-pkg=k8s.io/client-go", "--client-input-base=k8s.io/api", "--client-prefers-protobuf", "--client-input=core/v1", "--client-input=apps/v1", "--client-packages=k8s.io/api/core/v1,k8s.io/api/apps/v1",
		"--lister-plural-exceptions=A:B", "--lister-packages=k8s.io/api/apps/v1",
		"--informer-single-directory", "--informer-packages=k8s.io/api/apps/v1"}
	if got := k.generateArgs(); !cmp.Equal(got, want) {
		t.Errorf("generateArgs() = %q\nwant %q", got, want)
	}
}

// discard moves a file out of the tree into the trash (a file that is not
// there is no error), and emptyTrash deletes the trash: nothing is freed
// between the runs of a case.
func TestDiscard(t *testing.T) {
	b := &bench{work: t.TempDir()}
	mod := filepath.Join(b.work, "mod")
	if err := os.MkdirAll(filepath.Join(mod, "a"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a/x.go", "y.go"} {
		if err := os.WriteFile(filepath.Join(mod, f), []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.removeAll(mod, []string{"a/x.go", "y.go", "missing.go"}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a/x.go", "y.go"} {
		if _, err := os.Stat(filepath.Join(mod, f)); !os.IsNotExist(err) {
			t.Errorf("%s is still in the tree: %v", f, err)
		}
	}
	trash, err := os.ReadDir(filepath.Join(b.work, "trash"))
	if err != nil || len(trash) != 2 || b.trashed != 2 {
		t.Fatalf("the trash holds %d files (%v), counted %d, want the 2 discarded", len(trash), err, b.trashed)
	}
	if err := b.emptyTrash(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(b.work, "trash")); !os.IsNotExist(err) {
		t.Errorf("the trash is still there after emptyTrash: %v", err)
	}
}
