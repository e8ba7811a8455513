package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// noopKind is a *-noop case: `gvkgen verify` on a tree it finds up to
// date, unchanged since the last run. Three tools:
//
//	ours     the verify's second run: replayed from the run cache (an
//	         entry of the case's own, made in setup, never rewritten)
//	first    the first run: the run cache empty, a full run that keeps
//	         its entry
//	go-list  go list -e -deps -json on the same packages, alone
//
// api-noop: ./... of k8s.io/api. kubernetes-noop: k8s.io/kubernetes laid
// out as its repository is, a workspace (go.work) of the module and its
// staging modules (copied from the published modules of code-generator's
// version), with the packages and flags kubernetes-helpers' gen_helpers
// gives deepcopy, defaulter and conversion-gen.
type noopKind struct {
	b      *bench
	gvkgen string
	// args follow gvkgen's verb; pkgs are go list's patterns.
	args, pkgs []string
	// cache is ours' run cache, entry its one entry as setup left it;
	// fresh is first's, emptied before each run.
	cache, fresh string
	entry        os.FileInfo
}

func (k *noopKind) tools() []string { return []string{"ours", "first", "go-list"} }

// workspace reports whether the case's module is a workspace.
func (k *noopKind) workspace() bool { return strings.HasPrefix(k.b.c.name, "kubernetes") }

// env is the environment of tool's runs beyond the scratch one: the run
// cache, and for a workspace GOWORK unset and GOFLAGS without -mod=mod.
func (k *noopKind) env(tool string) []string {
	var env []string
	if k.workspace() {
		env = append(env, "GOWORK=", "GOFLAGS="+os.Getenv("GOFLAGS"))
	}
	switch tool {
	case "ours":
		env = append(env, "GVKGEN_RUNCACHE="+k.cache)
	case "first":
		env = append(env, "GVKGEN_RUNCACHE="+k.fresh)
	}
	return env
}

func (k *noopKind) setup(b *bench) error {
	k.b = b
	k.cache, k.fresh = filepath.Join(b.work, b.c.name+".runcache"), filepath.Join(b.work, b.c.name+".runcache-first")
	var err error
	if k.gvkgen, err = b.ours.Bin("gvkgen"); err != nil {
		return err
	}
	if k.workspace() {
		err = k.kubernetesArgs()
	} else {
		k.args, k.pkgs = []string{"--go-header-file", b.boilerplate, pattern(b.c.subdir)}, []string{pattern(b.c.subdir)}
	}
	if err != nil {
		return err
	}
	logf("%s: gvkgen verify %s", b.c.name, strings.Join(shortArgs(k.args), " "))
	// The tree generated once, so that verify finds it up to date.
	b.env = append(k.env(""), "GVKGEN_RUNCACHE=off")
	if err := b.check(append([]string{k.gvkgen, "generate"}, k.args...), filepath.Join(b.work, "logs", b.c.name+".generate.log")); err != nil {
		return err
	}
	for _, tool := range []string{"first", "ours", "ours", "go-list"} {
		if err := k.clean(tool); err != nil {
			return err
		}
		b.env = k.env(tool)
		log := filepath.Join(b.work, "logs", b.c.name+"."+tool+".check.log")
		if err := b.check(k.command(tool), log); err != nil {
			return err
		}
		if tool == "ours" && k.entry == nil {
			if k.entry, err = k.onlyEntry(k.cache); err != nil {
				return fmt.Errorf("the first verify kept no entry of the run cache: %w; see %s", err, log)
			}
		} else if err := k.check(tool, log); err != nil {
			return err
		}
	}
	logf("%s: the verify's second run is replayed from its run cache (%s)", b.c.name, k.cache)
	return nil
}

// shortArgs are args for a log line: a list of packages as its count.
func shortArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a
		if n := strings.Count(a, ",") + 1; n > 3 {
			out[i] = fmt.Sprintf("<%d packages>", n)
		}
	}
	return out
}

// onlyEntry is the one entry of the run cache dir.
func (k *noopKind) onlyEntry(dir string) (os.FileInfo, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	if len(ents) != 1 {
		return nil, fmt.Errorf("%s holds %d files, want one entry", dir, len(ents))
	}
	return ents[0].Info()
}

// clean empties first's run cache.
func (k *noopKind) clean(tool string) error {
	if tool != "first" {
		return nil
	}
	if err := os.RemoveAll(k.fresh); err != nil {
		return err
	}
	return os.MkdirAll(k.fresh, 0o755)
}

