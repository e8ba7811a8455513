//go:build unix

package output

import "syscall"

// canCreateIn reports, by access(2), why a file cannot be created in dir
// (writing and searching it), as the kernel would answer the creation
// itself (permissions, ACLs, a read-only file system), without making
// one: the client trees' runs probe about 300 directories. A write that
// fails after all (NFS's root squashing) still fails before any file is
// renamed into place (Disk.Prepare).
func canCreateIn(dir string) error {
	const wOK, xOK = 0x2, 0x1
	return syscall.Access(dir, wOK|xOK)
}
