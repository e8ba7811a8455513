package cli

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// runState is the run cache's part of a session: the cache, what the run
// read (beyond the load: gen.FS reads) and what it printed.
type runState struct {
	cache *runCache
	reads *stampSet
	mu    sync.Mutex
	out   []chunk
}

// cacheFlag is --cache: on or off (stored as off).
type cacheFlag bool

func (f *cacheFlag) String() string {
	if f != nil && *f {
		return "off"
	}
	return "on"
}

func (f *cacheFlag) Set(v string) error {
	switch v {
	case "on":
		*f = false
	case "off":
		*f = true
	default:
		return fmt.Errorf("unknown value %q; use on or off", v)
	}
	return nil
}

// outcome is what a run did, for its summary and for the run cache.
type outcome struct {
	code int
	// summary is set when the run ends with its summary line.
	summary     bool
	n           counts
	files, pkgs int
	// patterns are those loaded.
	patterns []string
	// u is the load, nil when there was none; outputs are the paths of
	// the files written or verified, trees the output trees looked at.
	u       *universe.Universe
	outputs []string
	trees   []string
	// keyed is set when the result depends only on what the cache keys
	// and stamps: not on a failure to write, or the go command's errors.
	keyed bool
}

// openRunCache returns the run cache of the run, or nil when it is off
// (--cache=off, GVKGEN_RUNCACHE=off) or the run is one it does not keep:
// not a gvkgen or single-tool command line (a front end's), printing -v
// lines with timings or a format other than text, sending files to
// standard output. A GVKGEN_RUNCACHE that is not a directory is an error.
func (s *session) openRunCache(patterns []string) (*runState, error) {
	dir, err := runCacheDir(os.Getenv(RunCacheEnv), os.UserCacheDir)
	if err != nil || dir == "" {
		return nil, err
	}
	if s.cacheOff || s.argv == nil || s.c.Verbosity != 0 || s.k.structured() || len(s.dest) != 0 || s.c.fault != nil {
		return nil, nil
	}
	key, ok := s.runKey(patterns)
	if !ok {
		return nil, nil
	}
	return &runState{cache: &runCache{dir: dir, key: key}, reads: newStampSet()}, nil
}

// capture makes everything the session prints go to rs too.
func (s *session) capture(rs *runState) {
	s.stdout = recorder{mu: &rs.mu, out: &rs.out, fd: 1, w: s.stdout}
	s.stderr = recorder{mu: &rs.mu, out: &rs.out, fd: 2, w: s.stderr}
	s.k.stdout, s.k.stderr = s.stdout, s.stderr
}

// printed returns what the run printed so far.
func (rs *runState) printed() []chunk {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	return append([]chunk(nil), rs.out...)
}

// replays counts the runs replayed, for tests.
var replays atomic.Int64

// replay prints what the cached run printed and returns its exit code.
func (s *session) replay(e *runEntry) int {
	replays.Add(1)
	for _, c := range e.out {
		if c.fd == 1 {
			s.stdout.Write(c.data)
		} else {
			s.stderr.Write(c.data)
		}
	}
	if e.summary {
		s.summary(e.n, e.files, e.pkgs)
	}
	return e.code
}

// keep stores the run's entry when its result may be replayed: it depends
// only on what is keyed and stamped, it changed nothing on disk (a run
// that writes is followed by one that finds everything up to date, which
// is kept), and nothing it read changed while it ran.
func (rs *runState) keep(s *session, o outcome, out []chunk) {
	if !o.keyed || o.u == nil || o.n.written != 0 || o.n.deleted != 0 {
		return
	}
	ss := rs.reads
	if !s.stampLoad(ss, o) {
		return
	}
	for _, p := range o.outputs {
		ss.add(p, filepath.Dir(p))
	}
	for _, t := range o.trees {
		ss.tree(t, true)
	}
	before := stampTime(s.start)
	stamps, ok := ss.stamps(before)
	if !ok {
		return
	}
	rs.cache.store(&runEntry{before: before, stamps: stamps, code: o.code, out: out, summary: o.summary, n: o.n, files: o.files, pkgs: o.pkgs})
}

// stampLoad records what the load read, and reports false when the run
// cannot be keyed: the go command found errors, or no go command, module
// or working directory is found.
func (s *session) stampLoad(ss *stampSet, o outcome) bool {
	if !stampInputs(ss, o.u, o.patterns, true) {
		return false
	}
	if s.c.GoHeaderFile != "" {
		ss.add(s.c.GoHeaderFile)
	}
	return true
}

