package cli

import (
	"flag"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// generatorFlags registers every generator's own flags on fs and returns
// their configurations. A flag only one generator has keeps its name. A flag that
// several have (conversion-gen's and defaulter-gen's --extra-peer-dirs and
// --build-tag) sets all of them under its own name, and each one alone as
// --<name>-<flag> (--conversion-extra-peer-dirs): kube_codegen.sh passes
// extra peer directories to conversion-gen only.
func generatorFlags(fs *flag.FlagSet, gens []*gen.Generator) []gen.Config {
	own := make([]*flag.FlagSet, len(gens))
	var configs []gen.Config
	owners := map[string][]int{}
	var names []string
	for i, g := range gens {
		own[i] = flag.NewFlagSet(g.Tool, flag.ContinueOnError)
		configs = append(configs, g.NewConfig(own[i]))
		own[i].VisitAll(func(f *flag.Flag) {
			if owners[f.Name] == nil {
				names = append(names, f.Name)
			}
			owners[f.Name] = append(owners[f.Name], i)
		})
	}
	for _, name := range names {
		idx := owners[name]
		if len(idx) == 1 {
			f := own[idx[0]].Lookup(name)
			fs.Var(f.Value, name, f.Usage)
			continue
		}
		var all fanOut
		var each []string
		for _, i := range idx {
			f := own[i].Lookup(name)
			all = append(all, f.Value)
			each = append(each, "--"+gens[i].Name+"-"+name)
			fs.Var(f.Value, gens[i].Name+"-"+name, gens[i].Tool+" only: "+f.Usage)
		}
		fs.Var(all, name, "sets "+strings.Join(each, " and ")+" alike")
	}
	return configs
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
