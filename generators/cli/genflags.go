package cli

import (
	"flag"
	"fmt"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// generatorFlags registers every generator's own flags on fs and returns
// their configurations. Each flag is --<generator>-<flag>
// (--conversion-extra-peer-dirs); a name a generator lists in its Aliases
// is also a bare flag: for one generator an alias of its flag
// (--base-peer-dirs), for several one flag that sets all of them alike
// (conversion-gen's and defaulter-gen's --extra-peer-dirs). Nothing else
// is bare, so a new generator's --output-dir changes nothing that
// --output-dir sets.
func generatorFlags(fs *flag.FlagSet, gens []*gen.Generator) []gen.Config {
	own := make([]*flag.FlagSet, len(gens))
	configs := make([]gen.Config, len(gens))
	for i, g := range gens {
		own[i] = flag.NewFlagSet(g.Tool, flag.ContinueOnError)
		configs[i] = g.NewConfig(own[i])
		own[i].VisitAll(func(f *flag.Flag) {
			define(fs, f.Value, g.Name+"-"+f.Name, g.Tool+" only: "+f.Usage)
		})
	}
	owners, names := aliasOwners(gens)
	for _, name := range names {
		var all fanOut
		var each []string
		for _, i := range owners[name] {
			f := own[i].Lookup(name)
			if long, ok := gens[i].Shorthands[name]; ok {
				f = own[i].Lookup(long)
			}
			if f == nil {
				panic(fmt.Sprintf("generator %s lists the alias --%s, which is not one of its flags; this is a bug in gvkgen", gens[i].Name, name))
			}
			all = append(all, f.Value)
			each = append(each, "--"+gens[i].Name+"-"+f.Name)
		}
		if len(all) == 1 {
			define(fs, all[0], name, "alias of "+each[0])
			continue
		}
		define(fs, all, name, "sets "+strings.Join(each, " and ")+" alike")
	}
	return configs
}

// aliasOwners returns, for each bare flag name the generators list in
// their Aliases, the indexes of the generators that list it, and those
// names in the order they are first listed.
func aliasOwners(gens []*gen.Generator) (map[string][]int, []string) {
	owners := map[string][]int{}
	var names []string
	for i, g := range gens {
		for _, name := range g.Aliases {
			if owners[name] == nil {
				names = append(names, name)
			}
			owners[name] = append(owners[name], i)
		}
	}
	return owners, names
}

// define registers v on fs as --name, unless fs has that flag already: a
// generator's flag named like a common flag, or like another generator's
// --<generator>-<flag>, is a bug in the registry that tests catch.
func define(fs *flag.FlagSet, v flag.Value, name, usage string) {
	if fs.Lookup(name) != nil {
		panic(fmt.Sprintf("gvkgen has two flags --%s (a generator's flag, or an alias, named like another flag); this is a bug in gvkgen: rename one", name))
	}
	fs.Var(v, name, usage)
}

// fanOut is one flag that sets several generators' values.
type fanOut []flag.Value

func (f fanOut) String() string {
	if len(f) == 0 {
		return ""
	}
	return f[0].String()
}

// Set implements flag.Value.
func (f fanOut) Set(s string) error {
	for _, v := range f {
		if err := v.Set(s); err != nil {
			return err
		}
	}
	return nil
}

// IsBoolFlag lets a shared boolean flag be given alone.
func (f fanOut) IsBoolFlag() bool {
	b, ok := f[0].(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
