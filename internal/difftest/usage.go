package difftest

import (
	"fmt"
	"time"
)

// Usage is what a command cost: wall time, CPU time and peak resident
// memory, as GNU time's %e, %U+%S and %M report them.
type Usage struct {
	Wall     time.Duration
	CPU      time.Duration // user+sys, with the children it waited for; 0 when the system does not say
	MaxRSSKB int64         // 0 when the system does not say
	Cached   bool          // nothing ran: an earlier run's result was reused
}

// String is the scripts' "1.23s/52MB".
func (u Usage) String() string {
	if u.Cached {
		return "cached"
	}
	return fmt.Sprintf("%.2fs/%dMB", u.Wall.Seconds(), u.MaxRSSKB/1024)
}
