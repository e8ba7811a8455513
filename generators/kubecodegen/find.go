package kubecodegen

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Options say where Find looks and which matching files count.
type Options struct {
	// Skip are the names of the directories below the root that are not
	// entered.
	Skip []string
	// Keep, if set, is asked about each file with a tag line (its path and
	// content): false, and the file does not count.
	Keep func(path string, src []byte) bool
}

// Upstream is how kube_codegen.sh's greps look: every .go file, generated
// or test, but not under .git, _output or vendor (grep -r --include '*.go'
// --exclude-dir .git --exclude-dir _output --exclude-dir vendor).
var Upstream = Options{Skip: []string{".git", "_output", "vendor"}}

// Find returns, for each of tags (each starting with "+"), the directories under root (root joined
// with their path below it, sorted) holding a file whose name ends in .go
// with a line that is a // comment starting with the tag, as upstream's
// script finds them: `grep -l -e '^\s*//\s*<tag>' -r <root>`. Like grep
// -r, it does not follow symbolic links below root. A missing root has
// none. This is the repository's one implementation of that rule.
func Find(root string, tags []string, opt Options) ([][]string, error) {
	found := make([]map[string]bool, len(tags))
	for i := range found {
		found[i] = map[string]bool{}
	}
	start := root
	if fi, err := os.Lstat(root); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// grep follows a symbolic link given as its argument.
		start = root + string(filepath.Separator)
	}
	err := filepath.WalkDir(start, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			if path == start && os.IsNotExist(err) {
				return filepath.SkipAll
			}
			return err
		case d.IsDir():
			if path != start && slices.Contains(opt.Skip, d.Name()) {
				return filepath.SkipDir
			}
			return nil
		case !d.Type().IsRegular() || !strings.HasSuffix(d.Name(), ".go"):
			return nil
		}
		return findIn(path, tags, opt, found)
	})
	out := make([][]string, len(tags))
	for i, dirs := range found {
		out[i] = make([]string, 0, len(dirs))
		for d := range dirs {
			out[i] = append(out[i], d)
		}
		slices.Sort(out[i])
	}
	return out, err
}

// findIn adds path's directory to found[i] for each tags[i] that one of
// its lines starts.
func findIn(path string, tags []string, opt Options, found []map[string]bool) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	kept := opt.Keep == nil
	for i, tag := range tags {
		if !bytes.Contains(src, []byte(tag)) || !hasTagLine(src, tag) {
			continue
		}
		if !kept {
			if !opt.Keep(path, src) {
				return nil
			}
			kept = true
		}
		found[i][filepath.Dir(path)] = true
	}
	return nil
}

// hasTagLine reports whether a line of src matches ^\s*//\s*<tag>, as
// grep reads it (universe.TagLines); tag starts with "+".
func hasTagLine(src []byte, tag string) bool {
	return slices.ContainsFunc(universe.TagLines(src), func(l string) bool { return strings.HasPrefix(l, tag) })
}
