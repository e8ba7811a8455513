package universe

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// prefetch reads, while go list runs, the .go files of the directories
// the patterns most likely name: a run spends most of go list's time
// waiting for it, with a processor idle. For each file it keeps what the
// load would compute from its bytes later (the grep lines, whether it is
// worth parsing, its size, the syntax cache's verdict on a file passed
// over) and the bytes of those worth parsing, which the parse then uses
// instead of reading the file again. It only guesses: a directory that
// holds no listed package costs the reading, a package it missed is read
// as before; what is used is always one read of the file's bytes, as the
// load would have read them a moment later.
type prefetch struct {
	cfg   Config
	fset  *token.FileSet
	stop  atomic.Bool
	wg    sync.WaitGroup
	dirs  chan string
	mu    sync.Mutex
	files map[string]*early
}

// early is what prefetch kept of a file.
type early struct {
	grep []string
	size int64
	// src is the file's bytes when it is worth parsing, until the parse
	// takes them; ast is its syntax tree (in the load's file set) when it
	// parsed without error and has no build constraint.
	src   []byte
	ast   *ast.File
	worth bool
	// parses is set for a file passed over whose bytes the syntax cache
	// knows to parse.
	parses bool
}

// maxPrefetchDirs bounds the directories one prefetch looks at.
const maxPrefetchDirs = 4096

// startPrefetch starts reading the directories of patterns, resolved in
// cwd, on every processor, until finish; it parses into fset.
func startPrefetch(cwd string, patterns []string, cfg Config, fset *token.FileSet) *prefetch {
	f := &prefetch{cfg: cfg, fset: fset, dirs: make(chan string, 64), files: map[string]*early{}}
	if prefetchOff {
		return f
	}
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		defer close(f.dirs)
		f.walk(cwd, patterns)
	}()
	for range runtime.GOMAXPROCS(0) {
		f.wg.Add(1)
		go func() {
			defer f.wg.Done()
			for dir := range f.dirs {
				f.readDir(dir)
			}
		}()
	}
	return f
}

// Tests set these: prefetchOff turns prefetch off, prefetchAll makes
// finish wait until every directory is read.
var prefetchOff, prefetchAll bool

// finish stops the prefetch, waits for the files being read, and returns
// what was read, by file name.
func (f *prefetch) finish() map[string]*early {
	if !prefetchAll {
		f.stop.Store(true)
	}
	f.wg.Wait()
	return f.files
}

// walk sends the directories of patterns: a relative or absolute
// directory, or an import path of the main module found from cwd's
// go.mod; "/..." adds every directory below it that go's ./... would
// visit. Other patterns (the standard library, other modules) are left
// to the load.
func (f *prefetch) walk(cwd string, patterns []string) {
	root, mod, gomod := mainModule(cwd)
	var deps *depGuess
	n := 0
	send := func(dir string) bool {
		if f.stop.Load() || n >= maxPrefetchDirs {
			return false
		}
		n++
		f.dirs <- dir
		return true
	}
	for _, p := range patterns {
		dir, tree := patternDir(cwd, root, mod, p)
		if dir == "" && root != "" && isImportPath(p) {
			// Another module's package: where the go command will most
			// likely find it.
			if deps == nil {
				deps = newDepGuess(root, gomod)
			}
			dir = deps.dir(p)
		}
		if dir == "" {
			continue
		}
		if !tree {
			if !send(dir) {
				return
			}
			continue
		}
		stopped := false
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return nil
			}
			if path != dir {
				name := d.Name()
				if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor" {
					return filepath.SkipDir
				}
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir
				}
			}
			if !send(path) {
				stopped = true
				return filepath.SkipAll
			}
			return nil
		})
		if stopped {
			return
		}
	}
}

// patternDir is the directory pattern p names, and whether it names the
// tree below it too ("/..."); "" when it names none prefetch can guess.
func patternDir(cwd, root, mod, p string) (dir string, tree bool) {
	if rest, ok := strings.CutSuffix(p, "/..."); ok {
		p, tree = rest, true
	} else if p == "..." || strings.Contains(p, "...") {
		return "", false
	}
	switch {
	case p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../"):
		return filepath.Join(cwd, filepath.FromSlash(p)), tree
	case filepath.IsAbs(p):
		return filepath.Clean(p), tree
	case mod != "" && p == mod:
		return root, tree
	case mod != "" && strings.HasPrefix(p, mod+"/"):
		return filepath.Join(root, filepath.FromSlash(p[len(mod)+1:])), tree
	}
	return "", false
}

// mainModule returns the directory of the go.mod that holds cwd, the
// module path it declares and its content; "" and nil when there is none.
func mainModule(cwd string) (root, mod string, gomod []byte) {
	for dir := cwd; ; {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			return dir, modulePath(data), data
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", "", nil
		}
		dir = parent
	}
}

// modulePath is the path of go.mod's module directive, "" if it has none
// that reads plainly.
func modulePath(data []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		rest, ok := strings.CutPrefix(line, "module")
		if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
			continue
		}
		rest, _, _ = strings.Cut(rest, "//")
		rest = strings.TrimSpace(rest)
		if unq, err := strconv.Unquote(rest); err == nil {
			return unq
		}
		return rest
	}
	return ""
}

// readDir reads the regular .go files of dir, until the prefetch stops.
func (f *prefetch) readDir(dir string) {
	if f.stop.Load() {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	cache := syntaxCache(f.cfg.SyntaxCache)
	for _, e := range entries {
		if f.stop.Load() {
			return
		}
		if !strings.HasSuffix(e.Name(), ".go") || !e.Type().IsRegular() {
			continue
		}
		name := filepath.Join(dir, e.Name())
		src, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		x := &early{grep: appendGrepLines(nil, src), size: int64(len(src))}
		if !strings.HasSuffix(e.Name(), "_test.go") {
			x.worth = worthParsing(name, src, f.cfg.TagMarkers, f.cfg.Keywords)
			switch {
			case x.worth:
				x.src = src
				x.ast = f.parse(name, src)
			case cache != "":
				x.parses = cache.parses(cache.key(src))
			}
		}
		f.mu.Lock()
		f.files[name] = x
		f.mu.Unlock()
	}
}

// parse parses a file worth parsing as the load does, in the load's file
// set, in the order of the directory's files (as the load would, package
// by package): the tree of a file that has a build constraint (which may
// leave it out of its package: generated files) or a syntax error (which
// the load reports itself) is not kept, nor that of a cgo file (which go
// list lists after the others).
func (f *prefetch) parse(name string, src []byte) *ast.File {
	if hasBuildConstraint(src) {
		return nil
	}
	af, err := parser.ParseFile(f.fset, name, src, parseMode)
	if err != nil {
		return nil
	}
	for _, im := range af.Imports {
		if im.Path.Value == `"C"` {
			return nil
		}
	}
	return af
}

// hasBuildConstraint reports whether a //go:build line comes before the
// package clause (or a line it cannot read as comment or blank).
func hasBuildConstraint(src []byte) bool {
	for line := range bytes.Lines(src) {
		line = bytes.TrimSpace(line)
		switch {
		case bytes.HasPrefix(line, []byte("//go:build")), bytes.HasPrefix(line, []byte("// +build")):
			return true
		case len(line) == 0, bytes.HasPrefix(line, []byte("//")):
		default:
			return bytes.HasPrefix(line, []byte("/*"))
		}
	}
	return false
}
