package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/build/constraint"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/output"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitStale = 1
	ExitError = 2
)

// Common holds the flags every tool takes.
type Common struct {
	OutputFile   string
	GoHeaderFile string
	Verbosity    int
	Verify       bool
	BuildTags    string
	Strict       bool
}

// Register adds the common flags to fs, with the tool's default output file.
func (c *Common) Register(fs *flag.FlagSet, defaultOutput string) {
	fs.StringVar(&c.OutputFile, "output-file", defaultOutput, "the name of the file to be generated in each package")
	fs.StringVar(&c.GoHeaderFile, "go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	fs.IntVar(&c.Verbosity, "v", 0, "log verbosity: 1 lists each package and file, 2 more")
	fs.BoolVar(&c.Verify, "verify", false, "write nothing; print a diff for every file that is missing or out of date and exit 1 if any is")
	fs.StringVar(&c.BuildTags, "build-tags", "", "extra comma-separated build tags for loading packages")
	fs.BoolVar(&c.Strict, "strict", false, "treat tag lint findings (unknown, misplaced or ignored tags) as errors")
}

// load loads the packages of a run. It returns nil and the exit code when
// the run cannot go on.
func load(tool string, patterns, keywords []string, c *Common, buildTag string, stderr io.Writer, start time.Time) (*universe.Universe, int) {
	for _, p := range patterns {
		if strings.HasSuffix(p, ".go") {
			dir := filepath.Dir(filepath.Clean(p))
			if !filepath.IsAbs(dir) {
				dir = "." + string(filepath.Separator) + dir
			}
			fmt.Fprintf(stderr, "%s: %s is a file; name packages instead (%s)\n", tool, p, dir)
			return nil, ExitError
		}
	}
	var tags []string
	if c.BuildTags != "" {
		tags = strings.Split(c.BuildTags, ",")
	}
	u, err := universe.Load(universe.Config{Patterns: patterns, Keywords: keywords, BuildTags: tags, GeneratedTag: buildTag})
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", tool, err)
		return nil, ExitError
	}
	if len(u.Roots) == 0 {
		fmt.Fprintf(stderr, "%s: %s matched no packages; run from the module that holds them, and name them by import path or relative directory (./pkg/apis/...)\n", tool, strings.Join(patterns, " "))
		return nil, ExitError
	}
	if c.Verbosity >= 2 {
		fmt.Fprintf(stderr, "%s: loaded %d packages in %v\n", tool, len(u.Roots), time.Since(start).Round(time.Millisecond))
	}
	return u, ExitOK
}

// check reports what the go command said is wrong with packages, then
// lints their tags and those of lintOnly (packages no generator runs on,
// where a misspelled tag may be why). It returns false when the run cannot
// go on.
func check(tool string, pkgs, lintOnly []*universe.Package, c *Common, stderr io.Writer) bool {
	failed := false
	for _, p := range pkgs {
		for _, e := range p.ListErrors {
			if strings.Contains(e, "is not in std") && !strings.HasPrefix(p.Path, ".") {
				// pkg/apis/x read as an import path: a directory needs ./
				e += fmt.Sprintf("; to name a directory, start it with ./ (./%s)", p.Path)
			}
			fmt.Fprintf(stderr, "%s: %s\n", tool, e)
			failed = true
		}
	}
	if failed {
		fmt.Fprintf(stderr, "%s: the go command cannot load the packages; fix the errors above (no file was written)\n", tool)
		return false
	}
	n := 0
	for _, p := range pkgs {
		if err := p.ParseErr(); err != nil {
			fmt.Fprintf(stderr, "%s\n", relMessage(err))
			n += countErrors(err)
		}
	}
	if n > 0 {
		fmt.Fprintf(stderr, "%s: %d syntax error(s); no file was written\n", tool, n)
		return false
	}
	findings := lint.Check(tagdefs.Defs, append(append([]*universe.Package{}, pkgs...), lintOnly...))
	for _, f := range findings {
		if c.Strict {
			fmt.Fprintf(stderr, "%s\n", f)
		} else {
			fmt.Fprintf(stderr, "warning: %s: %s\n", f.Pos, f.Msg)
		}
	}
	if c.Strict && len(findings) > 0 {
		fmt.Fprintf(stderr, "%s: %d tag problem(s) and --strict; no file was written\n", tool, len(findings))
		return false
	}
	return true
}

