package hack_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// logging writes, into a new directory, an executable NAME that appends
// its arguments to a log and then runs real with them (real may be ""),
// and returns the executable and the log.
func logging(t *testing.T, name, real string) (bin, log string) {
	t.Helper()
	dir := t.TempDir()
	bin, log = filepath.Join(dir, name), filepath.Join(dir, "log")
	body := "#!/bin/sh\necho \"$@\" >>" + log + "\n"
	if real != "" {
		body += "exec " + real + " \"$@\"\n"
	}
	if err := os.WriteFile(bin, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return bin, log
}

// gvkgenCalls returns the logged arguments of every gvkgen call but the
// script's check that it has the kube-codegen command.
func gvkgenCalls(t *testing.T, log string) []string {
	t.Helper()
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if l != "kube-codegen --help" {
			out = append(out, l)
		}
	}
	return out
}

// The script passes its function's arguments on to gvkgen kube-codegen,
// after the default header: the Kubernetes header shipped beside the
// script, or upstream's default once upstream's script was sourced first;
// KUBE_VERBOSE reaches gvkgen (its package lines). What gvkgen runs for
// them is tested in generators/kubecodegen.
func TestKubeCodegenGvkgenArguments(t *testing.T) {
	b := bins(t)
	bin, log := logging(t, "gvkgen", b+"/gvkgen")
	dir := tree(t, map[string]string{"apis/g/v1/doc.go": "// +k8s:deepcopy-gen=package\n// +k8s:conversion-gen=example.com/m/apis/g\n// +k8s:defaulter-gen=TypeMeta\n\npackage v1\n"})
	code, stdout, stderr := run(t, dir, shEnv(t, t.TempDir(), "GVKGEN_BIN="+bin),
		"source "+script+"\nKUBE_VERBOSE=1\nkube::codegen::gen_helpers --extra-peer-dir example.com/m/apis/peer --lint-rules known-tags-only --extra-peer-dir k8s.io/apimachinery/pkg/apis/meta/v1 ./apis")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	root := filepath.Dir(script)
	want := "kube-codegen gen_helpers --boilerplate " + root + "/testdata/boilerplate.go.txt" +
		" --extra-peer-dir example.com/m/apis/peer --lint-rules known-tags-only --extra-peer-dir k8s.io/apimachinery/pkg/apis/meta/v1 ./apis"
	if got := gvkgenCalls(t, log); len(got) != 1 || got[0] != want {
		t.Errorf("gvkgen calls:\n%q\nwant one:\n%q", got, want)
	}
	if want := "Generating deepcopy code for 3 targets\nGenerating defaulter code for 1 targets\nGenerating conversion code for 1 targets\n"; stdout != want {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	if !strings.Contains(stderr, "gvkgen: example.com/m/apis/g/v1: deepcopy, defaulter, conversion") {
		t.Errorf("KUBE_VERBOSE=1 shows no package lines:\n%s", stderr)
	}

	// After upstream's (a stand-in that sets what it sets), the default
	// header is upstream's.
	upstream := filepath.Join(t.TempDir(), "kube_codegen.sh")
	if err := os.WriteFile(upstream, []byte("KUBE_CODEGEN_ROOT=/upstream/root\nfunction kube::codegen::gen_client() { :; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(log)
	code, stdout, stderr = run(t, tree(t, nil), shEnv(t, t.TempDir(), "GVKGEN_BIN="+bin),
		"source "+upstream+"\nsource "+script+"\nkube::codegen::gen_helpers ./apis")
	if got := gvkgenCalls(t, log); code == 0 || len(got) != 1 || got[0] != "kube-codegen gen_helpers --boilerplate /upstream/root/hack/boilerplate.go.txt ./apis" ||
		!strings.Contains(stderr, "/upstream/root/hack/boilerplate.go.txt: no such file") {
		t.Errorf("after upstream's: exit %d, gvkgen calls %q\n%s%s", code, got, stdout, stderr)
	}
}

// gen_register runs register-gen's generator, through gvkgen, on the
// +groupName packages, writing zz_generated.register.go as register-gen
// does.
func TestKubeCodegenGenRegister(t *testing.T) {
	b := bins(t)
	extra := map[string]string{
		"apis/r/v1/doc.go":   "// +groupName=r.example.com\n\npackage v1\n",
		"apis/r/v1/types.go": "package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\ntype Thing struct {\n\tmetav1.TypeMeta   `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata\"`\n}\n",
	}
	dir := tree(t, extra)
	before := snapshot(t, dir)
	code, stdout, stderr := run(t, dir, shEnv(t, t.TempDir(), "GVKGEN_BIN="+b+"/gvkgen"),
		"source "+script+"\nkube::codegen::gen_register --boilerplate hack/boilerplate.go.txt ./apis")
	if code != 0 || stdout != "Generating register code for 2 targets\n" {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	after := snapshot(t, dir)
	if got := changes(before, after); strings.Join(got, " ") != "+apis/r/v1/zz_generated.register.go" {
		t.Errorf("changes %v\n%s%s", got, stdout, stderr)
	}
	ref := singleTools(t, b, extra, []string{"register-gen", "--output-file", "zz_generated.register.go", "--go-header-file", "hack/boilerplate.go.txt", "example.com/m/apis/g/v1", "example.com/m/apis/r/v1"})
	ref["apis/old/zz_generated.deepcopy.go"] = treeFiles["apis/old/zz_generated.deepcopy.go"]
	if d := changes(ref, after); len(d) > 0 {
		t.Errorf("gen_register and register-gen differ: %v", d)
	}
}

// Which gvkgen runs: $GVKGEN_BIN; else, from a gvkgen module, its
// ./cmd/gvkgen installed into GOBIN; else GOBIN's, then PATH's; else an
// error saying how to install one. A gvkgen without the kube-codegen
// command, or without the function called, is refused.
func TestKubeCodegenFindsGvkgen(t *testing.T) {
	b := bins(t)
	call := "kube::codegen::gen_helpers --boilerplate hack/boilerplate.go.txt ./apis"

	code, _, stderr := run(t, tree(t, nil), shEnv(t, t.TempDir(), "GVKGEN_BIN=/nonexistent"), "source "+script+"\n"+call)
	if code == 0 || !strings.Contains(stderr, "GVKGEN_BIN=/nonexistent is not an executable file") {
		t.Errorf("GVKGEN_BIN=/nonexistent: exit %d\n%s", code, stderr)
	}

	// The script alone, outside a gvkgen module.
	alone := filepath.Join(t.TempDir(), "kube_codegen.sh")
	src, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(alone, src, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, tree(t, nil), shEnv(t, t.TempDir()), "source "+alone+"\n"+call)
	if code == 0 || !strings.Contains(stderr, "gvkgen not found in $GOBIN") || !strings.Contains(stderr, "go install github.com/gvk-dev/gvkgen/cmd/gvkgen@latest") {
		t.Errorf("no gvkgen anywhere: exit %d\n%s", code, stderr)
	}
	for _, where := range []string{"GOBIN", "PATH"} {
		bin, log := logging(t, "gvkgen", b+"/gvkgen")
		gobin := filepath.Dir(bin)
		env := shEnv(t, gobin)
		if where == "PATH" {
			env = shEnv(t, t.TempDir())
			env = append(env, "PATH="+gobin+":"+strings.TrimPrefix(env[1], "PATH="))
		}
		if code, stdout, stderr := run(t, tree(t, nil), env, "source "+alone+"\n"+call); code != 0 || len(gvkgenCalls(t, log)) != 1 {
			t.Errorf("gvkgen in %s: exit %d\n%s%s", where, code, stdout, stderr)
		}
	}

	// From this module: installed into GOBIN.
	gobin := t.TempDir()
	if code, stdout, stderr := run(t, tree(t, nil), shEnv(t, gobin), "source "+script+"\n"+call); code != 0 {
		t.Errorf("from the checkout: exit %d\n%s%s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(gobin, "gvkgen")); err != nil {
		t.Errorf("from the checkout: gvkgen was not installed into GOBIN: %v", err)
	}

	old, _ := logging(t, "gvkgen", "")
	code, _, stderr = run(t, tree(t, nil), shEnv(t, t.TempDir(), "GVKGEN_BIN="+old), "source "+script+"\n"+call)
	if code == 0 || !strings.Contains(stderr, old+" has no kube-codegen gen_helpers: it is older than this script; update it") {
		t.Errorf("an old gvkgen: exit %d\n%s", code, stderr)
	}

	// A gvkgen whose kube-codegen predates gen_openapi: refused for it
	// alone, before it runs.
	before := filepath.Join(t.TempDir(), "gvkgen")
	usage := "usage: gvkgen kube-codegen gen_helpers|gen_register|gen_client [flags] <input-dir>"
	if err := os.WriteFile(before, []byte("#!/bin/sh\necho '"+usage+"' >&2\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, tree(t, nil), shEnv(t, t.TempDir(), "GVKGEN_BIN="+before), "source "+script+"\nkube::codegen::gen_openapi --output-dir o --output-pkg p ./apis")
	if code == 0 || !strings.Contains(stderr, before+" has no kube-codegen gen_openapi: it is older than this script; update it") {
		t.Errorf("a gvkgen without gen_openapi: exit %d\n%s", code, stderr)
	}
	if code, _, stderr = run(t, tree(t, nil), shEnv(t, t.TempDir(), "GVKGEN_BIN="+before), "source "+script+"\n"+call); code != 0 {
		t.Errorf("a gvkgen without gen_openapi, gen_helpers: exit %d\n%s", code, stderr)
	}
}
