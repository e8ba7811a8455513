package universe

import (
	"os"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
)

// parallel calls fn(i) for every i of order, on every processor, handing
// the indexes out in that order: given the largest piece of work first, no
// processor is left with a large one at the end while the others idle.
func parallel(order []int, fn func(int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(order)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(1)) - 1; k < len(order); k = int(next.Add(1)) - 1 {
				fn(order[k])
			}
		}()
	}
	wg.Wait()
}

// largestFirst returns the indexes of sizes, largest size first; equal
// sizes keep their order.
func largestFirst(sizes []int64) []int {
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return sizes[order[a]] > sizes[order[b]] })
	return order
}

// forEach calls fn for every package, on every processor, the packages
// with the most source first.
func forEach(pkgs []*Package, fn func(*Package)) {
	sizes := make([]int64, len(pkgs))
	for i, p := range pkgs {
		sizes[i] = p.sourceSize()
	}
	parallel(largestFirst(sizes), func(i int) { fn(pkgs[i]) })
}

// sourceSize is the number of bytes of the package's Go files (those that
// cannot be read count for nothing): a measure of the work of parsing it.
func (p *Package) sourceSize() int64 {
	var n int64
	for _, name := range p.GoFiles {
		if src, ok := p.sources[name]; ok {
			n += int64(len(src))
		} else if e := p.u.early[name]; e != nil {
			n += e.size
		} else if fi, err := os.Stat(name); err == nil {
			n += fi.Size()
		}
	}
	return n
}
