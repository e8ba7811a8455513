package gentest

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing/fstest"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// MapFS is a gen.FS of files in memory, by their absolute paths
// ("/m/apis/v1/register.go"): what a pass reads beyond the load, for
// RunIn. Directories are those of the files.
func MapFS(files map[string]string) gen.FS {
	m := fstest.MapFS{}
	for path, content := range files {
		m[key(path)] = &fstest.MapFile{Data: []byte(content), Mode: 0o644}
	}
	return mapFS{m}
}

type mapFS struct{ m fstest.MapFS }

// key is path as an fs.FS names it: slash-separated, without its root.
func key(path string) string {
	k := strings.TrimPrefix(filepath.ToSlash(filepath.Clean(path)), "/")
	if k == "" {
		return "."
	}
	return k
}

func (f mapFS) ReadFile(name string) ([]byte, error)       { return f.m.ReadFile(key(name)) }
func (f mapFS) ReadDir(name string) ([]fs.DirEntry, error) { return f.m.ReadDir(key(name)) }
func (f mapFS) Stat(name string) (fs.FileInfo, error)      { return f.m.Stat(key(name)) }
