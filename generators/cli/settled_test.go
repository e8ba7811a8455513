package cli

import (
	"testing"
	"time"
)

// settled: a time in whole seconds (a file system that keeps no more)
// must be older than the second the run started in; a finer one older
// than the start less the clock's slack, as a file changed after the run
// started may carry a time up to a tick before it.
func TestSettled(t *testing.T) {
	start := time.Date(2026, 11, 27, 10, 0, 7, int(600*time.Millisecond), time.UTC).UnixNano()
	sec := int64(time.Second)
	ms := int64(time.Millisecond)
	for _, tt := range []struct {
		name  string
		mtime int64
		want  bool
	}{
		{"whole second before the run's second", start - start%sec - sec, true},
		{"whole second of the run's start", start - start%sec, false},
		{"whole second after", start - start%sec + sec, false},
		{"fine, long before", start - 10*sec + 1, true},
		{"fine, just before the slack", start - clockSlack - 1, true},
		{"fine, within the slack before the start", start - clockSlack + ms, false},
		{"fine, a tick before the start", start - 4*ms, false},
		{"fine, after the start", start + ms, false},
	} {
		if got := settled(tt.mtime, start); got != tt.want {
			t.Errorf("%s: settled(%d, %d) = %t, want %t", tt.name, tt.mtime, start, got, tt.want)
		}
	}
}
