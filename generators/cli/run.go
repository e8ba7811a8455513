package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/fmtcache"
	"github.com/gvk-dev/gvkgen/generators/output"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// session is one run of the driver: one load, its generators side by side,
// one write.
type session struct {
	// prog prefixes the driver's messages ("deepcopy-gen", "gvkgen").
	prog string
	// multi is gvkgen: each generator runs on the packages that want it,
	// and the run ends with one summary line.
	multi   bool
	gens    []*gen.Generator
	configs []gen.Config
	// outs are the generators' output file names, set by outFlags.
	outs, outFlags []string
	c              Common
	// named are gvkgen's --<generator>-packages.
	named          named
	stdout, stderr io.Writer
	// k prints the diagnostics.
	k *sink
	// dest says where each generator's files go (ToDisk if absent), and
	// printing are the files to print, once the run has succeeded.
	dest     map[*gen.Generator]Destination
	printing []*output.File
	start    time.Time
	// argv is the command line (after gvkgen's verb, if any) when the
	// run cache may keep the run's result; cacheOff is --cache=off.
	argv     []string
	cacheOff bool
	// reads records what the generators read beyond the load (gen.FS)
	// when the run cache is on.
	reads *stampSet
	// format is the format cache, beneath the syntax cache (nil for
	// none): set by load, used by every rendering of the run.
	format *fmtcache.Cache
	// listed is the list cache's entry being kept for the load, if any.
	listed *listState
}

// fsys is what the generators read beyond the load through: the disk,
// recorded for the run cache when it is on.
func (s *session) fsys() gen.FS {
	if s.reads == nil {
		return nil
	}
	return recordingFS{s.reads}
}

// newSink returns the sink of the session's diagnostics, printing in the
// format its flags set.
func (s *session) newSink() *sink {
	k := &sink{format: &s.c.Format, stdout: s.stdout, stderr: s.stderr, prog: s.prog}
	for _, g := range s.gens {
		k.tools = append(k.tools, g.Tool)
	}
	return k
}

// errorf prints a message of the driver that is not a diagnostic (-v
// lines, summaries): on stderr, whatever the format.
func (s *session) errorf(format string, args ...any) {
	fmt.Fprintf(s.stderr, "%s: %s\n", s.prog, fmt.Sprintf(format, args...))
}

// fail reports an error of the driver about no file (a usage error).
func (s *session) fail(format string, args ...any) {
	s.k.fail(s.prog, ruleUsage, fmt.Sprintf(format, args...))
}

// checkOutputFiles reports whether the output file names are file names,
// two generators never sharing one.
func (s *session) checkOutputFiles() bool {
	seen := map[string]string{}
	for i, name := range s.outs {
		if name == "" {
			continue // a generator of output trees has no output file
		}
		if err := output.CheckFileName(s.outFlags[i], name); err != nil {
			s.fail("%v", err)
			return false
		}
		other := seen[name]
		if other != "" && !s.alternatives(other, s.outFlags[i]) {
			s.fail("%s and %s are both %q: two generators cannot write one file; give them different names", other, s.outFlags[i], name)
			return false
		}
		if other == "" {
			seen[name] = s.outFlags[i]
		}
	}
	return true
}

// alternatives reports whether the generators of two output file flags
// are alternatives (gen.Generator.Alternative), which may share a file
// name as they never run on one package.
func (s *session) alternatives(flagA, flagB string) bool {
	a, b := slices.Index(s.outFlags, flagA), slices.Index(s.outFlags, flagB)
	return s.gens[a].Alternative == s.gens[b] || s.gens[b].Alternative == s.gens[a]
}

// gcPercent is the garbage collector's target during a run, unless GOGC
// sets one: most of what a run allocates (syntax trees, types, rendered
// files) lives to its end, so collecting at 100% mostly rescans it. On
// k8s.io/api (deepcopy-gen, 60 packages) 400 takes a quarter less CPU
// than 100, for a peak RSS of about 75 MB instead of 66 MB.
const gcPercent = 400

