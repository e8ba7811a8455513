package kubecodegen

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// clientGens are the generators gen_client runs, in upstream's order, with
// upstream's tool of each and the word of its "Generating <word> code"
// line.
var clientGens = []struct{ name, tool, word string }{
	{"applyconfiguration", "applyconfiguration-gen", "applyconfig"},
	{"client", "client-gen", "client"},
	{"lister", "lister-gen", "lister"},
	{"informer", "informer-gen", "informer"},
}

// version is a version directory's name, which gen_client takes its
// inputs from (an internal version is left out).
var version = regexp.MustCompile(`^v[0-9]+((alpha|beta)[0-9]+)?$`)

// ClientInputs returns the directories under dir that upstream's
// gen_client generates clients for, sorted, and each one's <group
// dir>/<version dir> (client-gen's --input): the directories with a .go
// file with a "// +genclient" line (Find), named like a version (v1,
// v2beta1; an internal version is left out).
func ClientInputs(dir string) (dirs, groupVersions []string, err error) {
	found, err := Find(dir, []string{"+genclient"}, Upstream)
	if err != nil {
		return nil, nil, err
	}
	for _, d := range found[0] {
		if version.MatchString(filepath.Base(d)) {
			dirs = append(dirs, d)
			groupVersions = append(groupVersions, filepath.Base(filepath.Dir(d))+"/"+filepath.Base(d))
		}
	}
	return dirs, groupVersions, nil
}

// clientInputs returns the packages gen_client generates for (the import
// paths of ClientInputs under the input directory or its
// --one-input-api; when gvkgen runs every client generator of the call,
// env.packages' directories where the load names them), and each one's
// <group dir>/<version dir>.
func clientInputs(c *call, gens []*gen.Generator, e env) (pkgs, groupVersions []string, err error) {
	dirs, groupVersions, err := ClientInputs(c.inDir + c.oneInputAPI)
	if err != nil || len(dirs) == 0 {
		return nil, nil, err
	}
	inGvkgen := true
	for _, cg := range clientGens {
		if c.runs(cg.name) && lookup(gens, cg.name) == nil {
			inGvkgen = false
		}
	}
	pkgs, err = e.packages(dirs, inGvkgen)
	return pkgs, groupVersions, err
}

// runs reports whether gen_client call c runs client generator name.
func (c *call) runs(name string) bool {
	return !(name == "applyconfiguration" && !c.withApplyconfig) && !((name == "lister" || name == "informer") && !c.withWatch)
}

// planClients plans a gen_client call on pkgs (groupVersions, as
// clientInputs returns them) with the generators gens has.
func planClients(c *call, gens []*gen.Generator, pkgs, groupVersions []string, e env, stderr *strings.Builder) (*Plan, error) {
	p := &Plan{AsideTrees: map[string]string{}}
	missing := false
	for _, cg := range clientGens {
		if !c.runs(cg.name) {
			continue
		}
		j := Job{Name: cg.name, Tool: cg.tool, Word: cg.word, Pkgs: pkgs}
		if lookup(gens, cg.name) == nil {
			if j.Runner = e.tool(cg.tool); j.Runner == "" {
				noTool(stderr, fmt.Sprintf("package(s) under %s%s have +genclient types", c.inDir, c.oneInputAPI), cg.tool, codegenInstall(cg.tool), pkgs)
				missing = true
				continue
			}
		}
		flags, err := c.clientFlags(cg.name, groupVersions)
		if err != nil {
			return nil, err
		}
		j.Tree = flags[1]
		p.Jobs = append(p.Jobs, j)
		if j.Runner != "" {
			p.AsideTrees[j.Tool] = j.Tree
			p.Tools = append(p.Tools, clientToolArgs(c, j, flags))
		}
	}
	if missing {
		return nil, errNothing
	}
	var err error
	p.Gvkgen, err = clientArgs(c, gens, p.Jobs, groupVersions)
	return p, err
}

