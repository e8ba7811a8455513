package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/register"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

const gvkgenUsage = `usage: gvkgen generate|verify [flags] [packages]
       gvkgen tags [--markdown] [deepcopy|conversion|register]

gvkgen runs deepcopy-gen, conversion-gen and register-gen in one process,
over one load of the packages, on every package whose files carry
+k8s:deepcopy-gen= or +k8s:conversion-gen= tags (as kube_codegen.sh finds
them) or +k8s:register-gen. Packages default to ./... .

  generate  write the generated files that are missing or out of date
  verify    write nothing; print a diff for each missing or stale file
  tags      list the comment tags: where each is read, its values, its
            meaning (gvkgen tags -h)

Exit status: 0 success (verify: everything current), 1 verify found
missing or stale files, 2 usage or input errors (nothing is written).

flags:
`

// tagged are, per generator, the tags that select a package, as
// kube_codegen.sh's grep finds them (see universe.Package.HasLineTag).
var tagged = map[string]string{
	"deepcopy":   "+k8s:deepcopy-gen=",
	"conversion": "+k8s:conversion-gen=",
	"register":   "+k8s:register-gen",
}

// Gvkgen runs the gvkgen command and returns its exit code.
func Gvkgen(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fs := gvkgenFlags(stderr)
		(&gvkgenOpts{}).register(fs)
		fmt.Fprint(stderr, gvkgenUsage)
		fs.PrintDefaults()
		if len(args) == 0 {
			return ExitError
		}
		return ExitOK
	}
	verb := args[0]
	if verb == "tags" {
		return tagdefs.Command(args[1:], stdout, stderr)
	}
	if verb != "generate" && verb != "verify" {
		fmt.Fprintf(stderr, "gvkgen: unknown command %q; use generate, verify or tags (gvkgen help)\n", verb)
		return ExitError
	}
	fs, o := gvkgenFlags(stderr), gvkgenOpts{}
	o.register(fs)
	fs.Usage = func() {
		fmt.Fprint(stderr, gvkgenUsage)
		fs.PrintDefaults()
	}
	patterns, err := Parse(fs, args[1:])
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitError
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	o.Verify = verb == "verify"
	if err := checkBuildTags(o.buildTag, o.BuildTags); err != nil {
		fmt.Fprintf(stderr, "gvkgen: %v\n", err)
		return ExitError
	}
	if msg := o.checkOutputFiles(); msg != "" {
		fmt.Fprintf(stderr, "gvkgen: %s\n", msg)
		return ExitError
	}
	return o.run(patterns, stdout, stderr)
}

