package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// A benchCase is a row of the case table: a module at a version ("self":
// this checkout's examples), the directory under it, the kind of
// comparison.
type benchCase struct {
	name, modver, subdir, kind string
	optIn                      bool
}

var cv = difftest.CodegenVersion

// caseTable are the cases. Opt-in rows run only when CASES names them:
// api-codegen would take the default run past ~15 minutes on a 2-core
// machine (its upstream side is mostly api-deepcopy's); kubernetes-helpers'
// upstream side alone runs several minutes, kubernetes-openapi's a minute
// of CPU per run, client-go minutes per run;
// crd-conversion benchmarks our example, not a real module.
var caseTable = []benchCase{
	{"api-deepcopy", "k8s.io/api@" + cv, ".", "deepcopy", false},
	{"api-golist", "k8s.io/api@" + cv, ".", "golist", false},
	{"sample-apiserver-conversion", "k8s.io/sample-apiserver@" + cv, "pkg/apis", "conversion", false},
	{"apimachinery-conversion", "k8s.io/apimachinery@" + cv, "pkg/apis", "conversion", false},
	{"sample-apiserver-codegen", "k8s.io/sample-apiserver@" + cv, "pkg/apis", "codegen", false},
	{"apimachinery-codegen", "k8s.io/apimachinery@" + cv, "pkg/apis", "codegen", false},
	{"api-codegen", "k8s.io/api@" + cv, ".", "codegen", true},
	{"apiextensions-helpers", "k8s.io/apiextensions-apiserver@" + cv, "pkg", "helpers", false},
	{"kubernetes-helpers", "k8s.io/kubernetes@v1.37.2", ".", "helpers", true},
	{"sample-apiserver-client", "k8s.io/sample-apiserver@" + cv, "pkg/apis", "helpers", false},
	{"apiextensions-client", "k8s.io/apiextensions-apiserver@" + cv, "pkg/apis", "helpers", false},
	{"sample-apiserver-client-schema", "k8s.io/sample-apiserver@" + cv, "pkg/apis", "helpers", false},
	{"sample-apiserver-openapi", "k8s.io/sample-apiserver@" + cv, "pkg/apis", "helpers", false},
	{"kubernetes-openapi", "k8s.io/kubernetes@v1.37.2", ".", "openapi", true},
	{"client-go", "k8s.io/client-go@" + cv, ".", "clientgo", true},
	{"cluster-api-object", "sigs.k8s.io/cluster-api/api@v1.14.2", ".", "object", false},
	{"prometheus-object", "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring@v0.95.1", ".", "object", false},
	{"crd-conversion", "self", crdSubdir, "crd", true},
	{"cluster-api-manifests", "sigs.k8s.io/cluster-api/api@v1.14.2", ".", "manifests", false},
	{"api-noop", "k8s.io/api@" + cv, ".", "noop", false},
	{"kubernetes-noop", "k8s.io/kubernetes@v1.37.2", ".", "noop", true},
}

// A toolEnv is a kind whose tools' runs get environment variables of
// their own (beyond the scratch environment and GVKGEN_RUNCACHE=off).
type toolEnv interface {
	env(tool string) []string
}

// A kind is what a case compares: its tools (the first, ours, is the
// baseline), how a run of each starts (clean), its command (run from the
// module's root) and what a run must leave (check).
type kind interface {
	tools() []string
	setup(b *bench) error
	clean(tool string) error
	command(tool string) []string
	check(tool, log string) error
}

// bench is one run of the benchmark.
type bench struct {
	root, work            string
	runs                  int
	modes                 []string
	boilerplate           string
	markdown, markdownArg string
	userEnv, machine      string
	oursKubeCodegen       string
	ours                  *difftest.Ours
	raw                   *os.File
	results               []run
	c                     benchCase
	mod                   string // the case's module copy
	// env is added to the environment of the runs (runLogged).
	env []string
	// trashed counts the files discard moved into the trash (their names
	// there are 1 to trashed).
	trashed int
}

