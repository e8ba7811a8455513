package fmtcache

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	messy  = "package p\nfunc  f( a  int ) {\nreturn}\n"
	broken = "package p\nfunc f( {\n"
)

// formatted is format.Source(src), which must succeed.
func formatted(t *testing.T, src string) string {
	t.Helper()
	b, err := format.Source([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// source is c.Source(src), which must succeed and give format.Source's
// bytes.
func source(t *testing.T, c *Cache, src string) {
	t.Helper()
	got, err := c.Source([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if want := formatted(t, src); string(got) != want {
		t.Errorf("Source = %q, want format.Source's %q", got, want)
	}
}

// stats checks that c found hits sources and formatted misses since New.
func stats(t *testing.T, c *Cache, hits, misses int64) {
	t.Helper()
	if h, m, _ := c.Stats(); h != hits || m != misses {
		t.Errorf("found %d sources and formatted %d, want %d and %d", h, m, hits, misses)
	}
}

// TestSource: a source is formatted once, then found, its entry named by
// its key beneath a shard of the key's first two digits; another source
// is formatted.
func TestSource(t *testing.T) {
	c := New(t.TempDir())
	source(t, c, messy)
	stats(t, c, 0, 1)
	source(t, c, messy)
	stats(t, c, 1, 1)
	key := c.key([]byte(messy))
	data, err := os.ReadFile(filepath.Join(c.dir, key[:2], key))
	if err != nil {
		t.Fatal(err)
	}
	if want := string(header(key, []byte(formatted(t, messy)))) + formatted(t, messy); string(data) != want {
		t.Errorf("entry:\n%q\nwant\n%q", data, want)
	}
	source(t, c, messy+"\n")
	stats(t, c, 1, 2)
}

// TestSourceOwned: the bytes Source returns are the caller's, whether
// found or formatted: changing them changes nothing found later.
func TestSourceOwned(t *testing.T) {
	c := New(t.TempDir())
	for range 3 {
		got, err := c.Source([]byte(messy))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != formatted(t, messy) {
			t.Fatalf("Source = %q", got)
		}
		got = append(got, "x"...)
		got[0] = 'X'
	}
}

// TestSourceError: a source that does not format gives format.Source's
// error every time, and leaves no entry.
func TestSourceError(t *testing.T) {
	_, want := format.Source([]byte(broken))
	if want == nil {
		t.Fatal("the broken source formats")
	}
	dir := t.TempDir()
	c := New(dir)
	for range 2 {
		out, err := c.Source([]byte(broken))
		if out != nil || err == nil || err.Error() != want.Error() {
			t.Errorf("Source = %q, %v, want format.Source's error %v", out, err, want)
		}
	}
	stats(t, c, 0, 2)
	if files := cacheFiles(t, dir); len(files) != 0 {
		t.Errorf("the cache holds %q, want nothing", files)
	}
}

// cacheFiles lists the files below dir, relative, "/"-separated.
func cacheFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	return out
}

// TestSourceUntrusted: an entry that is not intact is a miss: the source
// is formatted, with the right bytes, and the entry written anew where
// it can be; a cache that cannot be written fails nothing.
func TestSourceUntrusted(t *testing.T) {
	c := New("/unused")
	key := c.key([]byte(messy))
	out := []byte(formatted(t, messy))
	good := string(header(key, out)) + string(out)
	otherOut := []byte(formatted(t, messy+"// x\n"))
	otherKey := c.key([]byte(messy + "// x\n"))
	flipped := []byte(good)
	flipped[len(flipped)-3] ^= 0x20
	for _, tt := range []struct {
		name    string
		corrupt func(t *testing.T, entryPath string)
		rewrite bool
	}{
		{"empty", writeEntry(""), true},
		{"header only", writeEntry(string(header(key, out))), true},
		{"truncated", writeEntry(good[:len(good)-5]), true},
		{"trailing bytes", writeEntry(good + "x"), true},
		{"a byte changed", writeEntry(string(flipped)), true},
		{"another key's", writeEntry(string(header(otherKey, otherOut)) + string(otherOut)), true},
		{"another key's header", writeEntry(string(header(otherKey, out)) + string(out)), true},
		{"another length", writeEntry(strings.Replace(good, fmt.Sprintf(" %d ", len(out)), fmt.Sprintf(" %d ", len(out)+1), 1)), true},
		{"binary", writeEntry("\x00\xff\x00garbage"), true},
		{"a directory", func(t *testing.T, p string) { mkdir(t, p) }, false},
		{"its shard a file", func(t *testing.T, p string) { writeEntry("")(t, filepath.Dir(p)) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := New(t.TempDir())
			p := c.path(key)
			tt.corrupt(t, p)
			source(t, c, messy)
			stats(t, c, 0, 1)
			data, _ := os.ReadFile(p)
			if tt.rewrite && string(data) != good {
				t.Errorf("entry after the miss: %q, want it written anew", data)
			}
			source(t, c, messy)
		})
	}
}

func writeEntry(content string) func(t *testing.T, p string) {
	return func(t *testing.T, p string) {
		t.Helper()
		mkdir(t, filepath.Dir(p))
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

// TestSourceGoVersion: the key covers the Go toolchain (whose go/printer
// formats): an entry stored by another one is not found.
func TestSourceGoVersion(t *testing.T) {
	dir := t.TempDir()
	old := New(dir)
	old.version = "go1.0"
	source(t, old, messy)
	source(t, old, messy)
	stats(t, old, 1, 1)
	c := New(dir)
	source(t, c, messy)
	stats(t, c, 0, 1)
	if c.key([]byte(messy)) == old.key([]byte(messy)) {
		t.Error("the same key for two Go versions")
	}
	if n := len(cacheFiles(t, dir)); n != 2 {
		t.Errorf("%d entries, want one per Go version", n)
	}
}

// TestOff: no directory is no cache: Source is format.Source, and Stats
// and Trim do nothing.
func TestOff(t *testing.T) {
	if d := Dir(""); d != "" {
		t.Errorf(`Dir("") = %q, want none`, d)
	}
	if d := Dir("/c/syntax"); d != filepath.Join("/c/syntax", "format") {
		t.Errorf(`Dir("/c/syntax") = %q`, d)
	}
	c := New("")
	if c != nil {
		t.Fatalf(`New("") = %v, want nil`, c)
	}
	source(t, c, messy)
	if _, err := c.Source([]byte(broken)); err == nil {
		t.Error("no error for a broken source")
	}
	stats(t, c, 0, 0)
	c.Trim()
}

// TestSourceConcurrent: goroutines formatting the same sources at once,
// and others finding them, all get the right bytes, and leave whole
// entries and no temporary file.
func TestSourceConcurrent(t *testing.T) {
	dir := t.TempDir()
	var srcs []string
	for i := range 20 {
		srcs = append(srcs, fmt.Sprintf("package p\nvar  x%d =  %d\n", i, i))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 1000)
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := New(dir)
			for i := range 3 * len(srcs) {
				src := srcs[(g+i)%len(srcs)]
				got, err := c.Source([]byte(src))
				if want, _ := format.Source([]byte(src)); err != nil || !bytes.Equal(got, want) {
					errs <- fmt.Sprintf("Source(%q) = %q, %v, want %q", src, got, err, want)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	files := cacheFiles(t, dir)
	if len(files) != len(srcs) {
		t.Errorf("cache files %q, want one entry per source", files)
	}
	c := New(dir)
	for _, src := range srcs {
		source(t, c, src)
	}
	stats(t, c, int64(len(srcs)), 0)
}

// TestTouch: a hit sets the modification time of an entry older than
// touchAge to now (Trim removes the least recently used), and leaves a
// younger one's alone.
func TestTouch(t *testing.T) {
	c := New(t.TempDir())
	source(t, c, messy)
	p := c.path(c.key([]byte(messy)))
	for _, age := range []time.Duration{touchAge / 2, 2 * touchAge} {
		then := time.Now().Add(-age).Truncate(time.Second)
		if err := os.Chtimes(p, then, then); err != nil {
			t.Fatal(err)
		}
		source(t, c, messy)
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if touched := !fi.ModTime().Equal(then); touched != (age > touchAge) {
			t.Errorf("entry %v old: touched %v", age, touched)
		}
	}
}
