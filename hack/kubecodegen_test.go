// Package hack_test checks the repository's kube_codegen.sh as users
// source it.
package hack_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// The tests of the repository's kube_codegen.sh (gvkgen's drop-in for
// k8s.io/code-generator's): flags, how it finds gvkgen, and what it
// generates, deletes and keeps on small modules. hack/kube-codegen-check.sh
// compares it with upstream's script on real modules.

// script is the repository's kube_codegen.sh.
var script = func() string {
	p, err := filepath.Abs(filepath.Join("..", "kube_codegen.sh"))
	if err != nil {
		panic(err)
	}
	return p
}()

var (
	binsOnce sync.Once
	binsDir  string
	binsErr  error
)

// bins builds gvkgen and the single tools once, into a directory that
// outlives every test (removed by TestMain).
func bins(t *testing.T) string {
	t.Helper()
	binsOnce.Do(func() {
		binsDir, binsErr = os.MkdirTemp("", "kubecodegen-bins")
		if binsErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-o", binsDir+string(filepath.Separator), "../cmd/gvkgen", "../cmd/deepcopy-gen", "../cmd/conversion-gen", "../cmd/register-gen", "../cmd/client-gen", "../cmd/lister-gen", "../cmd/informer-gen")
		if out, err := cmd.CombinedOutput(); err != nil {
			binsErr = &buildError{err, out}
		}
	})
	if binsErr != nil {
		t.Fatal(binsErr)
	}
	return binsDir
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + string(e.out) }

func TestMain(m *testing.M) {
	code := m.Run()
	if binsDir != "" {
		os.RemoveAll(binsDir)
	}
	os.Exit(code)
}

// shEnv is an environment in which kube_codegen.sh finds no tool but those
// the test puts in gobin or on extraPath: PATH has the go command and the
// system's directories only; the go command stays offline.
func shEnv(t *testing.T, gobin string, extra ...string) []string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	env := []string{
		"HOME=" + os.Getenv("HOME"),
		"PATH=" + filepath.Dir(goBin) + ":/usr/bin:/bin",
		"GOBIN=" + gobin,
		"GOPROXY=off",
		"GOWORK=off",
		"GOFLAGS=-mod=mod",
		"GOTOOLCHAIN=local",
		"TMPDIR=" + t.TempDir(),
	}
	for _, v := range []string{"GOPATH", "GOMODCACHE", "GOCACHE"} {
		if s, ok := os.LookupEnv(v); ok {
			env = append(env, v+"="+s)
		}
	}
	return append(env, extra...)
}

// run runs a bash script in dir with env and returns its exit code and
// output.
func run(t *testing.T, dir string, env []string, body string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command("bash", "-c", body)
	cmd.Dir, cmd.Env = dir, env
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("bash: %v", err)
		}
		code = ee.ExitCode()
	}
	return code, o.String(), e.String()
}

// upstreamScript returns k8s.io/code-generator v0.37.2's kube_codegen.sh
// from the module cache, or "" when it is not there (it is not downloaded
// for these tests).
func upstreamScript(t *testing.T) string {
	t.Helper()
	cmd := exec.Command("go", "mod", "download", "-json", "k8s.io/code-generator@v0.37.2")
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off")
	out, err := cmd.Output()
	var info struct{ Dir string }
	if err != nil || json.Unmarshal(out, &info) != nil || info.Dir == "" {
		t.Logf("k8s.io/code-generator@v0.37.2 is not in the module cache; comparing with upstream's kube_codegen.sh skipped")
		return ""
	}
	return filepath.Join(info.Dir, "kube_codegen.sh")
}

