//go:build differential

package difftest_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// openapiRuns are the calls the gen_openapi check makes of a module's
// kube::codegen::gen_openapi, in order, each with the shell variables its
// update-codegen.sh reads: first as the module's script runs it alone
// (the report /dev/null, which fails on apimachinery's violations), then
// with a report file and --update-report, as Kubernetes runs it.
var openapiRuns = []struct{ name, vars string }{
	{"default", ""},
	{"update", "report_filename=violations.list; update_report=--update-report; "},
}

// openapiModule runs the kube::codegen::gen_openapi call of a module's own
// hack/update-codegen.sh with upstream's kube_codegen.sh and with ours,
// each on its own copy of the module, as openapiRuns: each run must end
// with the same status and, with /dev/null, print the same violations;
// the trees (zz_generated.openapi.go, the zz_generated.model_name.go
// files, the report) must end identical. Until gvkgen has an openapi
// generator, our side runs upstream's openapi-gen, built as upstream's
// script builds it; then, gvkgen's.
func (k *kubeCodegenCheck) openapiModule(t *testing.T, name string) {
	if name == "apiextensions-apiserver" {
		// Its --extra-pkgs k8s.io/api/autoscaling/v1 would have upstream's
		// openapi-gen write a zz_generated.model_name.go into the module
		// cache.
		t.Fatalf("KCG_OPENAPI_MODULES: %s's gen_openapi call writes into the module cache on upstream's side; leave it out", name)
	}
	base := filepath.Join(k.work, name+"-openapi")
	src, up, ours := filepath.Join(base, "src"), filepath.Join(base, "upstream"), filepath.Join(base, "ours")
	if err := difftest.ScratchCopy("k8s.io/"+name+"@"+difftest.CodegenVersion, src); err != nil {
		t.Fatalf("cannot copy k8s.io/%s: %v", name, err)
	}
	for _, d := range []string{up, ours} {
		if err := difftest.CopyTree(src, d); err != nil {
			t.Fatal(err)
		}
	}
	call := "THIS_PKG=k8s.io/" + name + "; " + scriptCall(t, filepath.Join(src, "hack", "update-codegen.sh"), "kube::codegen::gen_openapi")
	k.report = append(k.report, fmt.Sprintf("%s: %s\n", name, strings.Join(strings.Fields(strings.ReplaceAll(call, "\\", " ")), " ")+" "))
	upEnv := []string{"GOBIN=" + filepath.Join(k.work, "upstream-bin")}
	cached, err := difftest.CachedTree(up, []string{"kube-codegen gen_openapi", k.upstream, call}, openapiLogs(base, "upstream"), func() error {
		return openapiCalls(k.upstream, upEnv, up, call, base, "upstream")
	})
	if cached {
		logf(t, "upstream's gen_openapi: the tree of an earlier run with the same inputs (GVK_UPSTREAM_CACHE=off reruns)")
	}
	if err != nil {
		t.Fatalf("upstream's gen_openapi on %s: %v", name, err)
	}
	env, with := k.openapiEnv(t)
	if err := openapiCalls(filepath.Join(k.root, "kube_codegen.sh"), env, ours, call, base, "ours"); err != nil {
		t.Logf("%s", tail(filepath.Join(base, "ours-update.err"), 100))
		k.line(t, name+" gen_openapi", "FAILED", fmt.Sprintf("ours: %v%s", err, with))
		return
	}
	bad := openapiOutputs(t, base)
	if diffs := treeDiff(t, up, ours); len(diffs) > 0 {
		t.Logf("%s", indent(strings.Join(diffs, "\n")))
		k.logFileDiffs(t, up, ours)
		bad = append(bad, fmt.Sprintf("%d file(s) differ from upstream's", len(diffs)))
	}
	files, same := openapiFiles(t, up), 0
	for _, f := range files {
		if isFile(filepath.Join(ours, f)) && difftest.SameFile(filepath.Join(up, f), filepath.Join(ours, f)) {
			same++
		}
	}
	if same < len(files) {
		bad = append(bad, fmt.Sprintf("%d/%d of gen_openapi's files identical", same, len(files)))
	}
	if len(bad) > 0 {
		k.line(t, name+" gen_openapi", "DIFFERS", strings.Join(bad, "; ")+with)
		return
	}
	k.line(t, name+" gen_openapi", "ok", fmt.Sprintf("%d/%d files identical to upstream's gen_openapi (%s); with /dev/null both exit 1 on the same %d violations, ours saying what to do%s",
		same, len(files), strings.Join(files, ", "), violations(t, base), with))
}

