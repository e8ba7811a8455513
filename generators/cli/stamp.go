package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// stamp is what the run cache remembers of one path a run depended on:
// what it was (a file, a directory, nothing), its stat, and a hash of its
// content (a directory's: its entries' names and types).
type stamp struct {
	path string
	// kind is 'f' (a file, symbolic links followed), 'd' (a directory)
	// or '-' (nothing there).
	kind byte
	size int64
	// mtime is in nanoseconds since the epoch.
	mtime int64
	ino   uint64
	mode  uint32
	hash  string
}

// takeStamp stamps path as it is now.
func takeStamp(path string) stamp {
	fi, err := os.Stat(path)
	if err != nil {
		st := stamp{path: path, kind: '-'}
		if !errors.Is(err, fs.ErrNotExist) {
			st.kind = '?' // never matches: a path that cannot be stat'ed
		}
		return st
	}
	if !fi.Mode().IsRegular() && !fi.IsDir() {
		// A pipe (--go-header-file=<(...), /dev/stdin), device or socket:
		// reading it would take what the run reads, or block, and what it
		// gives changes from run to run. Such a run is never cached.
		return stamp{path: path, kind: '?'}
	}
	st := stamp{path: path, kind: 'f', size: fi.Size(), mtime: fi.ModTime().UnixNano(), ino: inode(fi), mode: uint32(fi.Mode())}
	if fi.IsDir() {
		st.kind, st.size = 'd', 0
	}
	st.hash = contentHash(path, st.kind)
	return st
}

// contentHash is the hash of a file's bytes or of a directory's entries,
// "" when they cannot be read (which no later read matches).
func contentHash(path string, kind byte) string {
	h := sha256.New()
	switch kind {
	case 'f':
		f, err := os.Open(path)
		if err != nil {
			return ""
		}
		defer f.Close()
		if _, err := io.Copy(h, f); err != nil {
			return ""
		}
	case 'd':
		ents, err := os.ReadDir(path)
		if err != nil {
			return ""
		}
		for _, e := range ents {
			io.WriteString(h, e.Name()+"\x00"+strconv.FormatUint(uint64(e.Type()), 16)+"\x00")
		}
	default:
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// unchanged reports whether path still is what st recorded, as git's
// index decides it: the same stat and an mtime strictly older than the
// entry (before, in nanoseconds) proves it; any other path is read and
// its content compared.
func (st stamp) unchanged(before int64) bool {
	fi, err := os.Stat(st.path)
	if err != nil {
		return st.kind == '-' && errors.Is(err, fs.ErrNotExist)
	}
	if st.kind == '?' || !fi.Mode().IsRegular() && !fi.IsDir() {
		return false
	}
	kind := byte('f')
	if fi.IsDir() {
		kind = 'd'
	}
	if kind != st.kind || uint32(fi.Mode()) != st.mode || kind == 'f' && fi.Size() != st.size {
		return false
	}
	mtime := fi.ModTime().UnixNano()
	if mtime == st.mtime && inode(fi) == st.ino && mtime < before {
		return true
	}
	h := contentHash(st.path, kind)
	return h != "" && h == st.hash
}

// stampSet collects the paths a run depended on, each once.
type stampSet struct {
	mu    sync.Mutex
	files map[string]bool
	// walked are the trees walked (root, and whether with files).
	walked map[string]bool
}

func newStampSet() *stampSet {
	return &stampSet{files: map[string]bool{}, walked: map[string]bool{}}
}

// add records paths (a file, a directory or nothing).
func (ss *stampSet) add(paths ...string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	for _, p := range paths {
		ss.files[p] = true
	}
}

// dirWithFiles records dir and every entry of it, as a package directory
// is watched: a file added, removed or edited there changes the run.
func (ss *stampSet) dirWithFiles(dir string) {
	ss.add(dir)
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !e.IsDir() {
			ss.add(filepath.Join(dir, e.Name()))
		}
	}
}

// tree records every directory under root that the go command walks for
// root/... (not vendor, testdata or names starting with . or _, not into
// another module, whose directory and go.mod are still recorded: in a
// workspace too, ./... matches no package of a workspace module below
// it), so that a package added anywhere there changes the run. With files
// (an output tree, walked as walkTree walks it: all but vendor, .git and
// other modules) every file is recorded too.
func (ss *stampSet) tree(root string, files bool) {
	key := fmt.Sprintf("%t %s", files, root)
	ss.mu.Lock()
	seen := ss.walked[key]
	ss.walked[key] = true
	ss.mu.Unlock()
	if seen {
		return
	}
	ss.add(root)
	ents, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range ents {
		path := filepath.Join(root, e.Name())
		if !e.IsDir() {
			if files {
				ss.add(path)
			}
			continue
		}
		if skipped(e.Name(), files) {
			continue
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
			ss.add(path, filepath.Join(path, "go.mod"))
			continue
		}
		ss.tree(path, files)
	}
}

// skipped reports whether tree leaves a directory out: as the go command
// does for packages, as walkTree does for an output tree.
func skipped(name string, outputTree bool) bool {
	if outputTree {
		return name == "vendor" || name == ".git"
	}
	return name == "vendor" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// stamps stamps every path recorded, sorted, and reports whether all were
// last changed strictly before before (nanoseconds): a path changed while
// the run read it may not hold what the run read, and is not cached.
func (ss *stampSet) stamps(before int64) ([]stamp, bool) {
	paths := make([]string, 0, len(ss.files))
	for p := range ss.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out := make([]stamp, len(paths))
	onEveryProcessor(len(paths), func(i int) { out[i] = takeStamp(paths[i]) })
	for _, st := range out {
		if st.kind == '?' || st.kind != '-' && (st.hash == "" || st.mtime >= before) {
			return nil, false
		}
	}
	return out, true
}

// stampTime is the time before which a path must have been changed last
// for its stat to stand for its content: the start of the run, rounded
// down to the second, as file systems may keep coarse times.
func stampTime(start time.Time) int64 {
	return start.Truncate(time.Second).UnixNano()
}
