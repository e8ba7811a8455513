package kubecodegen

import (
	"bytes"
	"debug/buildinfo"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/aymanbagabas/go-udiff"
	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// gen_openapi, as upstream's: openapi-gen on the packages under the input
// directory with a +k8s:openapi line, the --extra-pkgs and apimachinery's,
// writing one zz_generated.openapi.go in --output-dir, then its API rule
// report checked against --report-filename.

const (
	// openapiName is gvkgen's name of the openapi generator: when the
	// registry has it, it runs in gvkgen, else upstream's tool runs.
	openapiName = "openapi"
	// openapiTool is upstream's tool.
	openapiTool = "openapi-gen"
	// openapiVersion is the kube-openapi code-generator v0.37.2's go.mod
	// requires, and openapiInstall what go install takes for its tool.
	openapiVersion = "v0.0.0-20260721132016-d427ff9ee9ad"
	openapiInstall = "k8s.io/kube-openapi/cmd/openapi-gen@" + openapiVersion
	// openapiTag is upstream gen_openapi's grep, '^\s*//\s*+k8s:openapi':
	// a prefix, so +k8s:openapi-gen=false and +k8s:openapi-model-package
	// lines count too.
	openapiTag = "+k8s:openapi"
	// openapiFile is the file upstream's script has openapi-gen write in
	// --output-dir, and deletes under the input directory first.
	openapiFile = "zz_generated.openapi.go"
)

// openapiAlways are the packages upstream's gen_openapi gives openapi-gen
// before the caller's, in its order: apimachinery's types that most API
// types refer to (ObjectMeta, Quantity).
var openapiAlways = []string{
	"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime",
	"k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource",
}

// Report is gen_openapi's API rule check, made once the tool succeeded:
// the report it wrote to New, compared with File as upstream's diff -u;
// with Update, copied to File instead (Written: the tool ran and wrote
// New; else File is left as it is, as upstream's tool, not run, leaves it).
type Report struct {
	File, New       string
	Update, Written bool
}

// OpenAPIInputs returns the packages upstream's gen_openapi generates for,
// in its order: extra (its --extra-pkgs), then the import paths of the
// directories under dir with a .go file with a "// +k8s:openapi" line
// (Find), sorted; apimachinery's packages, which it always adds, are not
// among them.
func OpenAPIInputs(dir string, extra []string, goList func(dirs []string) ([]string, error)) ([]string, error) {
	found, err := Find(dir, []string{openapiTag}, Upstream)
	if err != nil {
		return nil, err
	}
	pkgs := slices.Clone(extra)
	if len(found[0]) == 0 {
		return pkgs, nil
	}
	tagged, err := goList(found[0])
	return append(pkgs, tagged...), err
}

// planOpenAPI plans a gen_openapi call: its report check always, and, if
// it has input packages, the openapi job, by gvkgen when gens has the
// openapi generator, else by upstream's tool.
func planOpenAPI(c *call, gens []*gen.Generator, e env, stderr *strings.Builder) (*Plan, error) {
	// Upstream's openapi-gen (with --update-report) or touch fails on a
	// report in a missing directory, once code is written: before, here.
	if d := filepath.Dir(c.report); !isDir(d) {
		return nil, errUsage(fmt.Sprintf("--report-filename %s: directory %s does not exist; create it (mkdir -p %s) or name a file elsewhere", c.report, d, d))
	}
	p := &Plan{Report: &Report{File: c.report, New: c.newReport, Update: c.updateReport}}
	inGvkgen := lookup(gens, openapiName) != nil
	pkgs, err := OpenAPIInputs(c.inDir, c.extraPkgs, func(dirs []string) ([]string, error) { return e.packages(dirs, inGvkgen) })
	if err != nil || len(pkgs) == 0 {
		return p, err
	}
	readonly, err := openapiReadonly(c, e, stderr)
	if err != nil {
		return nil, err
	}
	j := Job{Name: openapiName, Tool: openapiTool, Word: "openapi", Pkgs: pkgs}
	inputs := append(slices.Clone(openapiAlways), pkgs...)
	if inGvkgen {
		if p.Gvkgen, err = openapiGvkgenArgs(c, gens, readonly, inputs); err != nil {
			return nil, err
		}
	} else {
		if j.Runner = e.tool(openapiTool); j.Runner == "" {
			noTool(stderr, fmt.Sprintf("package(s) need openapi code (tagged %s under %s, or --extra-pkgs)", openapiTag, c.inDir), openapiTool, openapiInstall, pkgs)
			return nil, errNothing
		}
		if info, err := buildinfo.ReadFile(j.Runner); err == nil {
			stderr.WriteString(openapiVersionWarning(j.Runner, info))
		}
		p.Tools = [][]string{openapiToolArgs(c, j.Runner, readonly, inputs)}
	}
	p.Jobs = []Job{j}
	p.AsideNames = []string{openapiFile}
	p.Report.Written = true
	return p, nil
}

// openapiReadonly returns the packages openapi-gen is told are read-only:
// upstream's, and, when it writes model names, each --extra-pkgs package
// in the module cache, saying so. Upstream's gen_openapi lets openapi-gen
// write a zz_generated.model_name.go into such a package (as root, into
// the module cache); read-only changes nothing else it writes.
func openapiReadonly(c *call, e env, stderr *strings.Builder) ([]string, error) {
	readonly := slices.Clone(readonlyPkgs)
	if c.modelNameFile == "" || len(c.extraPkgs) == 0 || e.inModCache == nil {
		return readonly, nil
	}
	cached, err := e.inModCache(c.extraPkgs)
	if err != nil {
		return nil, err
	}
	for _, p := range cached {
		if !slices.Contains(readonly, p) {
			readonly = append(readonly, p)
			fmt.Fprintf(stderr, "%s: %s is in the module cache: read-only, so that no %s is written there (upstream's gen_openapi writes one); its definitions are generated as upstream's\n", prog, p, c.modelNameFile)
		}
	}
	return readonly, nil
}

// openapiVersionWarning warns when upstream's openapi-gen at path (info,
// its build information) was built from another kube-openapi than the one
// upstream's gen_openapi builds it from: its output may differ. A binary
// without kube-openapi among its modules is not questioned.
func openapiVersionWarning(path string, info *debug.BuildInfo) string {
	v := ""
	for _, m := range append([]*debug.Module{&info.Main}, info.Deps...) {
		if m.Path == "k8s.io/kube-openapi" {
			v = m.Version
			if m.Replace != nil {
				v += " => " + strings.TrimSpace(m.Replace.Path+" "+m.Replace.Version)
			}
		}
	}
	if v == "" || v == openapiVersion {
		return ""
	}
	return fmt.Sprintf("%s: warning: %s is built from k8s.io/kube-openapi %s, not %s, which k8s.io/code-generator v0.37.2's gen_openapi runs: its output may differ (go install %s)\n",
		prog, path, v, openapiVersion, openapiInstall)
}

// openapiFlags are the flags upstream's gen_openapi gives openapi-gen, as
// flag, value pairs in its order, by openapi-gen's names; --readonly-pkg
// once for each of readonly. The header is c.common's.
func (c *call) openapiFlags(readonly []string) []string {
	flags := []string{"output-file", openapiFile, "output-dir", c.outDir, "output-pkg", c.outPkg,
		"report-filename", c.newReport, "output-model-name-file", c.modelNameFile}
	for _, p := range readonly {
		flags = append(flags, "readonly-pkg", p)
	}
	return flags
}

// openapiToolArgs is upstream's openapi-gen command line (runner is its
// path) for inputs, as upstream's gen_openapi runs it (readonly, from
// openapiReadonly).
func openapiToolArgs(c *call, runner string, readonly, inputs []string) []string {
	args := []string{runner, "-v", c.verbosity}
	flags := c.openapiFlags(readonly)
	args = append(args, "--"+flags[0], flags[1])
	if c.boilerplate != "" {
		args = append(args, "--go-header-file", c.boilerplate)
	}
	for k := 2; k < len(flags); k += 2 {
		if flags[k] == "output-model-name-file" {
			// One argument, as upstream's script writes it.
			args = append(args, "--"+flags[k]+"="+flags[k+1])
			continue
		}
		args = append(args, "--"+flags[k], flags[k+1])
	}
	return append(args, inputs...)
}

// openapiGvkgenArgs is the gvkgen run of gvkgen's openapi generator for
// inputs: openapi-gen's flags with upstream gen_openapi's values, each by
// the gvkgen flag that sets it for openapi alone (what gvkgen generators
// lists; the output file is the driver's --openapi-output-file unless
// the generator has its own).
func openapiGvkgenArgs(c *call, gens []*gen.Generator, readonly, inputs []string) ([]string, error) {
	args := append(c.common("generate"), "--"+openapiName+"-packages", strings.Join(inputs, ","))
	flags := c.openapiFlags(readonly)
	for k := 0; k < len(flags); k += 2 {
		f := cli.GvkgenFlag(gens, openapiName, flags[k])
		if f == "" && flags[k] == "output-file" {
			f = openapiName + "-output-file"
		}
		if f == "" {
			return nil, fmt.Errorf("this gvkgen has no flag for %s's --%s; update gvkgen", openapiTool, flags[k])
		}
		args = append(args, "--"+f+"="+flags[k+1])
	}
	return args, nil
}

// check makes the report check and returns the call's exit code: 0, or 1
// with upstream's diff and message on stdout (and, for the /dev/null
// trap, what to do on stderr).
func (r *Report) check(stdout, stderr io.Writer) int {
	if r.Update && r.Written {
		data, err := os.ReadFile(r.New)
		if err == nil {
			err = replaceFile(r.File, data)
		}
		if err != nil {
			fmt.Fprintf(stderr, "%s: --update-report: %v\n", prog, err)
			return 1
		}
	}
	if _, err := os.Stat(r.File); os.IsNotExist(err) {
		// Upstream touches it, in case it does not exist yet.
		if err := os.WriteFile(r.File, nil, 0o644); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
	}
	if r.Update {
		if r.File == os.DevNull {
			fmt.Fprintf(stderr, "%s: warning: --update-report with the report %s records nothing; give --report-filename a file in your repository\n", prog, os.DevNull)
		}
		return 0
	}
	return r.compare(stdout, stderr)
}

// compare is the check without --update-report: File and New must hold
// the same bytes.
func (r *Report) compare(stdout, stderr io.Writer) int {
	old, err := os.ReadFile(r.File)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	got, err := os.ReadFile(r.New)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if bytes.Equal(old, got) {
		return 0
	}
	io.WriteString(stdout, udiff.Unified(r.File, r.New, string(old), string(got)))
	fmt.Fprintf(stdout, "ERROR:\n\tAPI rule check failed for %s: new reported violations\n\tPlease read api/api-rules/README.md\n", r.File)
	if r.File == os.DevNull {
		fmt.Fprint(stderr, devNullHint(got))
	}
	return 1
}

// devNullHint says what to do when the report is /dev/null, gen_openapi's
// default, which no call with apimachinery's packages (always given)
// passes: they have violations of their own.
func devNullHint(report []byte) string {
	n, own := 0, 0
	for _, l := range strings.Split(string(report), "\n") {
		if l == "" {
			continue
		}
		n++
		if strings.Contains(l, ",k8s.io/apimachinery/") {
			own++
		}
	}
	return fmt.Sprintf("%s: the report is %s (gen_openapi's default), so every API rule violation fails the call, "+
		"and openapi-gen reported %d (%d in k8s.io/apimachinery's packages, which gen_openapi always gives it): "+
		"pass --report-filename with a file in your repository (Kubernetes' modules use api/api-rules/violation_exceptions.list) "+
		"and run once with --update-report to record the current violations there; later calls then fail only on new ones\n",
		prog, os.DevNull, n, own)
}

// replaceFile writes data to path: a regular file (or none) through a
// temporary file renamed into place, keeping its mode, so that a failure
// leaves the old one; anything else (/dev/null) directly. A symbolic link
// is followed.
func replaceFile(path string, data []byte) error {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	mode := fs.FileMode(0o644)
	switch fi, err := os.Stat(path); {
	case err == nil && !fi.Mode().IsRegular():
		return os.WriteFile(path, data, 0)
	case err == nil:
		mode = fi.Mode().Perm()
	case !os.IsNotExist(err):
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), mode)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// newReportFile creates the temporary file gen_openapi's tool writes its
// report to (upstream's mktemp), and returns the function that removes it.
func newReportFile(c *call) (func(), error) {
	f, err := os.CreateTemp("", "gen_openapi.api_violations.")
	if err != nil {
		return nil, err
	}
	f.Close()
	c.newReport = f.Name()
	return func() { os.Remove(f.Name()) }, nil
}