// Bad flags and arguments get upstream's messages and status, before
// anything is run.
func TestKubeCodegenFlagErrors(t *testing.T) {
	b := bins(t)
	upstream := upstreamScript(t)
	for _, tt := range []struct {
		call, want string
	}{
		{"kube::codegen::gen_helpers --nope ./apis", "unknown argument: --nope\n"},
		{"kube::codegen::gen_helpers --boilerplate=b.txt ./apis", "unknown argument: --boilerplate=b.txt\n"},
		{"kube::codegen::gen_helpers ./a ./b", "too many arguments: ./b (already have ./a)\n"},
		{"kube::codegen::gen_helpers --boilerplate b.txt --extra-peer-dir x --lint-rules r", "input-dir argument is required\n"},
		{"kube::codegen::gen_helpers", "input-dir argument is required\n"},
		{"kube::codegen::gen_register --extra-peer-dir x ./apis", "unknown argument: --extra-peer-dir\n"},
		{"kube::codegen::gen_register ./a -v", "too many arguments: -v (already have ./a)\n"},
		{"kube::codegen::gen_register --lint-rules r", "input-dir argument is required\n"},
		{"kube::codegen::gen_openapi --nope ./apis", "unknown argument: --nope\n"},
		{"kube::codegen::gen_openapi --lint-rules r ./apis", "unknown argument: --lint-rules\n"},
		{"kube::codegen::gen_openapi --output-dir o --output-pkg p ./a ./b", "too many arguments: ./b (already have ./a)\n"},
		{"kube::codegen::gen_openapi --output-dir o --output-pkg p --update-report", "input-dir argument is required\n"},
		{"kube::codegen::gen_openapi --extra-pkgs x ./apis", "--output-dir is required\n"},
		{"kube::codegen::gen_openapi --output-dir o --report-filename r ./apis", "--output-pkg is required\n"},
	} {
		body := "source \"$1\"\nset +e\n" + tt.call + "\necho \"status $?\""
		for _, s := range []string{script, upstream} {
			if s == "" {
				continue
			}
			code, stdout, stderr := run(t, t.TempDir(), shEnv(t, t.TempDir(), "GVKGEN_BIN="+b+"/gvkgen"), strings.Replace(body, "$1", s, 1))
			if code != 0 || stdout != "status 1\n" || stderr != tt.want {
				t.Errorf("%s (%s): exit %d, stdout %q, stderr %q; want status 1 and %q", tt.call, s, code, stdout, stderr, tt.want)
			}
		}
	}
}

// A flag without its value is an error naming it (upstream stops on an
// unbound $2).
func TestKubeCodegenMissingValue(t *testing.T) {
	for _, call := range []string{"kube::codegen::gen_helpers ./apis --boilerplate", "kube::codegen::gen_register ./apis --lint-rules", "kube::codegen::gen_client ./apis --output-pkg", "kube::codegen::gen_openapi ./apis --extra-pkgs"} {
		code, _, stderr := run(t, t.TempDir(), shEnv(t, t.TempDir(), "GVKGEN_BIN="+bins(t)+"/gvkgen"), "source "+script+"\n"+call)
		flag := call[strings.LastIndex(call, " ")+1:]
		if code != 1 || stderr != "missing value for "+flag+"\n" {
			t.Errorf("%s: exit %d, stderr %q", call, code, stderr)
		}
	}
}

// Sourced alone, it defines gen_helpers, gen_register, gen_client and
// gen_openapi and nothing else of kube::codegen; sourced after upstream's,
// it replaces those four and leaves every other function upstream's, byte
// for byte.
func TestKubeCodegenDefinesOnlyItsFunctions(t *testing.T) {
	funcs := `declare -F | sed -n 's/^declare -f //p' | grep '^kube::codegen::[a-z_:]*$' | sort`
	_, stdout, stderr := run(t, t.TempDir(), shEnv(t, t.TempDir()), "source "+script+"\n"+funcs)
	if stdout != "kube::codegen::gen_client\nkube::codegen::gen_helpers\nkube::codegen::gen_openapi\nkube::codegen::gen_register\n" {
		t.Errorf("functions defined: %q (stderr %q)", stdout, stderr)
	}
	upstream := upstreamScript(t)
	if upstream == "" {
		t.Skip("upstream's kube_codegen.sh is not in the module cache")
	}
	show := `for f in $(` + funcs + `); do declare -f "$f"; done`
	_, alone, _ := run(t, t.TempDir(), shEnv(t, t.TempDir()), "source "+upstream+"\n"+show)
	_, both, _ := run(t, t.TempDir(), shEnv(t, t.TempDir()), "source "+upstream+"\nsource "+script+"\n"+show)
	_, ours, _ := run(t, t.TempDir(), shEnv(t, t.TempDir()), "source "+script+"\n"+show)
	for _, name := range []string{"internal::grep", "internal::findz"} {
		if a, b := function(alone, name), function(both, name); a == "" || a != b {
			t.Errorf("kube::codegen::%s after sourcing ours: changed (or missing upstream)", name)
		}
	}
	for _, name := range []string{"gen_helpers", "gen_register", "gen_client", "gen_openapi"} {
		if b, o := function(both, name), function(ours, name); b == "" || b != o {
			t.Errorf("kube::codegen::%s after sourcing both is not ours", name)
		}
	}
}

// function returns the text of function kube::codegen::NAME in declare -f
// output.
func function(declared, name string) string {
	re := regexp.MustCompile(`(?ms)^kube::codegen::` + regexp.QuoteMeta(name) + ` \(\) $.*?^}$`)
	return re.FindString(declared)
}