// readErrors prints the errors of the packages the generators read beyond
// the checked ones (peers, external-types packages, dependencies) and
// returns how many there are: a package that does not load or parse leaves
// a generator seeing fewer declarations than there are, so any of them
// stops the run before anything is written.
func readErrors(u *universe.Universe, stderr io.Writer) int {
	errs := u.ReadErrors()
	for _, e := range errs {
		fmt.Fprintf(stderr, "%s\n", relMessage(e))
	}
	return len(errs)
}

// checkBuildTags returns an error unless buildTag (--build-tag, which may
// be empty) and each of the comma-separated buildTags (--build-tags) is a
// build tag: it is written into //go:build lines and given to the go
// command.
func checkBuildTags(buildTag, buildTags string) error {
	if buildTag != "" && !validTag(buildTag) {
		return fmt.Errorf("--build-tag=%s: not a valid build tag; use letters, digits, _ and . only (for example ignore_autogenerated)", buildTag)
	}
	if buildTags == "" {
		return nil
	}
	for _, tag := range strings.Split(buildTags, ",") {
		if !validTag(tag) {
			return fmt.Errorf("--build-tags=%s: %q is not a valid build tag; give comma-separated tags of letters, digits, _ and . only", buildTags, tag)
		}
	}
	return nil
}

// validTag reports whether tag is a build tag as //go:build lines take it.
func validTag(tag string) bool {
	expr, err := constraint.Parse("//go:build " + tag)
	if err != nil {
		return false
	}
	t, ok := expr.(*constraint.TagExpr)
	return ok && t.Tag == tag
}

// Parse parses args, allowing flags after positional arguments as the
// upstream tools (which use pflag) do.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// Tool describes one command.
type Tool struct {
	Name          string
	DefaultOutput string
	Keywords      []string
	// Flags registers the tool's own flags beside the common ones.
	Flags    func(fs *flag.FlagSet)
	Generate func(u *universe.Universe, c *Common, header []byte, stderr io.Writer) ([]*output.File, error)
	Usage    string
	// BuildTag returns the build tag that marks generated files; the
	// default is universe.BuildTag.
	BuildTag func() string
}

// Main runs a tool with args and returns its exit code.
func (t Tool) Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(t.Name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c Common
	c.Register(fs, t.DefaultOutput)
	var lintRules string
	fs.StringVar(&lintRules, "lint-rules", "", "accepted for compatibility with k8s.io/code-generator; tags are always checked")
	if t.Flags != nil {
		t.Flags(fs)
	}
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s [flags] <packages>\n\n%s\n\nflags:\n", t.Name, t.Usage)
		fs.PrintDefaults()
	}
	patterns, err := Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitError
	}
	if err := output.CheckFileName("--output-file", c.OutputFile); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", t.Name, err)
		return ExitError
	}
	if len(patterns) == 0 {
		fmt.Fprintf(stderr, "%s: no packages given; name packages to generate for, for example ./pkg/apis/...\n", t.Name)
		return ExitError
	}
	start := time.Now()
	buildTag := universe.BuildTag
	if t.BuildTag != nil {
		buildTag = t.BuildTag()
	}
	if err := checkBuildTags(buildTag, c.BuildTags); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", t.Name, err)
		return ExitError
	}
	header, err := output.Header(c.GoHeaderFile, t.Name, buildTag)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", t.Name, err)
		return ExitError
	}
	u, code := load(t.Name, patterns, t.Keywords, &c, buildTag, stderr, start)
	if u == nil {
		return code
	}
	if !check(t.Name, u.Roots, nil, &c, stderr) {
		return ExitError
	}
	genStart := time.Now()
	files, err := t.Generate(u, &c, header, stderr)
	if c.Verbosity >= 2 {
		fmt.Fprintf(stderr, "%s: generated %d files in %v\n", t.Name, len(files), time.Since(genStart).Round(time.Millisecond))
	}
	nerr := readErrors(u, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%v\n", err)
		nerr += countErrors(err)
	}
	if nerr > 0 {
		fmt.Fprintf(stderr, "%s: %d error(s); no file was written\n", t.Name, nerr)
		return ExitError
	}
	return WriteAll(t.Name, files, &c, stdout, stderr, start)
}

// generatorOf names the tool that generates f, from its header.
func generatorOf(f *output.File) string {
	const marker = "// Code generated by "
	if i := bytes.Index(f.Header, []byte(marker)); i >= 0 {
		rest := f.Header[i+len(marker):]
		if j := bytes.IndexAny(rest, ". \n"); j > 0 {
			return string(rest[:j])
		}
	}
	return "a generator"
}

// relMessage shortens the paths below the working directory in an error.
func relMessage(err error) string {
	msg := err.Error()
	if wd, werr := os.Getwd(); werr == nil {
		msg = strings.ReplaceAll(msg, wd+string(filepath.Separator), "")
	}
	return msg
}

