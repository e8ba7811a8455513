package cli

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// RunCacheEnv is the environment variable that says where the run cache
// is: unset or empty, the directory gvkgen/runs of the user's cache
// directory; "off", none; else an absolute directory.
const RunCacheEnv = "GVKGEN_RUNCACHE"

// runCacheFormat names the layout and meaning of the run cache's entries;
// a change to either changes it, and with it every key.
const runCacheFormat = "gvkgen run cache 2"

// runCacheMax bounds the entries kept: storing one more removes the
// oldest down to runCacheKeep.
const runCacheMax, runCacheKeep = 256, 192

// runCacheDir is the run cache's directory for the value of RunCacheEnv
// (as syntaxCacheDir for the syntax cache), "" for none.
func runCacheDir(value string, userCache func() (string, error)) (string, error) {
	return cacheDir(RunCacheEnv, value, "runs", "run cache", userCache)
}

// keyedEnv reports whether the run cache keys on an environment variable:
// the go command's (GO*, CGO_*, CC, CXX), gvkgen's, and those that say
// where programs and the go command's configuration are.
func keyedEnv(name string) bool {
	for _, p := range []string{"GO", "CGO_", "GVKGEN_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	switch name {
	case "CC", "CXX", "PATH", "HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "APPDATA", "LOCALAPPDATA", "SYSTEMROOT":
		return true
	}
	return false
}

// keyedEnviron is the environment's variables that the caches key on
// (keyedEnv), "NAME=value", sorted.
func keyedEnviron() []string {
	var out []string
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); keyedEnv(name) {
			out = append(out, kv)
		}
	}
	sort.Strings(out)
	return out
}

// runKey is the name of the entry of a run: what it was asked (its
// program, generators, arguments, verify or not), where (the working
// directory), in which environment, in which year (headers replace
// "YEAR"), by which executable. Everything it read is in the entry's
// stamps instead.
func (s *session) runKey(patterns []string) (string, bool) {
	cwd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	exe, err := os.Executable()
	if err != nil {
		return "", false
	}
	h := sha256.New()
	field := func(v string) { fmt.Fprintf(h, "%d:%s\n", len(v), v) }
	field(runCacheFormat)
	field(runtime.Version())
	field(exe)
	field(cwd)
	field(strconv.Itoa(time.Now().Year()))
	field(s.prog)
	field(strconv.FormatBool(s.c.Verify))
	for _, g := range s.gens {
		field(g.Name)
	}
	field("args")
	for _, a := range s.argv {
		field(a)
	}
	field("patterns")
	for _, p := range patterns {
		field(p)
	}
	for _, kv := range keyedEnviron() {
		field(kv)
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// runEntry is what the cache keeps of a run: the stamps of what it read
// and wrote, and its result.
type runEntry struct {
	// before is the stamps' time (stampTime of the run's start).
	before int64
	stamps []stamp
	code   int
	// out is what the run printed, in order: chunks on stdout (1) or
	// stderr (2).
	out []chunk
	// summary says whether the run printed its summary, and with which
	// counts.
	summary     bool
	n           counts
	files, pkgs int
}

// chunk is one write of the run on stdout (fd 1) or stderr (fd 2).
type chunk struct {
	fd   int
	data []byte
}

// encode writes e in the entry format: a header line, one line per stamp,
// the printed chunks, and the SHA-256 of all that, so that a torn or
// corrupt entry is never read as another.
func (e *runEntry) encode(key string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n%s\n%d %d %d %t %d %d %d %d %d %d %d\n", runCacheFormat, key, e.before, len(e.stamps), len(e.out), e.summary, e.code, e.n.written, e.n.unchanged, e.n.stale, e.n.deleted, e.files, e.pkgs)
	for _, st := range e.stamps {
		fmt.Fprintf(&b, "%c %d %d %d %d %s %s\n", st.kind, st.size, st.mtime, st.ino, st.mode, orDash(st.hash), strconv.Quote(st.path))
	}
	for _, c := range e.out {
		fmt.Fprintf(&b, "%d %d\n", c.fd, len(c.data))
		b.Write(c.data)
	}
	sum := sha256.Sum256(b.Bytes())
	fmt.Fprintf(&b, "\n%x\n", sum)
	return b.Bytes()
}

// decodeEntry reads an entry of key; any entry that is not whole, not of
// this format or not key's is nil.
func decodeEntry(data []byte, key string) *runEntry {
	body, sum, ok := cutChecksum(data)
	if !ok {
		return nil
	}
	if got := sha256.Sum256(body); hex.EncodeToString(got[:]) != sum {
		return nil
	}
	r := bufio.NewReader(bytes.NewReader(body))
	if line(r) != runCacheFormat || line(r) != key {
		return nil
	}
	e := &runEntry{}
	var nstamps, nout int
	if _, err := fmt.Sscanf(line(r), "%d %d %d %t %d %d %d %d %d %d %d", &e.before, &nstamps, &nout, &e.summary, &e.code, &e.n.written, &e.n.unchanged, &e.n.stale, &e.n.deleted, &e.files, &e.pkgs); err != nil {
		return nil
	}
	for range nstamps {
		st, ok := decodeStamp(line(r))
		if !ok {
			return nil
		}
		e.stamps = append(e.stamps, st)
	}
	for range nout {
		var c chunk
		var n int
		if _, err := fmt.Sscanf(line(r), "%d %d", &c.fd, &n); err != nil || n < 0 || n > len(body) {
			return nil
		}
		c.data = make([]byte, n)
		if _, err := io.ReadFull(r, c.data); err != nil {
			return nil
		}
		e.out = append(e.out, c)
	}
	return e
}

// cutChecksum splits an entry into its body and the hex checksum that
// ends it ("\n<sum>\n").
func cutChecksum(data []byte) (body []byte, sum string, ok bool) {
	if len(data) < 66 || data[len(data)-1] != '\n' {
		return nil, "", false
	}
	i := len(data) - 66
	if data[i] != '\n' {
		return nil, "", false
	}
	return data[:i], string(data[i+1 : len(data)-1]), true
}

func line(r *bufio.Reader) string {
	s, err := r.ReadString('\n')
	if err != nil {
		return "\x00"
	}
	return s[:len(s)-1]
}

// decodeStamp reads a stamp's line.
func decodeStamp(l string) (stamp, bool) {
	f := strings.SplitN(l, " ", 7)
	if len(f) != 7 || len(f[0]) != 1 {
		return stamp{}, false
	}
	st := stamp{kind: f[0][0], hash: f[5]}
	if st.hash == "-" {
		st.hash = ""
	}
	var err [4]error
	st.size, err[0] = strconv.ParseInt(f[1], 10, 64)
	st.mtime, err[1] = strconv.ParseInt(f[2], 10, 64)
	st.ino, err[2] = strconv.ParseUint(f[3], 10, 64)
	var mode uint64
	mode, err[3] = strconv.ParseUint(f[4], 10, 32)
	st.mode = uint32(mode)
	path, perr := strconv.Unquote(f[6])
	st.path = path
	return st, err == [4]error{} && perr == nil
}

// fresh reports whether every path the entry stamped is unchanged: the
// stamps checked in one contiguous share per processor (tens of thousands
// of stats on a large tree), all stopping at the first changed.
func (e *runEntry) fresh() bool {
	var changed atomic.Bool
	var wg sync.WaitGroup
	n := runtime.GOMAXPROCS(0)
	share := (len(e.stamps) + n - 1) / n
	for lo := 0; lo < len(e.stamps); lo += share {
		wg.Add(1)
		go func(part []stamp) {
			defer wg.Done()
			for _, st := range part {
				if changed.Load() {
					return
				}
				if !st.unchanged(e.before) {
					changed.Store(true)
				}
			}
		}(e.stamps[lo:min(lo+share, len(e.stamps))])
	}
	wg.Wait()
	return !changed.Load()
}

// runCache is the run cache of one run: its directory and key (and the
// list cache's, with its bound).
type runCache struct {
	dir, key string
	bound    cacheBound
}

// path is the file of the run's entry.
func (c *runCache) path() string { return filepath.Join(c.dir, c.key) }

// lookup returns the run's entry when there is one, whole, and every path
// it stamped is unchanged; else nil.
func (c *runCache) lookup() *runEntry {
	data, err := os.ReadFile(c.path())
	if err != nil {
		return nil
	}
	e := decodeEntry(data, c.key)
	if e == nil || !e.fresh() {
		return nil
	}
	return e
}

// store writes the entry, if it can: to a temporary file renamed into
// place, so that a run at once, or one killed mid-write, leaves a whole
// entry or none; then prunes the oldest entries beyond runCacheMax.
func (c *runCache) store(e *runEntry) {
	if os.MkdirAll(c.dir, 0o777) != nil {
		return
	}
	f, err := os.CreateTemp(c.dir, ".tmp-"+c.key[:16]+"-*")
	if err != nil {
		return
	}
	_, werr := f.Write(e.encode(c.key))
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), c.path()) != nil {
		os.Remove(f.Name())
		return
	}
	c.prune()
}

