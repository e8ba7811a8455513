package universe

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	parsingSrc = "package a\n\nfunc f() {}\n"
	brokenSrc  = "package a\n\nfunc f( {}\n"
)

// checkWithCache loads package a, whose x.go (no type, no tag) parsing
// passes over, with cache as Config.SyntaxCache, and returns its syntax
// errors.
func checkWithCache(cache, x string) []string {
	u := LoadSources([]SourcePackage{{Path: "example.com/a", Name: "a", Dir: "/src/a", Files: map[string]string{
		"t.go": "package a\n\ntype T int\n",
		"x.go": x,
	}}}, nil)
	u.cfg.SyntaxCache = cache
	CheckSyntax(u.Roots)
	var out []string
	if l, ok := u.Roots[0].SyntaxErr().(ErrorList); ok {
		for _, e := range l {
			out = append(out, e.Error())
		}
	}
	return out
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

// TestSyntaxCache: the syntax check remembers contents that parse, by
// their hash, and only those: a file edited so that it no longer parses is
// reported, with the error a check without the cache gives; a broken file
// is never remembered; no cache writes nothing.
func TestSyntaxCache(t *testing.T) {
	wantErr := checkWithCache("", brokenSrc)
	if len(wantErr) != 1 || !strings.HasPrefix(wantErr[0], "src/a/x.go:3:9: ") {
		t.Fatalf("x.go broken, no cache: %q, want one error at src/a/x.go:3:9", wantErr)
	}
	key := syntaxCache("").key([]byte(parsingSrc))
	entryFile := key[:2] + "/" + key
	dir := t.TempDir()
	for _, step := range []struct {
		name, cache, x string
		want           []string
		files          []string
	}{
		{name: "no cache", cache: "", x: parsingSrc},
		{name: "cold, parses", cache: dir, x: parsingSrc, files: []string{entryFile}},
		{name: "warm, parses", cache: dir, x: parsingSrc, files: []string{entryFile}},
		{name: "edited to a syntax error", cache: dir, x: brokenSrc, want: wantErr, files: []string{entryFile}},
		{name: "still broken", cache: dir, x: brokenSrc, want: wantErr, files: []string{entryFile}},
		{name: "fixed", cache: dir, x: parsingSrc, files: []string{entryFile}},
	} {
		t.Run(step.name, func(t *testing.T) {
			if d := cmp.Diff(step.want, checkWithCache(step.cache, step.x)); d != "" {
				t.Errorf("syntax errors (-want +got):\n%s", d)
			}
			if d := cmp.Diff(step.files, cacheFiles(t, dir)); d != "" {
				t.Errorf("cache files (-want +got):\n%s", d)
			}
		})
	}
}

// TestSyntaxCacheTrusted: an intact entry is trusted without parsing (so
// its key must name the contents, the toolchain and the format); the
// entry of other contents is not.
func TestSyntaxCacheTrusted(t *testing.T) {
	dir := t.TempDir()
	c := syntaxCache(dir)
	c.remember(c.key([]byte(brokenSrc + "\n")))
	if got := checkWithCache(dir, brokenSrc); len(got) != 1 {
		t.Errorf("x.go broken, the entry of other contents in the cache: %q, want its error", got)
	}
	c.remember(c.key([]byte(brokenSrc)))
	if got := checkWithCache(dir, brokenSrc); got != nil {
		t.Errorf("x.go broken, an entry for its contents in the cache: %q, want none (the entry is trusted, not parsed again)", got)
	}
}

// TestSyntaxCacheCorrupt: an entry that is not intact is ignored, the
// file parsed again (its errors reported) and, when it parses, the entry
// written anew; a cache that cannot be written to fails nothing.
func TestSyntaxCacheCorrupt(t *testing.T) {
	key := syntaxCache("").key([]byte(brokenSrc))
	good := string(entry(key))
	other := string(entry(syntaxCache("").key([]byte(parsingSrc))))
	for _, tt := range []struct {
		name    string
		corrupt func(t *testing.T, entryPath string)
	}{
		{"empty", writeEntry("")},
		{"truncated", writeEntry(good[:len(good)-2])},
		{"another key's", writeEntry(other)},
		{"trailing bytes", writeEntry(good + "x")},
		{"binary", writeEntry("\x00\xff\x00garbage")},
		{"a directory", func(t *testing.T, p string) { mkdir(t, p) }},
		{"its directory a file", func(t *testing.T, p string) { writeEntry("")(t, filepath.Dir(p)) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			dir := filepath.Join(root, "cache")
			mkdir(t, dir)
			tt.corrupt(t, filepath.Join(dir, key[:2], key))
			if got := checkWithCache(dir, brokenSrc); len(got) != 1 {
				t.Errorf("x.go broken, a corrupt entry for it: %q, want its error", got)
			}
			// The same corruption at the key of contents that parse.
			dir = filepath.Join(root, "cache2")
			mkdir(t, dir)
			pkey := syntaxCache("").key([]byte(parsingSrc))
			tt.corrupt(t, filepath.Join(dir, pkey[:2], pkey))
			if got := checkWithCache(dir, parsingSrc); got != nil {
				t.Errorf("x.go parses, a corrupt entry for it: %q, want none", got)
			}
			for _, f := range cacheFiles(t, dir) {
				if strings.Contains(f, ".tmp-") {
					t.Errorf("temporary file left in the cache: %s", f)
				}
			}
		})
	}
}

// writeEntry returns a corruption that writes content at the entry.
func writeEntry(content string) func(t *testing.T, p string) {
	return func(t *testing.T, p string) {
		t.Helper()
		mkdir(t, filepath.Dir(p))
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o777); err != nil {
		t.Fatal(err)
	}
}

// TestSyntaxCacheRewritten: a corrupt entry of contents that parse is
// replaced by an intact one.
func TestSyntaxCacheRewritten(t *testing.T) {
	dir := t.TempDir()
	key := syntaxCache("").key([]byte(parsingSrc))
	writeEntry("garbage")(t, filepath.Join(dir, key[:2], key))
	checkWithCache(dir, parsingSrc)
	got, err := os.ReadFile(filepath.Join(dir, key[:2], key))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(entry(key)), string(got)); d != "" {
		t.Errorf("entry after a check (-want +got):\n%s", d)
	}
}

// TestSyntaxCacheConcurrent: runs sharing a cache, checking the same
// contents at once, each get the right verdicts and leave whole entries.
func TestSyntaxCacheConcurrent(t *testing.T) {
	dir := t.TempDir()
	wantErr := checkWithCache("", brokenSrc)
	var wg sync.WaitGroup
	results := make([][]string, 16)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			src := parsingSrc
			if i%2 == 1 {
				src = brokenSrc
			}
			results[i] = checkWithCache(dir, src)
		}()
	}
	wg.Wait()
	for i, got := range results {
		var want []string
		if i%2 == 1 {
			want = wantErr
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("run %d (-want +got):\n%s", i, d)
		}
	}
	key := syntaxCache("").key([]byte(parsingSrc))
	if d := cmp.Diff([]string{key[:2] + "/" + key}, cacheFiles(t, dir)); d != "" {
		t.Errorf("cache files (-want +got):\n%s", d)
	}
}
