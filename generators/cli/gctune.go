package cli

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// heapFloor is the soft memory limit of a run while its live heap is
// small. With gcPercent alone the heap grows to five times the live data:
// k8s.io/kubernetes' openapi packages (52 MB live at the end) peaked at
// 165 MB; under the limit they peak at about 85 MB, for a tenth more CPU
// there and none where the heap stays small (deepcopy on k8s.io/api).
const heapFloor = 80 << 20

// capHeap sets a soft memory limit of heapFloor, raised after every
// collection to twice the live heap when that is more: the collector then
// never runs on end under a limit below the live data, and a run with much
// live data is collected at worst as with Go's default GOGC of 100. It
// returns the function that restores the limit. GOMEMLIMIT or GOGC in the
// environment leave the limit as they set it.
func capHeap() (restore func()) {
	if os.Getenv("GOMEMLIMIT") != "" || os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetMemoryLimit(heapFloor)
	var mu sync.Mutex // held while the limit is set, stopped read or set
	stopped := false
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var arm func()
	arm = func() {
		sentinel := new([16]byte)
		runtime.SetFinalizer(sentinel, func(*[16]byte) {
			mu.Lock()
			defer mu.Unlock()
			if stopped {
				return
			}
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				live := sample[0].Value.Uint64()
				debug.SetMemoryLimit(int64(min(max(heapFloor, 2*live), math.MaxInt64)))
			}
			arm()
		})
	}
	arm()
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		debug.SetMemoryLimit(old)
	}
}
