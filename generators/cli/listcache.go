package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// listCacheFormat names the layout and meaning of the list cache's
// entries; a change to either changes it, and with it every key.
const listCacheFormat = "gvkgen list cache 1"

// listState is the list cache of one load: where its entry is, and, once
// a load that ran go list is being kept, the end of that.
type listState struct {
	cache *runCache
	// pre are the stamps, taken before go list ran, of the paths of an
	// entry kept unconfirmed (see keep), nil if none was found.
	pre []stamp
	// kept is closed when the entry is stored, or known not to be.
	kept chan struct{}
}

// listHits counts the loads given a kept listing, for tests.
var listHits atomic.Int64

// An entry's code says whether its listing may be used (listConfirmed)
// or only confirmed by the next load (listUnconfirmed): see keep.
const (
	listConfirmed   = 0
	listUnconfirmed = 1
)

// openListCache returns the list cache of a load with cfg, nil when there
// is none: no syntax cache directory (the list cache is its list/), or
// --cache=off. The list cache keeps what go list printed for a load, with
// the stamps of everything the go command read for it (the run cache's:
// stampInputs), so that a later load of the same packages, in the same
// directory and environment, with nothing of that changed, decodes it
// instead of running go list.
func (s *session) openListCache(cfg universe.Config, syntaxCache string) *listState {
	if syntaxCache == "" || s.cacheOff {
		return nil
	}
	key, ok := listKey(cfg)
	if !ok {
		return nil
	}
	return &listState{cache: &runCache{dir: filepath.Join(syntaxCache, "list"), key: key, bound: listCacheBound}}
}

// listCacheBound bounds the list cache: an entry is a few hundred
// kilobytes (client-go's four tools on k8s.io/api) to a few megabytes
// (Kubernetes' packages with their dependencies).
var listCacheBound = cacheBound{max: 64, keep: 48, maxBytes: 256 << 20, keepBytes: 192 << 20}

// listKey names the entry of a load: the format, the Go version that
// built gvkgen, the directory, the go list command (its fields and build
// tags), the patterns and extra packages, and the environment the go
// command reads (keyedEnv).
func listKey(cfg universe.Config) (string, bool) {
	cwd := cfg.Dir
	if cwd == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", false
		}
		cwd = wd
	}
	h := sha256.New()
	field := func(v string) { fmt.Fprintf(h, "%d:%s\n", len(v), v) }
	field(listCacheFormat)
	field(runtime.Version())
	field(cwd)
	for _, list := range [][]string{universe.ListCommand(cfg), cfg.Patterns, cfg.Extra} {
		field(fmt.Sprint(len(list)))
		for _, v := range list {
			field(v)
		}
	}
	for _, kv := range keyedEnviron() {
		field(kv)
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// listing returns the kept output of the load's go list commands when
// its entry is confirmed and every path it stamped is unchanged, else
// nil. Of an unconfirmed entry whose paths are unchanged, it stamps those
// paths again, before go list runs, for keep.
func (ls *listState) listing() [][]byte {
	e := ls.cache.lookup()
	if e == nil || len(e.out) == 0 {
		return nil
	}
	if e.code != listConfirmed {
		ls.pre = make([]stamp, len(e.stamps))
		onEveryProcessor(len(e.stamps), func(i int) { ls.pre[i] = takeStamp(e.stamps[i].path, e.stamps[i].kind == 'h') })
		return nil
	}
	listHits.Add(1)
	outs := make([][]byte, len(e.out))
	for i, c := range e.out {
		outs[i] = c.data
	}
	return outs
}

// keep stores, in the background, the entry of a load that ran go list,
// when the go command exited cleanly and found nothing wrong with any
// package: stamped before the run writes anything (wait), so that the
// stamps are of what go list read. An entry is confirmed when every path
// was last changed before the run started, or when its stamps are, path
// for path, those taken before go list ran (pre): what go list read did
// not change while it ran. Otherwise (a script deleted files just before
// running gvkgen, and the file system's times cannot tell whether that
// was before or during go list) it is kept unconfirmed, for the next load
// to confirm.
func (ls *listState) keep(s *session, u *universe.Universe, patterns []string) {
	outs := u.Listing()
	ls.kept = make(chan struct{})
	if outs == nil {
		close(ls.kept)
		return
	}
	before := stampTime(s.start)
	go func() {
		defer close(ls.kept)
		ss := newGoStampSet()
		if !stampInputs(ss, u, patterns, false) {
			return
		}
		stamps, ok, settled := ss.stampsAll(before)
		if !ok {
			return
		}
		e := &runEntry{before: before, stamps: stamps, code: listUnconfirmed}
		if settled || slices.Equal(stamps, ls.pre) {
			e.code = listConfirmed
		}
		for _, out := range outs {
			e.out = append(e.out, chunk{fd: 1, data: out})
		}
		ls.cache.store(e)
	}()
}

// wait waits until keep is done.
func (ls *listState) wait() {
	if ls != nil && ls.kept != nil {
		<-ls.kept
	}
}
