package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// crdSubdir is the crd-conversion case's tree in the examples module: a
// CRD group whose versions convert through a hub (v1 hub, v1alpha1 and
// v1beta1 spokes), as a kubebuilder user generates it.
const crdSubdir = "apis/crd"

// crdKind is the crd-conversion case, on examples/apis/crd as committed
// (git archive of HEAD, with the examples' go.mod and go.sum); every run
// starts with its generated files deleted. Tools:
//
//	ours      gvkgen generate --go-header-file hack/boilerplate.go.txt
//	          ./apis/crd/...: deepcopy (controller-gen's dialect),
//	          conversion-gen and crdconversion-gen in one run
//	verify    gvkgen verify, same arguments, on the tree ours wrote (the
//	          case crd-conversion-verify)
//	upstream  controller-gen object, then upstream conversion-gen on the
//	          spokes, in one measured command; it writes no
//	          Hub/ConvertTo/ConvertFrom and no round-trip test
//
// Before timing, ours must write every generated file as committed, and
// upstream's pair the deepcopy and conversion files identical to them.
type crdKind struct {
	b        *bench
	gvkgen   string
	pair     string
	genfiles []string
	ref      map[string]string
}

func (k *crdKind) tools() []string { return []string{"ours", "verify", "upstream"} }

// crdCopy makes mod the examples module with only apis/crd, without its
// requirement on (and replacement of) gvkgen, nor its tool lines.
func crdCopy(root, mod string) error {
	os.RemoveAll(mod)
	if err := os.MkdirAll(mod, 0o755); err != nil {
		return err
	}
	cmd := exec.Command("sh", "-c", `git -C "$0" archive HEAD:examples go.mod go.sum "$2" | tar -x -C "$1"`, root, mod, crdSubdir)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("cannot copy examples/%s from %s's HEAD: %v\n%s", crdSubdir, root, err, out)
	}
	edit := exec.Command("go", "mod", "edit", "-droprequire=github.com/gvk-dev/gvkgen", "-dropreplace=github.com/gvk-dev/gvkgen")
	edit.Dir = mod
	if out, err := edit.CombinedOutput(); err != nil {
		return fmt.Errorf("cannot make %s/go.mod stand alone: %v\n%s", mod, err, out)
	}
	gomod := filepath.Join(mod, "go.mod")
	data, err := os.ReadFile(gomod)
	if err != nil {
		return err
	}
	data = regexp.MustCompile(`(?ms)^tool \(.*?^\)\n|^tool .*\n`).ReplaceAll(data, nil)
	return os.WriteFile(gomod, data, 0o644)
}

func (k *crdKind) setup(b *bench) error {
	k.b = b
	var err error
	if k.gvkgen, err = b.ours.Bin("gvkgen"); err != nil {
		return err
	}
	if err := k.files(); err != nil {
		return err
	}
	if err := k.writePair(); err != nil {
		return err
	}
	for _, tool := range []string{"upstream", "ours"} {
		if err := k.clean(tool); err != nil {
			return err
		}
		if err := b.check(k.command(tool), filepath.Join(b.work, "logs", b.c.name+"."+tool+".check.log")); err != nil {
			return err
		}
		if err := k.check(tool, ""); err != nil {
			return err
		}
	}
	logf("%s: gvkgen writes the %d files as committed; upstream's pair writes the deepcopy and conversion ones, identical", b.c.name, len(k.genfiles))
	return nil
}

// files sets the generated files (deleted before every generate run)
// and their committed checksums.
func (k *crdKind) files() error {
	var err error
	k.ref, err = manifest(k.b.mod, func(rel string, _ []byte) bool {
		base := filepath.Base(rel)
		return base == "zz_generated.deepcopy.go" || base == "zz_generated.conversion.go" ||
			(strings.HasPrefix(base, "zz_generated.crdconversion") && strings.HasSuffix(base, ".go"))
	})
	for f := range k.ref {
		k.genfiles = append(k.genfiles, f)
	}
	return err
}

// writePair writes the upstream side's script: controller-gen object,
// then conversion-gen on the spokes.
func (k *crdKind) writePair() error {
	b := k.b
	cg, err := difftest.ControllerGen()
	if err != nil {
		return err
	}
	conv, err := difftest.UpstreamGen("conversion")
	if err != nil {
		return err
	}
	_, pkgs, err := tagged(b.mod, crdSubdir, "conversion")
	if err != nil {
		return err
	}
	bp := filepath.Join(b.root, "hack", "boilerplate.go.txt")
	script := "#!/usr/bin/env bash\nset -e\n" +
		shellJoin([]string{cg, "object:headerFile=" + bp, "paths=" + pattern(crdSubdir)}) + "\n" +
		shellJoin(append([]string{conv, "--output-file", "zz_generated.conversion.go", "--go-header-file", bp}, pkgs...)) + "\n"
	k.pair = filepath.Join(b.work, b.c.name+".upstream-pair.sh")
	return os.WriteFile(k.pair, []byte(script), 0o755)
}

func (k *crdKind) clean(tool string) error {
	if tool == "verify" {
		return k.check("ours", "")
	}
	return k.b.removeAll(k.b.mod, k.genfiles)
}

func (k *crdKind) command(tool string) []string {
	if tool == "upstream" {
		return []string{"bash", k.pair}
	}
	verb := "generate"
	if tool == "verify" {
		verb = "verify"
	}
	return []string{k.gvkgen, verb, "--go-header-file", filepath.Join(k.b.root, "hack", "boilerplate.go.txt"), pattern(crdSubdir)}
}

// check: the tree holds the tool's files as committed (upstream: the
// deepcopy and conversion ones).
func (k *crdKind) check(tool, log string) error {
	want := map[string]string{}
	for f, sum := range k.ref {
		if tool != "upstream" || !strings.Contains(filepath.Base(f), "crdconversion") {
			want[f] = sum
		}
	}
	got, err := manifest(k.b.mod, func(rel string, _ []byte) bool { _, ok := want[rel]; return ok })
	if err != nil {
		return err
	}
	if d := diffManifests(want, got); d != "" {
		return fmt.Errorf("%s's output is not the committed files (see %s):\n%s", tool, log, d)
	}
	return nil
}
