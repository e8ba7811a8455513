// Command bench times gvkgen against upstream k8s.io/code-generator
// v0.37.2 and controller-gen v0.23.0 on real modules: hack/bench.sh runs it
// from the repository's root, and its help (hack/bench.sh --help, the
// usage below) says what each case measures and which environment
// variables it reads. docs/benchmarks.md holds its tables.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

const usage = `usage: hack/bench.sh [--markdown PAGE]

Times our generators against upstream k8s.io/code-generator v0.37.2 and
controller-gen object v0.23.0 on real modules. For each case, RUNS runs of
every tool, interleaved (A,B,C,A,B,C,...) so that machine noise spreads over
all of them, each measured for wall seconds and peak RSS (the largest of the
process and the children it waited for, e.g. go list), and for CPU seconds
(user+sys, with those children: printed per run, not in the tables). Every
run starts from the same tree (the case's generated files moved aside into
WORKDIR's trash, deleted when every case has run: docs/benchmarks.md says
why). Modes:
  warm  the Go build cache is warmed by one unmeasured run of each tool,
        and so is gvkgen's syntax cache (GVKGEN_SYNTAXCACHE, in WORKDIR,
        with the format and list caches in it)
  cold  every run gets a fresh empty GOCACHE and syntax cache (the module
        cache stays warm; no format or list cache)
Prints one row per case, tool and mode: median wall seconds, median peak
RSS, and each as a ratio to ours. Before timing, each case checks that ours
writes what upstream writes, byte for byte; every timed run is checked again.

Cases (opt-in ones run only when CASES names them, or is "all"):
%s
Kinds: deepcopy, conversion: the single tools on the packages tagged
"+k8s:G-gen=" (deepcopy also against controller-gen). golist: our
deepcopy-gen, and gvkgen generate ./SUBDIR/... (tool generate; with
--cache=off, which runs go list instead of reading the list cache, tool
generate-golist), against go list -e -deps -json (the floor of every load
that runs it; each tool / go-list is printed). codegen: gvkgen generate ./SUBDIR/... against upstream
deepcopy-gen then conversion-gen in one command, as kube_codegen.sh's
gen_helpers runs them, and gvkgen verify on the current tree (case
NAME-verify). object: controller-gen object against gvkgen in its syntax.
helpers (NAME-helpers, NAME-client, NAME-openapi): kube::codegen::gen_helpers
(gen_client, gen_openapi with a report file of its own)
with upstream's kube_codegen.sh sourced against ours, as users run them
(each installs its tools) and, as NAME-pre, with the tools preinstalled;
NAME-client-schema: gen_client as the module calls it, its schema from
go run models-schema on upstream's side, from gvkgen models-schema on ours.
openapi (kubernetes-openapi): upstream's openapi-gen (kube-openapi's, as
code-generator v0.37.2 installs it) against ours on k8s.io/kubernetes'
packages with its update-codegen.sh flags, the staging modules copied in.
clientgo: client-go's four trees from k8s.io/api with Kubernetes'
update-codegen.sh flags, the four tools together, each alone
(client-go-T), and gvkgen generate with the four in one load
(client-go-generate, against upstream's four). crd: gvkgen generate and verify on examples/apis/crd against
controller-gen object then conversion-gen. manifests: a kubebuilder module's
make manifests generate (controller-gen crd:crdVersions=v1
output:crd:dir=config/crd/bases, then object) against one gvkgen run with
both; skipped when this gvkgen lacks the crd or object generator.
noop: gvkgen verify on a tree it finds up to date and unchanged (generated
once in setup): ours is its second run, replayed from the run cache, first
a run with the run cache empty (a full run that keeps its entry), go-list
go list -e -deps -json on the same packages; ours / go-list is printed.
kubernetes-noop is k8s.io/kubernetes as a workspace (go.work) of the module
and its staging modules (the published ones of code-generator's version),
with gen_helpers' deepcopy, defaulter and conversion packages and flags.
Every other case runs gvkgen with GVKGEN_RUNCACHE=off.

--markdown PAGE also writes the results as Markdown tables into PAGE
(docs/benchmarks.md): one per case, between its "<!-- bench:CASE -->" and
"<!-- /bench -->" lines, headed by the date, the machine and the command
line that reproduces it.

Environment (all optional):
  RUNS           measured runs per tool and mode (default 5)
  MODES          comma-separated modes (default warm,cold)
  CASES          comma-separated case names, or "all" (default: every case
                 not opt-in); X-verify selects X-codegen
  BOILERPLATE    header file (default testdata/boilerplate.go.txt)
  OURS_DEEPCOPY, OURS_CONVERSION, OURS_GVKGEN ...  our binaries to time
                 instead of building ./cmd/...
  OURS_KUBE_CODEGEN  kube_codegen.sh of the helpers cases (default
                 <repo>/kube_codegen.sh)
  WORKDIR        scratch dir, wiped first (default $GVKGEN_CACHE/work/bench);
                 raw per-run figures are left in $WORKDIR/runs.tsv
  GVKGEN_CACHE   tool and scratch cache (default $HOME/.cache/gvkgen)
  CLIENTS_WORKDIR  where the client-go case finds (or makes, once) the
                 OpenAPI schema, as hack/diff-clients.sh
`