// stampInputs records what the go command read to list u's packages, and
// the files of those of them that are the user's (the run cache's and
// the list cache's stamps), and reports false when the load cannot be
// keyed: the go command found errors, or no go command, module or working
// directory is found. With walk (the run cache's), the tree of every main
// module a package was loaded from, and of the module in the working
// directory, is recorded, so that a package added anywhere there is seen;
// without (the list cache's: a package added where no pattern walks
// changes no listing), only the directories between each package and its
// module's root, so that a go.mod that moves a package to another module
// is seen.
func stampInputs(ss *stampSet, u *universe.Universe, patterns []string, walk bool) bool {
	dirs, local, listErrors := u.Loaded()
	if listErrors {
		return false
	}
	cwd, err := os.Getwd()
	if err != nil || !stampGo(ss) {
		return false
	}
	lay, ok := stampModule(ss, cwd)
	if !ok {
		return false
	}
	mods, rootOf := map[string]bool{}, rootMemo{}
	for i, dir := range dirs {
		if local[i] || lay.contains(dir) {
			ss.dirWithFiles(dir)
			root := rootOf.of(dir)
			mods[root] = true
			for d := filepath.Dir(dir); !walk && root != "" && d != root && within(d, root); d = filepath.Dir(d) {
				ss.add(d)
			}
		}
	}
	roots := map[string]bool{}
	for _, p := range u.Roots {
		if p.Local || lay.contains(p.Dir) {
			if root := moduleRoot(p.Dir); root != "" {
				roots[root] = true
			}
		}
	}
	roots[lay.mods[0]] = true
	for m := range mods {
		if m != "" && !stampModFiles(ss, []string{m}) {
			return false
		}
	}
	for root := range roots {
		if !stampModFiles(ss, []string{root}) {
			return false
		}
		if walk {
			ss.tree(root, false)
		}
	}
	return stampPatterns(ss, patterns, lay)
}

// stampGo records the go command the load ran (through $PATH, whose every
// directory is recorded so that another go, or a C compiler that changes
// CGO_ENABLED's default, appearing there is seen), its GOROOT's go.env and
// VERSION, and the go command's environment file.
func stampGo(ss *stampSet) bool {
	if exe, err := os.Executable(); err == nil {
		ss.add(exe)
	} else {
		return false
	}
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if filepath.IsAbs(dir) {
			ss.add(dir)
		}
	}
	goBin, err := exec.LookPath("go")
	if err != nil || !filepath.IsAbs(goBin) {
		return false
	}
	ss.add(goBin)
	if real, err := filepath.EvalSymlinks(goBin); err == nil {
		root := filepath.Dir(filepath.Dir(real))
		ss.add(real, filepath.Join(root, "go.env"), filepath.Join(root, "VERSION"))
	}
	switch env := os.Getenv("GOENV"); {
	case env == "off":
	case env != "":
		ss.add(env)
	default:
		dir, err := os.UserConfigDir()
		if err != nil {
			return false
		}
		ss.add(filepath.Join(dir, "go", "env"))
	}
	return true
}

// stampPatterns records the directories that the patterns naming
// directories (./..., ./pkg/apis, /abs/dir/...) walk or name; for a
// pattern of import paths with "..." every main module's tree (stampLoad
// walks the modules of the packages loaded for the others).
func stampPatterns(ss *stampSet, patterns []string, lay layout) bool {
	for _, p := range patterns {
		if !strings.HasPrefix(p, ".") && !filepath.IsAbs(p) {
			if strings.Contains(p, "...") {
				for _, m := range lay.mods {
					ss.tree(m, false)
				}
			}
			continue
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			return false
		}
		if i := strings.Index(p, "..."); i >= 0 {
			dir, err := filepath.Abs(filepath.Dir(p[:i] + "x"))
			if err != nil {
				return false
			}
			ss.tree(dir, false)
			continue
		}
		ss.add(abs)
	}
	return true
}

// rootMemo is moduleRoot, remembered for every directory looked at.
type rootMemo map[string]string

func (m rootMemo) of(dir string) string {
	if r, ok := m[dir]; ok {
		return r
	}
	r := ""
	if isFile(filepath.Join(dir, "go.mod")) {
		r = dir
	} else if parent := filepath.Dir(dir); parent != dir {
		r = m.of(parent)
	}
	m[dir] = r
	return r
}

// moduleRoot is the directory of the go.mod nearest above dir, "" if none.
func moduleRoot(dir string) string {
	for ; ; dir = filepath.Dir(dir) {
		if isFile(filepath.Join(dir, "go.mod")) {
			return dir
		}
		if filepath.Dir(dir) == dir {
			return ""
		}
	}
}

// within reports whether path is dir or below it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// recordingFS is the disk, recording every path a generator reads through
// it (gen.FS) in the run's stamps.
type recordingFS struct{ ss *stampSet }

func (r recordingFS) ReadFile(name string) ([]byte, error) {
	r.ss.add(absPath(name))
	return os.ReadFile(name)
}

func (r recordingFS) ReadDir(name string) ([]fs.DirEntry, error) {
	r.ss.add(absPath(name))
	return os.ReadDir(name)
}

func (r recordingFS) Stat(name string) (fs.FileInfo, error) {
	r.ss.add(absPath(name))
	return os.Stat(name)
}

func absPath(name string) string {
	if abs, err := filepath.Abs(name); err == nil {
		return abs
	}
	return name
}

// outputPaths are the paths of files.
func outputPaths(files []*output.File) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = f.Path
	}
	return out
}
