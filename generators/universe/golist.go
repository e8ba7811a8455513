package universe

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"unicode"
)

// listFields are the fields of `go list -json` the load reads: what
// golang.org/x/tools/go/packages asked for with NeedName, NeedFiles,
// NeedImports, NeedDeps and NeedModule, less the file lists it never used
// (C, assembly, ignored files), and Standard (the standard library's
// packages are parsed with their function bodies skimmed).
const listFields = "Name,ImportPath,Error,Dir,GoFiles,CgoFiles,DepOnly,Standard,Imports,ImportMap,Module,Match"

// maxListArgs bounds the length of the patterns of one go list command,
// as go/packages did (Windows' command line limit, less room for the
// environment); more patterns take several commands.
const maxListArgs = 32767 - 16384

// listedPackage is one package as go list -json prints it.
type listedPackage struct {
	ImportPath string
	Name       string
	Dir        string
	GoFiles    []string
	CgoFiles   []string
	Imports    []string
	ImportMap  map[string]string
	DepOnly    bool
	Standard   bool
	// Match are the patterns that named the package.
	Match  []string
	Module *listedModule
	Error  *listError
}

// listedModule is a package's module, or what replaces one.
type listedModule struct {
	Path    string
	Dir     string
	Version string
	Main    bool
	Replace *listedModule
}

// listError is what go list says is wrong with a package.
type listError struct {
	ImportStack []string
	Pos         string
	Err         string
}

// listing is the packages of one or more go list commands: by import path,
// and the paths of those the patterns named (not DepOnly), in the order
// listed.
type listing struct {
	pkgs  map[string]*listedPackage
	roots []string
	// outs are what each command printed, when every one exited cleanly
	// (what a later load may decode instead: Config.Listing).
	outs [][]byte
	// moved are errors go list put on an imported package that belong to
	// its importer (see add), by the importer's path.
	moved map[string][]listError
}

// goList lists the packages that patterns name, and every package they
// import, with go list -e -deps, run in dir with build tags; what is wrong
// with a package is in its Error, never an error of goList, which fails
// only when the go command does (no go.mod, a broken go.mod, no go).
func goList(dir, tags string, patterns []string) (*listing, error) {
	patterns, err := queryPatterns(patterns)
	if err != nil {
		return nil, err
	}
	l := newListing()
	clean := true
	for _, chunk := range chunks(patterns) {
		args := append(listArgs(tags), chunk...)
		out, ok, err := runGoClean(dir, args...)
		if err != nil {
			return nil, err
		}
		if err := l.decode(out, dir); err != nil {
			return nil, err
		}
		clean = clean && ok
		l.outs = append(l.outs, out)
	}
	if !clean {
		l.outs = nil
	}
	return l, nil
}

// listArgs are the arguments of a go list command of a load, before its
// patterns.
func listArgs(tags string) []string {
	return []string{"list", "-e", "-json=" + listFields, "-compiled=false", "-test=false", "-export=false", "-deps=true", "-find=false", "-pgo=off", "-tags", tags, "--"}
}

// ListCommand is the go command a load runs for cfg, less its patterns:
// a cache of its output (Config.Listing) keys on it.
func ListCommand(cfg Config) []string { return listArgs(cfg.tags()) }

func newListing() *listing {
	return &listing{pkgs: map[string]*listedPackage{}, moved: map[string][]listError{}}
}

