package gentest

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/fmtcache"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/output"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Result is one run of a generator.
type Result struct {
	// Passes are gen.Execute's: the generator's first, then those of the
	// generators it requires.
	Passes []*gen.Pass
	// Files are the files the driver would write, each with its header.
	Files []*output.File
	// Diagnostics are every pass's, in order.
	Diagnostics []gen.Diagnostic
}

// Load loads patterns in dir as the drivers load them for gens.
func Load(t testing.TB, dir string, gens []*gen.Generator, patterns ...string) *universe.Universe {
	t.Helper()
	var configs []gen.Config
	for _, g := range gens {
		configs = append(configs, g.NewConfig(flag.NewFlagSet(g.Tool, flag.ContinueOnError)))
	}
	cfg := gen.LoadConfig(gens, configs, nil)
	cfg.Dir, cfg.Patterns = dir, patterns
	cfg.TagMarkers, cfg.LintMarkers = tagdefs.TagMarkers, tagdefs.LintMarkers
	u, err := universe.Load(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Run loads patterns in dir and runs g on their packages with args, its
// own flags and those of its single tool that shape files
// (--output-file, --go-header-file).
func Run(t testing.TB, g *gen.Generator, dir string, patterns []string, args ...string) *Result {
	t.Helper()
	u := Load(t, dir, []*gen.Generator{g}, patterns...)
	return RunOn(t, u, g, u.Roots, args...)
}

// RunOn runs g on pkgs of u with args (see Run).
func RunOn(t testing.TB, u *universe.Universe, g *gen.Generator, pkgs []*universe.Package, args ...string) *Result {
	t.Helper()
	return RunIn(t, nil, u, g, pkgs, args...)
}

// RunIn is RunOn with the passes reading files beyond the load from fsys
// (the disk if nil): with MapFS and universe.LoadSources, a generator
// runs with no file on disk.
func RunIn(t testing.TB, fsys gen.FS, u *universe.Universe, g *gen.Generator, pkgs []*universe.Package, args ...string) *Result {
	t.Helper()
	return runJobs(t, fsys, nil, u, g, pkgs, nil, args)
}

// RunAlong is RunOn with the jobs others in the same run, after g's (a
// generator whose result g reads when it runs: Generator.Optional); only
// g's files are kept.
func RunAlong(t testing.TB, u *universe.Universe, g *gen.Generator, pkgs []*universe.Package, others []*gen.Job, args ...string) *Result {
	t.Helper()
	return runJobs(t, nil, nil, u, g, pkgs, others, args)
}

func runJobs(t testing.TB, fsys gen.FS, fc *fmtcache.Cache, u *universe.Universe, g *gen.Generator, pkgs []*universe.Package, others []*gen.Job, args []string) *Result {
	t.Helper()
	fs := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
	out := fs.String("output-file", g.OutputFile, "")
	headerFile := fs.String("go-header-file", "", "")
	cfg := g.NewConfig(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	license, err := output.ReadLicense(*headerFile)
	if err != nil {
		t.Fatal(err)
	}
	passes := gen.Execute(u, append([]*gen.Job{{Generator: g, Config: cfg, Packages: pkgs, OutputFile: *out, FS: fsys, FormatCache: fc}}, others...), nil)
	r := &Result{Passes: passes}
	header := gen.Header(g, cfg, license)
	for _, p := range passes {
		r.Diagnostics = append(r.Diagnostics, p.Diagnostics()...)
		if p.Generator != g {
			continue
		}
		for _, f := range p.Files() {
			c := *f
			c.Header = header
			r.Files = append(r.Files, &c)
		}
	}
	return r
}

// Result is the result of the generator's pass (what Run returned).
func (r *Result) Result() any { return r.Passes[0].Result() }

// Errors are the errors reported, as a universe.ErrorList (nil if none).
func (r *Result) Errors() universe.ErrorList {
	var out universe.ErrorList
	for _, d := range r.Diagnostics {
		if d.IsError() {
			out = append(out, &universe.Error{Pos: d.Pos, Message: d.Message})
		}
	}
	return out
}

// Err is Errors as an error: nil without errors.
func (r *Result) Err() error {
	if errs := r.Errors(); len(errs) > 0 {
		return errs
	}
	return nil
}

// Warnings are the warnings reported.
func (r *Result) Warnings() universe.ErrorList {
	var out universe.ErrorList
	for _, d := range r.Diagnostics {
		if !d.IsError() {
			out = append(out, &universe.Error{Pos: d.Pos, Message: d.Message})
		}
	}
	return out
}

// Render renders every file, by path.
func (r *Result) Render(t testing.TB) map[string][]byte {
	t.Helper()
	return r.RenderCached(t, nil)
}

// RenderCached is Render formatting through fc, as the driver renders.
func (r *Result) RenderCached(t testing.TB, fc *fmtcache.Cache) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, f := range r.Files {
		b, err := f.RenderCached(fc)
		if err != nil {
			t.Fatal(err)
		}
		out[f.Path] = b
	}
	return out
}

// Golden compares every file with the file at its path (one subtest
// each, named by its directory and name), rewriting it with update.
func (r *Result) Golden(t *testing.T, update bool, hint string) {
	t.Helper()
	for _, f := range r.Files {
		got, err := f.Render()
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(filepath.Dir(f.Path))+"/"+filepath.Base(f.Path), func(t *testing.T) {
			testutil.Golden(t, f.Path, got, update, hint)
		})
	}
}

// Expect checks that the diagnostics are want, in order: each
// "file.go:line: text" (the base name of the position's file, its line,
// and text that the message contains), or "text" for one without a
// position; a warning's is prefixed "warning: ".
func (r *Result) Expect(t testing.TB, want ...string) {
	t.Helper()
	var got []string
	for _, d := range r.Diagnostics {
		got = append(got, Short(d))
	}
	ok := len(got) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = matches(got[i], want[i])
	}
	if !ok {
		t.Errorf("diagnostics:\n%s\nwant (as substrings after the position):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Short is d as Expect compares it: "[warning: ]file.go:line: msg".
func Short(d gen.Diagnostic) string {
	prefix := ""
	if !d.IsError() {
		prefix = "warning: "
	}
	if !d.Pos.IsValid() && d.Pos.Filename == "" {
		return prefix + d.Message
	}
	return fmt.Sprintf("%s%s:%d: %s", prefix, filepath.Base(d.Pos.Filename), d.Pos.Line, d.Message)
}

// matches reports whether got, a Short diagnostic, is want: the same
// position and a message that contains want's.
func matches(got, want string) bool {
	wantPos, wantMsg := splitPos(want)
	gotPos, gotMsg := splitPos(got)
	return wantPos == gotPos && strings.Contains(gotMsg, wantMsg)
}

// splitPos splits "[warning: ]file.go:12: msg" into its position and
// message; a diagnostic without a position has "" as its position.
func splitPos(s string) (pos, msg string) {
	prefix := ""
	if rest, ok := strings.CutPrefix(s, "warning: "); ok {
		prefix, s = "warning: ", rest
	}
	file, rest, ok := strings.Cut(s, ".go:")
	if !ok || strings.ContainsAny(file, " \t") {
		return prefix, s
	}
	line, msg, ok := strings.Cut(rest, ": ")
	if !ok {
		return prefix, s
	}
	return prefix + file + ".go:" + line, msg
}

// CheckFormatCache runs g as Run does three times, and checks that its
// files render to the same bytes without a format cache, with an empty
// one and with the one the second run filled, and that the third run
// formats nothing: every source its files (and its generator, rendering
// them itself) format is found in the cache.
func CheckFormatCache(t *testing.T, g *gen.Generator, dir string, patterns []string, args ...string) {
	t.Helper()
	want := Run(t, g, dir, patterns, args...).Render(t)
	if len(want) == 0 {
		t.Fatal("no file to render")
	}
	fc := fmtcache.New(t.TempDir())
	var hits, misses [2]int64
	for i, name := range []string{"empty", "full"} {
		u := Load(t, dir, []*gen.Generator{g}, patterns...)
		r := runJobs(t, nil, fc, u, g, u.Roots, nil, args)
		got := r.RenderCached(t, fc)
		for path, b := range want {
			if d := cmp.Diff(string(b), string(got[path])); d != "" {
				t.Errorf("format cache %s: %s differs from its rendering without the cache (-without +with):\n%s", name, path, d)
			}
		}
		if len(got) != len(want) {
			t.Errorf("format cache %s: %d files, want %d", name, len(got), len(want))
		}
		h, m, _ := fc.Stats()
		hits[i], misses[i] = h, m
	}
	cold, warm := hits[0]+misses[0], hits[1]-hits[0]
	if misses[1] != misses[0] || warm != cold || misses[0] == 0 {
		t.Errorf("format cache: the first run formatted %d sources and found %d, the second formatted %d and found %d; want it to find all %d", misses[0], hits[0], misses[1]-misses[0], warm, cold)
	}
}
