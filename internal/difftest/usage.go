package difftest

import (
	"fmt"
	"os/exec"
	"syscall"
	"time"
)

// Usage is what a command cost: wall time and peak resident memory, as
// GNU time's %e and %M reported them.
type Usage struct {
	Wall     time.Duration
	MaxRSSKB int64 // 0 when the system does not say
}

// String is the scripts' "1.23s/52MB".
func (u Usage) String() string {
	return fmt.Sprintf("%.2fs/%dMB", u.Wall.Seconds(), u.MaxRSSKB/1024)
}

// RunMeasured runs cmd and returns its wall time and the peak RSS of the
// process (with the children it waited for, as wait4 reports it).
func RunMeasured(cmd *exec.Cmd) (Usage, error) {
	start := time.Now()
	err := cmd.Run()
	u := Usage{Wall: time.Since(start)}
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			u.MaxRSSKB = int64(ru.Maxrss)
		}
	}
	return u, err
}