// decodeListing reads what earlier go list commands printed (Config.Listing)
// as goList would have.
func decodeListing(outs [][]byte, dir string) (*listing, error) {
	l := newListing()
	for _, out := range outs {
		if err := l.decode(out, dir); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// list lists the packages of a load: from cfg.Listing when given, else
// with go list, while prefetch reads the files it will want.
func list(cwd string, patterns []string, cfg Config, fset *token.FileSet) (*listing, map[string]*early, error) {
	if cfg.Listing != nil {
		l, err := decodeListing(cfg.Listing, cwd)
		if err == nil {
			l.outs = cfg.Listing
		}
		return l, nil, err
	}
	pf := startPrefetch(cwd, patterns, cfg, fset)
	l, err := goList(cwd, cfg.tags(), append(append([]string{}, patterns...), cfg.Extra...))
	return l, pf.finish(), err
}

// queryPatterns reads go/packages' query syntax as it did: "pattern=p" is
// p; "file=f", the package of a file, is an error, as naming a file is;
// another word of lower-case letters before "=" is an unknown query.
func queryPatterns(patterns []string) ([]string, error) {
	var out []string
	for _, p := range patterns {
		query, value, ok := strings.Cut(p, "=")
		switch {
		case !ok || query == "" || strings.Trim(query, "abcdefghijklmnopqrstuvwxyz") != "":
			out = append(out, p)
		case query == "pattern":
			out = append(out, value)
		case query == "file":
			dir := filepath.Dir(filepath.Clean(value))
			if !filepath.IsAbs(dir) {
				dir = "." + string(filepath.Separator) + dir
			}
			return nil, fmt.Errorf("%s names a file; name packages instead (%s)", p, dir)
		default:
			return nil, fmt.Errorf("invalid query type %q in query pattern %q", query, p)
		}
	}
	return out, nil
}

// chunks splits patterns into groups no longer than maxListArgs.
func chunks(patterns []string) [][]string {
	var out [][]string
	start, n := 0, 0
	for i, p := range patterns {
		n += len(p) + 1
		if n > maxListArgs && i > start {
			out = append(out, patterns[start:i])
			start, n = i, len(p)+1
		}
	}
	return append(out, patterns[start:])
}

// decode reads go list's JSON stream into l.
func (l *listing) decode(out []byte, dir string) error {
	var mods *moduleRoots
	for dec := json.NewDecoder(bytes.NewReader(out)); dec.More(); {
		p := new(listedPackage)
		if err := dec.Decode(p); err != nil {
			return fmt.Errorf("JSON decoding failed: %v", err)
		}
		if p.ImportPath == "" {
			if e := p.Error; e != nil {
				if e.Pos == "" {
					return errors.New("-: " + e.Err)
				}
				return errors.New(e.Pos + ": " + e.Err)
			}
			return fmt.Errorf("package missing import path: %+v", p)
		}
		if filepath.IsAbs(p.ImportPath) && p.Error != nil {
			// A directory that holds no package: name it by the import
			// path it would have.
			if mods == nil {
				mods = listModuleRoots(dir)
			}
			if pkgPath, ok := mods.pkgPath(p.ImportPath); ok {
				p.ImportPath = pkgPath
			}
		}
		l.add(p)
	}
	return nil
}

// add records one listed package. A package listed twice is a variant with
// an error that go list makes of a package imported where it may not be (a
// main package, another module's internal package): the version without
// an error is kept, and such an error goes to the importer.
func (l *listing) add(p *listedPackage) {
	if old, ok := l.pkgs[p.ImportPath]; ok {
		if old.Error == nil {
			return
		}
		if e := old.Error; len(e.ImportStack) > 0 && (strings.Contains(e.Err, "not an importable package") ||
			strings.Contains(e.Err, "use of internal package") && strings.Contains(e.Err, "not allowed")) {
			importer := e.ImportStack[len(e.ImportStack)-1]
			if importer == old.ImportPath && len(e.ImportStack) > 1 {
				importer = e.ImportStack[len(e.ImportStack)-2]
			}
			l.moved[importer] = append(l.moved[importer], *e)
		}
	}
	l.pkgs[p.ImportPath] = p
	if !p.DepOnly && !contains(l.roots, p.ImportPath) {
		l.roots = append(l.roots, p.ImportPath)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// pkgPath is the package's import path: its ID without a variant suffix
// ("p [q.test]").
func (p *listedPackage) pkgPath() string {
	if i := strings.IndexByte(p.ImportPath, ' '); i >= 0 {
		return p.ImportPath[:i]
	}
	return p.ImportPath
}

// files returns the package's Go files (cgo ones too) as absolute paths.
// A package whose error leaves it without files, and names a file of its
// own (a broken package clause), gets that file, so that the error has a
// package directory to point into.
func (p *listedPackage) files(dir string) []string {
	var out []string
	for _, list := range [][]string{p.GoFiles, p.CgoFiles} {
		for _, f := range list {
			if !filepath.IsAbs(f) {
				f = filepath.Join(p.Dir, f)
			}
			out = append(out, f)
		}
	}
	e := p.Error
	if len(out) > 0 || e == nil || len(e.ImportStack) > 0 && e.ImportStack[len(e.ImportStack)-1] != p.ImportPath {
		return out
	}
	for _, where := range []string{e.Pos, e.Err} {
		name := strings.TrimSpace(strings.Split(where, ":")[0])
		if name == "" {
			continue
		}
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		if _, err := os.Stat(name); err == nil {
			return []string{name}
		}
	}
	return nil
}

// errors returns what go list said about the package, each as
// "position: message", or the message alone when it has no position.
func (p *listedPackage) errors(moved []listError) []string {
	var out []string
	if e := p.Error; e != nil {
		msg := strings.TrimSpace(e.Err)
		if msg == "import cycle not allowed" && len(e.ImportStack) != 0 {
			msg += fmt.Sprintf(": import stack: %v", e.ImportStack)
		}
		out = append(out, listErrorString(e.Pos, msg))
	}
	for _, e := range moved {
		out = append(out, listErrorString(e.Pos, e.Err))
	}
	return out
}

func listErrorString(pos, msg string) string {
	if pos == "" || pos == "-" {
		return msg
	}
	return pos + ": " + msg
}

// imports maps the package's imports as written to the import paths of
// the listed packages they resolve to (vendoring makes them differ).
// Imports go list did not list (C) are left out.
func (p *listedPackage) imports(l *listing) map[string]string {
	out := map[string]string{}
	mapped := map[string]bool{}
	for path, id := range p.ImportMap {
		if dep, ok := l.pkgs[id]; ok {
			out[path] = dep.pkgPath()
		}
		mapped[id] = true
	}
	for _, id := range p.Imports {
		if dep, ok := l.pkgs[id]; ok && !mapped[id] {
			out[id] = dep.pkgPath()
		}
	}
	return out
}

// isLocal reports whether a package of module m is the user's source: m is
// a main module, or replaced by a directory (a replacement without a
// version).
func isLocal(m *listedModule) bool {
	return m != nil && (m.Main || (m.Replace != nil && m.Replace.Version == ""))
}

// moduleRoots maps the directories of the main module and of replaced
// modules to their module paths.
type moduleRoots map[string]string

// listModuleRoots asks go list -m for the module roots; none when it
// cannot say (outside a module).
func listModuleRoots(dir string) *moduleRoots {
	roots := moduleRoots{}
	out, err := runGo(dir, "list", "-m", "-json", "all")
	if err != nil {
		if out, err = runGo(dir, "list", "-m", "-json"); err != nil {
			return &roots
		}
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for i := 0; dec.More(); i++ {
		var m listedModule
		if dec.Decode(&m) != nil {
			break
		}
		if m.Dir == "" || m.Path == "" {
			continue
		}
		if abs, err := filepath.Abs(m.Dir); err == nil && (i == 0 || m.Replace != nil && m.Replace.Path != "") {
			roots[abs] = m.Path
		}
	}
	return &roots
}

// pkgPath returns the import path a directory would have in the module
// whose root holds it.
func (r *moduleRoots) pkgPath(dir string) (string, bool) {
	for root, mod := range *r {
		if !strings.HasPrefix(dir, root) {
			continue
		}
		if rel, err := filepath.Rel(root, dir); err == nil {
			return path.Join(mod, filepath.ToSlash(rel)), true
		}
	}
	return "", false
}

// runGo runs the go command in dir and returns its standard output. A
// failure is an error with what the go command printed, except those after
// which go list still says what there is to say in a package's Error:
// these give one package, command-line-arguments, with that error.
func runGo(dir string, args ...string) ([]byte, error) {
	out, _, err := runGoClean(dir, args...)
	return out, err
}

// runGoClean is runGo, and reports whether the go command exited cleanly
// (its output is all it said).
func runGoClean(dir string, args ...string) ([]byte, bool, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PWD="+dir)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err == nil {
		return stdout.Bytes(), true, nil
	}
	if errors.Is(err, exec.ErrNotFound) {
		return nil, false, fmt.Errorf("'go list' driver requires 'go', but %s", exec.ErrNotFound)
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return nil, false, fmt.Errorf("couldn't run 'go': %w", err)
	}
	out, err := failedList(stdout.Bytes(), stderr.String(), exit, args)
	return out, false, err
}

// failedList maps a go command that exited with an error to what
// go/packages made of it, so that messages stay as they were: most are an
// error quoting the go command's standard error; some, which old go
// commands printed instead of listing a package with an error, become such
// a package; and some leave what was listed as it is.
func failedList(stdout []byte, stderr string, exit *exec.ExitError, args []string) ([]byte, error) {
	failed := fmt.Errorf("err: %v: stderr: %s", exit, stderr)
	has := func(s string) bool { return strings.Contains(stderr, s) }
	switch {
	case has("flag provided but not defined"):
		return nil, fmt.Errorf("unsupported version of go: %s: %s", exit, stderr)
	case has("unexpected directory layout"), has("go: no such tool"):
		return nil, failed
	case cgoFailed(stderr):
		return stdout, nil
	case has("named files must be .go files"), has("named files must all be in one directory"), has("no such file or directory"),
		has("outside available modules"), has("outside module root"):
		return errorPackage("command-line-arguments", stderr), nil
	case has("no such directory"):
		const s = "no such directory"
		return errorPackage(strings.TrimSpace(stderr[strings.Index(stderr, s)+len(s):]), stderr), nil
	case has("no Go files in"):
		if len(stdout) > 0 {
			return stdout, nil
		}
		path := ""
		if colon := strings.Index(stderr, ":"); colon > 0 && strings.HasPrefix(stderr, "go build ") {
			path = stderr[len("go build "):colon]
		}
		return errorPackage(path, stderr), nil
	}
	for _, a := range args {
		if strings.HasSuffix(a, ".go") {
			return stdout, nil
		}
	}
	return nil, failed
}

// cgoFailed reports whether the go command failed running cgo or
// pkg-config, which go list -e reports in the package's Error too.
func cgoFailed(stderr string) bool {
	msg := stderr
	for strings.HasPrefix(msg, "go: downloading") {
		i := strings.IndexByte(msg, '\n')
		if i < 0 {
			return false
		}
		msg = msg[i+1:]
	}
	if !strings.HasPrefix(stderr, "# ") {
		return false
	}
	msg = msg[len("# "):]
	rest := strings.TrimLeftFunc(msg, func(r rune) bool {
		return unicode.IsOneOf([]*unicode.RangeTable{unicode.L, unicode.M, unicode.N, unicode.P, unicode.S}, r) &&
			!strings.ContainsRune("!\"#$%&'()*,:;<=>?[\\]^`{|}\uFFFD", r)
	})
	return strings.HasPrefix(rest, "\n") || strings.HasPrefix(msg, "pkg-config")
}

// errorPackage is go list's JSON for a package that has only an error.
func errorPackage(importPath, stderr string) []byte {
	out, _ := json.Marshal(listedPackage{ImportPath: importPath, Error: &listError{Err: strings.Trim(stderr, "\n")}})
	return out
}
