package fmtcache

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// age sets the modification time of path to age ago.
func age(t *testing.T, path string, age time.Duration) {
	t.Helper()
	then := time.Now().Add(-age)
	if err := os.Chtimes(path, then, then); err != nil {
		t.Fatal(err)
	}
}

// TestTrim: once a run stored entries, a trim removes the least recently
// used entries while they total more than maxBytes, down to three
// quarters of it, and the temporary files older than tempAge; then no
// trim lists the cache for trimEvery, and a run that stored nothing never
// does.
func TestTrim(t *testing.T) {
	dir := t.TempDir()
	c := New(dir)
	var paths []string
	for i := range 10 {
		src := fmt.Sprintf("package p\nvar  x%d =  %d\n", i, i)
		source(t, c, src)
		p := c.path(c.key([]byte(src)))
		// Entry 0 the least recently used.
		age(t, p, time.Duration(10-i)*time.Minute)
		paths = append(paths, p)
	}
	fi, err := os.Stat(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	size := fi.Size()
	oldTemp, newTemp := filepath.Join(filepath.Dir(paths[0]), ".tmp-0123-old"), filepath.Join(filepath.Dir(paths[1]), ".tmp-0123-new")
	for _, p := range []string{oldTemp, newTemp} {
		writeEntry("torn")(t, p)
	}
	age(t, oldTemp, 2*tempAge)

	// A run that only found entries does not trim.
	reader := New(dir)
	reader.maxBytes = 0
	source(t, reader, "package p\nvar  x0 =  0\n")
	reader.Trim()
	if n := len(cacheFiles(t, dir)); n != 12 {
		t.Fatalf("a run that stored nothing trimmed: %d files left, want 12", n)
	}

	c.maxBytes = 8*size + size/2
	c.Trim()
	// Down to 6 entries (at most 3/4 of 8.5 entries' size): the oldest 4
	// removed (entry 0 was used by reader, yet less than touchAge ago).
	var left []string
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			left = append(left, p)
		}
	}
	if !slices.Equal(left, paths[4:]) {
		t.Errorf("entries left %q, want the 6 most recently used %q", left, paths[4:])
	}
	if _, err := os.Stat(oldTemp); !os.IsNotExist(err) {
		t.Errorf("a temporary file %v old was left", 2*tempAge)
	}
	if _, err := os.Stat(newTemp); err != nil {
		t.Errorf("a recent temporary file (a run's under way) was removed: %v", err)
	}

	// Within trimEvery of that trim, none lists the cache.
	c.maxBytes = 0
	c.Trim()
	if _, err := os.Stat(paths[9]); err != nil {
		t.Errorf("trimmed again within %v: %v", trimEvery, err)
	}
	age(t, filepath.Join(dir, stampName), 2*trimEvery)
	c.Trim()
	want := []string{stampName, filepath.ToSlash(must(filepath.Rel(dir, newTemp)))}
	slices.Sort(want)
	if files := cacheFiles(t, dir); !slices.Equal(files, want) {
		t.Errorf("after a trim to nothing, the cache holds %q, want the stamp and the recent temporary file", files)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestTrimUnwritable: a cache whose directory is not one trims nothing,
// and fails nothing.
func TestTrimUnwritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	writeEntry("")(t, file)
	c := New(file)
	source(t, c, messy)
	c.stored.Add(1)
	c.Trim()
	if data, err := os.ReadFile(file); err != nil || len(data) != 0 {
		t.Errorf("the file in the cache's place: %q, %v", data, err)
	}
}
