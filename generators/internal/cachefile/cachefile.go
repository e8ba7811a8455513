package cachefile

import (
	"os"
	"path/filepath"
)

// Put writes data as the file at path, making its directory: to a
// temporary file beside it (named from prefix), then renamed, so that
// concurrent runs see a whole entry or none. It reports whether the entry
// was written; nothing about a cache may fail a run, so there is no error.
func Put(path, prefix string, data []byte) bool {
	dir := filepath.Dir(path)
	if os.MkdirAll(dir, 0o777) != nil {
		return false
	}
	f, err := os.CreateTemp(dir, ".tmp-"+prefix+"-*")
	if err != nil {
		return false
	}
	_, werr := f.Write(data)
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), path) != nil {
		os.Remove(f.Name())
		return false
	}
	return true
}
