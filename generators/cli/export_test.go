package cli

import (
	"flag"
	"io"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
)

// FlagsForTest returns gvkgen's flags for gens.
func FlagsForTest(gens []*gen.Generator, stdout, stderr io.Writer) *flag.FlagSet {
	fs, _ := gvkgenFlags(gens, stdout, stderr)
	return fs
}

// ToolFlagsForTest returns the single tool's flags for g.
func ToolFlagsForTest(g *gen.Generator, stdout, stderr io.Writer) *flag.FlagSet {
	fs, _ := toolFlags(g, g.ToolDefault(), stdout, stderr)
	return fs
}

// SelectForTest loads patterns in the working directory as gvkgen does,
// and returns for each generator of gens the import paths of the packages
// its detection gives it (nil and false when the run would stop there).
func SelectForTest(gens []*gen.Generator, patterns []string, stderr io.Writer) (map[string][]string, bool) {
	_, s := gvkgenFlags(gens, io.Discard, stderr)
	u, _ := s.load(patterns)
	s.listed.wait()
	if u == nil {
		return nil, false
	}
	pkgs, _, ok := s.selectPackages(u, patterns)
	if !ok {
		return nil, false
	}
	out := map[string][]string{}
	for i, g := range gens {
		for _, p := range pkgs[i] {
			out[g.Name] = append(out[g.Name], p.Path)
		}
	}
	return out, true
}

// KlogFlagsForTest returns the klog flags every command accepts and
// ignores, each with whether it is a boolean.
func KlogFlagsForTest() map[string]bool {
	out := map[string]bool{}
	for _, f := range klogFlags {
		out[f.name] = f.isBool
	}
	return out
}

// RenderForTest renders files as a run does before writing them.
var RenderForTest = render

// WriteForTest writes files as a run does, with -v (verbosity), printing
// to stderr, and returns the exit code.
func WriteForTest(files []*output.File, verbosity int, stderr io.Writer) int {
	k := &sink{stdout: io.Discard, stderr: stderr, prog: "test"}
	_, code := writeFiles("test", files, nil, nil, &Common{Verbosity: verbosity}, k, nil)
	return code
}

// ConfigsForTest parses args (flags only) as gvkgen does for gens and
// returns each generator's configuration.
func ConfigsForTest(gens []*gen.Generator, args []string) ([]gen.Config, error) {
	fs, s := gvkgenFlags(gens, io.Discard, io.Discard)
	_, err := Parse(fs, args)
	return s.configs, err
}

// ToolWithFaultForTest is Tool, with fault failing the write of any file
// it returns an error for (a full disk).
var ToolWithFaultForTest = runTool

// ReplaysForTest is how many runs the run cache replayed.
func ReplaysForTest() int64 { return replays.Load() }

// ListHitsForTest returns how many loads were given a listing from the
// list cache.
func ListHitsForTest() int64 { return listHits.Load() }
