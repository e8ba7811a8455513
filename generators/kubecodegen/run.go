package kubecodegen

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/kubecodegen/installrecord"
)

// prog prefixes the front end's own messages.
const prog = "gvkgen kube-codegen"

const synopsis = "kube-codegen gen_helpers|gen_register|gen_client|gen_openapi [flags] <input-dir>"

// Command is the word that selects the front end: gvkgen kube-codegen ... .
const Command = "kube-codegen"

// Frontend is kube_codegen.sh's functions as a front end of gvkgen. It
// takes only command lines starting with its Command, so cmd/gvkgen lists
// it before controller-gen's (whose options, crd or paths=..., may be an
// input directory's name).
var Frontend = cli.Frontend{
	Synopsis: synopsis,
	Help: "  kube-codegen\n" +
		"            k8s.io/code-generator's kube_codegen.sh: run its function\n" +
		"            with its flags, as upstream's script would (kube_codegen.md)\n",
	Accepts: func(args []string) bool { return len(args) > 0 && args[0] == Command },
	Run: func(gens []*gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
		if verify {
			fmt.Fprintf(stderr, "%s: there is no verify for kube_codegen.sh's functions; run gvkgen verify with the packages instead\n", prog)
			return cli.ExitError
		}
		return Run(gens, args[1:], stdout, stderr)
	},
}

// Run runs kube_codegen.sh's function args[0] (gen_helpers, gen_register,
// gen_client or gen_openapi) with the flags and input directory that follow, with
// the generators gens, and returns the exit code: upstream's script's 1
// for a mistake of the command line, gvkgen's or upstream tool's code
// when one fails.
func Run(gens []*gen.Generator, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintf(stderr, "usage: gvkgen %s\n\nFlags are those of upstream's shell function of that name; see docs/kube_codegen.md.\n", synopsis)
		if len(args) == 0 {
			return 1
		}
		return 0
	}
	if args[0] == installrecord.Command {
		return installrecord.Main(args[1:], stderr)
	}
	c, err := parse(args[0], args[1:])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if c.fn == "gen_openapi" {
		remove, err := newReportFile(c)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
		defer remove()
	}
	var msgs strings.Builder
	p, err := plan(c, gens, osEnv, &msgs)
	io.WriteString(stderr, msgs.String())
	switch {
	case err != nil:
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	case p == nil:
		return 0
	}
	return execute(c, p, gens, stdout, stderr)
}

// plan plans call c; a nil plan (gen_client without inputs) does nothing.
func plan(c *call, gens []*gen.Generator, e env, stderr *strings.Builder) (*Plan, error) {
	switch c.fn {
	case "gen_helpers":
		hs, err := resolveHelpers(gens, helperNames)
		if err != nil {
			return nil, err
		}
		p, err := planHelpers(c, gens, hs, e, stderr)
		if p != nil && len(p.Jobs) == 0 {
			return nil, err
		}
		return p, err
	case "gen_register":
		p, err := planHelpers(c, gens, []helper{registerHelper}, e, stderr)
		if p != nil && len(p.Jobs) == 0 {
			return nil, err
		}
		return p, err
	case "gen_openapi":
		return planOpenAPI(c, gens, e, stderr)
	}
	if err := os.MkdirAll(c.outDir, 0o755); err != nil {
		return nil, err
	}
	pkgs, gvs, err := clientInputs(c, gens, e)
	if err != nil || len(pkgs) == 0 {
		return nil, err
	}
	return planClients(c, gens, pkgs, gvs, e, stderr)
}

// execute prints upstream's "Generating" lines, sets the old files aside,
// runs gvkgen once for the generators it has, then upstream's tools for
// the others, and puts the old files back if any fails; then checks the
// report, if the plan has one (gen_openapi).
func execute(c *call, p *Plan, gens []*gen.Generator, stdout, stderr io.Writer) int {
	for _, j := range p.Jobs {
		fmt.Fprintf(stdout, "Generating %s code for %d targets\n", j.Word, len(j.Pkgs))
	}
	a, err := setAside(p, c.inDir, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if p.Gvkgen != nil {
		if code := cli.Delegated(gens, p.Gvkgen, stdout, stderr); code != cli.ExitOK {
			a.putBack(stderr)
			return code
		}
	}
	for _, t := range p.Tools {
		fmt.Fprintf(stderr, "Running %s (gvkgen has no %s)\n", t[0], toolOf(p, t[0]))
		cmd := exec.Command(t[0], t[1:]...)
		cmd.Stdout, cmd.Stderr = stdout, stderr
		if err := cmd.Run(); err != nil {
			a.putBack(stderr)
			var ee *exec.ExitError
			if errors.As(err, &ee) && ee.ExitCode() > 0 {
				return ee.ExitCode()
			}
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
	}
	if p.Report != nil {
		return p.Report.check(stdout, stderr)
	}
	return 0
}

// toolOf is the name of the upstream tool that runner runs.
func toolOf(p *Plan, runner string) string {
	for _, j := range p.Jobs {
		if j.Runner == runner {
			return j.Tool
		}
	}
	return runner
}
