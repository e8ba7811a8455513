package output

import (
	"fmt"
	"os"
	"path/filepath"
)

// Disk writes files atomically, only when their content changes, and never
// over a file that is not marked generated.
type Disk struct {
	// Fault, if set, is called with the path of each file before its
	// temporary file is written, and an error it returns fails that
	// write: tests simulate a full disk with it. Nil in every run.
	Fault func(path string) error
}

// WriteTarget writes content at a target read by ReadTarget: a new file
// gets mode 0666 less the umask, an existing one keeps its mode. It is
// Prepare, then Commit.
func (d Disk) WriteTarget(t *Target, content []byte) (Status, error) {
	p, err := d.Prepare(t, content)
	if err != nil || p == nil {
		return Unchanged, err
	}
	if err := p.Commit(); err != nil {
		return Unchanged, err
	}
	return Written, nil
}

// Pending is a file written to its temporary file beside the target,
// not yet renamed into place.
type Pending struct {
	t   *Target
	tmp string
	// made is the topmost directory Prepare created for it, "" if none.
	made string
}

// Prepare writes content to a temporary file beside the target (making
// its directory), with the target's mode, for Commit to rename into
// place: a run prepares every file before it renames any, so that a
// failure to write (a full disk) leaves the tree as it was. It returns
// nil for a target that already holds content. On an error nothing is
// left behind.
func (d Disk) Prepare(t *Target, content []byte) (*Pending, error) {
	path := t.Path
	if t.Unchanged(content) {
		return nil, nil
	}
	if err := t.Protected(content, false); err != nil {
		return nil, err
	}
	dir := filepath.Dir(path)
	p := &Pending{t: t, made: missingDir(dir)}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		p.undoDirs()
		return nil, fmt.Errorf("%s: cannot create directory: %w", path, err)
	}
	tmp, err := createTemp(dir, "."+filepath.Base(path))
	if err != nil {
		p.undoDirs()
		return nil, fmt.Errorf("%s: cannot write: %w", path, err)
	}
	p.tmp = tmp.Name()
	if err := d.write(tmp, t, content); err != nil {
		p.Discard()
		return nil, fmt.Errorf("%s: cannot write: %w", path, err)
	}
	return p, nil
}

// write writes content to tmp, gives it the target's mode, and closes it.
func (d Disk) write(tmp *os.File, t *Target, content []byte) error {
	err := error(nil)
	if d.Fault != nil {
		err = d.Fault(t.Path)
	}
	if err == nil {
		_, err = tmp.Write(content)
	}
	if err == nil && t.Exists {
		err = tmp.Chmod(t.Mode)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	return err
}

// Commit renames the temporary file into place.
func (p *Pending) Commit() error {
	if err := os.Rename(p.tmp, p.t.Path); err != nil {
		os.Remove(p.tmp)
		return fmt.Errorf("%s: cannot write: %w", p.t.Path, err)
	}
	return nil
}

// Discard removes the temporary file and the directories Prepare made
// for it, as far as they are empty. Discarding several, discard each
// again once all are: a directory two shared is empty only then.
func (p *Pending) Discard() {
	os.Remove(p.tmp)
	p.undoDirs()
}

// undoDirs removes the empty directories from the target's up to the
// topmost one Prepare made; one that holds a file stays.
func (p *Pending) undoDirs() {
	if p.made == "" {
		return
	}
	for dir := filepath.Dir(p.t.Path); ; dir = filepath.Dir(dir) {
		if os.Remove(dir) != nil || dir == p.made || dir == filepath.Dir(dir) {
			return
		}
	}
}

// missingDir is the topmost directory of dir's path that does not exist,
// "" if dir exists.
func missingDir(dir string) string {
	made := ""
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || d == filepath.Dir(d) {
			return made
		}
		made = d
	}
}
