//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// registerDirs are the package directories of k8s.io/sample-apiserver
// whose hand-written register.go the register check replaces.
var registerDirs = []string{"pkg/apis/wardle", "pkg/apis/wardle/v1alpha1", "pkg/apis/wardle/v1beta1"}

// TestRegisterCheck is a semantic check of register-gen on real code: in a
// scratch copy of k8s.io/sample-apiserver, the kinds the wardle group's
// hand-written install.Install registers are dumped
// (testdata/register-check/main.go.txt, run as cmd/knowntypes), the
// hand-written register.go files are replaced with register-gen's, and
// the module must build, its tests pass and the dump be the same. Along the
// way: register-gen refuses (exit 2) to overwrite the hand-written files
// and leaves them alone; writes the three files and nothing else; --verify
// right after reports nothing; each package registers each function once,
// and v1alpha1 its hand-written addDefaultingFuncs and not RegisterDefaults.
//
// Environment: OURS_REGISTER, BOILERPLATE (default
// testdata/boilerplate.go.txt), REGISTER_CHECK_WORKDIR (default
// $GVKGEN_CACHE/work/register-check).
func TestRegisterCheck(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	r := newRegisterCheck(t, root)
	t.Run("refuse", r.refuse)
	t.Run("generate", r.generate)
	t.Run("verify", r.verify)
	t.Run("registered-funcs", r.registeredFuncs)
	t.Run("build", r.build)
	t.Run("kinds", r.kinds)
	if t.Failed() {
		fmt.Printf("register-check: FAIL (scratch module kept in %s, %.0fs)\n", r.mod, time.Since(start).Seconds())
		return
	}
	fmt.Printf("register-check: PASS (kinds identical: %d, %.0fs)\n", r.nkinds, time.Since(start).Seconds())
}

// registerCheck is the register check's scratch module and what it found.
type registerCheck struct {
	work, src, mod, bin, header string
	pkgs                        []string
	built                       bool
	nkinds                      int
}

// newRegisterCheck prepares the scratch module: a copy of
// sample-apiserver with the opt-ins a generated register.go needs to
// replace the hand-written ones, cmd/knowntypes, and the kinds of the
// hand-written registration dumped.
func newRegisterCheck(t *testing.T, root string) *registerCheck {
	modver := "k8s.io/sample-apiserver@" + difftest.CodegenVersion
	r := &registerCheck{work: workDir(t, "REGISTER_CHECK_WORKDIR", "register-check")}
	var err error
	if r.header, err = filepath.Abs(difftest.Getpath("BOILERPLATE", filepath.Join(root, "testdata", "boilerplate.go.txt"))); err != nil || !isFile(r.header) {
		t.Fatalf("boilerplate %s not found (set BOILERPLATE)", r.header)
	}
	fmt.Printf("== register check: %s\n", modver)
	if r.bin, err = (&difftest.Ours{Root: root, Dir: filepath.Join(r.work, "bin")}).Bin("register-gen"); err != nil {
		t.Fatal(err)
	}
	if r.src, err = difftest.ModuleDir(modver); err != nil {
		t.Fatal(err)
	}
	r.mod = filepath.Join(r.work, "module")
	old, _ := filepath.Glob(filepath.Join(r.work, "kinds.*.txt"))
	for _, f := range append(old, filepath.Join(r.work, "handwritten")) {
		os.RemoveAll(f)
	}
	if err := difftest.ScratchCopy(modver, r.mod); err != nil {
		t.Fatalf("cannot prepare %s: %v", modver, err)
	}
	for _, d := range registerDirs {
		if !isFile(filepath.Join(r.mod, d, "register.go")) {
			t.Fatalf("%s has no %s/register.go", modver, d)
		}
		r.pkgs = append(r.pkgs, "k8s.io/sample-apiserver/"+d)
		r.addOptIn(t, d)
	}
	r.addKnownTypes(t, root)
	logf(t, "dumping the kinds of the hand-written registration")
	kinds := r.dumpKinds(t, "handwritten")
	// The check means nothing if the dump does not see the group.
	for _, want := range []string{"wardle.example.com/__internal Flunder", "wardle.example.com/v1alpha1 Fischer", "wardle.example.com/v1beta1 FlunderList"} {
		if !slices.Contains(kinds, want) {
			t.Fatalf("the dump of the original tree lacks %q: see %s", want, filepath.Join(r.work, "kinds.handwritten.txt"))
		}
	}
	return r
}

// addOptIn adds, below the +groupName line of d/doc.go, the opt-in a
// generated register.go needs to replace the hand-written one:
// +k8s:register-gen:internal on the internal version, scheme-funcs on the
// external ones.
func (r *registerCheck) addOptIn(t *testing.T, d string) {
	optin := "+k8s:register-gen:internal"
	if strings.Contains(d, "/v") {
		optin = "+k8s:register-gen:scheme-funcs"
	}
	doc := filepath.Join(r.mod, d, "doc.go")
	data, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^// \+groupName=.*$`)
	if !re.Match(data) {
		t.Fatalf("%s/doc.go has no +groupName line", d)
	}
	data = re.ReplaceAll(data, []byte("$0\n// "+optin))
	if err := os.WriteFile(doc, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// addKnownTypes copies the kinds dumper into the module as cmd/knowntypes.
func (r *registerCheck) addKnownTypes(t *testing.T, root string) {
	dir := filepath.Join(r.mod, "cmd", "knowntypes")
	if _, err := os.Stat(dir); err == nil {
		t.Fatalf("%s already has cmd/knowntypes", r.mod)
	}
	data, err := os.ReadFile(filepath.Join(root, "internal", "difftest", "testdata", "register-check", "main.go.txt"))
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "main.go"), data, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// dumpKinds runs cmd/knowntypes into kinds.<name>.txt and returns its lines.
func (r *registerCheck) dumpKinds(t *testing.T, name string) []string {
	cmd := difftest.Scratch(r.mod, "go", "run", "./cmd/knowntypes")
	out, err := cmd.Output()
	if err == nil {
		err = os.WriteFile(filepath.Join(r.work, "kinds."+name+".txt"), out, 0o644)
	}
	if err != nil {
		t.Fatalf("cmd/knowntypes failed on the %s tree: %v", name, err)
	}
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// registerGen runs our register-gen on the three packages.
func (r *registerCheck) registerGen(extra ...string) ([]byte, error) {
	args := slices.Concat(extra, []string{"--output-file", "register.go", "--go-header-file", r.header}, r.pkgs)
	return difftest.Scratch(r.mod, r.bin, args...).CombinedOutput()
}
