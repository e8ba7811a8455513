package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// prune removes the oldest entries beyond a cache's bound, by count and
// by bytes, and nothing within it.
func TestPrune(t *testing.T) {
	for _, tt := range []struct {
		name  string
		bound cacheBound
		sizes []int
		want  []string // the entries left, newest first
	}{
		{"within", cacheBound{max: 4, keep: 2}, []int{1, 1, 1, 1}, []string{"e0", "e1", "e2", "e3"}},
		{"count", cacheBound{max: 4, keep: 2}, []int{1, 1, 1, 1, 1}, []string{"e0", "e1"}},
		{"bytes", cacheBound{max: 100, keep: 100, maxBytes: 100, keepBytes: 60}, []int{30, 30, 30, 30}, []string{"e0", "e1"}},
		{"bytes within", cacheBound{max: 100, keep: 100, maxBytes: 100, keepBytes: 60}, []int{30, 30, 30}, []string{"e0", "e1", "e2"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			now := time.Now()
			for i, n := range tt.sizes {
				p := filepath.Join(dir, fmt.Sprintf("e%d", i))
				if err := os.WriteFile(p, make([]byte, n), 0o666); err != nil {
					t.Fatal(err)
				}
				at := now.Add(-time.Duration(i) * time.Minute) // e0 newest
				os.Chtimes(p, at, at)
			}
			(&runCache{dir: dir, bound: tt.bound}).prune()
			ents, _ := os.ReadDir(dir)
			var got []string
			for _, e := range ents {
				got = append(got, e.Name())
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("left %v, want %v", got, tt.want)
			}
		})
	}
}
