package kubecodegen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// helper is one generator of gen_helpers or gen_register: gvkgen's name
// for it, upstream's tool, the file upstream's script has it write, and
// the tag its packages are found by.
type helper struct{ name, tool, file, tag string }

// helperNames are the generators gen_helpers runs, in upstream's order.
var helperNames = []string{"deepcopy", "validation", "defaulter", "conversion"}

// upstreamHelpers are upstream's tools gvkgen may lack (validation-gen;
// defaulter-gen in a gvkgen built without it), as upstream's gen_helpers
// runs them.
var upstreamHelpers = []helper{
	{"validation", "validation-gen", "zz_generated.validations.go", "+k8s:validation-gen="},
	{"defaulter", "defaulter-gen", "zz_generated.defaults.go", "+k8s:defaulter-gen="},
}

// registerHelper is gen_register's: upstream's script's file and tag, not
// register-gen's defaults.
var registerHelper = helper{"register", "register-gen", "zz_generated.register.go", "+groupName"}

// readonlyPkgs are what upstream passes validation-gen as --readonly-pkg.
var readonlyPkgs = []string{
	"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/api/resource",
	"k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/types",
	"k8s.io/apimachinery/pkg/util/intstr", "k8s.io/apimachinery/pkg/version", "time",
}

// Job is one generator a call runs on its packages.
type Job struct {
	Name string // gvkgen's name (deepcopy)
	Tool string // upstream's tool (deepcopy-gen)
	Word string // of upstream's "Generating <word> code for N targets"
	File string // gen_helpers, gen_register: the file it writes in each package
	Tree string // gen_client: the output tree it writes
	Pkgs []string
	// Runner is "" for gvkgen, else the path of upstream's tool.
	Runner string
}

// Plan is what a call does: which jobs, the arguments of the one gvkgen
// run (nil: gvkgen runs none) and of each upstream tool run, and which old
// files are set aside first.
type Plan struct {
	Jobs   []Job
	Gvkgen []string
	Tools  [][]string
	// AsideNames are the names of the files, anywhere under the input
	// directory, set aside (gen_helpers, gen_register); AsideTrees, for
	// each upstream tool, the tree where its files are (gen_client).
	AsideNames []string
	AsideTrees map[string]string
	// Report, if set (gen_openapi), is checked once every run succeeded.
	Report *Report
}

// env is what planning asks the machine: the path of upstream's tool of a
// name ("" if not installed), the import paths of directories, which
// packages are in the module cache (nil: none), and whether the gvkgen
// run's load may name a directory's package itself (nil: never; see
// loadPatterns).
type env struct {
	tool       func(name string) string
	goList     func(dirs []string) ([]string, error)
	inModCache func(pkgs []string) ([]string, error)
	inLoad     func() func(dir string) bool
}

var osEnv = env{tool: installedTool, goList: importPaths, inModCache: modCachePkgs, inLoad: inMainModule}

// planHelpers plans a gen_helpers (hs: helperNames) or gen_register call
// with the generators gens has. Problems are printed to stderr, and then
// it returns errNothing.
func planHelpers(c *call, gens []*gen.Generator, hs []helper, e env, stderr *strings.Builder) (*Plan, error) {
	tags := make([]string, len(hs))
	for i, h := range hs {
		tags[i] = h.tag
	}
	found, err := Find(c.inDir, tags, Upstream)
	if err != nil {
		return nil, err
	}
	p := &Plan{}
	missing := false
	for i, h := range hs {
		if len(found[i]) == 0 {
			continue
		}
		pkgs, err := e.packages(found[i], lookup(gens, h.name) != nil)
		if err != nil {
			return nil, err
		}
		j := Job{Name: h.name, Tool: h.tool, Word: h.name, File: h.file, Pkgs: pkgs}
		if lookup(gens, h.name) == nil {
			if j.Runner = e.tool(h.tool); j.Runner == "" {
				noTool(stderr, fmt.Sprintf("package(s) under %s are tagged %s", c.inDir, h.tag), h.tool, codegenInstall(h.tool), pkgs)
				missing = true
				continue
			}
		}
		p.Jobs = append(p.Jobs, j)
		p.AsideNames = append(p.AsideNames, h.file)
	}
	if missing {
		return nil, errNothing
	}
	p.Gvkgen = helperArgs(c, gens, p.Jobs)
	for _, j := range p.Jobs {
		if j.Runner != "" {
			p.Tools = append(p.Tools, toolArgs(c, j))
		}
	}
	return p, nil
}

