//go:build unix

package difftest

import (
	"os/exec"
	"runtime"
	"syscall"
	"time"
)

// RunMeasured runs cmd and returns its wall time, and the CPU time and
// peak RSS of the process with the children it waited for, as wait4
// reports them.
func RunMeasured(cmd *exec.Cmd) (Usage, error) {
	start := time.Now()
	err := cmd.Run()
	u := Usage{Wall: time.Since(start)}
	if cmd.ProcessState != nil {
		u.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			u.MaxRSSKB = int64(ru.Maxrss)
			if runtime.GOOS == "darwin" {
				u.MaxRSSKB /= 1024 // bytes there, kilobytes on Linux
			}
		}
	}
	return u, err
}