func countErrors(err error) int {
	if l, ok := err.(universe.ErrorList); ok {
		return len(l)
	}
	return 1
}

// WriteAll renders and writes (or verifies) files, then reports.
func WriteAll(tool string, files []*output.File, c *Common, stdout, stderr io.Writer, start time.Time) int {
	n, code := writeFiles(tool, files, c, stdout, stderr)
	if c.Verbosity >= 1 || n.stale > 0 {
		fmt.Fprintf(stderr, "%s: %d files: %d written, %d unchanged, %d stale, in %v\n", tool, len(files), n.written, n.unchanged, n.stale, time.Since(start).Round(time.Millisecond))
	}
	return code
}

// counts says what happened to the files of a run.
type counts struct{ written, unchanged, stale int }

// writeFiles renders files in parallel, then writes or verifies them.
// Every target is checked before anything is written, so that a
// hand-written file in the way stops the run with nothing changed.
func writeFiles(tool string, files []*output.File, c *Common, stdout, stderr io.Writer) (counts, int) {
	var n counts
	renderStart := time.Now()
	rendered := make([][]byte, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rendered[i], errs[i] = files[i].Render()
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", tool, err)
			return n, ExitError
		}
	}
	if c.Verbosity >= 2 {
		fmt.Fprintf(stderr, "%s: rendered in %v\n", tool, time.Since(renderStart).Round(time.Millisecond))
	}
	// Two generators (or two packages) writing one path is an error
	// before anything is written.
	byPath := map[string]*output.File{}
	for _, f := range files {
		if g := byPath[f.Path]; g != nil {
			fmt.Fprintf(stderr, "%s: %s would be written twice, by %s for %s and by %s for %s; give the generators different output file names; no file was written\n", tool, output.RelPath(f.Path), generatorOf(g), g.PkgPath, generatorOf(f), f.PkgPath)
			return n, ExitError
		}
		byPath[f.Path] = f
	}
	// Each target is read once: whether it may be overwritten, whether it
	// changes, and what the diff shows all come from that one read. On
	// disk, every target is checked before anything is written.
	targets := make([]*output.Target, len(files))
	blocked := false
	probed := map[string]bool{}
	for i, f := range files {
		t, err := output.ReadTarget(f.Path)
		if err == nil && !c.Verify && !probed[filepath.Dir(f.Path)] && !t.Unchanged(rendered[i]) {
			probed[filepath.Dir(f.Path)] = true
			err = output.CheckWritable(f.Path)
		}
		if err != nil {
			fmt.Fprintf(stderr, "%s: %s\n", tool, relMessage(err))
			blocked = true
		}
		targets[i] = t
	}
	if blocked {
		fmt.Fprintf(stderr, "%s: no file was written\n", tool)
		return n, ExitError
	}
	// Temporary files a killed run left behind: removed by generate,
	// reported by verify, which writes nothing.
	seenDir := map[string]bool{}
	for _, f := range files {
		dir := filepath.Dir(f.Path)
		if seenDir[dir] {
			continue
		}
		seenDir[dir] = true
		for _, tmp := range output.StaleTemps(dir) {
			switch {
			case c.Verify:
				fmt.Fprintf(stderr, "warning: %s: a temporary file left by an interrupted run; delete it (generate removes it)\n", output.RelPath(tmp))
			case os.Remove(tmp) == nil && c.Verbosity >= 1:
				fmt.Fprintf(stderr, "%s: %s: removed, a temporary file left by an interrupted run\n", tool, output.RelPath(tmp))
			}
		}
	}
	write := output.Disk{}.WriteTarget
	if c.Verify {
		write = (&output.Verify{Out: stdout}).WriteTarget
	}
	failed := 0
	for i, f := range files {
		st, err := write(targets[i], rendered[i])
		if err != nil {
			fmt.Fprintf(stderr, "%s: %s\n", tool, relMessage(err))
			failed++
			continue
		}
		switch st {
		case output.Written:
			n.written++
		case output.Unchanged:
			n.unchanged++
		case output.Stale:
			n.stale++
		}
		if c.Verbosity >= 1 {
			fmt.Fprintf(stderr, "%s: %s: %s\n", tool, output.RelPath(f.Path), [...]string{"unchanged", "written", "stale"}[st])
		}
	}
	switch {
	case failed > 0:
		return n, ExitError
	case n.stale > 0:
		return n, ExitStale
	}
	return n, ExitOK
}