// newBench reads the settings and prepares WORKDIR.
func newBench(markdown string) (*bench, error) {
	root, err := repoRoot()
	if err != nil {
		return nil, err
	}
	b := &bench{root: root, runs: difftest.GetenvInt("RUNS", 5), machine: machine()}
	if s := os.Getenv("RUNS"); s != "" && (b.runs < 1 || fmt.Sprint(b.runs) != s) {
		return nil, fmt.Errorf("RUNS=%s is not a positive number", s)
	}
	b.modes = strings.FieldsFunc(difftest.Getenv("MODES", "warm,cold"), func(r rune) bool { return r == ',' || r == ' ' })
	for _, m := range b.modes {
		if m != "warm" && m != "cold" {
			return nil, fmt.Errorf("unknown mode %s in MODES (warm, cold)", m)
		}
	}
	for _, v := range []string{"BOILERPLATE", "OURS_DEEPCOPY", "OURS_CONVERSION", "OURS_GVKGEN", "OURS_KUBE_CODEGEN"} {
		if s := os.Getenv(v); s != "" {
			b.userEnv += v + "=" + s + " "
		}
	}
	if b.boilerplate, err = filepath.Abs(difftest.Getpath("BOILERPLATE", filepath.Join(root, "testdata", "boilerplate.go.txt"))); err != nil {
		return nil, err
	}
	if _, err := os.Stat(b.boilerplate); err != nil {
		return nil, fmt.Errorf("boilerplate %s not found (set BOILERPLATE)", b.boilerplate)
	}
	if b.oursKubeCodegen, err = filepath.Abs(difftest.Getpath("OURS_KUBE_CODEGEN", filepath.Join(root, "kube_codegen.sh"))); err != nil {
		return nil, err
	}
	if markdown != "" {
		if err := b.setMarkdown(markdown); err != nil {
			return nil, err
		}
	}
	return b, b.makeWorkDir()
}

// setMarkdown checks the page --markdown names (relative to the caller's
// directory).
func (b *bench) setMarkdown(page string) error {
	b.markdownArg = page
	if caller := os.Getenv("GVK_CALLER_DIR"); caller != "" && !filepath.IsAbs(page) {
		page = filepath.Join(caller, page)
	}
	p, err := filepath.Abs(page)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("--markdown %s: not a writable file", page)
	}
	f.Close()
	b.markdown = p
	return nil
}

// makeWorkDir wipes WORKDIR and opens runs.tsv there.
func (b *bench) makeWorkDir() error {
	dir := difftest.Getpath("WORKDIR", filepath.Join(difftest.Cache(), "work", "bench"))
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	w, err := difftest.WorkDir("WORKDIR", "bench")
	if err != nil {
		return err
	}
	b.work = w
	b.ours = &difftest.Ours{Root: b.root, Dir: filepath.Join(w, "bin")}
	if b.raw, err = os.Create(filepath.Join(w, "runs.tsv")); err != nil {
		return err
	}
	_, err = b.raw.WriteString(runsHeader)
	return err
}

// selected reports whether CASES selects c.
func selected(c benchCase, cases string) bool {
	want := strings.FieldsFunc(cases, func(r rune) bool { return r == ',' || r == ' ' })
	if len(want) == 0 {
		return !c.optIn
	}
	return slices.Contains(want, "all") || slices.Contains(want, c.name) ||
		(c.kind == "codegen" && slices.Contains(want, strings.TrimSuffix(c.name, "-codegen")+"-verify"))
}

// runCases runs every selected case.
func (b *bench) runCases() error {
	ran := 0
	for _, c := range caseTable {
		if !selected(c, os.Getenv("CASES")) {
			continue
		}
		ran++
		if err := b.runCase(c); err != nil {
			return fmt.Errorf("%s: %w", c.name, err)
		}
	}
	if ran == 0 {
		return fmt.Errorf("no case matches CASES=%s", os.Getenv("CASES"))
	}
	return nil
}

// newKind returns the comparison of case c.
func newKind(c benchCase) kind {
	switch c.kind {
	case "codegen":
		return &codegenKind{}
	case "helpers":
		return &helpersKind{}
	case "object":
		return &objectKind{}
	case "crd":
		return &crdKind{}
	case "manifests":
		return &manifestsKind{}
	case "clientgo":
		return &clientgoKind{}
	case "openapi":
		return &openapiKind{}
	case "noop":
		return &noopKind{}
	}
	return &singleKind{gen: c.kind}
}

