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
// listing (generators --tsv).
func gvkgenCalls(t *testing.T, log string) []string {
	t.Helper()
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if l != "generators --tsv" {
			out = append(out, l)
		}
	}
	return out
}

// gvkgen gets every generator's packages and output file in one call;
// --extra-peer-dir goes to conversion only (--conversion-extra-peer-dirs:
// defaulter has --extra-peer-dirs too), --lint-rules and KUBE_VERBOSE are
// passed on; without --boilerplate, the Kubernetes header shipped beside
// the script is used, or upstream's default once upstream's script was
// sourced first.
func TestKubeCodegenGvkgenArguments(t *testing.T) {
	b := bins(t)
	bin, log := logging(t, "gvkgen", b+"/gvkgen")
	dir := tree(t, map[string]string{"apis/g/v1/doc.go": "// +k8s:deepcopy-gen=package\n// +k8s:conversion-gen=example.com/m/apis/g\n// +k8s:defaulter-gen=TypeMeta\n\npackage v1\n"})
	code, stdout, stderr := run(t, dir, shEnv(t, t.TempDir(), "GVKGEN_BIN="+bin, "KUBE_VERBOSE=1"),
		"source "+script+"\nkube::codegen::gen_helpers --extra-peer-dir example.com/m/apis/peer --lint-rules known-tags-only --extra-peer-dir k8s.io/apimachinery/pkg/apis/meta/v1 ./apis")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	root := filepath.Dir(script)
	want := "generate -v 1 --go-header-file " + root + "/testdata/boilerplate.go.txt" +
		" --deepcopy-output-file zz_generated.deepcopy.go --deepcopy-packages example.com/m/apis/g,example.com/m/apis/g/v1,example.com/m/apis/gen" +
		" --defaulter-output-file zz_generated.defaults.go --defaulter-packages example.com/m/apis/g/v1" +
		" --conversion-output-file zz_generated.conversion.go --conversion-packages example.com/m/apis/g/v1" +
		" --conversion-extra-peer-dirs example.com/m/apis/peer --conversion-extra-peer-dirs k8s.io/apimachinery/pkg/apis/meta/v1 --lint-rules known-tags-only"
	if got := gvkgenCalls(t, log); len(got) != 1 || got[0] != want {
		t.Errorf("gvkgen calls:\n%q\nwant one:\n%q", got, want)
	}
	if b, _ := os.ReadFile(log); !strings.HasPrefix(string(b), "generators --tsv\ngenerate ") || strings.Count(string(b), "\n") != 2 {
		t.Errorf("gvkgen was not asked for its generators once (generators --tsv), then run once:\n%s", b)
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
	if got := gvkgenCalls(t, log); code == 0 || len(got) != 1 || !strings.HasPrefix(got[0], "generate -v 0 --go-header-file /upstream/root/hack/boilerplate.go.txt ") {
		t.Errorf("after upstream's: exit %d, gvkgen calls %q\n%s%s", code, got, stdout, stderr)
	}
}

// A gvkgen whose listing lacks defaulter (and whose conversion takes
// --extra-peer-dirs alone) gets the extra peers as --extra-peer-dirs, and
// upstream's defaulter-gen, once installed, runs for the defaulter
// packages with upstream's arguments.
func TestKubeCodegenGvkgenWithoutDefaulter(t *testing.T) {
	gobin := t.TempDir()
	bin, log := fakeGvkgen(t, printf("deepcopy\tdeepcopy-gen\tzz_generated.deepcopy.go\tgenerated.deepcopy.go\t+k8s:deepcopy-gen=\t\n"+
		"conversion\tconversion-gen\tzz_generated.conversion.go\tgenerated.conversion.go\t+k8s:conversion-gen=\tbase-peer-dirs=base-peer-dirs,extra-peer-dirs=extra-peer-dirs\n"+
		"register\tregister-gen\tregister.go\tgenerated.register.go\t+k8s:register-gen\t\n"))
	defaulter, dlog := logging(t, "defaulter-gen", "")
	if err := os.WriteFile(filepath.Join(gobin, "defaulter-gen"), []byte("#!/bin/sh\nexec "+defaulter+" \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tr := tree(t, map[string]string{"apis/g/v1/doc.go": "// +k8s:deepcopy-gen=package\n// +k8s:conversion-gen=example.com/m/apis/g\n// +k8s:defaulter-gen=TypeMeta\n\npackage v1\n"})
	code, stdout, stderr := run(t, tr, shEnv(t, gobin, "GVKGEN_BIN="+bin),
		"source "+script+"\nkube::codegen::gen_helpers --boilerplate b.txt --extra-peer-dir example.com/m/apis/peer ./apis")
	want := "generate -v 0 --go-header-file b.txt" +
		" --deepcopy-output-file zz_generated.deepcopy.go --deepcopy-packages example.com/m/apis/g,example.com/m/apis/g/v1,example.com/m/apis/gen" +
		" --conversion-output-file zz_generated.conversion.go --conversion-packages example.com/m/apis/g/v1" +
		" --extra-peer-dirs example.com/m/apis/peer"
	if got := gvkgenCalls(t, log); code != 0 || len(got) != 1 || got[0] != want {
		t.Errorf("exit %d, gvkgen calls:\n%q\nwant one:\n%q\n%s%s", code, got, want, stdout, stderr)
	}
	if got, _ := os.ReadFile(dlog); string(got) != "-v 0 --output-file zz_generated.defaults.go --go-header-file b.txt example.com/m/apis/g/v1\n" {
		t.Errorf("defaulter-gen ran with %q", got)
	}
	if !strings.Contains(stderr, "Running "+gobin+"/defaulter-gen (gvkgen has no defaulter-gen)") {
		t.Errorf("stderr does not say upstream's defaulter-gen ran:\n%s", stderr)
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
// error saying how to install one. A gvkgen that lists no generators is
// refused.
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
	if code == 0 || !strings.Contains(stderr, "`"+old+" generators --tsv` listed no generators: it is older than this script") {
		t.Errorf("an old gvkgen: exit %d\n%s", code, stderr)
	}
}
