//go:build differential

package difftest_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// runKubeOpenAPI is the kubernetes row of TestDiffOpenAPI (run only when
// named): k8s.io/kubernetes' codegen::openapi of hack/update-codegen.sh,
// its packages and flags (difftest.PrepareKubeOpenAPI), with upstream's
// openapi-gen (up; its tree cached by difftest.CachedTree) and ours (bin)
// on two copies under work. It logs the time and peak RSS of each, whether
// upstream's definitions and report are the committed ones, and compares
// the definitions, every model name file and the report.
func runKubeOpenAPI(t *testing.T, work, up, bin string) {
	trees := map[string]string{}
	for _, side := range []string{"upstream", "ours"} {
		dir := filepath.Join(work, "kubernetes", side)
		pkgs, err := difftest.PrepareKubeOpenAPI(dir)
		if err != nil {
			t.Fatal(err)
		}
		args := difftest.KubeOpenAPIArgs(pkgs)
		var u difftest.Usage
		run := func() error {
			cmd := difftest.Scratch(dir, map[string]string{"upstream": up, "ours": bin}[side], args...)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			var err error
			if u, err = difftest.RunMeasured(cmd); err != nil {
				t.Logf("%s", out.Bytes())
			}
			return err
		}
		if side == "upstream" {
			u.Cached, err = difftest.CachedTree(dir, append([]string{"openapi kubernetes", up}, args...), nil, run)
		} else {
			err = run()
		}
		if err != nil {
			t.Fatalf("%s: %v", side, err)
		}
		logf(t, "kubernetes: %s openapi-gen on %d packages: %s", side, len(pkgs), u)
		trees[side] = dir
	}
	src, err := difftest.ModuleDir(difftest.KubeOpenAPIModver)
	if err != nil {
		t.Fatal(err)
	}
	defs := filepath.Join(difftest.KubeOpenAPIOut, "zz_generated.openapi.go")
	for out, file := range map[string]string{defs: defs, difftest.KubeOpenAPIReport: "api/api-rules/violation_exceptions.list"} {
		logf(t, "kubernetes: upstream's %s is the committed %s: %v", out, file, difftest.SameFile(filepath.Join(trees["upstream"], out), filepath.Join(src, file)))
	}
	same, total := compareOpenAPI(t, trees["upstream"], trees["ours"], difftest.KubeOpenAPIOut, difftest.KubeOpenAPIReport)
	logf(t, "== openapi kubernetes: identical %d/%d", same, total)
}