func main() {
	if err := runMain(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "ERROR: %v\n", err)
		os.Exit(1)
	}
}

// runMain runs the benchmark with the command line args.
func runMain(args []string) error {
	fs := flag.NewFlagSet("hack/bench.sh", flag.ContinueOnError)
	markdown := fs.String("markdown", "", "also write the results into this Markdown page (docs/benchmarks.md)")
	fs.Usage = func() { fmt.Fprintf(os.Stderr, usage, caseList()) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unknown argument %s; hack/bench.sh takes --markdown PAGE, and its settings in the environment (see hack/bench.sh --help)", fs.Arg(0))
	}
	b, err := newBench(*markdown)
	if err != nil {
		return err
	}
	start := time.Now()
	err = b.runCases()
	if err == nil {
		err = b.report(start)
	}
	return errors.Join(err, b.emptyTrash())
}

// caseList is the case table, one line a case, for the usage.
func caseList() string {
	var out strings.Builder
	for _, c := range caseTable {
		opt := ""
		if c.optIn {
			opt = " (opt-in)"
		}
		fmt.Fprintf(&out, "  %-28s %s %s, %s%s\n", c.name, c.modver, c.subdir, c.kind, opt)
	}
	return out.String()
}

// report prints the results, and writes them into the Markdown page if
// asked.
func (b *bench) report(start time.Time) error {
	lines, err := summarize(b.results)
	if err != nil {
		return err
	}
	fmt.Printf("\n== bench results (median of %d runs; ratio = tool / ours)\n", b.runs)
	printText(os.Stdout, lines)
	if b.markdown != "" {
		cmd := b.userEnv + fmt.Sprintf("RUNS=%d MODES=%s ", b.runs, strings.Join(b.modes, ","))
		if c := os.Getenv("CASES"); c != "" {
			cmd += "CASES=" + c + " "
		}
		cmd += "hack/bench.sh --markdown " + b.markdownArg
		if err := updatePage(b.markdown, lines, cmd, time.Now().UTC().Format("2006-01-02"), b.machine); err != nil {
			return err
		}
		logf("results written into %s", b.markdownArg)
	}
	fmt.Printf("bench: done in %.0fs; raw figures in %s\n", time.Since(start).Seconds(), filepath.Join(b.work, "runs.tsv"))
	return nil
}

// logf prints a progress line with the time.
func logf(format string, args ...any) {
	fmt.Printf("[%s] %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}

// machine says how many cores there are and how loaded they are.
func machine() string {
	load := "?"
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = strings.Fields(string(b))[0]
	}
	return fmt.Sprintf("%d cores, load average %s at the start", runtime.NumCPU(), load)
}

// repoRoot is the repository: hack/bench.sh runs us from there.
func repoRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(wd, "kube_codegen.sh")); err != nil {
		return "", fmt.Errorf("run from the repository's root (hack/bench.sh does)")
	}
	return wd, nil
}

var _ = difftest.Getenv
