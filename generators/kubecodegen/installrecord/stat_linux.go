//go:build linux

package installrecord

import (
	"io/fs"
	"syscall"
)

// statTimes is fi's modification and change times and inode.
func statTimes(fi fs.FileInfo) (fileTimes, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileTimes{}, false
	}
	return fileTimes{mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano(), inode: uint64(st.Ino)}, true
}
