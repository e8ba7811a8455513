package fmtcache

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// MaxBytes bounds the total size of a cache's entries: a trim that finds
// more removes the least recently used down to three quarters of it.
// applyconfiguration-gen's run on client-go (956 files) stores about
// 7.5 MB.
const MaxBytes = 256 << 20

// trimEvery is how often the cache is trimmed: after a run that stored
// entries, unless another run trimmed it within that time. Listing the
// cache is what costs (a stat per entry), so a run that only found
// entries never lists it, and runs that store a few entries each (one
// edited type regenerated) list it at most this often.
const trimEvery = time.Hour

// tempAge is the age beyond which a temporary file is taken as left by a
// killed run, and removed by a trim.
const tempAge = time.Hour

// stampName is the file whose modification time says when the cache was
// last trimmed; its name is not an entry's.
const stampName = "trimmed"

// Trim bounds the cache once a run is done with it (see trimEvery and
// MaxBytes), if this run stored entries; it also removes the temporary
// files of killed runs. Like everything about the cache, it fails
// nothing: what cannot be listed or removed stays.
func (c *Cache) Trim() {
	if c == nil || c.stored.Load() == 0 {
		return
	}
	stamp := filepath.Join(c.dir, stampName)
	now := time.Now()
	if fi, err := os.Stat(stamp); err == nil && now.Sub(fi.ModTime()) < trimEvery {
		return
	} else if err != nil {
		// Stamped first, so that runs ending together do not all list.
		if f, err := os.Create(stamp); err == nil {
			f.Close()
		}
	}
	if os.Chtimes(stamp, now, now) != nil {
		return
	}
	c.trim(now)
}

// entryFile is an entry found by a trim.
type entryFile struct {
	path string
	size int64
	mod  time.Time
}

// trim removes the temporary files older than tempAge and, when the
// entries total more than maxBytes, the least recently used down to
// three quarters of it.
func (c *Cache) trim(now time.Time) {
	shards, err := os.ReadDir(c.dir)
	if err != nil {
		return
	}
	var all []entryFile
	var total int64
	for _, s := range shards {
		if !s.IsDir() || len(s.Name()) != 2 {
			continue
		}
		dir := filepath.Join(c.dir, s.Name())
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range ents {
			fi, err := e.Info()
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			p := filepath.Join(dir, e.Name())
			if strings.HasPrefix(e.Name(), ".tmp-") {
				if now.Sub(fi.ModTime()) > tempAge {
					os.Remove(p)
				}
				continue
			}
			all = append(all, entryFile{p, fi.Size(), fi.ModTime()})
			total += fi.Size()
		}
	}
	if total <= c.maxBytes {
		return
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod.Before(all[j].mod) })
	for _, e := range all {
		if total <= c.maxBytes/4*3 {
			break
		}
		if os.Remove(e.path) == nil {
			total -= e.size
		}
	}
}
