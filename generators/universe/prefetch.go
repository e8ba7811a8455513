package universe

import (
	"bufio"
	"bytes"
	"go/ast"
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
	cfg  Config
	fset *token.FileSet
	stop atomic.Bool
	wg   sync.WaitGroup
	// dirs holds the directories to read (room for maxPrefetchDirs, so
	// that sending never blocks); pending counts those sent and not yet
	// read, plus one for the walk of the patterns, and closes dirs at
	// zero. seen is every directory sent.
	dirs    chan prefetchDir
	pending atomic.Int64
	seenMu  sync.Mutex
	seen    map[string]bool
	// The main module's directory, path and go.mod, and the guesses of
	// other modules' directories made from it (nil until needed).
	cwd, root, mod string
	gomod          []byte
	deps           *depGuess
	mu             sync.Mutex
	files          map[string]*early
}

// prefetchDir is a directory to read; imports is set for a pattern's,
// whose files' imports are read too (one level: the load parses the
// packages a root's types name, while it plans).
type prefetchDir struct {
	dir     string
	imports bool
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
	f := &prefetch{cfg: cfg, fset: fset, dirs: make(chan prefetchDir, maxPrefetchDirs), seen: map[string]bool{}, files: map[string]*early{}}
	if prefetchOff {
		return f
	}
	f.cwd = cwd
	f.root, f.mod, f.gomod = mainModule(cwd)
	if f.root != "" {
		f.deps = newDepGuess(f.root, f.gomod)
	}
	f.pending.Store(1)
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		defer f.done()
		f.walk(patterns)
	}()
	for range runtime.GOMAXPROCS(0) {
		f.wg.Add(1)
		go func() {
			defer f.wg.Done()
			for d := range f.dirs {
				f.readDir(d)
				f.done()
			}
		}()
	}
	return f
}

// send queues dir for reading, unless it was queued before; false when
// the prefetch stopped or has read as many directories as it may.
func (f *prefetch) send(d prefetchDir) bool {
	if f.stop.Load() {
		return false
	}
	f.seenMu.Lock()
	defer f.seenMu.Unlock()
	switch {
	case f.seen[d.dir]:
		return true
	case len(f.seen) >= maxPrefetchDirs:
		return false
	}
	f.seen[d.dir] = true
	f.pending.Add(1)
	f.dirs <- d
	return true
}

// done ends one directory's reading (or the walk), closing dirs after the
// last.
func (f *prefetch) done() {
	if f.pending.Add(-1) == 0 {
		close(f.dirs)
	}
}

// dirOf is the directory of the package with import path p, as far as
// prefetch can guess it: the main module's, or another module's
// (depGuess); "" for none (the standard library).
func (f *prefetch) dirOf(p string) string {
	if dir, tree := patternDir(f.cwd, f.root, f.mod, p); dir != "" && !tree {
		return dir
	}
	return f.depDir(p)
}

// depDir is the guessed directory of another module's package with
// import path p (depGuess), "" for none.
func (f *prefetch) depDir(p string) string {
	if f.deps != nil && isImportPath(p) {
		return f.deps.dir(p)
	}
	return ""
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
func (f *prefetch) walk(patterns []string) {
	for _, p := range patterns {
		dir, tree := patternDir(f.cwd, f.root, f.mod, p)
		if dir == "" {
			// Another module's package: where the go command will most
			// likely find it.
			dir = f.depDir(p)
		}
		if dir == "" {
			continue
		}
		if !tree {
			if !f.send(prefetchDir{dir, true}) {
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
			if !f.send(prefetchDir{path, true}) {
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

// readDir reads the regular .go files of d's directory, until the
// prefetch stops, and queues the directories its parsed files import if
// d asks for it.
func (f *prefetch) readDir(d prefetchDir) {
	dir := d.dir
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
				if d.imports && x.ast != nil {
					f.sendImports(x.ast)
				}
			case cache != "":
				x.parses = cache.parses(cache.key(src))
			}
		}
		f.mu.Lock()
		f.files[name] = x
		f.mu.Unlock()
	}
}

// sendImports queues the directories of the packages af imports.
func (f *prefetch) sendImports(af *ast.File) {
	for _, im := range af.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			continue
		}
		if dir := f.dirOf(p); dir != "" && !f.send(prefetchDir{dir, false}) {
			return
		}
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
	af, err := parseWorth(f.fset, name, src, false)
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
