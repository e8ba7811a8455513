package controllergen

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// markerText returns the comment text that asks g for code: its detection
// tag (+kubebuilder:object:) and each of its tags (+k8s:deepcopy-gen...).
func markerText(g *gen.Generator) [][]byte {
	var out [][]byte
	if g.DetectTag != "" {
		out = append(out, []byte(g.DetectTag))
	}
	for _, d := range g.Tags {
		out = append(out, []byte("+"+d.Name))
	}
	return out
}

// nestedModules returns an error naming the nested modules with markers
// below the filesystem roots ending in /... among patterns: controller-gen
// loads and generates them too (it crosses into every directory with a
// go.mod), gvkgen loads one module. Nested modules without markers
// (tools, tests) generate nothing either way.
func nestedModules(patterns []string, gens []*gen.Generator) error {
	var markers [][]byte
	var names []string
	for _, g := range gens {
		markers = append(markers, markerText(g)...)
		names = append(names, g.Name)
	}
	var found []string
	for _, p := range patterns {
		if !(filepath.IsAbs(p) || strings.HasPrefix(p, ".")) || (p != "./..." && !strings.HasSuffix(p, "/...")) {
			continue
		}
		root := filepath.Clean(strings.TrimSuffix(p, "..."))
		mods, err := markedModules(root, markers)
		if err != nil {
			return err
		}
		for _, m := range mods {
			found = append(found, fmt.Sprintf("%s (under paths=%s)", m, p))
		}
	}
	if len(found) == 0 {
		return nil
	}
	return fmt.Errorf("nested modules with %s markers: %s; controller-gen generates in them too, gvkgen loads one module: run gvkgen in each of them as well (cd <dir> && gvkgen %s:... paths=./...), or name them in go.work", strings.Join(names, " or "), strings.Join(found, ", "), names[0])
}

// markedModules returns the directories below root (root aside) that hold
// a go.mod and, in their tree, a .go file (tests aside) with one of
// markers.
func markedModules(root string, markers [][]byte) ([]string, error) {
	var mods []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() || path == root {
			return nil
		}
		if n := d.Name(); n == "testdata" || n == "vendor" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") {
			// As the go command's ./... skips them.
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err != nil {
			return nil
		}
		marked, err := hasMarkers(path, markers)
		if err != nil {
			return err
		}
		if marked {
			mods = append(mods, path)
		}
		// Its own nested modules are in the tree hasMarkers read.
		return filepath.SkipDir
	})
	return mods, err
}

// hasMarkers reports whether a .go file below dir (tests aside) mentions
// one of markers.
func hasMarkers(dir string, markers [][]byte) (bool, error) {
	marked := false
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || marked || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		for _, m := range markers {
			marked = marked || bytes.Contains(b, m)
		}
		return err
	})
	return marked, err
}