// run loads patterns, then plans, emits and writes (or verifies) every
// generator's files, and returns the exit code. When the run cache holds
// the result of the same run over the same files, it prints that instead
// (see runCache).
func (s *session) run(patterns []string) int {
	s.start = time.Now()
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	}
	rs, err := s.openRunCache(patterns)
	if err != nil {
		s.fail("%v", err)
		return ExitError
	}
	if rs != nil {
		if e := rs.cache.lookup(); e != nil {
			return s.replay(e)
		}
		s.capture(rs)
		s.reads = rs.reads
	}
	defer capHeap()()
	o := s.execute(patterns)
	if rs != nil {
		defer rs.keep(s, o, rs.printed())
	}
	if o.summary {
		s.summary(o.n, o.files, o.pkgs)
	}
	return o.code
}

// execute is run without the run cache and the summary.
func (s *session) execute(patterns []string) (o outcome) {
	o.code, o.patterns = ExitError, patterns
	defer func() { s.listed.wait() }()
	headers := s.headers()
	if headers == nil {
		return o
	}
	u, code := s.load(patterns)
	if u == nil {
		o.code = code
		return o
	}
	o.u = u
	pkgs, all, ok := s.selectPackages(u, patterns)
	if !ok {
		o.keyed = true
		return o
	}
	files, passes, ok := s.generate(u, pkgs, headers)
	if !ok {
		o.keyed = true
		return o
	}
	var leftovers []leftover
	if s.multi {
		sort.SliceStable(files, func(i, j int) bool { return files[i].Path < files[j].Path })
		s.listPackages(all, pkgs)
	}
	trees := ownedTrees(passes)
	if s.multi || ownsTrees(passes) {
		staleStart := time.Now()
		leftovers = s.staleFiles(u.Roots, pkgs, files, passes)
		if s.c.Verbosity >= 2 {
			s.errorf("looked for stale files in %d package directories in %v", len(u.Roots), time.Since(staleStart).Round(time.Millisecond))
		}
		for _, p := range passes {
			trees = append(trees, p.OwnedTrees()...)
		}
	}
	s.listed.wait() // stamped before anything is written
	o.n, o.code = writeFiles(s.prog, files, leftovers, ownedTrees(passes), &s.c, s.k, s.format)
	o.keyed = o.code == ExitOK || o.code == ExitStale && s.c.Verify
	if o.code == ExitOK && !s.c.Verify {
		o.code = s.print()
	}
	o.summary, o.files, o.pkgs, o.outputs, o.trees = true, len(files), len(all), outputPaths(files), trees
	return o
}

// headers checks the build tags and returns each generator's file header,
// or nil after printing why not.
func (s *session) headers() [][]byte {
	var tags []string
	for _, c := range s.configs {
		tags = append(tags, c.BuildTag())
	}
	if err := checkBuildTags(tags, s.c.BuildTags); err != nil {
		s.fail("%v", err)
		return nil
	}
	raw, err := output.ReadLicense(s.c.GoHeaderFile)
	if err != nil {
		s.fail("%v", err)
		return nil
	}
	headers := make([][]byte, len(s.gens))
	for i, g := range s.gens {
		headers[i] = gen.Header(g, s.configs[i], raw)
	}
	return headers
}

// load loads the packages of a run. It returns nil and the exit code when
// the run cannot go on.
func (s *session) load(patterns []string) (*universe.Universe, int) {
	for _, p := range patterns {
		if strings.HasSuffix(p, ".go") {
			dir := filepath.Dir(filepath.Clean(p))
			if !filepath.IsAbs(dir) {
				dir = "." + string(filepath.Separator) + dir
			}
			s.fail("%s is a file; name packages instead (%s)", p, dir)
			return nil, ExitError
		}
	}
	cfg := s.loadConfig(patterns)
	cache, err := syntaxCacheDir(os.Getenv(SyntaxCacheEnv), os.UserCacheDir)
	if err != nil {
		s.fail("%v", err)
		return nil, ExitError
	}
	cfg.SyntaxCache = cache
	s.format = fmtcache.New(fmtcache.Dir(cache))
	ls := s.openListCache(cfg, cache)
	if ls != nil {
		cfg.Listing = ls.listing()
	}
	u, err := universe.Load(cfg)
	if err == nil && ls != nil && cfg.Listing == nil {
		ls.keep(s, u, patterns)
		s.listed = ls
	}
	if err != nil {
		s.k.add(report{Diagnostic: diag.Diagnostic{Severity: sevError, Message: err.Error()}, generator: s.prog, rule: ruleLoad, text: s.prog + ": " + err.Error()})
		return nil, ExitError
	}
	if len(u.Roots) == 0 {
		s.fail("%s matched no packages; run from the module that holds them, and name them by import path or relative directory (./pkg/apis/...)", strings.Join(patterns, " "))
		return nil, ExitError
	}
	if s.c.Verbosity >= 2 {
		from := ""
		if cfg.Listing != nil {
			from = " (go list's output from the list cache)"
		}
		s.errorf("loaded %d packages in %v%s", len(u.Roots), time.Since(s.start).Round(time.Millisecond), from)
	}
	return u, ExitOK
}

