//go:build unix

package cli

import (
	"io/fs"
	"syscall"
)

// inode is fi's inode number, which a file replaced by another (an editor
// saving by rename) changes.
func inode(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino)
	}
	return 0
}
