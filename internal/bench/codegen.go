package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// codegenKind is a *-codegen case, kube_codegen.sh-style: gvkgen generate
// ./SUBDIR/... (ours) against upstream deepcopy-gen then conversion-gen in
// one measured command (a script: wall time is their sum, peak RSS the
// larger), each on the packages tagged for it, as gen_helpers finds and
// runs them; and gvkgen verify on the current tree (case NAME-verify).
// Every generate run starts with the tagged packages' files deleted.
type codegenKind struct {
	b        *bench
	gvkgen   string
	pair     string   // the upstream pair's script
	genfiles []string // deleted before each generate run
	ref      map[string]string
	refDir   string // the upstream pair's output
}

func (k *codegenKind) tools() []string { return []string{"ours", "verify", "upstream"} }

func (k *codegenKind) setup(b *bench) error {
	k.b, k.refDir = b, filepath.Join(b.work, b.c.name+".upstream-output")
	var err error
	if k.gvkgen, err = b.ours.Bin("gvkgen"); err != nil {
		return err
	}
	script := "#!/usr/bin/env bash\n# kube_codegen.sh gen_helpers-style run, from the module root.\nset -e\n"
	n := 0
	for _, g := range []string{"deepcopy", "conversion"} {
		dirs, pkgs, err := tagged(b.mod, b.c.subdir, g)
		if err != nil {
			return err
		}
		if len(dirs) == 0 {
			logf("%s: no package under %s carries +k8s:%s-gen=; upstream %s-gen is not run", b.c.name, b.c.subdir, g, g)
			continue
		}
		bin, err := difftest.UpstreamGen(g)
		if err != nil {
			return err
		}
		n += len(pkgs)
		for _, d := range dirs {
			k.genfiles = append(k.genfiles, filepath.Join(d, "zz_generated."+g+".go"))
		}
		script += shellJoin(append([]string{bin, "--output-file", "zz_generated." + g + ".go", "--go-header-file", b.boilerplate}, pkgs...)) + "\n"
		logf("%s: %d packages tagged for %s-gen", b.c.name, len(pkgs), g)
	}
	if n == 0 {
		return fmt.Errorf("no package under %s is tagged for deepcopy or conversion", b.c.subdir)
	}
	k.pair = filepath.Join(b.work, b.c.name+".upstream-pair.sh")
	if err := os.WriteFile(k.pair, []byte(script), 0o755); err != nil {
		return err
	}
	if err := k.reference(); err != nil {
		return err
	}
	if err := k.checkGenerate(); err != nil {
		return err
	}
	return k.checkVerify()
}

// reference runs the upstream pair on the clean tree and keeps what it
// writes.
func (k *codegenKind) reference() error {
	files, err := k.writes("upstream")
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("the upstream pair wrote no file")
	}
	k.ref = map[string]string{}
	all, err := manifest(k.b.mod, nil)
	if err != nil {
		return err
	}
	os.RemoveAll(k.refDir)
	for _, f := range files {
		if !slices.Contains(k.genfiles, f) {
			return fmt.Errorf("the upstream pair wrote %s, which is not one of the files deleted before each run", f)
		}
		k.ref[f] = all[f]
		if err := copyFile(filepath.Join(k.b.mod, f), filepath.Join(k.refDir, f)); err != nil {
			return err
		}
	}
	logf("%s: upstream pair writes %d files (%d deleted before each run)", k.b.c.name, len(files), len(k.genfiles))
	return nil
}

// writes runs tool once on the clean tree and returns the files it wrote.
func (k *codegenKind) writes(tool string) ([]string, error) {
	if err := k.clean(tool); err != nil {
		return nil, err
	}
	before, err := manifest(k.b.mod, nil)
	if err != nil {
		return nil, err
	}
	if err := k.b.check(k.command(tool), k.logFile(tool+".check")); err != nil {
		return nil, err
	}
	after, err := manifest(k.b.mod, nil)
	if err != nil {
		return nil, err
	}
	return written(before, after)
}

func (k *codegenKind) logFile(what string) string {
	os.MkdirAll(filepath.Join(k.b.work, "logs"), 0o755)
	return filepath.Join(k.b.work, "logs", k.b.c.name+"."+what+".log")
}

// checkGenerate: gvkgen generate on the clean tree writes the same set of
// files as the upstream pair, with the same bytes.
func (k *codegenKind) checkGenerate() error {
	files, err := k.writes("ours")
	if err != nil {
		return err
	}
	var want []string
	for f := range k.ref {
		want = append(want, f)
	}
	slices.Sort(want)
	if !slices.Equal(files, want) {
		return fmt.Errorf("gvkgen generate writes %q, the upstream pair %q", files, want)
	}
	if err := k.check("ours", k.logFile("ours.check")); err != nil {
		return err
	}
	logf("%s: gvkgen generate writes the same %d files, byte-identical", k.b.c.name, len(files))
	return nil
}

// checkVerify: gvkgen verify exits 0 on the current tree, 1 with a file
// missing, and writes nothing.
func (k *codegenKind) checkVerify() error {
	log := k.logFile("verify.check")
	if err := k.b.check(k.command("verify"), log); err != nil {
		return fmt.Errorf("gvkgen verify on a current tree (want exit 0): %w", err)
	}
	var f string
	for f = range k.ref {
		break
	}
	os.Remove(filepath.Join(k.b.mod, f))
	before, _ := manifest(k.b.mod, nil)
	_, err := k.b.runLogged(k.command("verify"), log+".missing", "")
	after, _ := manifest(k.b.mod, nil)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		return fmt.Errorf("gvkgen verify with %s missing: %v (want exit 1); log:\n%s", f, err, tail(log+".missing"))
	}
	if diffManifests(before, after) != "" {
		return fmt.Errorf("gvkgen verify changed the tree")
	}
	if err := copyFile(filepath.Join(k.refDir, f), filepath.Join(k.b.mod, f)); err != nil {
		return err
	}
	logf("%s: gvkgen verify exits 0 on the current tree, 1 with %s missing", k.b.c.name, f)
	return k.check("verify", log)
}

func (k *codegenKind) clean(tool string) error {
	if tool == "verify" {
		return k.check("tree before gvkgen verify", "")
	}
	return k.b.removeAll(k.b.mod, k.genfiles)
}

func (k *codegenKind) command(tool string) []string {
	switch tool {
	case "upstream":
		return []string{"bash", k.pair}
	case "verify":
		return []string{k.gvkgen, "verify", "--go-header-file", k.b.boilerplate, pattern(k.b.c.subdir)}
	}
	return []string{k.gvkgen, "generate", "--go-header-file", k.b.boilerplate, pattern(k.b.c.subdir)}
}

// check: the tree holds exactly the upstream pair's output (its files,
// its bytes, and no other of the files deleted before each run).
func (k *codegenKind) check(tool, log string) error {
	got, err := manifest(k.b.mod, func(rel string, _ []byte) bool { return slices.Contains(k.genfiles, rel) })
	if err != nil {
		return err
	}
	if d := diffManifests(k.ref, got); d != "" {
		return fmt.Errorf("%s: the tree is not the upstream pair's output (%s); see %s:\n%s", tool, k.refDir, log, d)
	}
	return nil
}

// copyFile copies src to dst, making dst's directory.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// shellJoin quotes args for bash.
func shellJoin(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(out, " ")
}