// loadConfig is the configuration of the load: the generators' (see
// gen.LoadConfig), --build-tags, and the registry's tag markers (whatever
// the tool, so that every command parses and lints the same files).
func (s *session) loadConfig(patterns []string) universe.Config {
	var extra []string
	if s.c.BuildTags != "" {
		extra = strings.Split(s.c.BuildTags, ",")
	}
	cfg := gen.LoadConfig(s.gens, s.configs, extra)
	cfg.Patterns, cfg.TagMarkers, cfg.LintMarkers = patterns, tagdefs.TagMarkers, tagdefs.LintMarkers
	return cfg
}

// SyntaxCacheEnv is the environment variable that says where the syntax
// check's cache is (universe.Config.SyntaxCache): unset or empty, the
// directory gvkgen/syntax of the user's cache directory; "off", none; else
// an absolute directory.
const SyntaxCacheEnv = "GVKGEN_SYNTAXCACHE"

// syntaxCacheDir is the syntax cache's directory for the value of
// SyntaxCacheEnv, "" for none; the user's cache directory comes from
// userCache, and there is no cache when it has none (no $HOME).
func syntaxCacheDir(value string, userCache func() (string, error)) (string, error) {
	return cacheDir(SyntaxCacheEnv, value, "syntax", "syntax cache", userCache)
}

// cacheDir is the directory of one of gvkgen's caches for the value of its
// environment variable env: off is none, empty is sub in the user's cache
// directory (none without one), anything else must be absolute.
func cacheDir(env, value, sub, what string, userCache func() (string, error)) (string, error) {
	switch {
	case value == "off":
		return "", nil
	case value == "":
		dir, err := userCache()
		if err != nil {
			return "", nil
		}
		return filepath.Join(dir, "gvkgen", sub), nil
	case !filepath.IsAbs(value):
		return "", fmt.Errorf("%s=%s is not an absolute directory; set it to one, or to off for no %s", env, value, what)
	}
	return filepath.Clean(value), nil
}

// selectPackages returns the packages each generator runs on, and all of
// them, after checking them and linting their tags. It returns false when
// the run cannot go on.
func (s *session) selectPackages(u *universe.Universe, patterns []string) (pkgs [][]*universe.Package, all []*universe.Package, ok bool) {
	if s.multi && s.named.any() {
		return s.selectNamed(u)
	}
	pkgs = make([][]*universe.Package, len(s.gens))
	if !s.multi {
		// A single tool, or a front end's generators: each on every
		// package loaded.
		for i := range s.gens {
			pkgs[i] = u.Roots
		}
		return pkgs, u.Roots, check(s.prog, u.Roots, nil, &s.c, s.k, s.runVerifyPrefixes())
	}
	// missing are patterns that named no package (an error, as for the
	// single tools); lintOnly, the other packages with tags of ours, for
	// lint (a misspelled tag may be why no generator runs on them).
	var missing, lintOnly []*universe.Package
	wants := s.detectors(u.Roots)
	for _, p := range u.Roots {
		if len(p.ListErrors) > 0 && len(p.GoFiles) == 0 {
			missing = append(missing, p)
			continue
		}
		hit := false
		for i := range s.gens {
			if wants[i](p) {
				pkgs[i] = append(pkgs[i], p)
				hit = true
			}
		}
		switch {
		case hit:
			all = append(all, p)
		case p.ParseErr() == nil && p.HasOurTags():
			lintOnly = append(lintOnly, p)
		}
	}
	if s.c.Verbosity >= 2 {
		s.errorf("%d packages tagged for generation", len(all))
	}
	// Only the tagged packages matter: others may not even build.
	if !check(s.prog, append(missing, all...), lintOnly, &s.c, s.k, s.runVerifyPrefixes()) {
		return nil, nil, false
	}
	if len(all) == 0 {
		var tags []string
		for _, g := range s.gens {
			tags = append(tags, g.DetectTag)
		}
		msg := fmt.Sprintf("no package in %s carries a %s tag; nothing to generate", strings.Join(patterns, " "), joinList(tags, "or"))
		s.k.add(report{Diagnostic: diag.Diagnostic{Severity: sevNote, Message: msg}, generator: s.prog, rule: ruleNothing, text: s.prog + ": " + msg})
	}
	return pkgs, all, true
}

