package cli

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestCapHeap: a run's memory limit is heapFloor, raised to twice the
// live heap after a collection finds more than half of it live, and
// restored at the end; GOMEMLIMIT in the environment is left alone.
func TestCapHeap(t *testing.T) {
	if os.Getenv("GOMEMLIMIT") != "" || os.Getenv("GOGC") != "" {
		t.Skip("GOMEMLIMIT or GOGC set: the run keeps them")
	}
	before := debug.SetMemoryLimit(-1)
	restore := capHeap()
	if got := debug.SetMemoryLimit(-1); got != heapFloor {
		t.Errorf("limit %d during a run, want %d", got, heapFloor)
	}
	live := make([]byte, 60<<20)
	for i := range live {
		live[i] = byte(i)
	}
	deadline := time.Now().Add(5 * time.Second)
	for debug.SetMemoryLimit(-1) < 2*60<<20 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if got := debug.SetMemoryLimit(-1); got < 2*60<<20 {
		t.Errorf("limit %d with 60 MB live, want at least twice that", got)
	}
	runtime.KeepAlive(live)
	restore()
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("limit %d after the run, want %d restored", got, before)
	}
	t.Setenv("GOMEMLIMIT", "1GiB")
	capHeap()()
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("limit %d with GOMEMLIMIT set, want it untouched (%d)", got, before)
	}
}