// resolveHelpers returns what each of names is: the generator of gens of
// that name (its output file and detection tag), else upstream's tool.
func resolveHelpers(gens []*gen.Generator, names []string) ([]helper, error) {
	var out []helper
	for _, n := range names {
		if g := lookup(gens, n); g != nil {
			out = append(out, helper{n, g.Tool, g.OutputFile, g.DetectTag})
			continue
		}
		i := slices.IndexFunc(upstreamHelpers, func(h helper) bool { return h.name == n })
		if i < 0 {
			return nil, fmt.Errorf("this gvkgen has no %s generator, and no upstream tool is known to run for it; update gvkgen", n)
		}
		out = append(out, upstreamHelpers[i])
	}
	return out, nil
}

// codegenInstall is what go install takes for upstream's tool of
// k8s.io/code-generator v0.37.2.
func codegenInstall(tool string) string { return "k8s.io/code-generator/cmd/" + tool + "@v0.37.2" }

// noTool says that gvkgen lacks tool and upstream's is not installed,
// naming the packages that need it and how to install it (what go install
// takes).
func noTool(w *strings.Builder, what, tool, install string, pkgs []string) {
	fmt.Fprintf(w, "%s: %d %s, and gvkgen has no %s:\n", prog, len(pkgs), what, tool)
	for _, p := range pkgs {
		fmt.Fprintf(w, "    %s\n", p)
	}
	fmt.Fprintf(w, "%s: install upstream's %s into $GOBIN or your $PATH (go install %s) and it is run for them, or source k8s.io/code-generator's kube_codegen.sh for this call\n", prog, tool, install)
}

// helperArgs are the arguments of the gvkgen run for the jobs gvkgen
// runs, nil if none: each on exactly its packages, with its file; the
// extra peer directories to conversion alone.
func helperArgs(c *call, gens []*gen.Generator, jobs []Job) []string {
	args := c.common("generate")
	none := true
	for _, j := range jobs {
		if j.Runner != "" {
			continue
		}
		none = false
		args = append(args, "--"+j.Name+"-output-file", j.File, "--"+j.Name+"-packages", strings.Join(j.Pkgs, ","))
		if j.Name == "conversion" {
			for _, peer := range c.extraPeers {
				args = append(args, "--"+cli.GvkgenFlag(gens, "conversion", "extra-peer-dirs"), peer)
			}
		}
	}
	if none {
		return nil
	}
	return append(args, c.lintArgs()...)
}

// common are the arguments every run of a call starts with.
func (c *call) common(verb ...string) []string {
	args := append(verb, "-v", c.verbosity)
	if c.boilerplate != "" {
		args = append(args, "--go-header-file", c.boilerplate)
	}
	return args
}

func (c *call) lintArgs() []string {
	if c.lintRules == "" {
		return nil
	}
	return []string{"--lint-rules", c.lintRules}
}

// toolArgs is the command line of upstream's tool for job j of a
// gen_helpers or gen_register call, as upstream's script runs it.
func toolArgs(c *call, j Job) []string {
	args := []string{j.Runner, "-v", c.verbosity, "--output-file", j.File}
	if j.Name == "validation" {
		for _, p := range readonlyPkgs {
			args = append(args, "--readonly-pkg", p)
		}
	}
	if c.boilerplate != "" {
		args = append(args, "--go-header-file", c.boilerplate)
	}
	if j.Name == "conversion" {
		for _, peer := range c.extraPeers {
			args = append(args, "--extra-peer-dirs", peer)
		}
	}
	args = append(args, c.lintArgs()...)
	return append(args, j.Pkgs...)
}