// prune removes the oldest entries (and the temporary files a killed run
// left) when there are more than the cache's bound (runCacheMax, or
// bound's), down to what it keeps.
func (c *runCache) prune() {
	b := c.bound
	if b.max == 0 {
		b = cacheBound{max: runCacheMax, keep: runCacheKeep}
	}
	ents, err := os.ReadDir(c.dir)
	if err != nil {
		return
	}
	type aged struct {
		name string
		mod  time.Time
		size int64
	}
	var all []aged
	var total int64
	for _, e := range ents {
		if fi, err := e.Info(); err == nil {
			all = append(all, aged{e.Name(), fi.ModTime(), fi.Size()})
			total += fi.Size()
		}
	}
	if len(all) <= b.max && (b.maxBytes == 0 || total <= b.maxBytes) {
		return
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod.After(all[j].mod) })
	var kept int64
	for i, a := range all {
		kept += a.size
		if i >= b.keep || b.keepBytes != 0 && kept > b.keepBytes {
			os.Remove(filepath.Join(c.dir, a.name))
		}
	}
}

// cacheBound is how many entries, and bytes, a cache directory holds
// before storing prunes it (max, maxBytes; 0 bytes: no bound), and how
// many it keeps then.
type cacheBound struct {
	max, keep           int
	maxBytes, keepBytes int64
}

// recorder keeps what a run prints, in order, while passing it on.
type recorder struct {
	mu  *sync.Mutex
	out *[]chunk
	fd  int
	w   io.Writer
}

func (r recorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	*r.out = append(*r.out, chunk{fd: r.fd, data: append([]byte(nil), p...)})
	r.mu.Unlock()
	return r.w.Write(p)
}
