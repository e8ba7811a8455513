package kubecodegen

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
)

// call is one call of an upstream shell function, with its flags parsed.
type call struct {
	fn          string // gen_helpers, gen_register, gen_client or gen_openapi
	inDir       string
	boilerplate string
	verbosity   string // KUBE_VERBOSE
	lintRules   string
	extraPeers  []string // gen_helpers' --extra-peer-dir

	// gen_client's.
	oneInputAPI, outDir, outPkg                  string
	clientsetName, versionedName                 string
	applyconfigName, applyconfigExternals        string
	applyconfigOpenAPISchema                     string
	listersName, informersName, pluralExceptions string
	withApplyconfig, withWatch, prefersProtobuf  bool

	// gen_openapi's (and its --output-dir, --output-pkg).
	extraPkgs     []string
	report        string // --report-filename, default /dev/null
	modelNameFile string // --output-model-name-file
	updateReport  bool
	// newReport is the temporary file the tool writes the report to,
	// compared with report once it succeeds.
	newReport string
}

// Functions are the shell functions the front end stands for.
var Functions = []string{"gen_helpers", "gen_register", "gen_client", "gen_openapi"}

// valueFlags are the flags of each function that take a value, booleans
// its flags without one, as upstream's script has them.
var (
	valueFlags = map[string][]string{
		"gen_helpers":  {"--boilerplate", "--extra-peer-dir", "--lint-rules"},
		"gen_register": {"--boilerplate", "--lint-rules"},
		"gen_client": {"--one-input-api", "--output-dir", "--output-pkg", "--boilerplate", "--clientset-name",
			"--versioned-name", "--applyconfig-name", "--applyconfig-externals", "--applyconfig-openapi-schema",
			"--listers-name", "--informers-name", "--plural-exceptions", "--lint-rules"},
		"gen_openapi": {"--output-dir", "--output-pkg", "--extra-pkgs", "--report-filename", "--output-model-name-file", "--boilerplate"},
	}
	boolFlags = map[string][]string{
		"gen_client":  {"--with-applyconfig", "--with-watch", "--prefers-protobuf"},
		"gen_openapi": {"--update-report"},
	}
)

// errUsage is a mistake of the command line, printed as upstream's
// script prints it (its text alone), exit 1.
type errUsage string

func (e errUsage) Error() string { return string(e) }

// parse parses args of function fn as upstream's script does, with its
// defaults and its messages; KUBE_VERBOSE gives the verbosity.
func parse(fn string, args []string) (*call, error) {
	c := &call{fn: fn, verbosity: os.Getenv("KUBE_VERBOSE"), clientsetName: "clientset", versionedName: "versioned",
		applyconfigName: "applyconfiguration", listersName: "listers", informersName: "informers", report: "/dev/null"}
	if c.verbosity == "" {
		c.verbosity = "0"
	}
	if _, ok := valueFlags[fn]; !ok {
		return nil, errUsage(fmt.Sprintf("unknown function %q: use %s", fn, strings.Join(Functions, ", ")))
	}
	for len(args) > 0 {
		a := args[0]
		switch {
		case slices.Contains(boolFlags[fn], a):
			c.setBool(a)
			args = args[1:]
		case slices.Contains(valueFlags[fn], a):
			if len(args) < 2 {
				return nil, errUsage("missing value for " + a)
			}
			c.set(a, args[1])
			args = args[2:]
		case strings.HasPrefix(a, "--"):
			return nil, errUsage("unknown argument: " + a)
		case c.inDir != "":
			return nil, errUsage(fmt.Sprintf("too many arguments: %s (already have %s)", a, c.inDir))
		default:
			c.inDir = a
			args = args[1:]
		}
	}
	return c, c.check()
}

func (c *call) setBool(flag string) {
	switch flag {
	case "--with-applyconfig":
		c.withApplyconfig = true
	case "--with-watch":
		c.withWatch = true
	case "--prefers-protobuf":
		c.prefersProtobuf = true
	case "--update-report":
		c.updateReport = true
	}
}

func (c *call) set(flag, v string) {
	fields := map[string]*string{
		"--boilerplate": &c.boilerplate, "--lint-rules": &c.lintRules, "--output-dir": &c.outDir,
		"--output-pkg": &c.outPkg, "--clientset-name": &c.clientsetName, "--versioned-name": &c.versionedName,
		"--applyconfig-name": &c.applyconfigName, "--applyconfig-externals": &c.applyconfigExternals,
		"--applyconfig-openapi-schema": &c.applyconfigOpenAPISchema, "--listers-name": &c.listersName,
		"--informers-name": &c.informersName, "--plural-exceptions": &c.pluralExceptions,
		"--report-filename": &c.report, "--output-model-name-file": &c.modelNameFile,
	}
	switch flag {
	case "--extra-peer-dir":
		c.extraPeers = append(c.extraPeers, v)
	case "--extra-pkgs":
		c.extraPkgs = append(c.extraPkgs, v)
	case "--one-input-api":
		c.oneInputAPI = "/" + v
	default:
		*fields[flag] = v
	}
}

// check reports what upstream's script refuses once its flags are read.
func (c *call) check() error {
	switch {
	case c.inDir == "":
		return errUsage("input-dir argument is required")
	case (c.fn == "gen_client" || c.fn == "gen_openapi") && c.outDir == "":
		return errUsage("--output-dir is required")
	case (c.fn == "gen_client" || c.fn == "gen_openapi") && c.outPkg == "":
		// Upstream's gen_client prints this and goes on, and its tools
		// then write import paths starting with "/": a usage error here,
		// before anything is written (gen_openapi's returns 1 too).
		return errUsage("--output-pkg is required")
	}
	return nil
}

// errNothing ends a call that ran nothing, its reasons already printed.
var errNothing = errors.New("nothing was generated or deleted")