func lookup(gens []*gen.Generator, name string) *gen.Generator {
	for _, g := range gens {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// installedTool returns the path of upstream's tool name in $GOBIN (the
// go command's), else on $PATH, or "".
func installedTool(name string) string {
	if p := filepath.Join(goBin(), name); isExec(p) {
		return p
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	return ""
}

func isExec(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// goBin is where go install puts tools: $GOBIN, else the first GOPATH's
// bin.
func goBin() string {
	if b := os.Getenv("GOBIN"); b != "" {
		return b
	}
	out, err := exec.Command("go", "env", "GOBIN", "GOPATH").Output()
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if lines[0] != "" || len(lines) < 2 {
		return lines[0]
	}
	return filepath.Join(filepath.SplitList(lines[1])[0], "bin")
}

// packages returns what a run is given for each of dirs, the directories
// upstream's script finds: their import paths (e.goList), or, for a run
// of gvkgen (inGvkgen), loadPatterns' mix of directories and import paths.
func (e env) packages(dirs []string, inGvkgen bool) ([]string, error) {
	if !inGvkgen || e.inLoad == nil {
		return e.goList(dirs)
	}
	return loadPatterns(dirs, e.goList, e.inLoad())
}

// loadPatterns returns, for each of dirs, what gvkgen's run is given for
// it: the directory itself (./dir) when inLoad says the run's go list
// names its package as `go list -find` run here would (a directory of the
// main module), so that no go command runs for it before the load; else
// its import path from goList, which runs upstream's `go list -find` (a
// directory of another module, a vendored one).
func loadPatterns(dirs []string, goList func([]string) ([]string, error), inLoad func(string) bool) ([]string, error) {
	out := make([]string, len(dirs))
	var rest []string
	var at []int
	for i, d := range dirs {
		if inLoad(d) {
			out[i] = dirPattern(d)
			continue
		}
		rest, at = append(rest, d), append(at, i)
	}
	if len(rest) == 0 {
		return out, nil
	}
	pkgs, err := goList(rest)
	if err != nil {
		return nil, err
	}
	for k, i := range at {
		out[i] = pkgs[k]
	}
	return out, nil
}

// dirPattern is directory d as the go command takes it for a package: a
// relative one starts with ./ or ../, or it would be an import path.
func dirPattern(d string) string {
	if !filepath.IsAbs(d) && !strings.HasPrefix(d, "./") && !strings.HasPrefix(d, "../") {
		return "./" + d
	}
	return d
}

// inMainModule returns whether a directory is in the main module as the go
// command run here finds it: the nearest go.mod above the directory is the
// nearest above the working directory, with no vendor directory between;
// in module mode (GO111MODULE is not off) and without a -modfile in
// GOFLAGS. `go list -find` run here then prints the package's import path
// as the load's go list does. Anything else (another module, nested or
// replaced; a vendored package; no module) is left to go list -find.
func inMainModule() func(dir string) bool {
	no := func(string) bool { return false }
	if os.Getenv("GO111MODULE") == "off" || strings.Contains(os.Getenv("GOFLAGS"), "-modfile") {
		return no
	}
	wd, err := os.Getwd()
	if err != nil {
		return no
	}
	main := modRoot(wd)
	if main == "" {
		return no
	}
	return func(dir string) bool {
		abs, err := filepath.Abs(dir)
		if err != nil || modRoot(abs) != main {
			return false
		}
		rel, err := filepath.Rel(main, abs)
		return err == nil && !slices.Contains(strings.Split(filepath.ToSlash(rel), "/"), "vendor")
	}
}

// modRoot is the nearest directory at or above dir (absolute) with a
// go.mod file, "" if none.
func modRoot(dir string) string {
	for {
		if fi, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && fi.Mode().IsRegular() {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// importPaths returns the import path of each of dirs: one `go list -find`
// for all, or, if that fails (a directory of another module), `go list
// -find .` in each, as upstream's script runs it.
func importPaths(dirs []string) ([]string, error) {
	args := []string{"list", "-find", "-f", "{{.ImportPath}}"}
	for _, d := range dirs {
		args = append(args, dirPattern(d))
	}
	if out, err := goCmd("", args...); err == nil {
		if pkgs := strings.Fields(out); len(pkgs) == len(dirs) {
			return pkgs, nil
		}
	}
	var pkgs []string
	for _, d := range dirs {
		out, err := goCmd(d, "list", "-find", ".")
		if err != nil {
			return nil, fmt.Errorf("go list -find . in %s: %v", d, err)
		}
		pkgs = append(pkgs, strings.TrimSpace(out))
	}
	return pkgs, nil
}

// modCachePkgs returns those of pkgs (import paths) whose directory is in
// the module cache (go env GOMODCACHE), as go list -find finds them.
func modCachePkgs(pkgs []string) ([]string, error) {
	cache, err := goCmd("", "env", "GOMODCACHE")
	if err != nil {
		return nil, err
	}
	cache = strings.TrimSpace(cache)
	out, err := goCmd("", append([]string{"list", "-find", "-f", "{{.ImportPath}}\t{{.Dir}}"}, pkgs...)...)
	if err != nil {
		return nil, fmt.Errorf("go list -find %s: %v", strings.Join(pkgs, " "), err)
	}
	var in []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		p, dir, _ := strings.Cut(l, "\t")
		if cache != "" && strings.HasPrefix(dir, cache+string(filepath.Separator)) {
			in = append(in, p)
		}
	}
	return in, nil
}

// goCmd runs the go command in dir ("": here) in module mode; its errors
// carry what it printed.
func goCmd(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=on")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}