// detectors return, for each generator, whether gvkgen runs it on a
// package: never for a generator its configuration leaves off
// (gen.Generator.On); the packages of its Inputs for one that has them;
// else those it wants (gen.Generator.Wants).
func (s *session) detectors(roots []*universe.Package) []func(*universe.Package) bool {
	out := make([]func(*universe.Package) bool, len(s.gens))
	for i, g := range s.gens {
		switch {
		case !g.On(s.configs[i]):
			out[i] = func(*universe.Package) bool { return false }
		case g.Inputs != nil:
			in := map[*universe.Package]bool{}
			for _, arg := range g.Inputs(s.configs[i]) {
				if p := rootNamed(roots, arg); p != nil {
					in[p] = true
				}
			}
			out[i] = func(p *universe.Package) bool { return in[p] }
		default:
			out[i] = g.Wants
		}
	}
	return out
}

// inputPatterns are the packages gvkgen loads for the generators with
// Inputs that their configuration turns on, beside patterns.
func (s *session) inputPatterns(patterns []string) []string {
	for i, g := range s.gens {
		if g.Inputs != nil && g.On(s.configs[i]) {
			for _, p := range g.Inputs(s.configs[i]) {
				if !slices.Contains(patterns, p) {
					patterns = append(patterns, p)
				}
			}
		}
	}
	return patterns
}

// treeOn reports whether generator i writes output trees and its
// configuration turns it on in a gvkgen run that detects packages: it
// runs even with no package, so that its trees' stale files are found.
func (s *session) treeOn(i int) bool {
	return s.multi && !s.named.any() && s.gens[i].Enabled != nil && s.gens[i].On(s.configs[i])
}

// generate runs every generator that has packages, side by side over the
// shared load (gen.Execute), then prints their diagnostics: warnings, the
// errors of the packages read beyond the checked ones, errors. It returns
// the files with their headers and the passes, or false when there were
// errors.
func (s *session) generate(u *universe.Universe, pkgs [][]*universe.Package, headers [][]byte) ([]*output.File, []*gen.Pass, bool) {
	genStart := time.Now()
	var jobs []*gen.Job
	header := map[*gen.Generator][]byte{}
	// A generator that runs only for another it is required by runs with
	// the run's flags too (--conversion-extra-peer-dirs for crdconversion).
	configs := map[*gen.Generator]gen.Config{}
	for i, g := range s.gens {
		configs[g] = s.configs[i]
	}
	for i, g := range s.gens {
		if len(pkgs[i]) == 0 && s.multi && !s.treeOn(i) {
			continue
		}
		jobs = append(jobs, &gen.Job{Generator: g, Config: s.configs[i], Packages: pkgs[i], OutputFile: s.outs[i], FS: s.fsys(), FormatCache: s.format})
		header[g] = headers[i]
	}
	passes := gen.Execute(u, jobs, configs)
	checkIntoInputs(passes)
	checkTreeDirs(passes)
	files, kept := s.collect(passes, header)
	if s.c.Verbosity >= 2 {
		s.errorf("generated %d files in %v", len(files), time.Since(genStart).Round(time.Millisecond))
	}
	if nerr := s.printDiagnostics(u, passes); nerr > 0 {
		s.errorf("%d error(s); no file was written", nerr)
		return nil, nil, false
	}
	for _, p := range passes {
		if p.Written() {
			s.stdout.Write(p.Printed())
		}
	}
	return files, kept, true
}

