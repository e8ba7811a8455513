package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// singleKind is a deepcopy, conversion or golist case: the single tools
// on the packages tagged "+k8s:G-gen=" under the case's directory (golist:
// our deepcopy-gen, and gvkgen generate on the directory's ./... (tool
// generate; generate-golist with --cache=off, which runs go list),
// against go list -e -deps -json).
type singleKind struct {
	b        *bench
	gen      string
	bins     map[string]string
	pkgs     []string
	genfiles []string
}

func (k *singleKind) tools() []string {
	switch k.gen {
	case "deepcopy":
		return []string{"ours", "upstream", "controller-gen"}
	case "golist":
		return []string{"ours", "generate", "generate-golist", "go-list"}
	}
	return []string{"ours", "upstream"}
}

func (k *singleKind) setup(b *bench) error {
	k.b, k.bins = b, map[string]string{}
	g := k.gen
	if g == "golist" {
		g = "deepcopy"
	}
	dirs, pkgs, err := tagged(b.mod, b.c.subdir, g)
	if err != nil {
		return err
	}
	k.pkgs = pkgs
	for _, d := range dirs {
		k.genfiles = append(k.genfiles, filepath.Join(d, "zz_generated."+g+".go"))
	}
	logf("%s: %d packages", b.c.name, len(pkgs))
	for _, t := range k.tools() {
		if k.bins[t], err = toolBin(b, t, g); err != nil {
			return err
		}
	}
	return nil
}

// tagged returns the directories under subdir of mod tagged for
// <gen>-gen (difftest.TaggedDirs), and their import paths.
func tagged(mod, subdir, gen string) (dirs, pkgs []string, err error) {
	if dirs, err = difftest.TaggedDirs(mod, subdir, gen); err != nil {
		return nil, nil, err
	}
	if len(dirs) == 0 {
		return nil, nil, nil
	}
	out, err := difftest.Scratch(mod, "go", append([]string{"list", "-find", "-f", "{{.ImportPath}}"}, dirs...)...).Output()
	if err != nil {
		return nil, nil, fmt.Errorf("go list -find %s: %v", strings.Join(dirs, " "), err)
	}
	return dirs, strings.Fields(string(out)), nil
}

// toolBin is the binary of tool for generator gen: ours built, upstream's
// or controller-gen installed, the go command.
func toolBin(b *bench, tool, gen string) (string, error) {
	switch tool {
	case "ours":
		return b.ours.Bin(gen + "-gen")
	case "upstream":
		return difftest.UpstreamGen(gen)
	case "controller-gen":
		return difftest.ControllerGen()
	case "generate", "generate-golist":
		return b.ours.Bin("gvkgen")
	}
	return "go", nil
}

func (k *singleKind) clean(string) error { return k.b.removeAll(k.b.mod, k.genfiles) }

func (k *singleKind) command(tool string) []string {
	bp := k.b.boilerplate
	switch tool {
	case "controller-gen":
		return []string{k.bins[tool], "object:headerFile=" + bp, "paths=" + pattern(k.b.c.subdir)}
	case "go-list":
		// The JSON (megabytes) goes to /dev/null, not to the run's log.
		return []string{"sh", "-c", `exec go list -e -deps -json "$0" >/dev/null`, pattern(k.b.c.subdir)}
	case "generate":
		return []string{k.bins[tool], "generate", "--go-header-file", bp, pattern(k.b.c.subdir)}
	case "generate-golist":
		// Without the list cache: go list runs.
		return []string{k.bins[tool], "generate", "--cache=off", "--go-header-file", bp, pattern(k.b.c.subdir)}
	}
	g := k.gen
	if g == "golist" {
		g = "deepcopy"
	}
	return append([]string{k.bins[tool], "--output-file", "zz_generated." + g + ".go", "--go-header-file", bp}, k.pkgs...)
}

func (k *singleKind) check(tool, log string) error {
	if tool == "go-list" {
		return nil
	}
	made := 0
	for _, f := range k.genfiles {
		if _, err := os.Stat(filepath.Join(k.b.mod, f)); err == nil {
			made++
		}
	}
	if made != len(k.genfiles) {
		return fmt.Errorf("%s wrote %d of %d files; see %s", tool, made, len(k.genfiles), log)
	}
	return nil
}

// pattern is ./SUBDIR/..., or ./... for the module's root.
func pattern(subdir string) string {
	subdir = strings.TrimPrefix(subdir, "./")
	if subdir == "." || subdir == "" {
		return "./..."
	}
	return "./" + subdir + "/..."
}

// manifest returns a checksum of every regular file under root that keep
// accepts (all if nil), by its path relative to root.
func manifest(root string, keep func(rel string, src []byte) bool) (map[string]string, error) {
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if keep == nil || keep(rel, src) {
			sum := sha256.Sum256(src)
			out[rel] = hex.EncodeToString(sum[:])
		}
		return nil
	})
	return out, err
}

// written returns, sorted, the files new or changed from before to after;
// a file gone is an error.
func written(before, after map[string]string) ([]string, error) {
	var out []string
	for f, sum := range after {
		if before[f] != sum {
			out = append(out, f)
		}
	}
	for f := range before {
		if _, ok := after[f]; !ok {
			return nil, fmt.Errorf("%s was removed", f)
		}
	}
	slices.Sort(out)
	return out, nil
}

// diffManifests describes how got differs from want (difftest.Changes, in
// words), "" if not.
func diffManifests(want, got map[string]string) string {
	words := map[byte]string{'+': "UNEXPECTED: ", '-': "MISSING: ", '~': "DIFFERS: "}
	var out []string
	for _, c := range difftest.Changes(want, got) {
		out = append(out, words[c[0]]+c[1:])
	}
	return strings.Join(out, "\n")
}
