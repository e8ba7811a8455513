package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/cgopts"
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// ObjectGenerator is the name of the generator that controller-gen's
// syntax runs (`gvkgen object:headerFile=... paths=...`).
const ObjectGenerator = "object"

// controllerGenSyntax reports whether args (after gvkgen's verb, if any)
// are written in controller-gen's syntax: one of them is a controller-gen
// option (object, paths=, crd...).
func controllerGenSyntax(args []string) bool {
	return slices.ContainsFunc(args, cgopts.IsOption)
}

// lookup returns the generator of gens named name, or nil.
func lookup(gens []*gen.Generator, name string) *gen.Generator {
	for _, g := range gens {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// ControllerGen runs g (the object generator) on a command line in
// controller-gen's syntax, as `controller-gen object` would, and returns
// the exit code: args are controller-gen's options (object:headerFile=H,
// year=Y and paths=P) and gvkgen's flags (-v, --strict, --build-tags...);
// verify writes nothing and reports what is missing or stale, exit 1.
func ControllerGen(g *gen.Generator, verify bool, args []string, stdout, stderr io.Writer) int {
	if g == nil {
		// Mistakes first, as they would be with the generator (the
		// arguments that are not flags, flags' values aside).
		var pos []string
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				pos = append(pos, a)
			}
		}
		if _, err := cgopts.Parse(pos); err != nil {
			printOptionErrors(&sink{stdout: stdout, stderr: stderr}, err)
			return ExitError
		}
		fmt.Fprintf(stderr, "gvkgen: this gvkgen has no %s generator, which controller-gen's syntax (object:headerFile=<file> paths=<pattern>) runs; use gvkgen generate|verify <packages>\n", ObjectGenerator)
		return ExitError
	}
	fs, s := toolFlags(g, g.OutputFile, stdout, stderr)
	s.prog, s.k.prog = "gvkgen", "gvkgen"
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: gvkgen [generate|verify] object[:headerFile=<file>][,year=<year>] [paths=<pattern>[;<pattern>...]] [flags]\n\n%s\n\nflags:\n", g.Doc)
		printFlags(fs, stderr)
	}
	positional, err := Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitError
	}
	defer s.k.flush()
	s.k.regen = regenCommand("gvkgen", args)
	opts, err := cgopts.Parse(positional)
	if err != nil {
		printOptionErrors(s.k, err)
		return ExitError
	}
	if err := applyOptions(fs, opts); err != nil {
		s.fail("%v", err)
		return ExitError
	}
	if err := nestedModules(opts.Patterns()); err != nil {
		s.fail("%v", err)
		return ExitError
	}
	s.c.Verify = verify
	return s.run(opts.Patterns())
}

// printOptionErrors prints each mistake of the command line, with a caret
// under its column in the text format.
func printOptionErrors(k *sink, err error) {
	var list cgopts.ErrorList
	if !errors.As(err, &list) {
		k.fail("gvkgen", ruleUsage, err.Error())
		return
	}
	for _, e := range list {
		text := "gvkgen: " + e.Error()
		if p := e.Pointer(); p != "" {
			text += "\n" + strings.TrimSuffix(p, "\n")
		}
		k.add(report{sev: sevError, generator: "gvkgen", rule: ruleUsage, msg: e.Error(), text: text})
	}
}

// applyOptions sets the flags that controller-gen's options stand for:
// headerFile is --go-header-file, year the generator's --year.
func applyOptions(fs *flag.FlagSet, opts *cgopts.Options) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, o := range []struct{ flag, field, value string }{
		{"go-header-file", "headerFile", opts.HeaderFile},
		{"year", "year", opts.Year},
	} {
		if o.value == "" {
			continue
		}
		if given[o.flag] {
			return fmt.Errorf("--%s and object's %s= both given; give one", o.flag, o.field)
		}
		if fs.Lookup(o.flag) == nil {
			return fmt.Errorf("object's %s= is not supported by this generator (it has no --%s flag)", o.field, o.flag)
		}
		if err := fs.Set(o.flag, o.value); err != nil {
			return fmt.Errorf("object's %s=%s: %v", o.field, o.value, err)
		}
	}
	return nil
}

// objectMarkers are the comment markers that ask controller-gen's object
// generator for code.
var objectMarkers = [][]byte{[]byte("+kubebuilder:object:"), []byte("+k8s:deepcopy-gen")}

// nestedModules returns an error naming the nested modules with object
// markers below the filesystem roots ending in /... among patterns:
// controller-gen loads and generates them too (it crosses into every
// directory with a go.mod), gvkgen loads one module. Nested modules
// without markers (tools, tests) generate nothing either way.
func nestedModules(patterns []string) error {
	var found []string
	for _, p := range patterns {
		if !(filepath.IsAbs(p) || strings.HasPrefix(p, ".")) || (p != "./..." && !strings.HasSuffix(p, "/...")) {
			continue
		}
		root := filepath.Clean(strings.TrimSuffix(p, "..."))
		mods, err := markedModules(root)
		if err != nil {
			return err
		}
		for _, m := range mods {
			found = append(found, fmt.Sprintf("%s (under paths=%s)", m, p))
		}
	}
	if len(found) == 0 {
		return nil
	}
	return fmt.Errorf("nested modules with object markers: %s; controller-gen generates in them too, gvkgen loads one module: run gvkgen in each of them as well (cd <dir> && gvkgen object:... paths=./...), or name them in go.work", strings.Join(found, ", "))
}

// markedModules returns the directories below root (root aside) that hold
// a go.mod and, in their tree, a .go file (tests aside) with an object
// marker.
func markedModules(root string) ([]string, error) {
	var mods []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() || path == root {
			return nil
		}
		if n := d.Name(); n == "testdata" || n == "vendor" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") {
			// As the go command's ./... skips them.
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err != nil {
			return nil
		}
		marked, err := hasMarkers(path)
		if err != nil {
			return err
		}
		if marked {
			mods = append(mods, path)
		}
		// Its own nested modules are in the tree hasMarkers read.
		return filepath.SkipDir
	})
	return mods, err
}

// hasMarkers reports whether a .go file below dir (tests aside) mentions
// an object marker.
func hasMarkers(dir string) (bool, error) {
	marked := false
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || marked || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		for _, m := range objectMarkers {
			marked = marked || bytes.Contains(b, m)
		}
		return err
	})
	return marked, err
}