// clientFlags returns generator name's own flags, with upstream
// gen_client's values, as flag, value pairs; the first is its
// --output-dir.
func (c *call) clientFlags(name string, groupVersions []string) ([]string, error) {
	applyconfigPkg := ""
	if c.withApplyconfig {
		applyconfigPkg = c.outPkg + "/" + c.applyconfigName
	}
	// Joined as upstream's script joins them, not cleaned.
	sub := func(s string) string { return c.outDir + "/" + s }
	switch name {
	case "applyconfiguration":
		return []string{"output-dir", sub(c.applyconfigName), "output-pkg", applyconfigPkg,
			"external-applyconfigurations", c.applyconfigExternals, "openapi-schema", c.applyconfigOpenAPISchema}, nil
	case "client":
		base, err := physical(c.inDir)
		if err != nil {
			return nil, err
		}
		out := []string{"output-dir", sub(c.clientsetName), "output-pkg", c.outPkg + "/" + c.clientsetName,
			"clientset-name", c.versionedName, "apply-configuration-package", applyconfigPkg,
			"input-base", base, "plural-exceptions", c.pluralExceptions, "prefers-protobuf", fmt.Sprint(c.prefersProtobuf)}
		for _, gv := range groupVersions {
			out = append(out, "input", gv)
		}
		return out, nil
	case "lister":
		return []string{"output-dir", sub(c.listersName), "output-pkg", c.outPkg + "/" + c.listersName,
			"plural-exceptions", c.pluralExceptions}, nil
	default: // informer
		return []string{"output-dir", sub(c.informersName), "output-pkg", c.outPkg + "/" + c.informersName,
			"versioned-clientset-package", c.outPkg + "/" + c.clientsetName + "/" + c.versionedName,
			"listers-package", c.outPkg + "/" + c.listersName, "plural-exceptions", c.pluralExceptions}, nil
	}
}

// physical is dir as an absolute path without symbolic links, as `cd dir
// && pwd -P` prints it.
func physical(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// clientArgs are the arguments of the gvkgen run for the client jobs
// gvkgen runs, nil if none: each on the inputs, its flags by the gvkgen
// flag that sets them for it alone.
func clientArgs(c *call, gens []*gen.Generator, jobs []Job, groupVersions []string) ([]string, error) {
	args := c.common("generate")
	none := true
	for _, j := range jobs {
		if j.Runner != "" {
			continue
		}
		none = false
		args = append(args, "--"+j.Name+"-packages", strings.Join(j.Pkgs, ","))
		flags, err := c.clientFlags(j.Name, groupVersions)
		if err != nil {
			return nil, err
		}
		if err := checkValues(lookup(gens, j.Name), flags); err != nil {
			return nil, err
		}
		for k := 0; k < len(flags); k += 2 {
			f := cli.GvkgenFlag(gens, j.Name, flags[k])
			if f == "" {
				return nil, fmt.Errorf("this gvkgen has no flag for %s's --%s; update gvkgen", j.Tool, flags[k])
			}
			// --prefers-protobuf is a boolean: its value after "=".
			args = append(args, "--"+f+"="+flags[k+1])
		}
	}
	if none {
		return nil, nil
	}
	return append(args, c.lintArgs()...), nil
}

// clientToolArgs is the command line of upstream's tool for client job j,
// as upstream's gen_client runs it.
func clientToolArgs(c *call, j Job, flags []string) []string {
	args := append([]string{j.Runner}, c.common()...)
	for k := 0; k < len(flags); k += 2 {
		if flags[k] == "prefers-protobuf" {
			args = append(args, "--prefers-protobuf="+flags[k+1])
		} else {
			args = append(args, "--"+flags[k], flags[k+1])
		}
	}
	args = append(args, c.lintArgs()...)
	if j.Name == "client" {
		return args
	}
	return append(args, j.Pkgs...)
}

// userFlags are the flags of gen_client whose values a client
// generator's flag takes as they are, by that flag's name.
var userFlags = map[string]string{
	"external-applyconfigurations": "--applyconfig-externals",
	"openapi-schema":               "--applyconfig-openapi-schema",
	"plural-exceptions":            "--plural-exceptions",
	"clientset-name":               "--versioned-name",
}

// checkValues sets flags (flag, value pairs) on g's own flags, as gvkgen
// will, and returns a usage error naming the user's flag for a value the
// generator refuses: gvkgen's own message would name its flag and print
// its usage, which the user of kube-codegen did not type.
func checkValues(g *gen.Generator, flags []string) error {
	fs := flag.NewFlagSet(g.Tool, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	g.NewConfig(fs)
	for k := 0; k < len(flags); k += 2 {
		if fs.Lookup(flags[k]) == nil {
			continue
		}
		if err := fs.Set(flags[k], flags[k+1]); err != nil {
			user, ok := userFlags[flags[k]]
			if !ok {
				user = "--output-dir, --output-pkg or an --*-name"
			}
			return errUsage(fmt.Sprintf("invalid value %q for %s (%s's --%s): %v", flags[k+1], user, g.Tool, flags[k], err))
		}
	}
	return nil
}