// runCase copies the case's module, sets the comparison up (which checks
// the sides against each other), then measures every tool in every mode.
func (b *bench) runCase(c benchCase) error {
	b.c, b.mod, b.env = c, filepath.Join(b.work, c.name), nil
	k := newKind(c)
	logf("== %s: %s %s, %s: %s; %d runs, modes %s", c.name, c.modver, c.subdir, c.kind, strings.Join(k.tools(), " "), b.runs, strings.Join(b.modes, " "))
	if err := b.copyModule(); err != nil {
		return err
	}
	if err := k.setup(b); errors.Is(err, errSkipCase) {
		logf("%s: %v", c.name, err)
		return nil
	} else if err != nil {
		return err
	}
	for _, mode := range b.modes {
		if mode == "warm" {
			logf("%s: warm-up runs", c.name)
			for _, t := range k.tools() {
				if err := b.measure(k, t, mode, "warmup"); err != nil {
					return err
				}
			}
		}
		logf("%s: %s runs", c.name, mode)
		for r := 1; r <= b.runs; r++ {
			for _, t := range k.tools() {
				if err := b.measure(k, t, mode, fmt.Sprint(r)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// copyModule makes the case's scratch module and fetches its
// dependencies outside the measurements.
func (b *bench) copyModule() error {
	if b.c.modver == "self" {
		if err := crdCopy(b.root, b.mod); err != nil {
			return err
		}
	} else if b.c.kind == "openapi" {
		return nil // openapiKind.setup lays its module out
	} else if err := difftest.ScratchCopy(b.c.modver, b.mod); err != nil {
		return err
	}
	args := []string{"list", "-deps", "./..."}
	if b.c.kind == "noop" && b.c.name == "kubernetes-noop" {
		// Its setup lists the packages it needs, in its workspace.
		return kubernetesWorkspace(b.mod)
	}
	if b.c.kind == "helpers" {
		if err := helpersPrepare(b.c.name, b.mod); err != nil {
			return err
		}
		args = []string{"list", "-e", "-deps", "./..."}
	}
	cmd := difftest.Scratch(b.mod, "go", args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// discard takes the file at path out of the case's tree before a run: it
// moves it into WORKDIR's trash, which emptyTrash deletes once every case
// has run; a file that is not there is no error. Deleting it at once
// would free its inode, and on an ext4 file system without a journal
// (this project's benchmark machine has one) allocating an inode steps,
// one by one, over every inode freed in the last minute or more (the
// kernel's recently_deleted check). The client-go case deleted about
// 8,000 files an iteration: file creation in the runs after it (both
// sides') took seconds of system time more with every iteration, where a
// user's regeneration deletes its files once. Moved aside, the files keep
// each run independent of the runs before it.
func (b *bench) discard(path string) error {
	dir := filepath.Join(b.work, "trash")
	if b.trashed == 0 {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	err := os.Rename(path, filepath.Join(dir, strconv.Itoa(b.trashed+1)))
	if err == nil {
		b.trashed++
		return nil
	}
	if !os.IsNotExist(err) {
		err = os.Remove(path) // the trash is on another file system
	}
	if os.IsNotExist(err) {
		return nil
	}
	return err
}

// removeAll discards the files (relative to root).
func (b *bench) removeAll(root string, files []string) error {
	for _, f := range files {
		if err := b.discard(filepath.Join(root, f)); err != nil {
			return err
		}
	}
	return nil
}

// emptyTrash deletes what discard moved aside.
func (b *bench) emptyTrash() error {
	if b.trashed > 0 {
		logf("deleting the %d files moved aside before the runs", b.trashed)
	}
	b.trashed = 0
	return os.RemoveAll(filepath.Join(b.work, "trash"))
}

// measure makes one run of tool from a clean tree, checks what it left,
// and records it unless run is "warmup".
func (b *bench) measure(k kind, tool, mode, run string) error {
	logs := filepath.Join(b.work, "logs")
	if err := os.MkdirAll(logs, 0o755); err != nil {
		return err
	}
	log := filepath.Join(logs, fmt.Sprintf("%s.%s.%s.%s.log", b.c.name, tool, mode, run))
	if err := k.clean(tool); err != nil {
		return err
	}
	b.env = nil
	if e, ok := k.(toolEnv); ok {
		b.env = e.env(tool)
	}
	cache := ""
	if mode == "cold" {
		var err error
		if cache, err = os.MkdirTemp(b.work, "gocache."); err != nil {
			return err
		}
		defer os.RemoveAll(cache)
	}
	u, err := b.runLogged(k.command(tool), log, cache)
	if err != nil {
		return fmt.Errorf("%s failed (%s, run %s): %v; log:\n%s", tool, mode, run, err, tail(log))
	}
	if err := k.check(tool, log); err != nil {
		return fmt.Errorf("after %s (%s, run %s): %w", tool, mode, run, err)
	}
	fmt.Printf("  %-16s %-5s run %-6s %6.2fs %6d MB %6.2fs CPU\n", tool, mode, run, u.Wall.Seconds(), u.MaxRSSKB/1024, u.CPU.Seconds())
	if run == "warmup" {
		return nil
	}
	for _, r := range rowsOf(b.c, tool) {
		rec := run2(r[0], r[1], mode, run, u)
		b.results = append(b.results, rec)
		if _, err := b.raw.WriteString(rec.tsv()); err != nil {
			return err
		}
	}
	return nil
}

// runLogged runs argv in the module with its output in log; cache, if
// set, is a fresh GOCACHE and syntax cache (cold), else the warm ones.
func (b *bench) runLogged(argv []string, log, cache string) (difftest.Usage, error) {
	if err := os.MkdirAll(filepath.Dir(log), 0o755); err != nil {
		return difftest.Usage{}, err
	}
	f, err := os.Create(log)
	if err != nil {
		return difftest.Usage{}, err
	}
	defer f.Close()
	cmd := difftest.Scratch(b.mod, argv[0], argv[1:]...)
	cmd.Stdout, cmd.Stderr = f, f
	syntax := filepath.Join(b.work, "syntaxcache")
	if cache != "" {
		cmd.Env = append(cmd.Env, "GOCACHE="+cache)
		syntax = filepath.Join(cache, "syntaxcache")
	}
	// No run cache but a case's own (noop): a run on a tree a run before
	// left unchanged would be replayed.
	cmd.Env = append(cmd.Env, "GVKGEN_SYNTAXCACHE="+syntax, "GVKGEN_RUNCACHE=off")
	cmd.Env = append(cmd.Env, b.env...)
	return difftest.RunMeasured(cmd)
}

// check runs argv in the module once, outside the measurements (its
// output in log), failing with the log's end.
func (b *bench) check(argv []string, log string) error {
	if _, err := b.runLogged(argv, log, ""); err != nil {
		return fmt.Errorf("%s failed: %v; log:\n%s", filepath.Base(argv[0]), err, tail(log))
	}
	return nil
}

// rowsOf names the results of a run of tool: the case and the tool, but
// a codegen or crd case's verify is ours of NAME-verify (upstream's runs
// count for both), a helpers case's TOOL-pre is TOOL of NAME-pre, and
// client-go's SIDE-T is SIDE of client-go-T, and its generate is ours of
// client-go-generate (upstream's four tools count for both).
func rowsOf(c benchCase, tool string) [][2]string {
	verify := strings.TrimSuffix(c.name, "-codegen") + "-verify"
	switch {
	case (c.kind == "codegen" || c.kind == "crd") && tool == "verify":
		return [][2]string{{verify, "ours"}}
	case (c.kind == "codegen" || c.kind == "crd") && tool == "upstream":
		return [][2]string{{c.name, tool}, {verify, tool}}
	case c.kind == "helpers" && strings.HasSuffix(tool, "-pre"):
		return [][2]string{{c.name + "-pre", strings.TrimSuffix(tool, "-pre")}}
	case c.kind == "clientgo" && tool == "generate":
		return [][2]string{{c.name + "-generate", "ours"}}
	case c.kind == "clientgo" && tool == "upstream":
		return [][2]string{{c.name, tool}, {c.name + "-generate", tool}}
	case c.kind == "clientgo" && strings.Contains(tool, "-"):
		side, g, _ := strings.Cut(tool, "-")
		return [][2]string{{c.name + "-" + g, side}}
	}
	return [][2]string{{c.name, tool}}
}

func run2(c, tool, mode, n string, u difftest.Usage) run {
	return run{c, tool, mode, n, round(u.Wall.Seconds(), 2), u.MaxRSSKB}
}

// tail is the end of a log file.
func tail(log string) string {
	b, _ := os.ReadFile(log)
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > 40 {
		lines = lines[len(lines)-40:]
	}
	return strings.Join(lines, "\n")
}
