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
	// kind is 'f' (a file, symbolic links followed), 'd' (a directory),
	// 'h' (a Go file of which only what go list reads counts: the list
	// cache's; see headerHash) or '-' (nothing there).
	kind byte
	size int64
	// mtime is in nanoseconds since the epoch.
	mtime int64
	ino   uint64
	mode  uint32
	hash  string
}

// takeStamp stamps path as it is now; goHeader stamps a file by its Go
// header (kind 'h') instead of its content.
func takeStamp(path string, goHeader bool) stamp {
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
	} else if goHeader {
		st.kind = 'h'
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
	case 'h':
		return headerHash(path)
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
	} else if st.kind == 'h' {
		kind = 'h' // a file, compared by its header: its size may change
	}
	if kind != st.kind || uint32(fi.Mode()) != st.mode || kind == 'f' && fi.Size() != st.size {
		return false
	}
	mtime := fi.ModTime().UnixNano()
	if mtime == st.mtime && inode(fi) == st.ino && (kind != 'h' || fi.Size() == st.size) && settled(mtime, before) {
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
	// goHeaders stamps Go files by their headers (kind 'h').
	goHeaders bool
}

func newStampSet() *stampSet {
	return &stampSet{files: map[string]bool{}, walked: map[string]bool{}}
}

// newGoStampSet is a stamp set whose Go files are stamped by what go list
// reads of them (the list cache's).
func newGoStampSet() *stampSet {
	ss := newStampSet()
	ss.goHeaders = true
	return ss
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
// last changed before the run that started at before (settled): a path
// changed while the run read it may not hold what the run read, and is
// not cached.
func (ss *stampSet) stamps(before int64) ([]stamp, bool) {
	out, ok, settled := ss.stampsAll(before)
	return out, ok && settled
}

// stampsAll stamps every path recorded, sorted; ok is false when a path
// cannot be stamped (a pipe, a file that cannot be read), settled when
// every path was last changed before the run started.
func (ss *stampSet) stampsAll(before int64) (out []stamp, ok, allSettled bool) {
	paths := make([]string, 0, len(ss.files))
	for p := range ss.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out = make([]stamp, len(paths))
	onEveryProcessor(len(paths), func(i int) {
		out[i] = takeStamp(paths[i], ss.goHeaders && strings.HasSuffix(paths[i], ".go"))
	})
	allSettled = true
	for _, st := range out {
		if st.kind == '?' || st.kind != '-' && st.hash == "" {
			return nil, false, false
		}
		allSettled = allSettled && (st.kind == '-' || settled(st.mtime, before))
	}
	return out, true, allSettled
}

// stampTime is the time of a run's stamps (the start of the run, in
// nanoseconds), before which a path must have been changed last for its
// stat to stand for its content (settled).
func stampTime(start time.Time) int64 {
	return start.UnixNano()
}

// clockSlack is how far a file's modification time may lag the clock
// that timed the run's start: the kernel stamps files from a clock read
// at each tick (1 to 10 ms).
const clockSlack = int64(20 * time.Millisecond)

// settled reports whether a path last modified at mtime was modified
// before the run that started at before (both in nanoseconds), so that
// its content is what the run read: a time in whole seconds may be of a
// file system that keeps no more (FAT, HFS+), and must be older than the
// second the run started in; a finer one older than the start less
// clockSlack. A path modified just before the run (the deletions of a
// script that then regenerates) is settled on a file system with fine
// times, and its stat stands for it from then on.
func settled(mtime, before int64) bool {
	if mtime%int64(time.Second) == 0 {
		return mtime < before-before%int64(time.Second)
	}
	return mtime < before-clockSlack
}
