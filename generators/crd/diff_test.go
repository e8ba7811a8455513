//go:build differential

package crd_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/crd"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// TestDiffProject runs controller-gen v0.23.0's crd and ours side by side
// on the project in $CRD_DIR (a module: controller-tools' pkg/crd/testdata,
// say) with controller-gen's paths in $CRD_PATHS (;-separated) and crd
// options in $CRD_OPTIONS (controller-gen's, crd:a=b,c=d), and compares
// every file byte for byte.
func TestDiffProject(t *testing.T) {
	dir, paths := os.Getenv("CRD_DIR"), os.Getenv("CRD_PATHS")
	if dir == "" || paths == "" {
		t.Skip("set CRD_DIR and CRD_PATHS")
	}
	cg, err := difftest.ControllerGen()
	if err != nil {
		t.Fatal(err)
	}
	up := t.TempDir()
	gen := "crd"
	if o := os.Getenv("CRD_OPTIONS"); o != "" {
		gen = "crd:" + o
	}
	cmd := exec.Command(cg, gen, "paths="+paths, "output:crd:dir="+up)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Logf("controller-gen: %v\n%s", err, out)
	}
	var patterns, flags []string
	for _, p := range strings.Split(paths, ";") {
		patterns = append(patterns, p)
	}
	for _, o := range strings.Split(os.Getenv("CRD_OPTIONS"), ",") {
		k, v, _ := strings.Cut(o, "=")
		switch k {
		case "allowDangerousTypes":
			flags = append(flags, "--allow-dangerous-types="+v)
		case "ignoreUnexportedFields":
			flags = append(flags, "--ignore-unexported-fields="+v)
		case "maxDescLen":
			flags = append(flags, "--max-desc-len="+v)
		case "generateEmbeddedObjectMeta":
			flags = append(flags, "--generate-embedded-object-meta="+v)
		}
	}
	r := gentest.Run(t, crd.Generator, dir, patterns, append(flags, "--output-dir=out")...)
	for _, d := range r.Diagnostics {
		t.Log(d)
	}
	got := r.Render(t)
	entries, _ := os.ReadDir(up)
	same := 0
	for _, e := range entries {
		want, _ := os.ReadFile(filepath.Join(up, e.Name()))
		g, ok := got[filepath.Join("out", e.Name())]
		switch {
		case !ok:
			t.Errorf("%s: not written", e.Name())
		case !bytes.Equal(g, want):
			os.WriteFile(filepath.Join(os.TempDir(), "crd-got-"+e.Name()), g, 0o644)
			os.WriteFile(filepath.Join(os.TempDir(), "crd-want-"+e.Name()), want, 0o644)
			t.Errorf("%s: differs (see %s/crd-{got,want}-%s)", e.Name(), os.TempDir(), e.Name())
		default:
			same++
		}
	}
	t.Logf("identical: %d/%d files (ours wrote %d)", same, len(entries), len(got))
}