// openapiEnv is our side's environment for gen_openapi: upstream's
// openapi-gen on PATH when gvkgen has no openapi generator (and the row
// says so), nothing more when it has one.
func (k *kubeCodegenCheck) openapiEnv(t *testing.T) ([]string, string) {
	if registry.Lookup("openapi") != nil {
		return k.oursEnv, k.with
	}
	bin := filepath.Join(k.work, "openapi-bin")
	codegen, err := difftest.ModuleDir("k8s.io/code-generator@" + difftest.CodegenVersion)
	if err != nil {
		t.Fatal(err)
	}
	// As upstream's script installs it: from code-generator's module, with
	// its requirements.
	cmd := exec.Command("go", "install", "k8s.io/kube-openapi/cmd/openapi-gen")
	cmd.Dir = codegen
	cmd.Env = append(os.Environ(), "GO111MODULE=on", "GOWORK=off", "GOFLAGS=-mod=readonly", "GOBIN="+bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go install k8s.io/kube-openapi/cmd/openapi-gen in %s: %v\n%s", codegen, err, out)
	}
	env := make([]string, len(k.oursEnv))
	for i, e := range k.oursEnv {
		if p, ok := strings.CutPrefix(e, "PATH="); ok {
			e = "PATH=" + bin + ":" + p
		}
		env[i] = e
	}
	return env, k.with + " (with upstream's openapi-gen: gvkgen has no openapi generator yet)"
}

// openapiLogs are the files openapiCalls writes beside the tree for side.
func openapiLogs(base, side string) []string {
	var out []string
	for _, r := range openapiRuns {
		for _, ext := range []string{"out", "err", "status"} {
			out = append(out, filepath.Join(base, side+"-"+r.name+"."+ext))
		}
	}
	return out
}

// openapiCalls makes openapiRuns with script in dir, each one's stdout,
// stderr and exit status in base/<side>-<run>.{out,err,status}; it fails
// only when the --update-report run fails or a run cannot start.
func openapiCalls(script string, env []string, dir, call, base, side string) error {
	for _, r := range openapiRuns {
		cmd := exec.Command("bash", "-c", "SCRIPT_ROOT=hack/..; source '"+script+"'; "+r.vars+call)
		cmd.Dir = dir
		for _, e := range difftest.ScratchEnv() {
			if !strings.HasPrefix(e, "GVKGEN_BIN=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		cmd.Env = append(cmd.Env, env...)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		status := 0
		var ee *exec.ExitError
		switch {
		case errors.As(err, &ee):
			status = ee.ExitCode()
		case err != nil:
			return err
		}
		prefix := filepath.Join(base, side+"-"+r.name)
		for ext, data := range map[string]string{"out": stdout.String(), "err": stderr.String(), "status": strconv.Itoa(status) + "\n"} {
			if err := os.WriteFile(prefix+"."+ext, []byte(data), 0o644); err != nil {
				return err
			}
		}
		if status != 0 && r.vars != "" {
			return fmt.Errorf("the %s run exited %d: %s", r.name, status, stderr.String())
		}
	}
	return nil
}

// openapiOutputs compares what the two sides printed: the same status for
// each run; with /dev/null, exit 1 and the same stdout (upstream's diff,
// its headers aside, and message), and our message saying what to do.
func openapiOutputs(t *testing.T, base string) []string {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(base, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	var bad []string
	for _, r := range openapiRuns {
		if u, o := read("upstream-"+r.name+".status"), read("ours-"+r.name+".status"); u != o {
			bad = append(bad, fmt.Sprintf("%s run: exit %s (upstream %s)", r.name, strings.TrimSpace(o), strings.TrimSpace(u)))
		}
	}
	if s := read("upstream-default.status"); s != "1\n" {
		bad = append(bad, "upstream's call with /dev/null exited "+strings.TrimSpace(s)+", not 1: the trap the message is for is gone")
	}
	if u, o := withoutHeaders(read("upstream-default.out")), withoutHeaders(read("ours-default.out")); u != o {
		t.Logf("with /dev/null, upstream printed:\n%s\nours:\n%s", indent(u), indent(o))
		bad = append(bad, "with /dev/null, stdout differs (above)")
	}
	if !strings.Contains(read("ours-default.err"), "the report is /dev/null (gen_openapi's default)") {
		bad = append(bad, "with /dev/null, ours did not say what to do:\n"+read("ours-default.err"))
	}
	return bad
}

// withoutHeaders drops a unified diff's --- and +++ lines, which name a
// temporary file and, in diff -u's, times.
func withoutHeaders(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "--- ") && !strings.HasPrefix(l, "+++ ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// openapiFiles lists the files of tree that gen_openapi writes: every
// zz_generated.openapi.go and zz_generated.model_name.go, and the report.
func openapiFiles(t *testing.T, tree string) []string {
	var out []string
	for _, f := range zzFiles(t, tree) {
		if b := filepath.Base(f); b == "zz_generated.openapi.go" || b == "zz_generated.model_name.go" {
			out = append(out, f)
		}
	}
	return append(out, "violations.list")
}

// violations counts the violations upstream reported with /dev/null.
func violations(t *testing.T, base string) int {
	b, err := os.ReadFile(filepath.Join(base, "upstream-default.out"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "\n+API rule violation: ")
}
