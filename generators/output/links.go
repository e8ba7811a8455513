package output

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Links finds the symbolic links on output paths. gvkgen never writes,
// replaces or deletes a file through a symbolic link: a link at an output
// path, or a directory on the way to it below the working directory (an
// output directory that is a link, a package directory reached through
// one), stops the run, in generate and verify alike, naming the link.
// Following links would let a run rewrite files outside the module, and
// a stale-file sweep that does not follow them would miss what a write
// through them left; refusing keeps both out of the way.
type Links struct {
	wd string
	// dirs are the directories already looked at, each with the link on
	// its way ("" for none).
	dirs map[string]string
}

// NewLinks returns a Links for the working directory.
func NewLinks() *Links {
	wd, _ := os.Getwd()
	return &Links{wd: wd, dirs: map[string]string{}}
}

// On returns an error naming the symbolic link on path, the file itself
// or one of its directories below the working directory, or nil if there
// is none. verb is what the run would do there ("write", "delete").
func (l *Links) On(path, verb string) error {
	link := ""
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		link = path
	} else {
		link = l.dir(filepath.Dir(path))
	}
	if link == "" {
		return nil
	}
	to, _ := os.Readlink(link)
	return fmt.Errorf("%s: refusing to %s it through a symbolic link: %s is one (to %s), and gvkgen never writes, replaces or deletes through a link; put the directory or file it points to in its place, or give the output another path", path, verb, RelPath(link), to)
}

// dir is the link on the way to dir below the working directory, or "".
func (l *Links) dir(dir string) string {
	abs, err := filepath.Abs(dir)
	rel, rerr := filepath.Rel(l.wd, abs)
	if err != nil || rerr != nil || l.wd == "" || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "" // the working directory itself, or outside it
	}
	if link, ok := l.dirs[dir]; ok {
		return link
	}
	link := l.dir(filepath.Dir(dir))
	if link == "" {
		if fi, err := os.Lstat(dir); err == nil && fi.Mode()&os.ModeSymlink != 0 {
			link = dir
		}
	}
	l.dirs[dir] = link
	return link
}
