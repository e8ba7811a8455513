package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// openapiKind is kubernetes-openapi: k8s.io/kubernetes' codegen::openapi
// of hack/update-codegen.sh (its packages and flags, the staging modules
// laid out by difftest.PrepareKubeOpenAPI), upstream's openapi-gen (the
// version code-generator v0.37.2 installs) against ours. Every run starts
// with the files openapi-gen writes removed and must write what the other
// tool's last run wrote: the definitions, the report and every model name
// file.
type openapiKind struct {
	b    *bench
	bins map[string]string
	pkgs []string
	outs []string                     // the files openapi-gen may write
	last map[string]map[string]string // tool: its last run's outs' sums
}

func (k *openapiKind) tools() []string { return []string{"ours", "upstream"} }

func (k *openapiKind) setup(b *bench) error {
	k.b, k.last = b, map[string]map[string]string{}
	var err error
	if k.pkgs, err = difftest.PrepareKubeOpenAPI(b.mod); err != nil {
		return err
	}
	k.outs = []string{filepath.Join(difftest.KubeOpenAPIOut, "zz_generated.openapi.go"), difftest.KubeOpenAPIReport}
	for _, p := range k.pkgs {
		dir, ok := strings.CutPrefix(p, "k8s.io/kubernetes/")
		if !ok {
			dir = filepath.Join("staging/src", p)
		}
		k.outs = append(k.outs, filepath.Join(dir, "zz_generated.model_name.go"))
	}
	logf("%s: %d packages", b.c.name, len(k.pkgs))
	// Every module they need downloaded outside the measurements.
	if err := b.check(append([]string{"go", "list", "-deps"}, k.pkgs...), filepath.Join(b.work, b.c.name+".golist.log")); err != nil {
		return err
	}
	k.bins = map[string]string{}
	if k.bins["ours"], err = b.ours.Bin("openapi-gen"); err == nil {
		k.bins["upstream"], err = difftest.InstallTool("k8s.io/kube-openapi/cmd/openapi-gen@" + difftest.KubeOpenAPIVersion)
	}
	return err
}

func (k *openapiKind) clean(string) error { return k.b.removeAll(k.b.mod, k.outs) }

func (k *openapiKind) command(tool string) []string {
	return append([]string{k.bins[tool]}, difftest.KubeOpenAPIArgs(k.pkgs)...)
}

func (k *openapiKind) check(tool, log string) error {
	sums := map[string]string{}
	for _, f := range k.outs {
		if data, err := os.ReadFile(filepath.Join(k.b.mod, f)); err == nil {
			sum := sha256.Sum256(data)
			sums[f] = hex.EncodeToString(sum[:])
		}
	}
	if sums[k.outs[0]] == "" {
		return fmt.Errorf("%s wrote no %s; see %s", tool, k.outs[0], log)
	}
	k.last[tool] = sums
	other := k.last[map[string]string{"ours": "upstream", "upstream": "ours"}[tool]]
	if other != nil && !maps.Equal(sums, other) {
		var differ []string
		for _, f := range k.outs {
			if sums[f] != other[f] {
				differ = append(differ, f)
			}
		}
		slices.Sort(differ)
		return fmt.Errorf("ours and upstream wrote different files: %s; see %s", strings.Join(differ, " "), log)
	}
	return nil
}
