package gen

import (
	"io/fs"
	"os"
)

// FS is how a pass reads files beyond its load: a generator's output tree,
// a file written by hand beside a generated one (register.go), a file a
// flag names (an OpenAPI schema). Names are the operating system's paths,
// as universe.Package.Dir gives them. The drivers read the disk (OS);
// tests give a pass files in memory (gentest.MapFS), so a generator runs
// without a module on disk.
type FS interface {
	ReadFile(name string) ([]byte, error)
	ReadDir(name string) ([]fs.DirEntry, error)
	Stat(name string) (fs.FileInfo, error)
}

// OS is the FS of the disk.
type OS struct{}

// ReadFile implements FS with os.ReadFile.
func (OS) ReadFile(name string) ([]byte, error) { return os.ReadFile(name) }

// ReadDir implements FS with os.ReadDir.
func (OS) ReadDir(name string) ([]fs.DirEntry, error) { return os.ReadDir(name) }

// Stat implements FS with os.Stat.
func (OS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// fsys is the pass's FS: the disk unless the job gave another.
func (p *Pass) fsys() FS {
	if p.FS == nil {
		return OS{}
	}
	return p.FS
}

// ReadFile reads a file beyond the load (see FS).
func (p *Pass) ReadFile(name string) ([]byte, error) { return p.fsys().ReadFile(name) }

// ReadDir reads a directory beyond the load (see FS), its entries sorted
// by name.
func (p *Pass) ReadDir(name string) ([]fs.DirEntry, error) { return p.fsys().ReadDir(name) }

// Stat describes a file beyond the load (see FS).
func (p *Pass) Stat(name string) (fs.FileInfo, error) { return p.fsys().Stat(name) }
