//go:build !unix

package difftest

import (
	"os/exec"
	"time"
)

// RunMeasured runs cmd and returns its wall time; the peak RSS is not
// known here.
func RunMeasured(cmd *exec.Cmd) (Usage, error) {
	start := time.Now()
	err := cmd.Run()
	return Usage{Wall: time.Since(start)}, err
}