func gvkgenFlags(stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("gvkgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

type gvkgenOpts struct {
	Common
	deepcopyFile, conversionFile, registerFile string
	base, extra                                *stringSlice
	skipUnsafe                                 bool
	buildTag                                   string
}

func (o *gvkgenOpts) register(fs *flag.FlagSet) {
	fs.StringVar(&o.GoHeaderFile, "go-header-file", "", "a file with the license header to put at the top of generated files; \"YEAR\" is replaced by the current year (default: no header)")
	fs.Var((*level)(&o.Verbosity), "v", "-v or -v=1: one line per package and file; -v=2: also timings of each stage")
	fs.BoolVar(&o.Strict, "strict", false, "treat tag lint findings (unknown, misplaced or ignored tags) as errors")
	fs.StringVar(&o.BuildTags, "build-tags", "", "extra comma-separated build tags for loading packages")
	fs.StringVar(&o.deepcopyFile, "deepcopy-output-file", "zz_generated.deepcopy.go", "deepcopy-gen's --output-file")
	fs.StringVar(&o.conversionFile, "conversion-output-file", "zz_generated.conversion.go", "conversion-gen's --output-file")
	fs.StringVar(&o.registerFile, "register-output-file", "register.go", "register-gen's --output-file")
	o.base = &stringSlice{vals: append([]string{}, conversion.DefaultBasePeerDirs...)}
	o.extra = &stringSlice{}
	fs.Var(o.base, "base-peer-dirs", "conversion-gen's --base-peer-dirs")
	fs.Var(o.extra, "extra-peer-dirs", "conversion-gen's --extra-peer-dirs")
	fs.BoolVar(&o.skipUnsafe, "skip-unsafe", false, "conversion-gen's --skip-unsafe")
	fs.StringVar(&o.buildTag, "build-tag", universe.BuildTag, "conversion-gen's --build-tag: the build tag that marks generated conversion files (//go:build !tag)")
	fs.StringVar(new(string), "lint-rules", "", "accepted for compatibility with k8s.io/code-generator; tags are always checked")
}

// level is a verbosity flag that may be given alone (-v, meaning 1) or
// with a value (-v=2).
type level int

func (l *level) String() string { return strconv.Itoa(int(*l)) }

func (l *level) Set(s string) error {
	switch s {
	case "true":
		*l = 1
	case "false":
		*l = 0
	default:
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return fmt.Errorf("want -v, -v=1 or -v=2")
		}
		*l = level(n)
	}
	return nil
}

func (l *level) IsBoolFlag() bool { return true }

// checkOutputFiles returns what is wrong with the output file names, or "".
func (o *gvkgenOpts) checkOutputFiles() string {
	seen := map[string]string{}
	for _, f := range []struct{ flag, name string }{
		{"--deepcopy-output-file", o.deepcopyFile},
		{"--conversion-output-file", o.conversionFile},
		{"--register-output-file", o.registerFile},
	} {
		if err := output.CheckFileName(f.flag, f.name); err != nil {
			return err.Error()
		}
		switch {
		case seen[f.name] != "":
			return fmt.Sprintf("%s and %s are both %q: two generators cannot write one file; give them different names", seen[f.name], f.flag, f.name)
		}
		seen[f.name] = f.flag
	}
	return ""
}

// generated is one generator's share of a run.
type generated struct {
	name     string
	pkgs     []*universe.Package
	files    []*output.File
	warnings universe.ErrorList
	err      error
}

func (o *gvkgenOpts) run(patterns []string, stdout, stderr io.Writer) int {
	start := time.Now()
	keywords := append(append(append([]string{}, deepcopy.Keywords...), conversion.Keywords...), register.Keywords...)
	if o.buildTag != universe.BuildTag && o.buildTag != "" {
		// Conversion files generated under another tag are left out of
		// loading too.
		o.BuildTags = strings.Trim(o.BuildTags+","+o.buildTag, ",")
	}
	u, code := load("gvkgen", patterns, keywords, &o.Common, universe.BuildTag, stderr, start)
	if u == nil {
		return code
	}

	gens := []*generated{{name: "deepcopy"}, {name: "conversion"}, {name: "register"}}
	byName := map[string]*generated{}
	for _, g := range gens {
		byName[g.name] = g
	}
	// all are the packages some generator runs on; missing, patterns that
	// named no package (an error, as for the single tools); lintOnly, the
	// other packages with tags of ours, for lint (a misspelled tag may be
	// why no generator runs on them).
	var all, missing, lintOnly []*universe.Package
	for _, p := range u.Roots {
		if len(p.ListErrors) > 0 && len(p.GoFiles) == 0 {
			missing = append(missing, p)
			continue
		}
		hit := false
		for _, name := range []string{"deepcopy", "conversion", "register"} {
			if p.HasLineTag(tagged[name]) {
				byName[name].pkgs = append(byName[name].pkgs, p)
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
	if o.Verbosity >= 2 {
		fmt.Fprintf(stderr, "gvkgen: %d packages tagged for generation\n", len(all))
	}
	// Only the tagged packages matter: others may not even build.
	if !check("gvkgen", append(missing, all...), lintOnly, &o.Common, stderr) {
		return ExitError
	}
	if len(all) == 0 {
		fmt.Fprintf(stderr, "gvkgen: no package in %s carries a +k8s:deepcopy-gen=, +k8s:conversion-gen= or +k8s:register-gen tag; nothing to generate\n", strings.Join(patterns, " "))
	}

	headers := map[string][]byte{}
	for _, tool := range []string{"deepcopy-gen", "conversion-gen", "register-gen"} {
		tag := universe.BuildTag
		if tool == "conversion-gen" {
			tag = o.buildTag
		}
		h, err := output.Header(o.GoHeaderFile, tool, tag)
		if err != nil {
			fmt.Fprintf(stderr, "gvkgen: %v\n", err)
			return ExitError
		}
		headers[tool] = h
	}

	// The three generators share the load and run side by side.
	genStart := time.Now()
	var wg sync.WaitGroup
	for _, g := range gens {
		if len(g.pkgs) == 0 {
			continue
		}
		wg.Add(1)
		go func(g *generated) {
			defer wg.Done()
			switch g.name {
			case "deepcopy":
				g.files, g.err = deepcopy.Generate(u, deepcopy.Options{OutputFile: o.deepcopyFile, Header: headers["deepcopy-gen"], Packages: g.pkgs})
			case "conversion":
				var res *conversion.Result
				res, g.err = conversion.Generate(u, conversion.Options{OutputFile: o.conversionFile, Header: headers["conversion-gen"], BasePeerDirs: o.base.vals, ExtraPeerDirs: o.extra.vals, SkipUnsafe: o.skipUnsafe, Packages: g.pkgs})
				if res != nil {
					g.files, g.warnings = res.Files, res.Warnings
				}
			case "register":
				var res *register.Result
				res, g.err = register.Generate(u, register.Options{OutputFile: o.registerFile, Header: headers["register-gen"], Packages: g.pkgs})
				if res != nil {
					g.files, g.warnings = res.Files, res.Warnings
				}
			}
		}(g)
	}
	wg.Wait()
	var files []*output.File
	nerr := readErrors(u, stderr)
	for _, g := range gens {
		for _, w := range g.warnings {
			fmt.Fprintf(stderr, "warning: %s\n", relMessage(w))
		}
		if g.err != nil {
			fmt.Fprintf(stderr, "%v\n", g.err)
			nerr += countErrors(g.err)
			continue
		}
		files = append(files, g.files...)
	}
	if nerr > 0 {
		fmt.Fprintf(stderr, "gvkgen: %d error(s); no file was written\n", nerr)
		return ExitError
	}
	if o.Verbosity >= 2 {
		fmt.Fprintf(stderr, "gvkgen: generated %d files in %v\n", len(files), time.Since(genStart).Round(time.Millisecond))
	}
	sort.SliceStable(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	if o.Verbosity >= 1 {
		for _, p := range all {
			var which []string
			for _, g := range gens {
				for _, q := range g.pkgs {
					if q == p {
						which = append(which, g.name)
					}
				}
			}
			fmt.Fprintf(stderr, "gvkgen: %s: %s\n", p.Path, strings.Join(which, ", "))
		}
	}
	n, code := writeFiles("gvkgen", files, &o.Common, stdout, stderr)
	fmt.Fprintf(stderr, "%d packages, %d files written, %d unchanged, %d stale, in %.1fs\n", len(all), n.written, n.unchanged, n.stale, time.Since(start).Seconds())
	return code
}