func (k *noopKind) command(tool string) []string {
	switch tool {
	case "go-list":
		// The JSON goes to /dev/null, not to the run's log.
		return append([]string{"sh", "-c", `exec go list -e -deps -json "$@" >/dev/null`, "go-list"}, k.pkgs...)
	}
	return append([]string{k.gvkgen, "verify"}, k.args...)
}

// check: ours was replayed (its entry is the one setup left, not
// rewritten); first kept an entry. Both exited 0 (runLogged's error).
func (k *noopKind) check(tool, log string) error {
	switch tool {
	case "ours":
		fi, err := k.onlyEntry(k.cache)
		if err != nil || !os.SameFile(fi, k.entry) || !fi.ModTime().Equal(k.entry.ModTime()) {
			return fmt.Errorf("ours was not replayed from the run cache (its entry was rewritten or is gone: %v); see %s", err, log)
		}
	case "first":
		if _, err := k.onlyEntry(k.fresh); err != nil {
			return fmt.Errorf("the first run kept no entry: %w; see %s", err, log)
		}
	}
	return nil
}

// kubernetesArgs are kubernetes-helpers' gen_helpers flags for gvkgen
// verify: each generator on the packages tagged for it (as the script
// greps them), the extra peers to conversion.
func (k *noopKind) kubernetesArgs() error {
	b := k.b
	k.args = []string{"--go-header-file", filepath.Join(b.mod, "hack", "boilerplate", "boilerplate.generatego.txt")}
	for _, g := range []struct{ name, file string }{
		{"deepcopy", "zz_generated.deepcopy.go"},
		{"defaulter", "zz_generated.defaults.go"},
		{"conversion", "zz_generated.conversion.go"},
	} {
		dirs, err := difftest.TaggedDirs(b.mod, ".", g.name)
		if err != nil {
			return err
		}
		out, err := k.goList(append([]string{"-find", "-f", "{{.ImportPath}}"}, dirs...)...)
		if err != nil {
			return err
		}
		pkgs := strings.Fields(out)
		k.pkgs = append(k.pkgs, pkgs...)
		k.args = append(k.args, "--"+g.name+"-output-file", g.file, "--"+g.name+"-packages", strings.Join(pkgs, ","))
		logf("%s: %d packages tagged for %s-gen", b.c.name, len(pkgs), g.name)
	}
	for _, p := range []string{"k8s.io/kubernetes/pkg/apis/core", "k8s.io/kubernetes/pkg/apis/core/v1", "k8s.io/api/core/v1"} {
		k.args = append(k.args, "--conversion-extra-peer-dirs", p)
	}
	k.args = append(k.args, "--lint-rules", "known-tags-only,require-explicit-disablement")
	return nil
}

// goList runs go list in the case's module, in its environment.
func (k *noopKind) goList(args ...string) (string, error) {
	cmd := difftest.Scratch(k.b.mod, "go", append([]string{"list"}, args...)...)
	cmd.Env = append(cmd.Env, k.env("")...)
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go list %s: %v", strings.Join(args[:min(len(args), 4)], " "), err)
	}
	return string(out), nil
}

// stagingReplace matches a replace of k8s.io/kubernetes' go.mod by a
// staging directory.
var stagingReplace = regexp.MustCompile(`(?m)^\s*(?:replace\s+)?k8s\.io/(\S+)\s*=>\s*\./staging/src/k8s\.io/(\S+)\s*$`)

// kubernetesWorkspace lays the copy of k8s.io/kubernetes in mod out as
// its repository is: each staging module its go.mod replaces copied from
// the published module of code-generator's version (those not published
// dropped, as difftest.ReplaceMissing does), the module and every staging
// one used by go.work.
func kubernetesWorkspace(mod string) error {
	for _, f := range []string{"vendor", "go.work", "go.work.sum"} {
		os.RemoveAll(filepath.Join(mod, f))
	}
	data, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(mod, "staging", "src", "k8s.io"), 0o755); err != nil {
		return err
	}
	work := "go " + regexp.MustCompile(`(?m)^go (\S+)`).FindStringSubmatch(string(data) + "\ngo 1.24")[1] + "\n\nuse (\n\t.\n"
	missing := false
	for _, m := range stagingReplace.FindAllStringSubmatch(string(data), -1) {
		src, err := difftest.ModuleDir("k8s.io/" + m[2] + "@" + difftest.CodegenVersion)
		if err != nil {
			missing = true
			continue
		}
		if err := difftest.CopyTree(src, filepath.Join(mod, "staging", "src", "k8s.io", m[2])); err != nil {
			return err
		}
		work += "\t./staging/src/k8s.io/" + m[2] + "\n"
	}
	if missing {
		if err := difftest.ReplaceMissing(mod, difftest.CodegenVersion); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(mod, "go.work"), []byte(work+")\n"), 0o644)
}
