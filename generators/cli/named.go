package cli

import (
	"flag"
	"fmt"
	"go/build"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// named holds gvkgen's --<generator>-packages flags: the packages each
// generator runs on when they are given instead of the ones its tag
// selects. kube_codegen.sh's gen_helpers finds its packages with grep and
// passes them this way, so that gvkgen runs each generator on exactly the
// packages upstream's script would have run it on.
type named struct {
	lists []*gen.StringList
	// given is set for the generators whose flag was given, once parsed.
	given []bool
	names []string
}

// any reports whether any --<name>-packages was given.
func (n *named) any() bool { return slices.Contains(n.given, true) }

// register adds --<name>-packages for every generator of gens.
func (n *named) register(fs *flag.FlagSet, gens []*gen.Generator) {
	for _, g := range gens {
		l := gen.NewStringList(nil)
		n.lists = append(n.lists, l)
		n.names = append(n.names, g.Name+"-packages")
		fs.Var(l, g.Name+"-packages", fmt.Sprintf("comma-separated packages (import paths or ./directories) to run %s on, as %s given them would, instead of those tagged %s; once any --<generator>-packages is given, only those generators run, and packages are not given as arguments", g.Name, g.Tool, g.DetectTag))
	}
}

// patterns returns the packages to load when any --<name>-packages was
// given (nil when none was), after checking that no package is also given
// as an argument and that each names one package.
func (n *named) patterns(fs *flag.FlagSet, args []string) ([]string, error) {
	n.given = make([]bool, len(n.lists))
	any := false
	for i, name := range n.names {
		fs.Visit(func(f *flag.Flag) {
			if f.Name == name {
				n.given[i], any = true, true
			}
		})
	}
	if !any {
		return nil, nil
	}
	if len(args) > 0 {
		return nil, fmt.Errorf("packages given both as arguments (%s) and with --<generator>-packages; give them one way", strings.Join(args, " "))
	}
	var out []string
	for i, l := range n.lists {
		for _, p := range l.Values {
			if p == "" || strings.Contains(p, "...") || strings.HasSuffix(p, ".go") {
				return nil, fmt.Errorf("--%s=%s: %q is not a package; name packages by import path or ./directory, without ... patterns or files", n.names[i], l.String(), p)
			}
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no packages given: every --<generator>-packages is empty; name packages to generate for")
	}
	return out, nil
}

// selectNamed returns the packages each generator runs on, and all of
// them, when --<name>-packages were given: exactly those named, whatever
// their tags, as the single tools take theirs. It returns false when the
// run cannot go on.
func (s *session) selectNamed(u *universe.Universe) (pkgs [][]*universe.Package, all []*universe.Package, ok bool) {
	if !check(s.prog, u.Roots, nil, &s.c, s.k, s.runVerifyPrefixes()) {
		return nil, nil, false
	}
	pkgs = make([][]*universe.Package, len(s.gens))
	used := map[*universe.Package]bool{}
	for i, l := range s.named.lists {
		if !s.named.given[i] {
			continue
		}
		for _, arg := range l.Values {
			p := rootNamed(u.Roots, arg)
			if p == nil {
				s.fail("--%s: %s matched no package; name packages by import path or ./directory", s.named.names[i], arg)
				return nil, nil, false
			}
			if !slices.Contains(pkgs[i], p) {
				pkgs[i] = append(pkgs[i], p)
			}
			used[p] = true
		}
		// In import path order, as the roots and the single tools' own
		// packages: a list's order changes no byte (#29 item 12).
		slices.SortFunc(pkgs[i], func(a, b *universe.Package) int { return strings.Compare(a.Path, b.Path) })
	}
	for _, p := range u.Roots {
		if used[p] {
			all = append(all, p)
		}
	}
	return pkgs, all, true
}

// rootNamed returns the root package arg names: a directory (./a, ../b,
// /abs) by its directory, anything else by its import path.
func rootNamed(roots []*universe.Package, arg string) *universe.Package {
	if build.IsLocalImport(arg) || filepath.IsAbs(arg) {
		abs, err := filepath.Abs(arg)
		if err != nil {
			return nil
		}
		for _, p := range roots {
			if p.Dir != "" && filepath.Clean(p.Dir) == abs {
				return p
			}
		}
		return nil
	}
	for _, p := range roots {
		if p.Path == arg {
			return p
		}
	}
	return nil
}
