//go:build !unix

package cli

import "io/fs"

// inode is 0 where the system gives none: size and mtime stand alone.
func inode(fs.FileInfo) uint64 { return 0 }