// collect returns the files of passes, each with its generator's header,
// that go to disk, and the passes whose files do; the files of a generator
// sent to standard output are kept in s.printing, in the order of s.gens,
// and those of a dropped one are left out (see Destination).
func (s *session) collect(passes []*gen.Pass, header map[*gen.Generator][]byte) (files []*output.File, kept []*gen.Pass) {
	printing := map[*gen.Generator][]*output.File{}
	for _, p := range passes {
		dest := s.dest[p.Generator]
		if dest == ToDisk {
			kept = append(kept, p)
		}
		for _, f := range p.Files() {
			c := *f
			c.Header = header[p.Generator]
			switch dest {
			case ToDisk:
				files = append(files, &c)
			case ToStdout:
				printing[p.Generator] = append(printing[p.Generator], &c)
			}
		}
	}
	s.printing = nil
	for _, g := range s.gens {
		s.printing = append(s.printing, printing[g]...)
	}
	return files, kept
}

// print prints the files sent to standard output as they are (a Go file
// rendered with its header, a YAML or JSON file without gvkgen's mark, as
// controller-gen prints them), and returns the exit code.
func (s *session) print() int {
	for _, f := range s.printing {
		data := f.Data
		if f.Kind == output.Go {
			var err error
			if data, err = f.RenderCached(s.format); err != nil {
				s.k.fail(s.prog, ruleWrite, err.Error())
				return ExitError
			}
		}
		s.stdout.Write(data)
	}
	return ExitOK
}

// printDiagnostics prints warnings, the errors of the packages the
// generators read beyond the checked ones (peers, external-types packages,
// dependencies: a package that does not load or parse leaves a generator
// seeing fewer declarations than there are), then errors, and returns how
// many errors there were. Each diagnostic was reported once, by the
// generator that found it (or promoted it to one of its errors).
func (s *session) printDiagnostics(u *universe.Universe, passes []*gen.Pass) int {
	for _, p := range passes {
		tool := p.Generator.Tool
		for _, d := range p.Diagnostics() {
			if !d.IsError() {
				r := at(d.Pos, sevWarning, tool, tool+"/warning", d.Message)
				r.Fix = d.Fix
				r.text = "warning: " + relMessage(d.String())
				s.k.add(r)
			}
		}
	}
	nerr := 0
	for _, e := range u.ReadErrors() {
		r := errorReport(s.prog, ruleLoad, e)
		r.text = relMessage(e.Error())
		s.k.add(r)
		nerr++
	}
	for _, p := range passes {
		tool := p.Generator.Tool
		for _, d := range p.Diagnostics() {
			if d.IsError() {
				r := at(d.Pos, sevError, tool, tool+"/error", d.Message)
				r.Fix = d.Fix
				r.text = d.String()
				s.k.add(r)
				nerr++
			}
		}
	}
	return nerr
}

// listPackages prints, with -v, which generators run on each package.
func (s *session) listPackages(all []*universe.Package, pkgs [][]*universe.Package) {
	if s.c.Verbosity < 1 {
		return
	}
	for _, p := range all {
		var which []string
		for i, g := range s.gens {
			if slices.Contains(pkgs[i], p) {
				which = append(which, g.Name)
			}
		}
		s.errorf("%s: %s", p.Path, strings.Join(which, ", "))
	}
}

// summary prints what happened: for gvkgen always, for a single tool with
// -v or when files are stale.
func (s *session) summary(n counts, files, pkgs int) {
	if s.multi {
		deleted := ""
		if n.deleted > 0 {
			deleted = fmt.Sprintf(", %d deleted", n.deleted)
		}
		fmt.Fprintf(s.stderr, "%d packages, %d files written, %d unchanged, %d stale%s, in %.1fs\n", pkgs, n.written, n.unchanged, n.stale, deleted, time.Since(s.start).Seconds())
		return
	}
	if s.c.Verbosity >= 1 || n.stale > 0 {
		s.errorf("%d files: %d written, %d unchanged, %d stale, in %v", files, n.written, n.unchanged, n.stale, time.Since(s.start).Round(time.Millisecond))
	}
}
