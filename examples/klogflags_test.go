package examples_test

import (
	"flag"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"k8s.io/klog/v2"
)

// TestKlogFlags checks that the klog flags every gvkgen command accepts and
// ignores are exactly those klog.InitFlags registers (the klog/v2 that
// apimachinery v0.37.2 brings, as upstream's v0.37.2 mains call it), -v
// aside, which is the commands' own verbosity; each a boolean where klog's
// is. It reads them from deepcopy-gen's --help, built from this checkout:
// the tools' module itself does not require klog, so that adding gvkgen
// changes no klog requirement of its users (generators/cli's klog tests
// run every flag on every command).
func TestKlogFlags(t *testing.T) {
	fs := flag.NewFlagSet("klog", flag.ContinueOnError)
	klog.InitFlags(fs)
	want := map[string]bool{}
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name == "v" {
			return
		}
		b, ok := f.Value.(interface{ IsBoolFlag() bool })
		want[f.Name] = ok && b.IsBoolFlag()
	})
	bin := filepath.Join(t.TempDir(), "deepcopy-gen")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/gvk-dev/gvkgen/cmd/deepcopy-gen").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	help, _ := exec.Command(bin, "--help").CombinedOutput()
	_, para, ok := strings.Cut(string(help), "Accepted and ignored")
	if !ok {
		t.Fatalf("deepcopy-gen --help has no paragraph of klog's flags:\n%s", help)
	}
	got := map[string]bool{}
	for _, m := range regexp.MustCompile(`-([a-z_]+)( value)?`).FindAllStringSubmatch(para, -1) {
		if m[1] != "v" {
			got[m[1]] = m[2] == ""
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("klog flags, and whether each is a boolean (-klog +deepcopy-gen --help):\n%s", d)
	}
}
