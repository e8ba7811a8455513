package hack_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// fakeGvkgen is a gvkgen module's ./cmd/gvkgen that knows kube-codegen's
// functions and prints its version, and whose install-record command is
// gvkgen's own (through a replace of the gvkgen module by this
// repository).
const fakeGvkgen = `package main

import (
	"fmt"
	"os"

	"github.com/gvk-dev/gvkgen/generators/kubecodegen/installrecord"
)

const version = "%s"

func main() {
	if len(os.Args) > 2 && os.Args[2] == "--help" {
		fmt.Fprintln(os.Stderr, "usage: gvkgen kube-codegen gen_helpers|gen_register|gen_client|gen_openapi [flags] <input-dir>")
		return
	}
	if len(os.Args) > 2 && os.Args[2] == installrecord.Command {
		os.Exit(installrecord.Main(os.Args[3:], os.Stderr))
	}
	fmt.Println("fake gvkgen", version)
}
`

// From a gvkgen module, the script installs ./cmd/gvkgen again only when
// something it is built from changed since the last install: a source
// file, the go command's settings, the installed binary; or always, with
// GVKGEN_INSTALL=always; or when the module holds a symbolic link.
func TestKubeCodegenInstallRecord(t *testing.T) {
	mod := t.TempDir()
	src := filepath.Join(mod, "cmd", "gvkgen", "main.go")
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(repo, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	gosum, err := os.ReadFile(filepath.Join(repo, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	goLine := regexp.MustCompile(`(?m)^go .*$`).Find(gomod)
	write(filepath.Join(mod, "go.mod"), "module example.com/fakegvkgen\n\n"+string(goLine)+"\n\nrequire github.com/gvk-dev/gvkgen v0.0.0\n\nreplace github.com/gvk-dev/gvkgen => "+repo+"\n")
	write(filepath.Join(mod, "go.sum"), string(gosum))
	write(src, strings.Replace(fakeGvkgen, "%s", "v1", 1))
	// What go install does not build from: a test file, another module.
	testFile := filepath.Join(mod, "cmd", "gvkgen", "main_test.go")
	write(testFile, "package main\n")
	nested := filepath.Join(mod, "other", "x.go")
	write(filepath.Join(mod, "other", "go.mod"), "module example.com/other\n")
	write(nested, "package other\n")
	body, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(mod, "kube_codegen.sh"), string(body))

	// go, logging each install.
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	wrap := t.TempDir()
	log := filepath.Join(wrap, "log")
	write(filepath.Join(wrap, "go"), "#!/bin/sh\n[ \"$1\" = install ] && echo install >>"+log+"\nexec "+goBin+" \"$@\"\n")
	if err := os.Chmod(filepath.Join(wrap, "go"), 0o755); err != nil {
		t.Fatal(err)
	}
	gobin := t.TempDir()
	env := shEnv(t, gobin)
	for i, v := range env {
		if strings.HasPrefix(v, "PATH=") {
			env[i] = "PATH=" + wrap + ":" + strings.TrimPrefix(v, "PATH=")
		}
	}
	installs := 0
	call := func(what, want string, install bool, extra ...string) {
		t.Helper()
		code, stdout, stderr := run(t, t.TempDir(), append(append([]string{}, env...), extra...), "source "+filepath.Join(mod, "kube_codegen.sh")+"\nkube::codegen::gen_helpers ./apis")
		if code != 0 || stdout != "fake gvkgen "+want+"\n" {
			t.Fatalf("%s: exit %d\n%s%s", what, code, stdout, stderr)
		}
		data, _ := os.ReadFile(log)
		n := strings.Count(string(data), "install\n")
		if got := n > installs; got != install {
			t.Errorf("%s: installed %v; want %v", what, got, install)
		}
		installs = n
	}
	// Files changed less than two seconds before an install are not
	// trusted: the module's are older.
	time.Sleep(3 * time.Second)
	call("first call", "v1", true)
	call("nothing changed", "v1", false)
	call("GVKGEN_INSTALL=always", "v1", true, "GVKGEN_INSTALL=always")
	call("after GVKGEN_INSTALL=always, no record", "v1", true)
	call("nothing changed again", "v1", false)
	// -buildvcs=false, not a compiler flag such as -trimpath: it changes
	// GOFLAGS without compiling the standard library again (20 CPU-seconds
	// cold).
	call("another GOFLAGS", "v1", true, "GOFLAGS=-mod=mod -buildvcs=false")
	call("GOFLAGS back", "v1", true)

	// The installed binary replaced (here by a copy of itself).
	fake := filepath.Join(gobin, "gvkgen")
	data, err := os.ReadFile(fake)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fake+".new", data, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(fake+".new", fake); err != nil {
		t.Fatal(err)
	}
	call("the binary replaced", "v1", true)
	call("nothing changed since", "v1", false)

	// A source edited: installed, and run.
	write(src, strings.Replace(fakeGvkgen, "%s", "v2", 1))
	call("main.go edited", "v2", true)
	// A file added beside it (recently: installed again, until it is
	// older than the record).
	write(filepath.Join(mod, "cmd", "gvkgen", "extra.go"), "package main\n")
	call("a file added", "v2", true)

	// A symbolic link in the module: go install every time.
	if err := os.Symlink("main.go", filepath.Join(mod, "cmd", "gvkgen", "link")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	call("a symbolic link", "v2", true)
	call("a symbolic link, again", "v2", true)
	if err := os.Remove(filepath.Join(mod, "cmd", "gvkgen", "link")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	call("the link removed", "v2", true)
	call("nothing changed at last", "v2", false)

	// Edited, neither is built from: no install.
	write(testFile, "package main\n\n// edited\n")
	write(nested, "package other\n\n// edited\n")
	call("a test file and another module's file edited", "v2", false)
	// A go.mod removed: the directory is the module's.
	if err := os.Remove(filepath.Join(mod, "other", "go.mod")); err != nil {
		t.Fatal(err)
	}
	call("another module's go.mod removed", "v2", true)
}
