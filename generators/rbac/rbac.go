package rbac

import (
	"flag"
	"path/filepath"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is controller-gen's rbac generator (v0.23.0), as the drivers
// run it. Its flags are controller-gen's options, each fooBar as
// foo-bar: role-name, file-name, header-file, year; and output-dir,
// controller-gen's output rule for rbac (default config/rbac).
var Generator = &gen.Generator{
	Name:       "rbac",
	Tool:       tool,
	OutputFile: "role.yaml",
	Doc:        "Writes role.yaml, the ClusterRole and namespaced Roles of the +kubebuilder:rbac markers of all packages, as controller-gen rbac does.",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: markerRBAC, Verify: true}},
	// Its markers are comments, which make a file worth parsing; no
	// identifier does.
	Keywords:  []string{"kubebuilder"},
	DetectTag: "+" + markerRBAC + ":",
	Flags:     flags,
	Run:       run,
	// Under gvkgen, only when its output directory is given
	// (controller-gen's front end always gives it).
	Enabled: func(c gen.Config) bool { return c.(*config).outputDir != "" },
	// controller-gen never deletes a file: neither does gvkgen for it.
	Claims: func(*universe.Package) bool { return true },
}

// config is what the generator's flags set.
type config struct {
	gen.DefaultConfig
	roleName, fileName, headerFile, year, outputDir string
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{}
	fs.StringVar(&c.roleName, "role-name", "manager-role", "controller-gen rbac's roleName=: the name of the ClusterRole (and of Roles without roleName=)")
	fs.StringVar(&c.fileName, "file-name", "role.yaml", "controller-gen rbac's fileName=: the name of the file written")
	fs.StringVar(&c.headerFile, "header-file", "", "controller-gen rbac's headerFile=: a file whose text goes above the first document")
	fs.StringVar(&c.year, "year", "", "controller-gen rbac's year=: replaces \" YEAR\" in the header file (default: removed)")
	fs.StringVar(&c.outputDir, "output-dir", "", "controller-gen's output:rbac:dir= (its default, through gvkgen's controller-gen syntax: config/rbac; gvkgen generate runs rbac only when this is given): the directory the file is written in")
	return c
}

// run reads the markers of every package, merges them into roles and
// writes the file; on any mistake, nothing.
func run(pass *gen.Pass) any {
	c := pass.Config.(*config)
	byRole := map[roleKey][]*rule{}
	for _, pkg := range pass.Packages {
		if err := pkg.ParseErr(); err != nil {
			pass.ReportErrors(err)
			continue
		}
		for _, l := range cgmarkers.Package(pass.Universe, pkg, markerRBAC) {
			m, ok, ds := tags.ParseMarker(Tags, l)
			for _, d := range ds {
				pass.Report(*d)
			}
			if ok && len(ds.Errors()) == 0 {
				addMarker(byRole, m, c.roleName)
			}
		}
	}
	roles := buildRoles(byRole)
	if len(roles) == 0 || pass.HasErrors() {
		return nil
	}
	header, ok := cgmarkers.ReadHeader(pass, c.headerFile, c.year)
	if !ok {
		return nil
	}
	data, err := render(header, roles)
	if err != nil {
		pass.Errorf(gen.FlagPos("role-name"), "%v", err)
		return nil
	}
	pass.NewDataFile(filepath.Join(cgmarkers.OutputDir(c.outputDir, "rbac"), c.fileName), data)
	return nil
}

// addMarker adds the rules of one marker to its role: one per resource,
// or one without resources.
func addMarker(byRole map[roleKey][]*rule, m tags.ParsedMarker, defaultName string) {
	k := roleKey{namespace: m.Args["namespace"].String, name: m.Args["roleName"].String}
	if k.name == "" {
		k.name = defaultName
	}
	base := rule{groups: items(m, "groups"), names: items(m, "resourceNames"), verbs: items(m, "verbs"), urls: items(m, "urls")}
	resources := items(m, "resources")
	if len(resources) == 0 {
		r := base
		byRole[k] = append(byRole[k], &r)
		return
	}
	for _, res := range resources {
		r := base
		r.resources = []string{res}
		byRole[k] = append(byRole[k], &r)
	}
}

// items is the list argument name's values.
func items(m tags.ParsedMarker, name string) []string {
	var out []string
	for _, v := range m.Args[name].List {
		out = append(out, v.String)
	}
	return out
}
