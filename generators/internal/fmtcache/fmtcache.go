package fmtcache

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/format"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/gvk-dev/gvkgen/generators/internal/cachefile"
)

// cacheFormat names the layout and meaning of the entries; a change to
// either changes it, and with it every key.
const cacheFormat = "gvkgen format cache 1"

// Cache is a directory of formatted sources. A nil *Cache remembers
// nothing: Source is format.Source. Its methods are safe to call
// concurrently.
type Cache struct {
	dir string
	// version is the Go toolchain whose go/printer formats
	// (runtime.Version()); tests change it.
	version string
	// maxBytes bounds the entries' total size (see Trim).
	maxBytes int64

	hits, misses, stored atomic.Int64
}

// Dir is the cache's directory beneath dir, the syntax cache's
// directory: "" (no syntax cache) is none.
func Dir(dir string) string {
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, "format")
}

// New returns the cache kept in dir; nil, remembering nothing, if dir is
// "".
func New(dir string) *Cache {
	if dir == "" {
		return nil
	}
	return &Cache{dir: dir, version: runtime.Version(), maxBytes: MaxBytes}
}

// Source returns format.Source(src): the formatted bytes remembered for
// src if the cache holds them intact, else format.Source's result, which
// is then remembered if it is not an error. The result is the caller's
// own.
func (c *Cache) Source(src []byte) ([]byte, error) {
	if c == nil {
		return format.Source(src)
	}
	key := c.key(src)
	if out, ok := c.lookup(key); ok {
		c.hits.Add(1)
		return out, nil
	}
	c.misses.Add(1)
	out, err := format.Source(src)
	if err != nil {
		return nil, err
	}
	c.store(key, out)
	return out, nil
}

// Stats returns how many sources were found in the cache, how many were
// formatted, and how many of those were stored.
func (c *Cache) Stats() (hits, misses, stored int64) {
	if c == nil {
		return 0, 0, 0
	}
	return c.hits.Load(), c.misses.Load(), c.stored.Load()
}

// key names src's entry.
func (c *Cache) key(src []byte) string {
	h := sha256.New()
	io.WriteString(h, cacheFormat+"\x00"+c.version+"\x00")
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

// path is the file of key's entry.
func (c *Cache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key)
}

// header is the first line of key's entry for the formatted bytes out.
func header(key string, out []byte) []byte {
	sum := sha256.Sum256(out)
	return fmt.Appendf(nil, "%s %s %d %x\n", cacheFormat, key, len(out), sum)
}

// touchAge is how old an entry's modification time may be before a hit
// sets it to now: Trim removes the least recently used entries first, and
// an entry used often is written to at most once in that time.
const touchAge = time.Hour

// lookup returns the formatted bytes of key's entry if it is intact.
func (c *Cache) lookup(key string) ([]byte, bool) {
	p := c.path(key)
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > 1<<30 {
		return nil, false
	}
	// One byte more than the stat says, to see an entry that grew.
	data := make([]byte, fi.Size()+1)
	n, err := io.ReadFull(f, data)
	if err != io.ErrUnexpectedEOF {
		return nil, false
	}
	out, ok := decode(key, data[:n])
	if ok && time.Since(fi.ModTime()) > touchAge {
		now := time.Now()
		os.Chtimes(p, now, now)
	}
	return out, ok
}

// decode returns the formatted bytes of data, key's entry, if it is
// intact: its first line is header(key, rest) and rest follows it.
func decode(key string, data []byte) ([]byte, bool) {
	prefix := cacheFormat + " " + key + " "
	if !bytes.HasPrefix(data, []byte(prefix)) {
		return nil, false
	}
	line, out, ok := bytes.Cut(data, []byte("\n"))
	if !ok {
		return nil, false
	}
	size, sum, ok := bytes.Cut(line[len(prefix):], []byte(" "))
	if !ok {
		return nil, false
	}
	if n, err := strconv.Atoi(string(size)); err != nil || n != len(out) {
		return nil, false
	}
	want := sha256.Sum256(out)
	if string(sum) != hex.EncodeToString(want[:]) {
		return nil, false
	}
	return out, true
}

// store remembers out as key's entry, if it can.
func (c *Cache) store(key string, out []byte) {
	if !cachefile.Put(c.path(key), key[:16], append(header(key, out), out...)) {
		return
	}
	c.stored.Add(1)
}
