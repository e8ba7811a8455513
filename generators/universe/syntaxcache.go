package universe

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"runtime"

	"github.com/gvk-dev/gvkgen/generators/internal/cachefile"
)

// syntaxCacheFormat names the layout and meaning of the syntax cache's
// entries; a change to either changes it, and with it every key.
const syntaxCacheFormat = "gvkgen syntax cache 1"

// syntaxCache is the directory where the syntax check remembers the
// contents it found to parse (Config.SyntaxCache); "" remembers nothing.
// An entry is named by the SHA-256 of the format, the Go toolchain that
// built this program (whose parser gave the verdict) and the file's
// bytes, and holds a line that repeats its key: any other content is not
// trusted. Only "parses" is kept, so that errors, their messages and
// positions, are always those of a fresh parse. Entries are written to a
// temporary file and renamed, so that concurrent runs see a whole entry
// or none; nothing about the cache (missing, unreadable, unwritable,
// corrupt) fails a run, which is then only slower.
type syntaxCache string

// key is the name of src's entry.
func (c syntaxCache) key(src []byte) string {
	h := sha256.New()
	io.WriteString(h, syntaxCacheFormat+"\x00"+runtime.Version()+"\x00")
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

// path is the file of key's entry.
func (c syntaxCache) path(key string) string {
	return filepath.Join(string(c), key[:2], key)
}

// entry is the content of key's entry.
func entry(key string) []byte {
	return []byte(syntaxCacheFormat + " parses " + key + "\n")
}

// parses reports whether the cache holds key's entry, intact.
func (c syntaxCache) parses(key string) bool {
	if c == "" {
		return false
	}
	f, err := os.Open(c.path(key))
	if err != nil {
		return false
	}
	defer f.Close()
	want := entry(key)
	got := make([]byte, len(want)+1)
	n, _ := io.ReadFull(f, got)
	return bytes.Equal(got[:n], want)
}

// remember records that the contents of key parse, if it can.
func (c syntaxCache) remember(key string) {
	if c == "" {
		return
	}
	cachefile.Put(c.path(key), key[:16], entry(key))
}
