package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// errSkipCase is returned by a kind's setup when this gvkgen cannot run
// the case (a generator missing from its registry): the case is skipped,
// saying why, and the others run.
var errSkipCase = errors.New("case skipped")

// manifestsCRDDir is where cluster-api's Makefile writes the CRDs, inside
// the case's module.
const manifestsCRDDir = "config/crd/bases"

// manifestsKind is a kubebuilder module's manifests and generate targets:
// controller-gen v0.23.0 run twice in one measured script, as make
// manifests generate runs it (crd:crdVersions=v1 with
// output:crd:dir=config/crd/bases, cluster-api's arguments, then object),
// against one gvkgen run with both generators' arguments over one load.
// Every run starts with the CRDs and the zz_generated.deepcopy.go files
// controller-gen wrote deleted; before timing, gvkgen must write
// controller-gen's bytes. A gvkgen whose registry lacks crd or object
// skips the case.
type manifestsKind struct {
	cgCase
	script string
}

func (k *manifestsKind) tools() []string { return []string{"ours", "controller-gen"} }

func (k *manifestsKind) setup(b *bench) error {
	if err := k.init(b); err != nil {
		return err
	}
	if err := needGenerators(k.bins["ours"], "crd", "object"); err != nil {
		return err
	}
	if err := k.writeScript(); err != nil {
		return err
	}
	if err := k.compareSides(k, k.tools(), k.files); err != nil {
		return err
	}
	logf("%s: gvkgen writes controller-gen's %d files, byte-identical", b.c.name, len(k.ref))
	return nil
}

// needGenerators returns errSkipCase, naming them, unless gvkgen's
// registry has every generator of names.
func needGenerators(gvkgen string, names ...string) error {
	out, err := exec.Command(gvkgen, "generators", "--tsv").Output()
	if err != nil {
		return fmt.Errorf("%s generators --tsv: %v", gvkgen, err)
	}
	var have, missing []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		have = append(have, strings.SplitN(l, "\t", 2)[0])
	}
	for _, n := range names {
		if !slices.Contains(have, n) {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w: this gvkgen has no %s generator (not in generators/registry)", errSkipCase, strings.Join(missing, " or "))
	}
	return nil
}

// writeScript writes controller-gen's side: the manifests target, then
// the generate target.
func (k *manifestsKind) writeScript() error {
	paths := "paths=" + pattern(k.b.c.subdir)
	script := "#!/usr/bin/env bash\nset -e\n" +
		shellJoin([]string{k.bins["controller-gen"], "crd:crdVersions=v1", paths, "output:crd:dir=" + manifestsCRDDir}) + "\n" +
		shellJoin([]string{k.bins["controller-gen"], "object:headerFile=" + k.b.boilerplate, paths}) + "\n"
	k.script = filepath.Join(k.b.work, k.b.c.name+".controller-gen.sh")
	return os.WriteFile(k.script, []byte(script), 0o755)
}

// files are the checksums of the case's files: the CRDs and the deep
// copies.
func (k *manifestsKind) files() (map[string]string, error) {
	return manifest(k.b.mod, func(rel string, _ []byte) bool {
		return slices.Contains(k.genfiles, rel) || strings.HasPrefix(filepath.ToSlash(rel), manifestsCRDDir+"/")
	})
}

func (k *manifestsKind) clean(string) error {
	if err := os.RemoveAll(filepath.Join(k.b.mod, manifestsCRDDir)); err != nil {
		return err
	}
	return k.b.removeAll(k.b.mod, k.genfiles)
}

func (k *manifestsKind) command(tool string) []string {
	if tool == "controller-gen" {
		return []string{"bash", k.script}
	}
	return []string{k.bins["ours"], "crd:crdVersions=v1", "object:headerFile=" + k.b.boilerplate, "paths=" + pattern(k.b.c.subdir), "output:crd:dir=" + manifestsCRDDir}
}

func (k *manifestsKind) check(tool, log string) error {
	got, err := k.files()
	if err != nil {
		return err
	}
	if d := diffManifests(k.ref, got); d != "" {
		return fmt.Errorf("%s did not write the case's files (see %s):\n%s", tool, log, d)
	}
	return nil
}
